import { LANGUAGES } from '@dealgrow/sdk/state';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { formErrorsOf } from '../forms/api-errors.ts';
import { Field } from '../forms/field.tsx';
import { useFormValidity } from '../forms/use-form-validity.ts';
import type { SettingsPagesTranslation } from '../i18n/locales/settings-pages/en.ts';
import { type AreaStringChunks, useAreaStrings } from '../i18n/use-area-strings.ts';
import { NetworkAccounts } from '../network-sign-in/network-accounts.tsx';
import { localizePath, switchLanguagePath } from '../routing/language-path.ts';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { applyColorScheme, COLOR_SCHEMES, storedColorScheme } from '../theme/color-scheme.ts';

const NEW_PASSWORD_MIN_LENGTH = 8;

/** The push opt-in prompt (packages/app/src/push), its own chunk. */
const PushPrompt = lazyScreen(() => import('../push/push-prompt.tsx'), 'PushPrompt');

/**
 * The settings pages of other areas, each its own route (`settings/<name>`) and chunk: one entry each, its label
 * `<name>` in locales/settings-pages.
 */
const SETTINGS_PAGES: readonly { path: string; name: Exclude<keyof SettingsPagesTranslation, 'title' | 'theme'> }[] = [
  { path: '/settings/billing', name: 'billing' },
  { path: '/settings/payouts', name: 'payouts' },
  { path: '/settings/notifications', name: 'notifications' },
  { path: '/settings/data', name: 'data' },
  { path: '/settings/security', name: 'security' },
  { path: '/settings/privacy', name: 'privacy' },
];

const settingsPagesStrings: AreaStringChunks<SettingsPagesTranslation> = {
  en: () => import('../i18n/locales/settings-pages/en.ts'),
  fr: () => import('../i18n/locales/settings-pages/fr.ts'),
  tr: () => import('../i18n/locales/settings-pages/tr.ts'),
};

/** Settings: interface language, password change, sign out, and links to the other settings pages. A member page. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const section = useSectionRedirect();
  if (section) return <Navigate to={section} replace />;
  return (
    <div className="container page">
      <header className="page-header">
        <h1>{t('settings.title')}</h1>
        <p className="lead">{t('settings.lead')}</p>
      </header>
      <Suspense fallback={null}>
        <PushPrompt />
      </Suspense>
      <SettingsPages />
      <div className="settings-grid">
        <LanguageSettings />
        <ThemeSettings />
        <PasswordSettings />
        <NetworkAccounts />
        <SignOutSettings />
      </div>
    </div>
  );
}

/**
 * `/settings?section=<name>&…` (the payment provider's return and refresh addresses, docs/payments.md "Steps") answers
 * the page `settings/<name>` with the other parameters kept, or null.
 */
function useSectionRedirect(): string | null {
  const location = useLocation();
  const { localize } = useLocalize();
  const params = new URLSearchParams(location.search);
  const page = SETTINGS_PAGES.find((one) => one.name === params.get('section'));
  if (!page) return null;
  params.delete('section');
  const rest = params.toString();
  return `${localize(page.path)}${rest ? `?${rest}` : ''}`;
}

function SettingsPages() {
  const ready = useAreaStrings('settingsPages', settingsPagesStrings);
  const { t } = useTranslation('settingsPages');
  const { localize } = useLocalize();
  if (!ready || SETTINGS_PAGES.length === 0) return null;
  return (
    <nav className="settings-pages" aria-label={t('title')}>
      <ul>
        {SETTINGS_PAGES.map((page) => (
          <li key={page.path}>
            <Link to={localize(page.path)}>{t(page.name)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Light, dark or the device's theme (`prefers-color-scheme`), kept in this browser and applied at once. */
function ThemeSettings() {
  const ready = useAreaStrings('settingsPages', settingsPagesStrings);
  const { t } = useTranslation('settingsPages');
  const [scheme, setScheme] = useState(storedColorScheme);
  if (!ready) return null;
  return (
    <ChoiceSettings
      id="settings-theme"
      fieldId="settings-theme-choice"
      name="theme"
      title={t('theme.title')}
      lead={t('theme.lead')}
      label={t('theme.label')}
      value={scheme}
      options={COLOR_SCHEMES.map((one) => ({ value: one, label: t(`theme.${one}`) }))}
      onChange={(next) => {
        setScheme(next);
        applyColorScheme(next, true);
      }}
    />
  );
}

function LanguageSettings() {
  const { t } = useTranslation();
  const { lang } = useLocalize();
  const { client } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ChoiceSettings
      id="settings-language"
      fieldId="settings-lang"
      name="lang"
      title={t('settings.languageTitle')}
      lead={t('settings.languageLead')}
      label={t('settings.languageLabel')}
      value={lang}
      options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`), lang: code }))}
      onChange={(next) => {
        // Saved on the account too: the server writes the member's e-mails in it (docs/accounts.md).
        void client.users.updateMe({ lang: next });
        navigate(switchLanguagePath(location, next));
      }}
    />
  );
}

/**
 * A settings panel of one choice that applies at once (the language, the theme): its title, a sentence, and a select of
 * `options`; `onChange` hears only one of them.
 */
function ChoiceSettings<Value extends string>({
  id,
  fieldId,
  name,
  title,
  lead,
  label,
  value,
  options,
  onChange,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  fieldId: string;
  name: string;
  title: string;
  lead: string;
  label: string;
  value: Value;
  /** Each choice, with its `lang` when its name is in its own language. */
  options: readonly { value: Value; label: string; lang?: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <section className={cardClassName()} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{lead}</p>
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <select
          id={fieldId}
          name={name}
          value={value}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

function PasswordSettings() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { ref, valid } = useFormValidity();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const tooShort = values.newPassword.length > 0 && values.newPassword.length < NEW_PASSWORD_MIN_LENGTH;
  const mismatch = values.confirmPassword.length > 0 && values.confirmPassword !== values.newPassword;

  function change(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    setFormError(null);
    setChanged(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    const answer = await client.auth.changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    setSubmitting(false);
    if (answer.success) {
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setChanged(true);
      return;
    }
    const found = formErrorsOf(answer.error, ['currentPassword', 'newPassword'], t);
    setErrors(found.fields.currentPassword ? { ...found.fields, currentPassword: t('settings.wrongPassword') } : found.fields);
    setFormError(found.form);
  }

  return (
    <section className={cardClassName()} aria-labelledby="settings-password">
      <h2 id="settings-password">{t('settings.passwordTitle')}</h2>
      <p>{t('settings.passwordLead')}</p>
      <form id="change-password" ref={ref} onSubmit={submit} noValidate>
        <Field
          form="change-password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t('settings.currentPassword')}
          value={values.currentPassword}
          required
          error={errors.currentPassword}
          onChange={(event) => change('currentPassword', event.target.value)}
        />
        <Field
          form="change-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          label={t('settings.newPassword')}
          value={values.newPassword}
          required
          maxLength={200}
          error={errors.newPassword ?? (tooShort ? t('signUp.errors.passwordLength') : undefined)}
          hint={t('signUp.passwordHint')}
          onChange={(event) => change('newPassword', event.target.value)}
        />
        <Field
          form="change-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('settings.confirmPassword')}
          value={values.confirmPassword}
          required
          error={mismatch ? t('settings.passwordMismatch') : undefined}
          onChange={(event) => change('confirmPassword', event.target.value)}
        />
        {formError && (
          <p className="notice notice--danger" role="alert">
            {formError}
          </p>
        )}
        {changed && (
          <p className="notice notice--success" role="status">
            {t('settings.passwordChanged')}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={!valid || submitting}>
          {submitting ? t('settings.passwordSubmitting') : t('settings.passwordSubmit')}
        </Button>
      </form>
    </section>
  );
}

function SignOutSettings() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const { lang } = useLocalize();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    await signOut();
    navigate(localizePath('/auth/sign-in', lang), { replace: true });
  }

  return (
    <section className={cardClassName()} aria-labelledby="settings-sign-out">
      <h2 id="settings-sign-out">{t('settings.signOutTitle')}</h2>
      <p>{t('settings.signOutLead')}</p>
      <Button type="button" variant="danger" onClick={leave} disabled={leaving}>
        {leaving ? t('settings.signingOut') : t('settings.signOut')}
      </Button>
    </section>
  );
}
