import type { LeadStatus } from '@dealgrow/sdk';
import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useSession } from '../session/session.tsx';
import type { LeadSectionProps } from './lead-detail-types.ts';
import { approverName } from './lead-people.ts';
import { statusActions, waitsForOtherSide } from './lead-status.ts';

/** The status, the buttons the viewer's side may press, and both sides' approvals with who gave them. */
export function LeadStatusPanel({ lead, onChanged }: LeadSectionProps) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { busy, error, run } = useLeadAction();
  const [done, setDone] = useState<string | null>(null);
  const actions = statusActions(lead);

  async function ask(status: LeadStatus) {
    if (status === 'refused' && !window.confirm(t('leads.statusPanel.confirmRefuse'))) return;
    setDone(null);
    const answer = await run(() => client.leads.changeStatus(lead.id, status));
    if (!answer) return;
    const changed = answer.data;
    state.lead.getState().updateLead(changed);
    setDone(
      changed.status === 'in-progress' && status === 'accepted'
        ? t('leads.statusPanel.approvedNow')
        : t('leads.statusPanel.moved', { status: t(`leads.status.${changed.status}`) }),
    );
    await onChanged();
  }

  return (
    <section className={cardClassName('lead-section')} aria-labelledby="lead-status" data-status={lead.status}>
      <h2 id="lead-status">{t('leads.statusPanel.title')}</h2>
      <h3>{t('leads.statusPanel.approvals')}</h3>
      <ul className="lead-approvals">
        {(['sender', 'receiver'] as const).map((side) => {
          const by = side === 'sender' ? lead.sender_approved_by : lead.receiver_approved_by;
          const approved = side === 'sender' ? lead.sender_approval : lead.receiver_approval;
          return (
            <li key={side} data-approval={side} data-approved={approved}>
              <strong>{t(`leads.side.${side}`)}</strong>:{' '}
              {approved && by !== null
                ? t('leads.statusPanel.approvedBy', { name: approverName(lead, by, t) })
                : t('leads.statusPanel.notApproved')}
            </li>
          );
        })}
      </ul>
      {waitsForOtherSide(lead) && <p className="notice notice--info">{t('leads.statusPanel.waitingForOther')}</p>}
      {actions.length === 0 ? (
        <p className="lead-muted">{t('leads.statusPanel.noActions')}</p>
      ) : (
        <div className="lead-actions">
          {actions.map((action) => (
            <button
              key={action.kind}
              type="button"
              data-action={action.kind}
              className={action.kind === 'refuse' ? buttonClassName('danger', 'small') : buttonClassName('primary', 'small')}
              disabled={busy}
              onClick={() => ask(action.status)}
            >
              {t(`leads.statusPanel.${action.kind}`)}
            </button>
          ))}
        </div>
      )}
      {done && (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      )}
      <ActionError message={error} />
    </section>
  );
}
