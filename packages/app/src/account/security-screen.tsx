import type { AccountSession, AccountSessions } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useAccountStrings } from './account-strings.ts';

/** A date and time in the page's language. */
export function whenText(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** `/settings/security`: where the member is signed in (sign one or all others out) and the e-mail address change. */
export function SecurityScreen() {
  const ready = useAccountStrings();
  const { t } = useTranslation('account');
  if (!ready) return <Loading />;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('security.title')}</h1>
        <p className="lead">{t('security.lead')}</p>
      </header>
      <div className="settings-grid">
        <SessionsSection />
        <EmailSection />
      </div>
    </div>
  );
}

function SessionsSection() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const { state, reload, set } = useLoaded<AccountSessions>('account:sessions', (signal) => client.account.sessions({ signal }));
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function signOutOne(session: AccountSession) {
    if (busy) return;
    setBusy(session.id);
    setError(null);
    setNotice(null);
    const answer = await client.account.revokeSession(session.id);
    setBusy(null);
    // Already gone (404) is what was asked: drop it from the list too.
    if (answer.success || answer.status === 404) set((list) => ({ items: list.items.filter((one) => one.id !== session.id) }));
    else setError(messageOf(answer.error, common));
  }

  async function signOutOthers() {
    if (busy) return;
    setBusy('others');
    setError(null);
    setNotice(null);
    const answer = await client.account.revokeOtherSessions();
    setBusy(null);
    if (!answer.success) {
      setError(messageOf(answer.error, common));
      return;
    }
    set((list) => ({ items: list.items.filter((one) => one.current) }));
    setNotice(t('security.othersSignedOut', { count: answer.data.revoked }));
  }

  return (
    <section className={cardClassName()} aria-labelledby="security-sessions">
      <h2 id="security-sessions">{t('security.sessionsTitle')}</h2>
      {state.status === 'loading' ? (
        <Loading />
      ) : state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={reload} />
      ) : (
        <>
          <ul className="security-sessions" data-testid="sessions">
            {state.data.items.map((session) => (
              <SessionRow key={session.id} session={session} busy={busy === session.id} onSignOut={() => void signOutOne(session)} />
            ))}
          </ul>
          {state.data.items.some((one) => !one.current) ? (
            <Button type="button" variant="secondary" disabled={busy !== null} onClick={() => void signOutOthers()}>
              {busy === 'others' ? t('security.signingOut') : t('security.signOutOthers')}
            </Button>
          ) : (
            !notice && <p className="form-note">{t('security.noOthers')}</p>
          )}
        </>
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

function SessionRow({ session, busy, onSignOut }: { session: AccountSession; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation('account');
  const { lang } = useLocalize();
  const device = session.device ?? t('security.unknownDevice');
  return (
    <li className="security-session" data-current={session.current ? 'true' : undefined}>
      <p>
        <strong>{device}</strong>
        {session.current && <span className="badge"> {t('security.thisDevice')}</span>}
      </p>
      <p className="form-note">
        {t('security.signedInAt', { date: whenText(session.created_at, lang) })}
        {session.last_seen_at && <> · {t('security.lastSeen', { date: whenText(session.last_seen_at, lang) })}</>}
        {session.ip && <> · {t('security.address', { ip: session.ip })}</>}
      </p>
      {!session.current && (
        <Button
          type="button"
          variant="secondary"
          size="small"
          aria-label={t('security.signOutNamed', { device })}
          disabled={busy}
          onClick={onSignOut}
        >
          {busy ? t('security.signingOut') : t('security.signOut')}
        </Button>
      )}
    </li>
  );
}

function EmailSection() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const { user } = useMember();
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function change(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
    setSent(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    const answer = await client.account.changeEmail({ email: values.email.trim(), password: values.password });
    setSubmitting(false);
    if (answer.success) {
      setValues({ email: '', password: '' });
      setSent(answer.data.message);
      return;
    }
    const found = formErrorsOf(answer.error, ['email', 'password'], common);
    setErrors(found.fields);
    setFormError(found.form);
  }

  return (
    <section className={cardClassName()} aria-labelledby="security-email">
      <h2 id="security-email">{t('security.emailTitle')}</h2>
      <p>{t('security.currentEmail', { email: user.email })}</p>
      <form id="change-email" ref={ref} onSubmit={submit} noValidate>
        <Field
          form="change-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('security.newEmail')}
          value={values.email}
          required
          maxLength={254}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <Field
          form="change-email"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('security.password')}
          value={values.password}
          required
          maxLength={200}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        {formError && (
          <p className="notice notice--danger" role="alert">
            {formError}
          </p>
        )}
        {sent && (
          <p className="notice notice--success" role="status">
            {sent}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!valid || submitting}>
          {submitting ? t('security.emailSubmitting') : t('security.emailSubmit')}
        </Button>
      </form>
    </section>
  );
}
