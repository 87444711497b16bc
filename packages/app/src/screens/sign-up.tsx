import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { NetworkSignIn } from '../network-sign-in/network-sign-in.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;
type SignUpField = (typeof FIELDS)[number];
type Values = Record<SignUpField, string>;

/** The server's rules, checked here first so the member hears about them at once (the server checks again). */
const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,29}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_MIN_LENGTH = 8;
/** Wait this long after the last keystroke before asking the server whether a username or e-mail is free. */
const AVAILABILITY_DELAY_MS = 400;

type Availability = 'unknown' | 'checking' | 'available' | 'taken';

/** Asks the server whether a value is free, once typing pauses; stale answers are dropped. */
function useAvailability(value: string, wellFormed: boolean, ask: (value: string, signal: AbortSignal) => Promise<boolean | null>) {
  const [availability, setAvailability] = useState<{ value: string; state: Availability }>({ value: '', state: 'unknown' });
  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setAvailability({ value, state: 'checking' });
      void ask(value, controller.signal).then((available) => {
        if (controller.signal.aborted) return;
        setAvailability({ value, state: available === null ? 'unknown' : available ? 'available' : 'taken' });
      });
    }, AVAILABILITY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, wellFormed, ask]);
  return availability.value === value && wellFormed ? availability.state : 'unknown';
}

export function SignUpScreen() {
  const { t } = useTranslation();
  const { client, signIn } = useSession();
  const { lang, localize } = useLocalize();
  const navigate = useNavigate();
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState<Values>({ firstName: '', lastName: '', username: '', email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const usernameWellFormed = USERNAME_PATTERN.test(values.username);
  const emailWellFormed = EMAIL_PATTERN.test(values.email.trim());
  const [askUsername] = useState(() => async (username: string, signal: AbortSignal) => {
    const answer = await client.users.uniqueUsernameControl({ username }, { signal });
    return answer.success ? answer.data.available : null;
  });
  const [askEmail] = useState(() => async (email: string, signal: AbortSignal) => {
    const answer = await client.auth.uniqueEmailControl({ email: email.trim() }, { signal });
    return answer.success ? answer.data.available : null;
  });
  const usernameAvailability = useAvailability(values.username, usernameWellFormed, askUsername);
  const emailAvailability = useAvailability(values.email, emailWellFormed, askEmail);

  const localErrors: Partial<Record<SignUpField, string>> = {};
  if (values.username && !usernameWellFormed) localErrors.username = t('signUp.errors.usernameFormat');
  else if (usernameAvailability === 'taken') localErrors.username = t('signUp.errors.usernameTaken');
  if (values.email && !emailWellFormed) localErrors.email = t('signUp.errors.emailFormat');
  else if (emailAvailability === 'taken') localErrors.email = t('signUp.errors.emailTaken');
  if (values.password && values.password.length < PASSWORD_MIN_LENGTH) localErrors.password = t('signUp.errors.passwordLength');

  // Taken values show at once; format rules wait until the member leaves the field.
  const errorOf = (field: SignUpField): string | undefined =>
    serverErrors[field] ??
    (touched[field] || (field === 'username' && usernameAvailability === 'taken') || (field === 'email' && emailAvailability === 'taken')
      ? localErrors[field]
      : undefined);

  function change(field: SignUpField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, username: true, email: true, password: true });
    if (!valid || submitting || Object.keys(localErrors).length) return;
    setSubmitting(true);
    const answer = await client.auth.signUp({ ...values, email: values.email.trim(), lang });
    setSubmitting(false);
    if (answer.success) {
      signIn(answer.data);
      navigate(localize('/'), { replace: true });
      return;
    }
    const errors = formErrorsOf(answer.error, FIELDS, t);
    setServerErrors(errors.fields);
    setFormError(errors.form);
  }

  const fieldProps = (field: SignUpField) => ({
    form: 'sign-up',
    name: field,
    value: values[field],
    error: errorOf(field),
    required: true,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  return (
    <div className="container page page--narrow">
      <section className={cardClassName('auth-panel')}>
        <header className="page-header">
          <h1>{t('signUp.title')}</h1>
          <p className="lead">{t('signUp.lead')}</p>
        </header>
        <NetworkSignIn returnTo={null} />
        <form id="sign-up" ref={ref} onSubmit={submit} noValidate>
          <div className="field-row">
            <Field {...fieldProps('firstName')} label={t('signUp.firstName')} autoComplete="given-name" maxLength={80} />
            <Field {...fieldProps('lastName')} label={t('signUp.lastName')} autoComplete="family-name" maxLength={80} />
          </div>
          <Field
            {...fieldProps('username')}
            label={t('signUp.username')}
            autoComplete="username"
            maxLength={30}
            autoCapitalize="none"
            spellCheck={false}
            hint={
              usernameAvailability === 'checking'
                ? t('signUp.checking')
                : usernameAvailability === 'available'
                  ? t('signUp.usernameAvailable')
                  : t('signUp.usernameHint')
            }
          />
          <Field
            {...fieldProps('email')}
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            hint={emailAvailability === 'checking' ? t('signUp.checking') : undefined}
          />
          <Field
            {...fieldProps('password')}
            label={t('signUp.password')}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            hint={t('signUp.passwordHint')}
          />
          <p className="form-note">
            <Trans
              i18nKey="signUp.agreement"
              components={{
                terms: <Link to={localize('/legal/terms-of-service')} />,
                privacy: <Link to={localize('/legal/privacy-policy')} />,
              }}
            />
          </p>
          {formError && (
            <p className="notice notice--danger" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" variant="primary" block disabled={!valid || submitting}>
            {submitting ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
        </form>
        <p className="auth-panel__switch">
          {t('signUp.haveAccount')} <Link to={localize('/auth/sign-in')}>{t('signUp.signInLink')}</Link>
        </p>
      </section>
    </div>
  );
}
