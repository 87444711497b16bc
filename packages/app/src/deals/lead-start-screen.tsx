import type { DealDetail, LeadType } from '@dealgrow/sdk';
import { Button, cardClassName, DealCard } from '@dealgrow/widgets';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { NotFoundScreen } from '../common/not-found.tsx';
import { itemName, useSelectLists } from '../common/select-lists.ts';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { FilePicker, MemberPicker } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import type { DealMember } from './deal-form.ts';
import { useInAppDealLinks } from './in-app-deal-links.ts';
import { LEAD_FORM_FIELDS, type LeadFormValues, leadTypeOf, newLeadInput } from './lead-form.ts';
import { moneyText } from './money.ts';
import './deals.css';

const FORM_ID = 'lead-start';

/** /deals/:id/lead?type=buy|sell|refer: a member starts a lead on a deal, then works it on the lead's page. */
export function LeadStartScreen() {
  const { t } = useTranslation();
  const id = useListingId();
  const [search] = useSearchParams();
  const type = leadTypeOf(search.get('type'));
  if (id === null) return <NotFoundScreen />;
  if (type === null)
    return (
      <div className="container page page--narrow">
        <p className="notice notice--danger" role="alert">
          {t('leadStart.badType')}
        </p>
      </div>
    );
  return <LeadStart id={id} type={type} />;
}

function LeadStart({ id, type }: { id: number; type: LeadType }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`deal-${id}`, (signal) => client.deals.get(id, { signal }));
  return (
    <div className="container page page--narrow lead-start" data-lead-type={type}>
      <header className="page-header">
        <h1>{t(`leadStart.title.${type}`)}</h1>
        <p className="lead">{t('leadStart.lead')}</p>
      </header>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && <LeadStartForm deal={state.data} type={type} />}
    </div>
  );
}

function LeadStartForm({ deal, type }: { deal: DealDetail; type: LeadType }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { lang, localize } = useLocalize();
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  useInAppDealLinks(holder);
  const lists = useSelectLists(client);
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState<LeadFormValues>({ text: '', budget: '', currency: deal.currency ?? '', referralUserId: null });
  const [referred, setReferred] = useState<DealMember[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const reward = deal[`${type}_price`];
  const rewardCurrency = deal[`${type}_currency`] ?? deal.currency;

  function change(field: 'text' | 'budget' | 'currency', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || sending) return;
    setSending(true);
    const answer = await client.leads.create(newLeadInput(deal.id, type, values, files));
    setSending(false);
    if (answer.success) {
      navigate(localize(`/leads/${answer.data.id}`));
      return;
    }
    const found = formErrorsOf(answer.error, LEAD_FORM_FIELDS, t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  return (
    <>
      <div ref={holder} className="lead-start__deal">
        <DealCard deal={deal} />
      </div>
      <p className="notice notice--info lead-start__reward" data-reward={reward ?? 0}>
        {reward !== undefined ? (
          <>
            <strong>{t('leadStart.reward')}</strong> {moneyText(reward, rewardCurrency, lang)}
          </>
        ) : (
          t('leadStart.noReward')
        )}
      </p>
      <form id={FORM_ID} ref={ref} className={cardClassName()} onSubmit={submit} noValidate>
        {type === 'refer' && (
          <>
            <MemberPicker
              id={`${FORM_ID}-referral`}
              label={t('leadStart.referral')}
              client={client}
              members={referred}
              max={1}
              error={errors.referral_user_id}
              onChange={(members) => {
                setReferred(members);
                setValues((current) => ({ ...current, referralUserId: members[0]?.id ?? null }));
                setErrors(({ referral_user_id: _dropped, ...rest }) => rest);
              }}
            />
            {/* A referral names the member referred: the form stays blocked until one is picked (SPEC §5). */}
            <input
              type="hidden"
              name="referral_user_id"
              value={values.referralUserId ?? ''}
              {...(referred.length ? {} : { isvalid: 'no' })}
            />
          </>
        )}
        <div className={errors.text ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${FORM_ID}-text`}>{t('leadStart.message')}</label>
          <textarea
            id={`${FORM_ID}-text`}
            name="text"
            rows={4}
            maxLength={5000}
            placeholder={t('leadStart.messageHint')}
            value={values.text}
            aria-invalid={errors.text ? 'true' : undefined}
            onChange={(event) => change('text', event.target.value)}
          />
          {errors.text && (
            <p className="field-error" role="alert">
              {errors.text}
            </p>
          )}
        </div>
        <div className="field-row">
          <Field
            form={FORM_ID}
            name="budget"
            label={t('leadStart.budget')}
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            value={values.budget}
            error={errors.budget}
            onChange={(event) => change('budget', event.target.value)}
          />
          <div className={errors.currency ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${FORM_ID}-currency`}>{t('leadStart.currency')}</label>
            <select
              id={`${FORM_ID}-currency`}
              name="currency"
              value={values.currency}
              aria-invalid={errors.currency ? 'true' : undefined}
              onChange={(event) => change('currency', event.target.value)}
            >
              <option value="">{t('deals.form.choose')}</option>
              {lists.state.status === 'ready' &&
                lists.state.data.currencies.map((currency) => (
                  <option key={currency.code} value={currency.code}>
                    {currency.code} — {itemName(currency, lang)}
                  </option>
                ))}
            </select>
            {errors.currency && (
              <p className="field-error" role="alert">
                {errors.currency}
              </p>
            )}
          </div>
        </div>
        <FilePicker id={`${FORM_ID}-files`} label={t('leadStart.files')} files={files} onFiles={setFiles} error={errors.files} />
        {formError && (
          <p className="notice notice--danger" role="alert">
            {formError}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!valid || sending}>
          {sending ? t('leadStart.submitting') : t('leadStart.submit')}
        </Button>
      </form>
    </>
  );
}
