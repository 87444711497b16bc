import { Button } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { findMember } from '../listings/index.ts';
import { MemberRow, memberName } from '../network/member-row.tsx';
import { useMember, useSession } from '../session/session.tsx';
import type { Company, CompanyManager } from './types.ts';

const FORM = 'add-manager';

/**
 * The company's owner and managers (its managers only): add a member by username, remove one. Only the owner
 * removes others, a manager may step down, and the owner stays (docs/companies-and-clubs.md).
 */
export function ManagersPanel({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const { state, reload, set } = useLoaded(`company-managers-${company.id}`, (signal) => client.companies.managers(company.id, { signal }));
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query.trim() || busy) return;
    setBusy(true);
    setError(null);
    const member = await findMember(client, query);
    if (!member) {
      setBusy(false);
      setFieldError(t('deals.members.notFound', { query: query.trim() }));
      return;
    }
    const answer = await client.companies.addManager(company.id, { userId: member.id });
    setBusy(false);
    if (!answer.success) return setFieldError(messageOf(answer.error, t));
    set((managers) => [...managers, answer.data]);
    setQuery('');
  }

  async function remove(manager: CompanyManager) {
    const name = memberName(manager.member);
    if (!window.confirm(t('companies.managers.confirmRemove', { name }))) return;
    setBusy(true);
    const answer = await client.companies.removeManager(company.id, manager.member.id);
    setBusy(false);
    if (!answer.success) return setError(messageOf(answer.error, t));
    set((managers) => managers.filter((known) => known.member.id !== manager.member.id));
  }

  const removable = (manager: CompanyManager) => manager.role !== 'owner' && (company.isOwner || manager.member.id === user.id);

  return (
    <div className="company-managers">
      <h2>{t('companies.page.tabs.managers')}</h2>
      <p className="lead">{t('companies.managers.lead')}</p>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {state.status === 'loading' && <Loading shape="rows" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <ul className="member-rows" aria-label={t('companies.page.tabs.managers')}>
          {state.data.map((manager) => (
            <MemberRow key={manager.member.id} member={manager.member} note={t(`companies.roles.${manager.role}`)}>
              {removable(manager) && (
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  disabled={busy}
                  aria-label={t('companies.managers.removeNamed', { name: memberName(manager.member) })}
                  onClick={() => void remove(manager)}
                >
                  {t('companies.managers.remove')}
                </Button>
              )}
            </MemberRow>
          ))}
        </ul>
      )}
      <form className="manager-form" onSubmit={add} noValidate>
        <div className={fieldError ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${FORM}-member`}>{t('companies.managers.member')}</label>
          <div className="member-picker__add">
            <input
              id={`${FORM}-member`}
              value={query}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={fieldError ? 'true' : undefined}
              aria-describedby={fieldError ? `${FORM}-error` : `${FORM}-hint`}
              onChange={(event) => {
                setQuery(event.target.value);
                setFieldError(null);
              }}
            />
            <Button type="submit" variant="primary" size="small" disabled={!query.trim() || busy}>
              {t('companies.managers.add')}
            </Button>
          </div>
          {fieldError ? (
            <p id={`${FORM}-error`} className="field-error" role="alert">
              {fieldError}
            </p>
          ) : (
            <p id={`${FORM}-hint`} className="field-hint">
              {t('companies.managers.hint')}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
