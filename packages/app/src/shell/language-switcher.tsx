import { LANGUAGES } from '@dealgrow/sdk/state';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { languageOfPath, switchLanguagePath } from '../routing/language-path.ts';

/** Links to the same page in each language (SPEC §1: switching keeps the page). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = languageOfPath(location.pathname);
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      {LANGUAGES.map((lang) => (
        <Link
          key={lang}
          to={switchLanguagePath(location, lang)}
          hrefLang={lang}
          lang={lang}
          aria-current={lang === current ? 'true' : undefined}
          title={t(`languages.${lang}`)}
        >
          {lang.toUpperCase()}
        </Link>
      ))}
    </nav>
  );
}
