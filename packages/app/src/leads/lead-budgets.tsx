import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { formatLeadAmount } from './lead-budget.ts';
import type { LeadSectionProps } from './lead-detail-types.ts';

type BudgetField = 'budget' | 'final_budget' | 'currency';

/** Which fields the viewer's side may edit (docs/leads.md): the proposed budget is the sender's, the rest either side's. */
const editableBy = (side: 'sender' | 'receiver'): BudgetField[] =>
  side === 'sender' ? ['budget', 'final_budget', 'currency'] : ['final_budget', 'currency'];

const asText = (value: number | string | null) => (value === null ? '' : String(value));

/** Proposed and final budget with the currency; an open lead's allowed fields are edited through `POST /lead/edit/{id}`. */
export function LeadBudgets({ lead, onChanged }: LeadSectionProps) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const { busy, error, run } = useLeadAction();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const current: Record<BudgetField, string> = {
    budget: asText(lead.budget),
    final_budget: asText(lead.final_budget),
    currency: lead.currency ?? '',
  };
  const [values, setValues] = useState(current);
  const open = lead.status === 'todo' || lead.status === 'in-progress';
  const fields = editableBy(lead.viewer_side);
  const labels: Record<BudgetField, string> = {
    budget: t('leads.budgets.budget'),
    final_budget: t('leads.budgets.finalBudget'),
    currency: t('leads.budgets.currency'),
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One edit per changed field, in order: a currency change lands before a new amount is shown in it.
    for (const field of (['currency', 'budget', 'final_budget'] as const).filter((name) => fields.includes(name))) {
      if (values[field].trim() === current[field]) continue;
      const changed = await run(() => client.leads.edit(lead.id, { field, text: values[field].trim() }));
      if (!changed) return;
    }
    setEditing(false);
    setSaved(true);
    await onChanged();
  }

  return (
    <section className={cardClassName('lead-section')} aria-labelledby="lead-budgets">
      <h2 id="lead-budgets">{t('leads.budgets.title')}</h2>
      {editing ? (
        <form id="lead-budget-form" className="lead-inline-form" onSubmit={save} noValidate>
          {fields.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`lead-budget-${field}`}>{labels[field]}</label>
              <input
                id={`lead-budget-${field}`}
                name={field}
                inputMode={field === 'currency' ? 'text' : 'decimal'}
                maxLength={field === 'currency' ? 3 : 16}
                value={values[field]}
                aria-describedby={field === 'final_budget' ? 'lead-final-budget-hint' : undefined}
                onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
              />
            </div>
          ))}
          <p id="lead-final-budget-hint" className="field-hint">
            {t('leads.budgets.finalBudgetHint')}
          </p>
          <div className="lead-actions">
            <Button type="submit" variant="primary" size="small" disabled={busy}>
              {busy ? t('leads.budgets.saving') : t('leads.budgets.save')}
            </Button>
            <Button type="button" variant="secondary" size="small" onClick={() => setEditing(false)}>
              {t('leads.budgets.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <dl className="lead-facts">
            {(['budget', 'final_budget'] as const).map((field) => (
              <div key={field}>
                <dt>{labels[field]}</dt>
                <dd data-field={field}>{formatLeadAmount(lead[field], lead.currency, lang) ?? t('leads.noBudget')}</dd>
              </div>
            ))}
          </dl>
          {open && (
            <Button
              type="button"
              variant="secondary"
              size="small"
              onClick={() => {
                setValues(current);
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('leads.budgets.edit')}
            </Button>
          )}
          {saved && (
            <p className="notice notice--success" role="status">
              {t('leads.budgets.saved')}
            </p>
          )}
        </>
      )}
      <ActionError message={error} />
    </section>
  );
}
