import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { NetworkSignIn } from '../network-sign-in/network-sign-in.tsx';
import { RETURN_TO_PARAM, safeReturnTo } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';

export function SignInScreen() {
  const { t } = useTranslation();
  const { client, signIn } = useSession();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));
  const { ref, valid } = useFormValidity();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    const answer = await client.auth.signIn({ email: login.trim(), password });
    setSubmitting(false);
    if (answer.success) {
      signIn(answer.data);
      navigate(returnTo ?? localize('/'), { replace: true });
      return;
    }
    if (answer.status === 401) {
      setFieldErrors({});
      setFormError(t('signIn.invalidCredentials'));
      return;
    }
    const errors = formErrorsOf(answer.error, ['email', 'password'], t);
    setFieldErrors(errors.fields);
    setFormError(errors.form);
  }

  return (
    <div className="container page page--narrow">
      <section className={cardClassName('auth-panel')}>
        <header className="page-header">
          <h1>{t('signIn.title')}</h1>
          <p className="lead">{returnTo ? t('signIn.returnNotice') : t('signIn.lead')}</p>
        </header>
        <NetworkSignIn returnTo={returnTo} />
        <form id="sign-in" ref={ref} onSubmit={submit} noValidate>
          <Field
            form="sign-in"
            name="email"
            label={t('signIn.login')}
            value={login}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldErrors.email}
            onChange={(event) => {
              setLogin(event.target.value);
              setFieldErrors(({ email: _dropped, ...rest }) => rest);
              setFormError(null);
            }}
          />
          <Field
            form="sign-in"
            name="password"
            type="password"
            label={t('signIn.password')}
            value={password}
            required
            autoComplete="current-password"
            error={fieldErrors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldErrors(({ password: _dropped, ...rest }) => rest);
              setFormError(null);
            }}
          />
          <p className="form-note">
            <Link to={localize('/auth/forgot-password')}>{t('signIn.forgotPassword')}</Link>
          </p>
          {formError && (
            <p className="notice notice--danger" role="alert">
              {formError}
            </p>
          )}
          <Button type="submit" variant="primary" block disabled={!valid || submitting}>
            {submitting ? t('signIn.submitting') : t('signIn.submit')}
          </Button>
        </form>
        <p className="auth-panel__switch">
          {t('signIn.noAccount')} <Link to={localize('/auth/sign-up')}>{t('signIn.signUpLink')}</Link>
        </p>
        <p className="form-note">{t('signIn.demoHint')}</p>
      </section>
    </div>
  );
}
