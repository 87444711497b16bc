import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { NetworkSignInTranslation } from '../i18n/locales/network-sign-in/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { networkCallbackOf } from './callback.ts';
import './network-sign-in.css';
import { Button } from '@dealgrow/widgets';

export const NETWORK_NAMESPACE = 'networkSignIn';
export const networkStrings: AreaStringChunks<NetworkSignInTranslation> = {
  en: () => import('../i18n/locales/network-sign-in/en.ts'),
  fr: () => import('../i18n/locales/network-sign-in/fr.ts'),
  tr: () => import('../i18n/locales/network-sign-in/tr.ts'),
};

/** The network's name when sign-in with it is offered here (docs/accounts.md "Sign in with a network"), else null. */
export function useNetworkName(): string | null {
  const { client } = useSession();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void client.account.networkSignInSettings().then((answer) => {
      if (live && answer.success && answer.data.enabled) setName(answer.data.name ?? 'OpenID');
    });
    return () => {
      live = false;
    };
  }, [client]);
  return name;
}

type Phase = { step: 'idle' } | { step: 'redirecting' } | { step: 'finishing' } | { step: 'failed'; message: string };

/**
 * "Continue with {network}" on the sign-in and sign-up pages, shown only when the server offers it, and the end of
 * the round trip: the provider sends the browser back to /auth/sign-in with a code, which is posted here, and the
 * member is signed in (a new account is made on a first visit) and taken where they were going.
 */
export function NetworkSignIn({ returnTo }: { returnTo: string | null }) {
  const ready = useAreaStrings(NETWORK_NAMESPACE, networkStrings);
  const { t } = useTranslation(NETWORK_NAMESPACE);
  const { client, signIn } = useSession();
  const { lang, localize } = useLocalize();
  const location = useLocation();
  const navigate = useNavigate();
  const name = useNetworkName();
  const callback = networkCallbackOf(location.search);
  const providerError = new URLSearchParams(location.search).get('error');
  const [phase, setPhase] = useState<Phase>(callback ? { step: 'finishing' } : { step: 'idle' });
  const finished = useRef(false);

  useEffect(() => {
    if (!callback || finished.current) return;
    // The code is good once: never post it twice (a re-render, React's double effects in development).
    finished.current = true;
    void client.account.finishNetworkSignIn(callback).then((answer) => {
      if (answer.success) {
        signIn(answer.data);
        navigate(answer.data.returnTo ?? localize('/'), { replace: true });
      } else {
        setPhase({ step: 'failed', message: answer.error.message });
        navigate(location.pathname, { replace: true });
      }
    });
  }, [callback, client, signIn, navigate, localize, location.pathname]);

  if (!ready || !name) return null;

  async function start() {
    setPhase({ step: 'redirecting' });
    const answer = await client.account.startNetworkSignIn({ mode: 'sign-in', lang, ...(returnTo ? { returnTo } : {}) });
    if (answer.success) window.location.assign(answer.data.url);
    else setPhase({ step: 'failed', message: answer.error.message });
  }

  const busy = phase.step === 'redirecting' || phase.step === 'finishing';
  return (
    <div className="network-sign-in">
      {phase.step === 'failed' && (
        <p className="notice notice--danger" role="alert">
          {phase.message}
        </p>
      )}
      {phase.step === 'idle' && providerError && (
        <p className="notice notice--danger" role="alert">
          {t('canceled', { name })}
        </p>
      )}
      {phase.step === 'finishing' ? (
        <p className="notice" role="status">
          {t('finishing', { name })}
        </p>
      ) : (
        <Button type="button" variant="quiet" block className="network-sign-in__button" onClick={start} disabled={busy}>
          {phase.step === 'redirecting' ? t('redirecting', { name }) : t('signIn', { name })}
        </Button>
      )}
      <p className="network-sign-in__or" aria-hidden="true">
        <span>{t('or')}</span>
      </p>
    </div>
  );
}
