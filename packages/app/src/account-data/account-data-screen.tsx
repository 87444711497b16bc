import './account-data.css';
import type { AccountExport } from '@dealgrow/sdk';
import { Button, buttonClassName, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorNotice } from '../common/error-notice.tsx';
import { Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { dateText } from '../common/money.ts';
import { Field } from '../forms/field.tsx';
import type { AccountDataTranslation } from '../i18n/locales/account-data/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';

const accountDataStrings: AreaStringChunks<AccountDataTranslation> = {
  en: () => import('../i18n/locales/account-data/en.ts'),
  fr: () => import('../i18n/locales/account-data/fr.ts'),
  tr: () => import('../i18n/locales/account-data/tr.ts'),
};

/** How often an export being prepared is asked for its progress. */
export const EXPORT_POLL_MS = 1000;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The name the server gives the ZIP: `dealgrow-export-<username>-<YYYY-MM-DD>.zip`. */
export function exportFileName(username: string, createdAt: string): string {
  return `dealgrow-export-${username.replace(/[^\w.-]+/g, '_')}-${createdAt.slice(0, 10)}.zip`;
}

/** `/settings/data`: "Download your data" and "Delete account" (docs/accounts.md "Export and deletion"). A member page. */
export function AccountDataScreen() {
  const ready = useAreaStrings('accountData', accountDataStrings);
  if (!ready) return <Loading />;
  return <AccountData />;
}

function AccountData() {
  const { t } = useTranslation('accountData');
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <div className="account-data">
        <ExportPanel />
        <DeletePanel />
      </div>
    </div>
  );
}

function ExportPanel() {
  const { t } = useTranslation('accountData');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const { lang } = useLocalize();
  const [current, setCurrent] = useState<AccountExport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = current?.status === 'pending' || current?.status === 'running';

  // While it is being prepared, its progress is asked for every second.
  useEffect(() => {
    if (!running || !current) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      const answer = await client.account.export(current.id);
      if (stopped) return;
      if (answer.success) setCurrent(answer.data);
      else setError(messageOf(answer.error, common));
    }, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, current, running, common]);

  async function request() {
    setBusy(true);
    setError(null);
    const answer = await client.account.requestExport();
    setBusy(false);
    if (answer.success) setCurrent(answer.data);
    else setError(messageOf(answer.error, common));
  }

  async function download(exported: AccountExport) {
    setBusy(true);
    setError(null);
    const answer = await client.account.downloadExport(exported.id);
    setBusy(false);
    if (!answer.success) return setError(messageOf(answer.error, common));
    const address = URL.createObjectURL(answer.data);
    const link = document.createElement('a');
    link.href = address;
    link.download = exportFileName(user.username, exported.created_at);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(address), 10_000);
  }

  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('bytes.mb', { value: (bytes / (1024 * 1024)).toLocaleString(lang, { maximumFractionDigits: 1 }) })
      : t('bytes.kb', { value: Math.max(1, Math.round(bytes / 1024)).toLocaleString(lang) });

  return (
    <section className={cardClassName()} aria-labelledby="account-data-export">
      <h2 id="account-data-export">{t('export.title')}</h2>
      <p>{t('export.lead')}</p>
      {current && running && (
        <div role="status" aria-live="polite">
          <progress className="account-data__progress" max={100} value={current.progress} aria-label={t('export.progressLabel')} />
          <p>{t('export.pending', { progress: current.progress })}</p>
        </div>
      )}
      {current?.status === 'ready' && (
        <p role="status">{t('export.ready', { size: size(current.size ?? 0), date: dateText(current.expires_at, lang) })}</p>
      )}
      {current?.status === 'failed' && <ErrorNotice message={t('export.failed')} />}
      <ErrorNotice message={error} />
      <div className="account-data__actions">
        {current?.status === 'ready' ? (
          <>
            <Button type="button" variant="primary" disabled={busy} onClick={() => void download(current)}>
              {busy ? t('export.downloading') : t('export.download')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void request()}>
              {t('export.again')}
            </Button>
          </>
        ) : (
          !running && (
            <Button type="button" variant="primary" disabled={busy} onClick={() => void request()}>
              {busy ? t('export.requesting') : t('export.request')}
            </Button>
          )
        )}
      </div>
    </section>
  );
}

function DeletePanel() {
  const { t } = useTranslation('accountData');
  const [open, setOpen] = useState(false);
  return (
    <section className={cardClassName()} aria-labelledby="account-data-delete">
      <h2 id="account-data-delete">{t('delete.title')}</h2>
      <p>{t('delete.lead')}</p>
      <Button type="button" variant="danger" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </Button>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

/** A modal dialog: focus moves in and stays inside (Tab wraps), Escape or Cancel shuts it and focus goes back. */
function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('accountData');
  const { t: common } = useTranslation();
  const { client, signOut } = useSession();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('input')?.focus();
    return () => opener?.focus();
  }, []);

  function keep(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setBusy(true);
    setError(null);
    const answer = await client.account.deleteAccount({ password });
    if (!answer.success) {
      setBusy(false);
      return setError(messageOf(answer.error, common));
    }
    await signOut();
    navigate(localize('/account-deleted'), { replace: true });
  }

  return (
    <div className="account-data__backdrop">
      <div
        ref={panel}
        className={cardClassName('account-data__dialog')}
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-data-dialog-title"
        aria-describedby="account-data-dialog-body"
        onKeyDown={keep}
      >
        <h2 id="account-data-dialog-title">{t('delete.dialogTitle')}</h2>
        <div id="account-data-dialog-body">
          <p>{t('delete.explainGone')}</p>
          <p>{t('delete.explainKept')}</p>
          <p>{t('delete.explainCompanies')}</p>
        </div>
        <form id="delete-account" onSubmit={submit} noValidate>
          <Field
            form="delete-account"
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('delete.password')}
            value={password}
            required
            onChange={(event) => setPassword(event.target.value)}
          />
          <ErrorNotice message={error} />
          <div className="account-data__actions">
            <Button type="submit" variant="danger" disabled={busy || !password}>
              {busy ? t('delete.deleting') : t('delete.confirm')}
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={onClose}>
              {t('delete.cancel')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

/** `/account-deleted`: where a member lands once their account is deleted and they are signed out. */
export function AccountDeletedScreen() {
  const ready = useAreaStrings('accountData', accountDataStrings);
  if (!ready) return <Loading />;
  return <AccountDeleted />;
}

function AccountDeleted() {
  const { t } = useTranslation('accountData');
  const { localize } = useLocalize();
  return (
    <div className="container page">
      <div className="notice notice--success" role="status">
        <h1>{t('deleted.title')}</h1>
        <p>{t('deleted.lead')}</p>
      </div>
      <p>
        <Link className={buttonClassName('primary')} to={localize('/')}>
          {t('deleted.home')}
        </Link>
      </p>
    </div>
  );
}
