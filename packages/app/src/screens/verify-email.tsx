import type { ApiResult, DealgrowClient, SessionUser } from '@dealgrow/sdk';
import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';

type Verification = ApiResult<{ user: SessionUser }>;

// A token works once: one call per token, shared by every render (React's development double effects included).
const verifications = new Map<string, Promise<Verification>>();

function verifyOnce(client: DealgrowClient, token: string): Promise<Verification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = client.auth.verifyEmail({ token });
    verifications.set(token, verification);
  }
  return verification;
}

type Outcome = 'verifying' | 'verified' | 'failed' | 'missing' | 'offline';

/** The landing page of the link in the verification e-mail (`/auth/verify-email?token=…`). */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { user, signedIn } = useMember();
  const { localize } = useLocalize();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? 'verifying' : 'missing');

  useEffect(() => {
    if (!token) return;
    let current = true;
    void verifyOnce(client, token).then((answer) => {
      if (!current) return;
      if (answer.success) {
        // The member who verified is the one signed in here: show them verified at once.
        if (state.user.getState().user.id === answer.data.user.id) state.user.getState().setUser(answer.data.user);
        setOutcome('verified');
      } else {
        if (answer.status === 0) verifications.delete(token);
        setOutcome(answer.status === 0 ? 'offline' : 'failed');
      }
    });
    return () => {
      current = false;
    };
  }, [client, state, token]);

  const message = {
    verifying: t('verifyEmail.verifying'),
    verified: t('verifyEmail.success'),
    failed: t('verifyEmail.failed'),
    missing: t('verifyEmail.missingToken'),
    offline: t('common.networkError'),
  }[outcome];

  return (
    <div className="container page page--narrow">
      <section className={cardClassName('auth-panel')} aria-busy={outcome === 'verifying'}>
        <h1>{t('verifyEmail.title')}</h1>
        <p
          className={`notice ${outcome === 'verified' ? 'notice--success' : outcome === 'verifying' ? 'notice--info' : 'notice--danger'}`}
          role={outcome === 'verifying' ? 'status' : 'alert'}
          data-outcome={outcome}
        >
          {message}
        </p>
        {outcome === 'failed' && <p>{t('verifyEmail.failedHelp')}</p>}
        {outcome !== 'verifying' && (
          <p>
            {signedIn && user.id !== -1 ? (
              <Link to={localize('/')} className={buttonClassName('primary')}>
                {t('verifyEmail.continueHome')}
              </Link>
            ) : (
              <Link to={localize('/auth/sign-in')} className={buttonClassName('primary')}>
                {t('verifyEmail.signIn')}
              </Link>
            )}
          </p>
        )}
      </section>
    </div>
  );
}
