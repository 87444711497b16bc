import { buttonClassName, dateInSentence } from '@dealgrow/widgets';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { MessagesLink } from '../message/messages-link.tsx';
import { HeaderBellItem } from '../notifications/header-bell-item.tsx';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember } from '../session/session.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The phone's bottom tab bar, its own chunk: drawn by CSS below md only, where the page keeps room for it. */
const TabBar = lazyScreen<object, 'TabBar'>(() => import('./tab-bar.tsx'), 'TabBar');

/**
 * The frame of every page: header with search and navigation, the page, the footer with legal links and languages. On a
 * phone (below md, docs/design-tokens.md "Layouts") the header is one compact bar (logo, search, messages, bell and a
 * menu button opening the rest) and a member has the bottom tab bar; from md the whole menu shows in the header, and
 * from lg in one row (logo and search, then each entry as an icon over its name).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { signedIn } = useMember();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const year = new Date().getFullYear();
  // A link followed from the open menu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (`pathname`) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className={signedIn ? 'shell shell--member' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <header className={menuOpen ? 'shell-header shell-header--open' : 'shell-header'}>
        <div className="container shell-header__inner">
          <Link to={localize('/')} className="brand" aria-label={t('brand.home')}>
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">{t('brand.name')}</span>
          </Link>
          <HeaderSearch />
          <nav className="main-nav" id="main-nav" aria-label={t('nav.mainMenu')}>
            {signedIn && (
              <NavLink to={localize('/')} end data-icon="home">
                {t('nav.home')}
              </NavLink>
            )}
            <NavLink to={localize('/deals')} data-icon="deals">
              {t('deals.nav')}
            </NavLink>
            <NavLink to={localize('/products')} data-icon="products">
              {t('products.nav')}
            </NavLink>
            <NavLink to={localize('/posts')} data-icon="posts">
              {t('posts.nav')}
            </NavLink>
            <NavLink to={localize('/companies')} data-icon="companies">
              {t('companies.nav')}
            </NavLink>
            <NavLink to={localize('/clubs')} data-icon="clubs">
              {t('clubs.nav')}
            </NavLink>
            {signedIn ? (
              <>
                <NavLink to={localize('/network')} data-icon="network">
                  {t('network.nav')}
                </NavLink>
                <MessagesLink />
                <HeaderBellItem />
                <NavLink to={localize('/leads')} data-icon="leads">
                  {t('leads.nav')}
                </NavLink>
                <NavLink to={localize('/settings')} data-icon="settings">
                  {t('nav.settings')}
                </NavLink>
              </>
            ) : (
              <>
                <NavLink to={localize('/auth/sign-in')}>{t('nav.signIn')}</NavLink>
                <Link to={localize('/auth/sign-up')} className={buttonClassName('primary', 'small')}>
                  {t('nav.signUp')}
                </Link>
              </>
            )}
          </nav>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="shell-footer">
        <div className="container shell-footer__inner">
          <p className="shell-footer__brand">
            <strong>{t('brand.name')}</strong> — {t('brand.tagline')}
          </p>
          <nav aria-label={t('footer.legal')} className="shell-footer__links">
            <Link to={localize('/legal/terms-of-service')}>{t('footer.terms')}</Link>
            <Link to={localize('/legal/privacy-policy')}>{t('footer.privacy')}</Link>
            <Link to={localize('/legal/cookie-policy')}>{t('footer.cookies')}</Link>
          </nav>
          <LanguageSwitcher />
          <p className="shell-footer__rights">
            {dateInSentence((shown) => t('footer.rights', { year: shown }), String(year), String(year))}
          </p>
        </div>
      </footer>
      {signedIn && (
        <Suspense fallback={null}>
          <TabBar />
        </Suspense>
      )}
    </div>
  );
}
