import type { LeadDetails } from '@dealgrow/sdk';
import { cardClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../routing/use-localize.ts';
import { memberName } from './lead-people.ts';

/** Actions the activity timeline names in words (docs/leads.md); anything newer is shown by its code. */
const KNOWN_ACTIONS = [
  'created',
  'started',
  'approved',
  'accepted',
  'refused',
  'field_edited',
  'approvals_cleared',
  'file_uploaded',
  'file_deleted',
  'task_created',
  'task_done',
  'task_reopened',
  'task_deleted',
  'comment_added',
  'assignee_added',
  'assignee_removed',
] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnownAction = (action: string): action is KnownAction => (KNOWN_ACTIONS as readonly string[]).includes(action);

/** The lead's history, newest first: every change and who made it. */
export function LeadActivities({ lead }: { lead: LeadDetails }) {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={cardClassName('lead-section lead-detail__wide')} aria-labelledby="lead-activities">
      <h2 id="lead-activities">{t('leads.activities.title')}</h2>
      {lead.activities.length === 0 ? (
        <p className="lead-muted">{t('leads.activities.empty')}</p>
      ) : (
        <ol className="lead-items">
          {lead.activities.map((activity) => {
            const actor = activity.actor ? memberName(activity.actor, t) : t('leads.activities.someone');
            return (
              <li key={activity.id} className="lead-item" data-action={activity.action}>
                <span className="lead-item__text">
                  {isKnownAction(activity.action)
                    ? t(`leads.activities.actions.${activity.action}`, { actor })
                    : t('leads.activities.actions.other', { actor, action: activity.action })}
                </span>
                <time className="lead-muted" dateTime={activity.created_at}>
                  {when.format(new Date(activity.created_at))}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
