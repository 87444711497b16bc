import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NearViewport } from '../common/near-viewport.tsx';
import { GettingStarted } from '../profile/getting-started-checklist.tsx';
import { OwnProfileCard } from '../profile/own-profile-card.tsx';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { Splash } from '../session/splash.tsx';

// The feed and its composer download after the home page itself, and the right column after them: the first load stays
// within its budget (size-budgets.json), and a visitor's home never carries them.
const HomeFeed = lazyScreen(() => import('../posts/home-feed.tsx'), 'HomeFeed');
const HomeAside = lazyScreen<object, 'HomeAside'>(() => import('./home-aside.tsx'), 'HomeAside');

/** Home: the member's card, getting-started checklist and feed with the composer; for visitors, what Dealgrow is. */
export function HomeScreen() {
  const { status } = useSession();
  const { signedIn } = useMember();
  if (status === 'checking') return <Splash />;
  return signedIn ? <MemberHome /> : <Landing />;
}

/**
 * A member's home: one column on a phone; from lg three (docs/design-tokens.md "Layouts"): the member's card and
 * shortcuts; the checklist until it is done, the composer box and the feed; people they may know, trending hashtags and
 * their companies and clubs.
 */
function MemberHome() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { user } = useMember();
  const shortcuts = [
    ['/network', t('network.nav')],
    ['/message', t('nav.messages')],
    ['/companies', t('companies.nav')],
    ['/clubs', t('clubs.nav')],
    ['/leads', t('leads.nav')],
  ] as const;
  return (
    <div className="container page home">
      <header className="page-header">
        <h1>{t('home.greeting', { firstName: user.firstName })}</h1>
        <p className="lead">{t('home.lead')}</p>
      </header>
      <div className="home-layout">
        <div className="home-layout__side">
          <section aria-labelledby="profile-card-title" className="home-grid__card">
            <h2 id="profile-card-title" className="visually-hidden">
              {t('home.profileCardTitle')}
            </h2>
            <OwnProfileCard username={user.username} />
          </section>
          <nav className={cardClassName('home-shortcuts')} aria-labelledby="home-shortcuts-title">
            <h2 id="home-shortcuts-title">{t('home.shortcuts')}</h2>
            <ul>
              {shortcuts.map(([path, label]) => (
                <li key={path}>
                  <Link to={localize(path)}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="home-layout__main">
          <GettingStarted user={user} />
          {/* Holds the feed's place while it downloads, so nothing below it moves when it arrives. */}
          <Suspense fallback={<div className="route-page" aria-busy="true" />}>
            <HomeFeed />
          </Suspense>
        </div>
        {/* Beside the feed from 1024 px; below its twenty posts on a phone, where it loads when the reader scrolls to it. */}
        <NearViewport className="home-layout__aside">
          <Suspense fallback={null}>
            <HomeAside />
          </Suspense>
        </NearViewport>
      </div>
    </div>
  );
}

function Landing() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const points = [
    [t('landing.points.interactTitle'), t('landing.points.interactBody')],
    [t('landing.points.dealTitle'), t('landing.points.dealBody')],
    [t('landing.points.growTitle'), t('landing.points.growBody')],
  ] as const;
  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <h1 className="hero__title">{t('landing.heroTitle')}</h1>
          <p className="hero__lead">{t('landing.heroLead')}</p>
          <div className="hero__actions">
            <Link to={localize('/auth/sign-up')} className={buttonClassName('tertiary', 'medium', 'hero__join')}>
              {t('landing.cta')}
            </Link>
            <Link to={localize('/auth/sign-in')} className={buttonClassName('secondary', 'medium', 'hero__sign-in')}>
              {t('landing.secondary')}
            </Link>
          </div>
        </div>
      </section>
      <section className="container points">
        {points.map(([title, body]) => (
          <article key={title} className="point">
            <h2>{title}</h2>
            <p>{body}</p>
          </article>
        ))}
      </section>
    </>
  );
}
