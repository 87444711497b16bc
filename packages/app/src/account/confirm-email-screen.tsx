import type { ApiResult, DealgrowClient, SessionUser } from '@dealgrow/sdk';
import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useAccountStrings } from './account-strings.ts';

// A token works once: one call per token, shared by every render (React's development double effects included).
const confirmations = new Map<string, Promise<ApiResult<SessionUser>>>();

function confirmOnce(client: DealgrowClient, token: string): Promise<ApiResult<SessionUser>> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = client.account.confirmEmail({ token });
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

type Outcome =
  | { status: 'confirming' }
  | { status: 'confirmed'; email: string }
  | { status: 'failed'; message: string }
  | { status: 'missing' };

/** `/auth/confirm-email?token=…`, the link sent to a new e-mail address: confirms it and shows the address now used. */
export function ConfirmEmailScreen() {
  const ready = useAccountStrings();
  return ready ? <ConfirmEmail /> : <Loading />;
}

function ConfirmEmail() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const { client, state } = useSession();
  const { signedIn } = useMember();
  const { localize } = useLocalize();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: 'confirming' } : { status: 'missing' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmOnce(client, token).then((answer) => {
      if (answer.success) {
        // The member signed in here is the one whose address changed: show the new one at once.
        if (state.user.getState().user.id === answer.data.id) state.user.getState().setUser(answer.data);
        if (current) setOutcome({ status: 'confirmed', email: answer.data.email });
      } else {
        if (answer.status === 0) confirmations.delete(token);
        if (current) setOutcome({ status: 'failed', message: messageOf(answer.error, common) });
      }
    });
    return () => {
      current = false;
    };
  }, [client, state, token, common]);

  return (
    <div className="container page page--narrow">
      <section className={cardClassName('auth-panel')} aria-busy={outcome.status === 'confirming'}>
        <h1>{t('confirm.title')}</h1>
        {outcome.status === 'confirming' ? (
          <p className="notice notice--info" role="status">
            {t('confirm.confirming')}
          </p>
        ) : outcome.status === 'confirmed' ? (
          <p className="notice notice--success" role="status" data-testid="email-confirmed">
            {t('confirm.success', { email: outcome.email })}
          </p>
        ) : (
          <p className="notice notice--danger" role="alert">
            {outcome.status === 'missing' ? t('confirm.missingToken') : outcome.message}
          </p>
        )}
        {outcome.status !== 'confirming' && signedIn && (
          <p>
            <Link to={localize('/settings/security')} className={buttonClassName('primary')}>
              {t('confirm.continue')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
