import type { ApiResult, DealFaq } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../common/error-notice.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { formErrorsOf } from '../forms/api-errors.ts';

type FaqInput = { question: string; answer: string };

/** The FAQ calls of one listing (a deal or a product). */
export interface FaqApi {
  list(signal: AbortSignal): Promise<ApiResult<DealFaq[]>>;
  create(input: FaqInput): Promise<ApiResult<DealFaq>>;
  update(faqId: number, input: FaqInput): Promise<ApiResult<DealFaq>>;
  remove(faqId: number): Promise<ApiResult<undefined>>;
}

/** The FAQ calls of a kind's SDK resource (`client.deals`, `client.products`), by the listing's id. */
export interface FaqCalls {
  faqs(id: number, options: { signal: AbortSignal }): Promise<ApiResult<DealFaq[]>>;
  createFaq(id: number, input: FaqInput): Promise<ApiResult<DealFaq>>;
  updateFaq(id: number, faqId: number, input: FaqInput): Promise<ApiResult<DealFaq>>;
  deleteFaq(id: number, faqId: number): Promise<ApiResult<undefined>>;
}

/** The section's calls for listing `id` of a kind. */
export function faqsOf(calls: FaqCalls, id: number): FaqApi {
  return {
    list: (signal) => calls.faqs(id, { signal }),
    create: (input) => calls.createFaq(id, input),
    update: (faqId, input) => calls.updateFaq(id, faqId, input),
    remove: (faqId) => calls.deleteFaq(id, faqId),
  };
}

/** Questions and answers of a listing; those who may change the listing add, edit and delete them. */
export function FaqSection({ listingKey, api, canEdit }: { listingKey: string; api: FaqApi; canEdit: boolean }) {
  const { t } = useTranslation();
  const { state, reload, set } = useLoaded(listingKey, (signal) => api.list(signal));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(faq: DealFaq) {
    if (!window.confirm(t('deals.faq.confirmDelete'))) return;
    const answer = await api.remove(faq.id);
    if (!answer.success) return setError(messageOf(answer.error, t));
    set((faqs) => faqs.filter((item) => item.id !== faq.id));
  }

  return (
    <section className={cardClassName('deal-section')} aria-labelledby="faq-title" data-section="faq">
      <h2 id="faq-title">{t('deals.faq.title')}</h2>
      {state.status === 'loading' && <Loading shape="rows" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {state.data.length === 0 && <p className="empty-state">{t('deals.faq.empty')}</p>}
          <dl className="faq-list">
            {state.data.map((faq) =>
              editing === faq.id ? (
                <FaqForm
                  key={faq.id}
                  initial={faq}
                  onCancel={() => setEditing(null)}
                  onSave={async (input) => {
                    const answer = await api.update(faq.id, input);
                    if (answer.success) {
                      set((faqs) => faqs.map((item) => (item.id === faq.id ? answer.data : item)));
                      setEditing(null);
                    }
                    return answer;
                  }}
                />
              ) : (
                <div key={faq.id} className="faq-item" data-faq={faq.id}>
                  <dt>{faq.question}</dt>
                  <dd>{faq.answer}</dd>
                  {canEdit && (
                    <dd className="row-actions">
                      <Button type="button" variant="secondary" size="small" onClick={() => setEditing(faq.id)}>
                        {t('deals.faq.edit')}
                      </Button>
                      <Button type="button" variant="danger" size="small" onClick={() => void remove(faq)}>
                        {t('deals.faq.delete')}
                      </Button>
                    </dd>
                  )}
                </div>
              ),
            )}
          </dl>
          <ErrorNotice message={error} />
          {canEdit &&
            (editing === 'new' ? (
              <FaqForm
                initial={{ question: '', answer: '' }}
                onCancel={() => setEditing(null)}
                onSave={async (input) => {
                  const answer = await api.create(input);
                  if (answer.success) {
                    set((faqs) => [...faqs, answer.data]);
                    setEditing(null);
                  }
                  return answer;
                }}
              />
            ) : (
              <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
                {t('deals.faq.add')}
              </Button>
            ))}
        </>
      )}
    </section>
  );
}

function FaqForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: FaqInput;
  onSave: (input: FaqInput) => Promise<ApiResult<DealFaq>>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const answer = await onSave({ question: values.question.trim(), answer: values.answer.trim() });
    setSaving(false);
    if (answer.success) return;
    const found = formErrorsOf(answer.error, ['question', 'answer'], t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  const blank = !values.question.trim() || !values.answer.trim();
  return (
    <form className="faq-form" onSubmit={submit} noValidate>
      {(['question', 'answer'] as const).map((field) => (
        <div key={field} className={errors[field] ? 'field field--invalid' : 'field'}>
          <label htmlFor={`faq-${field}`}>{t(`deals.faq.${field}`)}</label>
          <textarea
            id={`faq-${field}`}
            name={field}
            required
            rows={field === 'answer' ? 3 : 1}
            value={values[field]}
            aria-invalid={errors[field] ? 'true' : undefined}
            aria-describedby={errors[field] ? `faq-${field}-error` : undefined}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field]: event.target.value }));
              setErrors(({ [field]: _dropped, ...rest }) => rest);
            }}
          />
          {errors[field] && (
            <p id={`faq-${field}-error`} className="field-error" role="alert">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      <ErrorNotice message={formError} />
      <div className="row-actions">
        <Button type="submit" variant="primary" size="small" disabled={blank || saving}>
          {t('deals.faq.save')}
        </Button>
        <Button type="button" variant="quiet" size="small" onClick={onCancel}>
          {t('deals.faq.cancel')}
        </Button>
      </div>
    </form>
  );
}
