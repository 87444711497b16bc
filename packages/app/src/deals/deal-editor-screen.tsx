import type { ApiError, DealDetail } from '@dealgrow/sdk';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { NotFoundScreen } from '../screens/not-found.tsx';
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
import { FilePicker } from './file-picker.tsx';
import { LoadFailed, Loading } from './load-state.tsx';
import { MemberPicker } from './member-picker.tsx';
import { messageOf } from './messages.ts';
import { itemName, type SelectLists, useSelectLists } from './select-lists.ts';
import { useListingId } from './use-deal-id.ts';
import { useLoaded } from './use-loaded.ts';
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
  if (state.status === 'loading') return <PageFrame title={t('deals.form.editTitle')} body={<Loading />} />;
  if (state.status === 'error')
    return <PageFrame title={t('deals.form.editTitle')} body={<LoadFailed error={state.error} onRetry={reload} />} />;
  if (!state.data.can_edit) return <Refused id={id} />;
  return <DealEditor deal={state.data} />;
}

/** Someone who may not change the deal opened its edit page: the server's own refusal (403) is what they read. */
function Refused({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  useEffect(() => {
    // An empty change: the server checks who asks before anything else, so it answers 403 and changes nothing.
    void client.deals.update(id, {}).then((answer) => {
      if (!answer.success) setRefusal(answer.error);
    });
  }, [client, id]);
  return <PageFrame title={t('deals.form.forbidden')} body={refusal ? <LoadFailed error={refusal} /> : <Loading />} />;
}

function PageFrame({ title, body }: { title: string; body: ReactNode }) {
  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {body}
    </div>
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
  const [values, setValues] = useState<DealFormValues>(() => (deal ? dealFormValuesOf(deal) : EMPTY_DEAL_FORM));
  const [files, setFiles] = useState<File[]>([]);
  const [removedFiles, setRemovedFiles] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const companyIds = [...new Set([...user.authorized_companies, ...(deal?.company_id ? [deal.company_id] : [])])];
  const companyNames = { ...useCompanyNames(companyIds), ...(deal?.company ? { [deal.company.id]: deal.company.name } : {}) };

  function change<K extends keyof DealFormValues>(field: K, value: DealFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
  }

  /** Every list may hold the deal now, so each loads afresh next time. */
  function forgetLists() {
    for (const list of ['popular', 'offers', 'perks'] as const) state.deal.getState().resetList(list);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || saving) return;
    setSaving(true);
    const answer = deal
      ? await client.deals.update(deal.id, dealChangeInput(deal, values, files, removedFiles))
      : await client.deals.create(newDealInput(values, files));
    setSaving(false);
    if (answer.success) {
      forgetLists();
      // The member may now change this deal: the session's authorized_deals (the most recent, bounded) follows.
      if (!deal)
        state.user.getState().setUser({
          ...user,
          // A list the server already cut keeps its length; the newest deal comes first.
          authorized_deals: [answer.data.id, ...user.authorized_deals].slice(
            0,
            user.authorized_deals.length < user.authorized_deals_total ? user.authorized_deals.length : undefined,
          ),
          authorized_deals_total: user.authorized_deals_total + 1,
        });
      navigate(localize(`/deals/${answer.data.id}`));
      return;
    }
    const found = formErrorsOf(answer.error, DEAL_FORM_FIELDS, t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  async function remove() {
    if (!deal || !window.confirm(t('deals.form.confirmDelete'))) return;
    const answer = await client.deals.remove(deal.id);
    if (!answer.success) return setFormError(messageOf(answer.error, t));
    state.deal.getState().removeDeal(deal.id);
    navigate(localize('/deals'));
  }

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
  const amount = (field: 'price' | 'stock' | `${(typeof REWARD_KINDS)[number]}_price`, label: string, step: string) => (
    <Field
      form={FORM_ID}
      name={field}
      label={label}
      type="number"
      min={0}
      step={step}
      inputMode="decimal"
      value={values[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.target.value)}
    />
  );
  const select = (field: keyof DealFormValues & string, label: string, options: Array<[string, string]>, empty: string) => (
    <div className={errors[field] ? 'field field--invalid' : 'field'}>
      <label htmlFor={`${FORM_ID}-${field}`}>{label}</label>
      <select
        id={`${FORM_ID}-${field}`}
        name={field}
        value={String(values[field])}
        aria-invalid={errors[field] ? 'true' : undefined}
        aria-describedby={errors[field] ? `${FORM_ID}-${field}-error` : undefined}
        onChange={(event) => change(field, event.target.value as never)}
      >
        <option value="">{empty}</option>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
      {errors[field] && (
        <p id={`${FORM_ID}-${field}-error`} className="field-error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );
  const currencies = lists.currencies.map((currency): [string, string] => [
    currency.code,
    `${currency.code} — ${itemName(currency, lang)}`,
  ]);

  return (
    <form id={FORM_ID} ref={ref} className="panel deal-form" onSubmit={submit} noValidate>
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
      <div className="field-row">
        {select(
          'industry_id',
          t('deals.form.industry'),
          lists.industries.map((item) => [String(item.id), itemName(item, lang)]),
          t('deals.form.choose'),
        )}
        {select(
          'category_id',
          t('deals.form.category'),
          lists.categories.map((item) => [String(item.id), itemName(item, lang)]),
          t('deals.form.choose'),
        )}
      </div>
      <label className="checkbox-field">
        <input
          type="checkbox"
          name="isAllIndustry"
          checked={values.isAllIndustry}
          onChange={(event) => change('isAllIndustry', event.target.checked)}
        />{' '}
        {t('deals.form.allIndustries')}
      </label>
      <div className="field-row">
        {select('currency', t('deals.form.currency'), currencies, t('deals.form.choose'))}
        {amount('price', t('deals.form.price'), 'any')}
        {amount('stock', t('deals.form.stock'), '1')}
      </div>
      <div className="field-row">
        {text('location', t('deals.form.location'), { maxLength: 200 })}
        {text('sub_type', t('deals.form.subType'), { maxLength: 60 })}
      </div>
      <div className={errors.description ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${FORM_ID}-description`}>{t('deals.form.description')}</label>
        <textarea
          id={`${FORM_ID}-description`}
          name="description"
          rows={5}
          maxLength={20_000}
          value={values.description}
          aria-invalid={errors.description ? 'true' : undefined}
          onChange={(event) => change('description', event.target.value)}
        />
        {errors.description && (
          <p className="field-error" role="alert">
            {errors.description}
          </p>
        )}
      </div>
      <fieldset className="field">
        <legend>{t('deals.form.rewards')}</legend>
        <p className="field-hint">{t('deals.form.rewardsHint')}</p>
        {REWARD_KINDS.map((kind) => {
          const kindName = t(`deals.detail.reward.${kind}`);
          return (
            <div key={kind} className="field-row">
              {amount(`${kind}_price`, t('deals.form.rewardPrice', { kind: kindName }), 'any')}
              {select(`${kind}_currency`, t('deals.form.rewardCurrency', { kind: kindName }), currencies, t('deals.form.sameCurrency'))}
            </div>
          );
        })}
      </fieldset>
      {select(
        'company_id',
        t('deals.form.company'),
        companyIds.map((id) => [String(id), companyNames[id] ?? t('deals.form.companyLabel', { id: String(id) })]),
        t('deals.form.asMyself'),
      )}
      <MemberPicker
        id={`${FORM_ID}-managers`}
        label={t('deals.form.managers')}
        hint={t('deals.form.managersHint')}
        client={client}
        members={values.managers}
        error={errors.managers}
        onChange={(members) => change('managers', members)}
      />
      <FilePicker
        id={`${FORM_ID}-files`}
        files={files}
        onFiles={(chosen) => {
          setFiles(chosen);
          setErrors(({ files: _dropped, ...rest }) => rest);
        }}
        attached={deal?.files ?? []}
        removed={removedFiles}
        onRemoved={setRemovedFiles}
        error={errors.files}
      />
      {formError && (
        <p className="notice notice--danger" role="alert">
          {formError}
        </p>
      )}
      <div className="row-actions">
        <button type="submit" className="button button--primary" disabled={!valid || saving}>
          {saving ? t('deals.form.saving') : deal ? t('deals.form.save') : t('deals.form.create')}
        </button>
        {deal && (
          <button type="button" className="button button--danger" onClick={() => void remove()}>
            {t('deals.form.delete')}
          </button>
        )}
      </div>
    </form>
  );
}
