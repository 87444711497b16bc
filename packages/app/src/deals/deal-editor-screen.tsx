import type { DealDetail } from '@dealgrow/sdk';
import { cardClassName } from '@dealgrow/widgets';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { NotFoundScreen } from '../common/not-found.tsx';
import { type SelectLists, useSelectLists } from '../common/select-lists.ts';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import {
  AmountField,
  ClassificationFields,
  CompanyField,
  companyChoices,
  currencyOptions,
  DescriptionField,
  EditGate,
  EditRefusal,
  FormFooter,
  MemberPicker,
  PriceFields,
  SelectField,
  useListingForm,
} from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import {
  DEAL_FORM_FIELDS,
  type DealFormValues,
  dealChangeInput,
  dealFormValuesOf,
  EMPTY_DEAL_FORM,
  newDealInput,
  REWARD_KINDS,
} from './deal-form.ts';
import './deals.css';

const FORM_ID = 'deal-form';

/** /deals/new: a member lists an offer or a demand. */
export function NewDealScreen() {
  return <DealEditor deal={null} />;
}

/** /deals/:id/edit: only those the server lets change the deal see the form. */
export function EditDealScreen() {
  const id = useListingId();
  return id === null ? <NotFoundScreen /> : <EditDeal id={id} />;
}

function EditDeal({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`deal-${id}`, (signal) => client.deals.get(id, { signal }));
  return (
    <EditGate
      title={t('deals.form.editTitle')}
      loaded={state}
      reload={reload}
      allowed={(deal) => deal.can_edit}
      refusalTitle={t('deals.form.forbidden')}
      refusal={<EditRefusal ask={() => client.deals.update(id, {})} />}
    >
      {(deal) => <DealEditor deal={deal} />}
    </EditGate>
  );
}

function DealEditor({ deal }: { deal: DealDetail | null }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const lists = useSelectLists(client);
  const title = deal ? t('deals.form.editTitle') : t('deals.form.createTitle');
  return (
    <div className="container page page--narrow">
      <header className="page-header">
        <h1>{title}</h1>
        <p className="lead">{t('deals.form.lead')}</p>
      </header>
      {lists.state.status === 'loading' && <Loading />}
      {lists.state.status === 'error' && <LoadFailed error={lists.state.error} onRetry={lists.reload} />}
      {lists.state.status === 'ready' && <DealFormPanel deal={deal} lists={lists.state.data} />}
    </div>
  );
}

/** Names of the companies the member manages, read from their deals (the API has no company route yet). */
function useCompanyNames(ids: number[]): Record<number, string> {
  const { client } = useSession();
  const { state } = useLoaded(`companies-${ids.join(',')}`, async (signal) => {
    const pages = await Promise.all(ids.map((id) => client.deals.ofCompany(id, { limit: 1 }, { signal })));
    const names: Record<number, string> = {};
    for (const page of pages) {
      const company = page.success ? page.data.items[0]?.company : null;
      if (company) names[company.id] = company.name;
    }
    return { success: true as const, data: names, status: 200, statusText: 'OK' };
  });
  return state.status === 'ready' ? state.data : {};
}

function DealFormPanel({ deal, lists }: { deal: DealDetail | null; lists: SelectLists }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { user } = useMember();
  const { lang, localize } = useLocalize();
  const navigate = useNavigate();
  const { ref, valid } = useFormValidity();
  const form = useListingForm<DealFormValues>(() => (deal ? dealFormValuesOf(deal) : EMPTY_DEAL_FORM), DEAL_FORM_FIELDS);
  const { values, change, errors } = form;
  const companyIds = companyChoices(user.authorized_companies, deal?.company_id);
  const companyNames = { ...useCompanyNames(companyIds), ...(deal?.company ? { [deal.company.id]: deal.company.name } : {}) };

  /** Every list may hold the deal now, so each loads afresh next time. */
  function forgetLists() {
    for (const list of ['popular', 'offers', 'perks'] as const) state.deal.getState().resetList(list);
  }

  function saved(saved: DealDetail) {
    forgetLists();
    // The member may now change this deal: the session's authorized_deals (the most recent, bounded) follows.
    if (!deal)
      state.user.getState().setUser({
        ...user,
        // A list the server already cut keeps its length; the newest deal comes first.
        authorized_deals: [saved.id, ...user.authorized_deals].slice(
          0,
          user.authorized_deals.length < user.authorized_deals_total ? user.authorized_deals.length : undefined,
        ),
        authorized_deals_total: user.authorized_deals_total + 1,
      });
    navigate(localize(`/deals/${saved.id}`));
  }

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(
      event,
      valid,
      () =>
        deal
          ? client.deals.update(deal.id, dealChangeInput(deal, values, form.files, form.removedFiles))
          : client.deals.create(newDealInput(values, form.files)),
      saved,
    );

  const remove = (existing: DealDetail) =>
    form.remove(
      t('deals.form.confirmDelete'),
      () => client.deals.remove(existing.id),
      () => {
        state.deal.getState().removeDeal(existing.id);
        navigate(localize('/deals'));
      },
    );

  const text = (field: 'title' | 'location' | 'sub_type', label: string, extra: { required?: boolean; maxLength: number }) => (
    <Field
      form={FORM_ID}
      name={field}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
      {...extra}
    />
  );
  const currencies = currencyOptions(lists, lang);

  return (
    <form id={FORM_ID} ref={ref} className={cardClassName('deal-form')} onSubmit={(event) => void submit(event)} noValidate>
      {text('title', t('deals.form.title'), { required: true, maxLength: 200 })}
      <fieldset className="field">
        <legend>{t('deals.form.type')}</legend>
        <div className="choice-row">
          {(['offer', 'demand'] as const).map((type) => (
            <label key={type}>
              <input type="radio" name="type" value={type} checked={values.type === type} onChange={() => change('type', type)} />{' '}
              {t(`deals.type.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <ClassificationFields form={FORM_ID} lists={lists} values={values} errors={errors} onChange={change} />
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="isAllIndustry"
          checked={values.isAllIndustry}
          onChange={(event) => change('isAllIndustry', event.target.checked)}
        />{' '}
        {t('deals.form.allIndustries')}
      </label>
      <PriceFields form={FORM_ID} lists={lists} values={values} errors={errors} onChange={change} />
      <div className="field-row">
        {text('location', t('deals.form.location'), { maxLength: 200 })}
        {text('sub_type', t('deals.form.subType'), { maxLength: 60 })}
      </div>
      <DescriptionField
        form={FORM_ID}
        value={values.description}
        error={errors.description}
        onChange={(value) => change('description', value)}
      />
      <fieldset className="field">
        <legend>{t('deals.form.rewards')}</legend>
        <p className="field-hint">{t('deals.form.rewardsHint')}</p>
        {REWARD_KINDS.map((kind) => {
          const kindName = t(`deals.detail.reward.${kind}`);
          return (
            <div key={kind} className="field-row">
              <AmountField
                form={FORM_ID}
                name={`${kind}_price`}
                label={t('deals.form.rewardPrice', { kind: kindName })}
                step="any"
                value={values[`${kind}_price`]}
                error={errors[`${kind}_price`]}
                onChange={(value) => change(`${kind}_price`, value)}
              />
              <SelectField
                form={FORM_ID}
                name={`${kind}_currency`}
                label={t('deals.form.rewardCurrency', { kind: kindName })}
                value={values[`${kind}_currency`]}
                options={currencies}
                empty={t('deals.form.sameCurrency')}
                error={errors[`${kind}_currency`]}
                onChange={(value) => change(`${kind}_currency`, value)}
              />
            </div>
          );
        })}
      </fieldset>
      <CompanyField
        form={FORM_ID}
        ids={companyIds}
        names={companyNames}
        value={values.company_id}
        error={errors.company_id}
        onChange={(value) => change('company_id', value)}
      />
      <MemberPicker
        id={`${FORM_ID}-managers`}
        label={t('deals.form.managers')}
        hint={t('deals.form.managersHint')}
        client={client}
        members={values.managers}
        error={errors.managers}
        onChange={(members) => change('managers', members)}
      />
      <FormFooter
        form={FORM_ID}
        state={form}
        attached={deal?.files ?? []}
        exists={deal !== null}
        valid={valid}
        createLabel={t('deals.form.create')}
        onDelete={() => deal && void remove(deal)}
      />
    </form>
  );
}
