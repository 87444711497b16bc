import './tab-bar.css';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';

/**
 * A member's bottom tab bar on a phone (below md; the header's menu from md): Home, Network, Post (the home page with
 * the composer open), Notifications and Deals, in reach of a thumb. Their icons are the menu's (`data-icon`, app.css).
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
          <Link key={name} to={localize(path)} className="tab-bar__tab" data-icon={name}>
            <span>{label}</span>
          </Link>
        ) : (
          <NavLink key={name} to={localize(path)} end={name === 'home'} className="tab-bar__tab" data-icon={name}>
            <span>{label}</span>
          </NavLink>
        ),
      )}
    </nav>
  );
}
