import type { ResponseData } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../common/action-error.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { useSession } from '../session/session.tsx';
import type { LeadSectionProps } from './lead-detail-types.ts';
import { memberName } from './lead-people.ts';

type ManagerMatch = ResponseData<'searchLeadManagers'>[number];

/** The managers put on the lead; the deal's side finds a company manager and assigns them (lead managers only, the server says who). */
export function LeadAssignees({ lead, onChanged }: LeadSectionProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { busy, error, run } = useLeadAction();
  const [keyword, setKeyword] = useState('');
  const [matches, setMatches] = useState<ManagerMatch[] | null>(null);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await run(() => client.leads.searchManagers(lead.id, { keyword: keyword.trim() }));
    setMatches(answer ? answer.data : null);
  }

  async function assign(managerId: number) {
    if (!(await run(() => client.leads.assign(lead.id, managerId)))) return;
    setMatches((now) => now?.map((match) => (match.id === managerId ? { ...match, assigned: true } : match)) ?? null);
    await onChanged();
  }

  async function unassign(managerId: number) {
    if (!(await run(() => client.leads.unassign(lead.id, managerId)))) return;
    setMatches((now) => now?.map((match) => (match.id === managerId ? { ...match, assigned: false } : match)) ?? null);
    await onChanged();
  }

  return (
    <section className={cardClassName('lead-section')} aria-labelledby="lead-assignees">
      <h2 id="lead-assignees">{t('leads.assignees.title')}</h2>
      {lead.assignees.length === 0 ? (
        <p className="lead-muted">{t('leads.assignees.empty')}</p>
      ) : (
        <ul className="lead-items">
          {lead.assignees.map((member) => (
            <li key={member.id} className="lead-item" data-assignee-id={member.id}>
              <span className="lead-item__text">{memberName(member, t)}</span>
              {lead.viewer_side === 'receiver' && (
                <Button type="button" variant="secondary" size="small" disabled={busy} onClick={() => unassign(member.id)}>
                  {t('leads.assignees.unassign')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {lead.viewer_side === 'receiver' && (
        <form id="lead-assignee-search" className="lead-inline-form" onSubmit={search}>
          <div className="field">
            <label htmlFor="lead-assignee-keyword">{t('leads.assignees.search')}</label>
            <input
              id="lead-assignee-keyword"
              name="keyword"
              type="search"
              value={keyword}
              onChange={(event) => setKeyword(event.target.value)}
            />
          </div>
          <Button type="submit" variant="secondary" size="small" disabled={busy}>
            {t('leads.assignees.searchButton')}
          </Button>
        </form>
      )}
      {matches !== null &&
        (matches.length === 0 ? (
          <p className="lead-muted">{t('leads.assignees.noManagers')}</p>
        ) : (
          <ul className="lead-items" aria-label={t('leads.assignees.search')}>
            {matches.map((match) => (
              <li key={match.id} className="lead-item" data-manager-id={match.id}>
                <span className="lead-item__text">{memberName(match, t)}</span>
                {!match.assigned && (
                  <Button type="button" variant="primary" size="small" disabled={busy} onClick={() => assign(match.id)}>
                    {t('leads.assignees.assign')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ))}
      <ActionError message={error} />
    </section>
  );
}
