import './tab-bar.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/** Outline icons, 24 px, in the link's colour. */
const ICONS: Record<string, ReactNode> = {
  home: <path d="m3 11 9-8 9 8v10h-6v-6H9v6H3z" />,
  network: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21v-1a7 7 0 0 1 14 0v1m0-17a4 4 0 0 1 0 8m6 9v-1a7 7 0 0 0-4-6" />
    </>
  ),
  post: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 8v8m-4-4h8" />
    </>
  ),
  notifications: <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0" />,
  deals: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" />
    </>
  ),
};

/**
 * A member's bottom tab bar on a phone (below md; the header's menu from md): Home, Network, Post (the home page with
 * the composer open), Notifications and Deals, in reach of a thumb.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const tabs = [
    ['home', '/', t('nav.home')],
    ['network', '/network', t('network.nav')],
    ['post', '/?compose', t('nav.post')],
    ['notifications', '/notifications', t('nav.notifications')],
    ['deals', '/deals', t('deals.nav')],
  ] as const;
  return (
    <nav className="tab-bar" aria-label={t('nav.tabs')}>
      {tabs.map(([name, path, label]) =>
        // "Post" opens the composer on the home page: an action, never the current tab.
        name === 'post' ? (
          <Link key={name} to={localize(path)} className="tab-bar__tab">
            <TabIcon name={name} />
            <span>{label}</span>
          </Link>
        ) : (
          <NavLink key={name} to={localize(path)} end={name === 'home'} className="tab-bar__tab">
            <TabIcon name={name} />
            <span>{label}</span>
          </NavLink>
        ),
      )}
    </nav>
  );
}

function TabIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {ICONS[name]}
    </svg>
  );
}
