import { Button, buttonClassName, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { PASSWORD_MIN_LENGTH, useAccountStrings } from './account-strings.ts';

/**
 * `/auth/reset-password?token=…`, the link of the reset e-mail: a new password, twice, the policy shown. A reset signs
 * every session out, this browser's included, so a member signed in here is signed out locally too.
 */
export function ResetPasswordScreen() {
  const ready = useAccountStrings();
  return ready ? <ResetPasswordForm /> : <Loading />;
}

function ResetPasswordForm() {
  const { t } = useTranslation('account');
  const { t: common } = useTranslation();
  const { client, signOut } = useSession();
  const { signedIn } = useMember();
  const { localize } = useLocalize();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { ref, valid } = useFormValidity();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_LENGTH;
  const mismatch = confirm.length > 0 && confirm !== password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || !valid || mismatch || tooShort || submitting) return;
    setSubmitting(true);
    const answer = await client.account.resetPassword({ token, password });
    if (answer.success) {
      if (signedIn) await signOut();
      setSubmitting(false);
      setDone(answer.data.message);
      return;
    }
    setSubmitting(false);
    const found = formErrorsOf(answer.error, ['password'], common);
    setFieldError(found.fields.password);
    setError(found.form);
  }

  return (
    <div className="container page page--narrow">
      <section className={cardClassName('auth-panel')}>
        <h1>{t('reset.title')}</h1>
        {!token ? (
          <>
            <p className="notice notice--danger" role="alert">
              {t('reset.missingToken')}
            </p>
            <p>
              <Link to={localize('/auth/forgot-password')}>{t('reset.askAgain')}</Link>
            </p>
          </>
        ) : done ? (
          <>
            <p className="notice notice--success" role="status" data-testid="reset-done">
              {done}
            </p>
            <p>
              <Link to={localize('/auth/sign-in')} className={buttonClassName('primary')}>
                {t('reset.signIn')}
              </Link>
            </p>
          </>
        ) : (
          <form id="reset-password" ref={ref} onSubmit={submit} noValidate>
            <p className="field-hint" id="reset-password-policy">
              {t('policy')}
            </p>
            <Field
              form="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              label={t('reset.password')}
              value={password}
              required
              maxLength={200}
              error={fieldError ?? (tooShort ? t('reset.tooShort') : undefined)}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(undefined);
                setError(null);
              }}
            />
            <Field
              form="reset-password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              label={t('reset.confirm')}
              value={confirm}
              required
              maxLength={200}
              error={mismatch ? t('reset.mismatch') : undefined}
              onChange={(event) => {
                setConfirm(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <div className="notice notice--danger" role="alert">
                <p>{error}</p>
                <Link to={localize('/auth/forgot-password')}>{t('reset.askAgain')}</Link>
              </div>
            )}
            <Button type="submit" variant="primary" block disabled={!valid || mismatch || tooShort || submitting}>
              {submitting ? t('reset.submitting') : t('reset.submit')}
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
