import './trust.css';
import type { BlockedMember, BlockedMembersPage, ProfileInformation } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { dateText, useTrustStrings } from './trust-strings.ts';

const nameOf = (member: BlockedMember) => `${member.firstName} ${member.lastName}`;

/**
 * `/settings/privacy`: whether members outside my network find me in search (`searchableByStrangers`), and the members I
 * block, each with "Unblock" (docs/accounts.md "Blocking and reporting").
 */
export function PrivacyScreen() {
  const ready = useTrustStrings();
  const { t } = useTranslation('trust');
  if (!ready) return <Loading />;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('privacy.title')}</h1>
        <p className="lead">{t('privacy.lead')}</p>
      </header>
      <SearchSection />
      <BlockedSection />
    </div>
  );
}

/** "Let people outside my network find me in search": saved as soon as it changes (`PUT /users/update/me`). */
function SearchSection() {
  const { t } = useTranslation('trust');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const { state, reload, set } = useLoaded<ProfileInformation>('trust:profile-information', (signal) =>
    client.users.profileInformation({ signal }),
  );
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);

  async function change(searchableByStrangers: boolean) {
    if (saving) return;
    setSaving(true);
    setMessage(null);
    // Shown at once, as a checkbox does; put back if the server refuses.
    set((information) => ({ ...information, searchableByStrangers }));
    const answer = await client.users.updateMe({ searchableByStrangers });
    setSaving(false);
    if (!answer.success) {
      set((information) => ({ ...information, searchableByStrangers: !searchableByStrangers }));
      setMessage({ kind: 'danger', text: messageOf(answer.error, common) });
      return;
    }
    setMessage({ kind: 'success', text: searchableByStrangers ? t('privacy.searchOn') : t('privacy.searchOff') });
  }

  return (
    <section className={cardClassName()} aria-labelledby="privacy-search">
      <h2 id="privacy-search">{t('privacy.searchTitle')}</h2>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={reload} />
      ) : (
        <div className="trust-setting">
          <input
            id="privacy-searchable"
            type="checkbox"
            checked={state.data.searchableByStrangers}
            disabled={saving}
            aria-describedby="privacy-searchable-hint"
            onChange={(event) => void change(event.target.checked)}
          />
          <div>
            <label htmlFor="privacy-searchable">{t('privacy.searchable')}</label>
            <p id="privacy-searchable-hint" className="form-note">
              {t('privacy.searchableHint')}
            </p>
          </div>
        </div>
      )}
      {message && (
        <p className={`notice notice--${message.kind}`} role={message.kind === 'danger' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

/** The members I block, each with "Unblock". */
function BlockedSection() {
  const { t } = useTranslation('trust');
  const { t: common } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const { state, reload, set } = useLoaded<BlockedMembersPage>('trust:blocked', (signal) =>
    client.account.blocked({ limit: 100 }, { signal }),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function unblock(member: BlockedMember) {
    if (busy !== null) return;
    setBusy(member.id);
    setError(null);
    setNotice(null);
    const answer = await client.account.unblock(member.id);
    setBusy(null);
    if (!answer.success) {
      setError(messageOf(answer.error, common));
      return;
    }
    set((page) => ({ ...page, items: page.items.filter((one) => one.id !== member.id), total: Math.max(0, page.total - 1) }));
    setNotice(t('privacy.unblocked', { name: nameOf(member) }));
  }

  return (
    <section className={cardClassName()} aria-labelledby="privacy-blocked">
      <h2 id="privacy-blocked">{t('privacy.blockedTitle')}</h2>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={reload} />
      ) : state.data.items.length === 0 ? (
        <p className="form-note">{t('privacy.none')}</p>
      ) : (
        <ul className="trust-blocked" data-testid="blocked-members">
          {state.data.items.map((member) => (
            <li key={member.id} className="trust-blocked__item">
              <img src={member.profilePhotoUrl} alt="" width={40} height={40} className="avatar" />
              <div>
                <p>
                  <strong>{nameOf(member)}</strong>
                </p>
                <p className="form-note">{t('privacy.blockedOn', { date: dateText(member.blocked_at, lang) })}</p>
              </div>
              <Button
                type="button"
                variant="secondary"
                size="small"
                aria-label={t('privacy.unblockNamed', { name: nameOf(member) })}
                disabled={busy === member.id}
                onClick={() => void unblock(member)}
              >
                {busy === member.id ? t('privacy.unblocking') : t('privacy.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {notice && (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
