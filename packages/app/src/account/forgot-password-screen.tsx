import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { useAccountStrings } from './account-strings.ts';

/** `/auth/forgot-password`: asks for a reset link. The server answers the same whether or not the address has an account. */
export function ForgotPasswordScreen() {
  const ready = useAccountStrings();
  return ready ? <ForgotPasswordForm /> : <Loading />;
}

function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const { ref, valid } = useFormValidity();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    const answer = await client.account.forgotPassword({ email: email.trim() });
    setSubmitting(false);
    if (answer.success) {
      setSent(answer.data.message);
      return;
    }
    const found = formErrorsOf(answer.error, ['email'], common);
    setFieldError(found.fields.email);
    setError(found.form);
  }

  return (
    <div className="container page page--narrow">
      <section className={cardClassName('auth-panel')}>
        <h1>{t('forgot.title')}</h1>
        <p className="lead">{t('forgot.lead')}</p>
        {sent ? (
          <p className="notice notice--success" role="status" data-testid="forgot-sent">
            {sent}
          </p>
        ) : (
          <form id="forgot-password" ref={ref} onSubmit={submit} noValidate>
            <Field
              form="forgot-password"
              name="email"
              type="email"
              autoComplete="email"
              label={t('forgot.email')}
              value={email}
              required
              maxLength={254}
              error={fieldError}
              onChange={(event) => {
                setEmail(event.target.value);
                setFieldError(undefined);
                setError(null);
              }}
            />
            {error && (
              <p className="notice notice--danger" role="alert">
                {error}
              </p>
            )}
            <Button type="submit" variant="primary" block disabled={!valid || submitting}>
              {submitting ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </form>
        )}
        <p className="auth-panel__switch">
          <Link to={localize('/auth/sign-in')}>{t('forgot.backToSignIn')}</Link>
        </p>
      </section>
    </div>
  );
}
