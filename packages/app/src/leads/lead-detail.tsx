import { cardClassName } from '@dealgrow/widgets';
import './leads.css';
import type { LeadDetails } from '@dealgrow/sdk';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { useErrorMessage } from '../common/use-lead-action.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { LeadActivities } from './lead-activities.tsx';
import { LeadAssignees } from './lead-assignees.tsx';
import { LeadBudgets } from './lead-budgets.tsx';
import { LeadComments } from './lead-comments.tsx';
import { LeadFiles } from './lead-files.tsx';
import { memberName } from './lead-people.ts';
import { StatusBadge } from './lead-status-badge.tsx';
import { LeadStatusPanel } from './lead-status-panel.tsx';
import { LeadTasks } from './lead-tasks.tsx';
import { useLeadDetails } from './use-lead-details.ts';

/** The lead page (/leads/:id): parties, deal, budgets, status and approvals, tasks, comments, files, activity, assignees. */
export function LeadDetailScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { id = '' } = useParams();
  const { lead, loading, error, reload } = useLeadDetails(id);
  const messageOf = useErrorMessage();

  const back = (
    <Link to={localize('/leads')} className="lead-back">
      ← {t('leads.detail.back')}
    </Link>
  );

  if (error) {
    return (
      <div className="container page">
        {back}
        <h1>{t('leads.detail.loadFailed')}</h1>
        <p className="notice notice--danger" role="alert" data-status={error.status}>
          {messageOf(error)}
        </p>
      </div>
    );
  }
  if (!lead) {
    return (
      <div className="container page">
        {back}
        {loading ? <Loading shape="detail" /> : <p role="status">{t('leads.detail.loadFailed')}</p>}
      </div>
    );
  }

  return (
    <div className="container page">
      {back}
      <header className="page-header">
        <h1>{t('leads.detail.title', { id: lead.id })}</h1>
        <p className="lead">
          {lead.deal.title} · {t(`leads.type.${lead.type}`)} · <StatusBadge status={lead.status} />
        </p>
      </header>
      <div className="lead-detail">
        <LeadOverview lead={lead} />
        <LeadStatusPanel lead={lead} onChanged={reload} />
        <LeadBudgets lead={lead} onChanged={reload} />
        <LeadAssignees lead={lead} onChanged={reload} />
        <LeadTasks lead={lead} onChanged={reload} />
        <LeadComments lead={lead} onChanged={reload} />
        <LeadFiles lead={lead} onChanged={reload} />
        <LeadActivities lead={lead} />
      </div>
    </div>
  );
}

function LeadOverview({ lead }: { lead: LeadDetails }) {
  const { t } = useTranslation();
  return (
    <section className={cardClassName('lead-section')} aria-labelledby="lead-parties">
      <h2 id="lead-parties">{t('leads.detail.parties')}</h2>
      <dl className="lead-facts">
        <div>
          <dt>{t('leads.detail.deal')}</dt>
          <dd data-field="deal">{lead.deal.title}</dd>
        </div>
        <div>
          <dt>{t('leads.detail.type')}</dt>
          <dd>{t(`leads.type.${lead.type}`)}</dd>
        </div>
        <div>
          <dt>{t('leads.detail.yourSide')}</dt>
          <dd data-field="side">{t(`leads.side.${lead.viewer_side}`)}</dd>
        </div>
        <div>
          <dt>{t('leads.detail.sender')}</dt>
          <dd data-field="sender">{memberName(lead.sender, t)}</dd>
        </div>
        {lead.referral_user && (
          <div>
            <dt>{t('leads.detail.referral')}</dt>
            <dd data-field="referral">{memberName(lead.referral_user, t)}</dd>
          </div>
        )}
        {lead.receiver && (
          <div>
            <dt>{t('leads.detail.receiver')}</dt>
            <dd data-field="receiver">{memberName(lead.receiver, t)}</dd>
          </div>
        )}
        {lead.receiver_company && (
          <div>
            <dt>{t('leads.detail.company')}</dt>
            <dd>{lead.receiver_company.name}</dd>
          </div>
        )}
      </dl>
      <h3>{t('leads.detail.message')}</h3>
      <p className={lead.text ? undefined : 'lead-muted'}>{lead.text || t('leads.detail.noMessage')}</p>
    </section>
  );
}
