import type { SessionUser } from '@dealgrow/sdk';
import { buttonClassName } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { missingProfileFields } from './getting-started.ts';

type ResendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** What a new member does first: verify the e-mail address (with a resend), then complete the profile. */
export function GettingStarted({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { client, refreshUser } = useSession();
  const { localize } = useLocalize();
  const [resend, setResend] = useState<ResendState>({ kind: 'idle' });
  const missing = missingProfileFields(user);
  const verified = user.is_email_verified;
  const done = Number(verified) + Number(missing.length === 0);

  async function sendAgain() {
    setResend({ kind: 'sending' });
    const answer = await client.auth.resendVerification();
    if (answer.success) return setResend({ kind: 'sent' });
    // Verified in another tab meanwhile: show it.
    if (answer.status === 409) return refreshUser();
    setResend({ kind: 'failed', message: answer.status === 0 ? t('common.networkError') : answer.error.message });
  }

  // Everything done: the checklist has nothing left to say.
  if (done === 2) return null;
  return (
    <section className="checklist" aria-labelledby="checklist-title">
      <header className="checklist__header">
        <h2 id="checklist-title">{t('home.checklist.title')}</h2>
        <p className="checklist__progress">{t('home.checklist.progress', { done, total: 2 })}</p>
        <progress max={2} value={done} aria-hidden="true" />
      </header>
      <ol className="checklist__items">
        <li className={verified ? 'checklist__item checklist__item--done' : 'checklist__item'} data-step="verify-email">
          <span className="checklist__badge">{verified ? t('home.checklist.done') : t('home.checklist.pending')}</span>
          <h3>{t('home.checklist.verifyEmailTitle')}</h3>
          {verified ? (
            <p>{t('home.checklist.verifyEmailDone')}</p>
          ) : (
            <>
              <p>{t('home.checklist.verifyEmailPending', { email: user.email })}</p>
              <button
                type="button"
                className={buttonClassName('secondary', 'small')}
                onClick={sendAgain}
                disabled={resend.kind === 'sending'}
              >
                {resend.kind === 'sending' ? t('home.checklist.resending') : t('home.checklist.resend')}
              </button>
              {resend.kind === 'sent' && (
                <p className="notice notice--success" role="status">
                  {t('home.checklist.resent', { email: user.email })}
                </p>
              )}
              {resend.kind === 'failed' && (
                <p className="notice notice--danger" role="alert">
                  {resend.message}
                </p>
              )}
            </>
          )}
        </li>
        <li className={missing.length ? 'checklist__item' : 'checklist__item checklist__item--done'} data-step="complete-profile">
          <span className="checklist__badge">{missing.length ? t('home.checklist.pending') : t('home.checklist.done')}</span>
          <h3>{t('home.checklist.completeProfileTitle')}</h3>
          <p>
            {missing.length
              ? t('home.checklist.completeProfilePending', {
                  missing: missing.map((field) => t(`home.checklist.fields.${field}`)).join(', '),
                })
              : t('home.checklist.completeProfileDone')}
          </p>
          <Link
            to={localize(`/${encodeURIComponent(user.username)}`)}
            className={missing.length ? buttonClassName('primary', 'small') : buttonClassName('secondary', 'small')}
            data-action="edit-profile"
          >
            {missing.length ? t('profile.checklist.complete') : t('profile.checklist.view')}
          </Link>
        </li>
      </ol>
    </section>
  );
}
