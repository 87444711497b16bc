import type { NetworkIdentities } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { networkCallbackOf } from './callback.ts';
import { NETWORK_NAMESPACE, networkStrings, useNetworkName } from './network-sign-in.tsx';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Settings: the network accounts linked to the member, "Link {network}" (the provider sends the browser back to
 * /settings with a code, posted here), and "Unlink" (the server keeps at least one way to sign in). Shown only when
 * the server offers a network.
 */
export function NetworkAccounts() {
  const ready = useAreaStrings(NETWORK_NAMESPACE, networkStrings);
  const { t, i18n } = useTranslation(NETWORK_NAMESPACE);
  const { client } = useSession();
  const { lang } = useLocalize();
  const location = useLocation();
  const navigate = useNavigate();
  const name = useNetworkName();
  const [identities, setIdentities] = useState<NetworkIdentities | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const callback = networkCallbackOf(location.search);
  const finished = useRef(false);

  const load = useCallback(async () => {
    const answer = await client.account.networkIdentities();
    if (answer.success) setIdentities(answer.data);
  }, [client]);

  useEffect(() => {
    if (!name) return;
    if (!callback) {
      void load();
      return;
    }
    if (finished.current) return;
    finished.current = true;
    setBusy(true);
    void client.account.finishNetworkLink(callback).then((answer) => {
      setBusy(false);
      if (answer.success) {
        setIdentities(answer.data);
        setNotice({ tone: 'success', text: t('linked', { name }) });
      } else {
        setNotice({ tone: 'danger', text: answer.error.message });
        void load();
      }
      // The code is spent: the address loses it, so a reload does not post it again.
      navigate(location.pathname, { replace: true });
    });
  }, [name, callback, client, load, navigate, location.pathname, t]);

  if (!ready || !name) return null;

  async function link() {
    setBusy(true);
    setNotice(null);
    const answer = await client.account.startNetworkSignIn({ mode: 'link', lang });
    if (answer.success) window.location.assign(answer.data.url);
    else {
      setBusy(false);
      setNotice({ tone: 'danger', text: answer.error.message });
    }
  }

  async function unlink(id: number) {
    setBusy(true);
    setNotice(null);
    const answer = await client.account.unlinkNetwork(id);
    setBusy(false);
    if (answer.success) {
      setNotice({ tone: 'success', text: t('unlinked') });
      await load();
    } else setNotice({ tone: 'danger', text: answer.error.message });
  }

  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className={cardClassName('network-accounts')} aria-labelledby="settings-network">
      <h2 id="settings-network">{t('accountsTitle')}</h2>
      <p>{t('accountsLead', { name })}</p>
      {identities === null ? (
        <p role="status">{t('loading')}</p>
      ) : identities.items.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {identities.items.map((identity) => {
            const account = identity.email ?? name;
            return (
              <li key={identity.id}>
                <span>
                  <strong>{account}</strong> · {t('linkedAccount', { date: dateOf(identity.created_at) })}
                </span>
                <Button
                  type="button"
                  variant="tertiary"
                  size="small"
                  onClick={() => unlink(identity.id)}
                  disabled={busy}
                  aria-label={t('unlinkLabel', { account })}
                >
                  {t('unlink')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {identities && !identities.has_password && <p className="form-note">{t('noPassword')}</p>}
      {notice && (
        <p className={`notice notice--${notice.tone}`} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <Button type="button" variant="tertiary" onClick={link} disabled={busy}>
        {busy && callback ? t('linking', { name }) : t('link', { name })}
      </Button>
    </section>
  );
}
