import type { DealListType } from '@dealgrow/sdk';
import { buttonClassName, DealList } from '@dealgrow/widgets';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember } from '../session/session.tsx';
import { useInAppDealLinks } from './in-app-deal-links.ts';
import './deals.css';

/** SPEC §2 deals screens: popular (all types, 100 in one page), offers, and perks (demands), 24 a page. */
export const DEAL_TABS = [
  { tab: 'popular', path: '/deals', type: 'all' },
  { tab: 'offers', path: '/deals/offers', type: 'offer' },
  { tab: 'perks', path: '/deals/perks', type: 'demand' },
] as const satisfies ReadonlyArray<{ tab: string; path: string; type: DealListType }>;
export type DealTab = (typeof DEAL_TABS)[number]['tab'];

/** One deals list, as partner sites show it (the DealList widget), with its links kept inside the app; skeleton cards while it loads. */
export function DealsScreen({ tab }: { tab: DealTab }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { signedIn } = useMember();
  const holder = useRef<HTMLDivElement>(null);
  useInAppDealLinks(holder);
  const current = DEAL_TABS.find((item) => item.tab === tab) ?? DEAL_TABS[0];

  return (
    <div className="container page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('deals.title')}</h1>
          <p className="lead">{t('deals.lead')}</p>
        </div>
        {signedIn && (
          <Link to={localize('/deals/new')} className={buttonClassName('primary')}>
            {t('deals.create')}
          </Link>
        )}
      </header>
      <nav className="tabs" aria-label={t('deals.tabs.label')}>
        {DEAL_TABS.map((item) => (
          <NavLink key={item.tab} to={localize(item.path)} end>
            {t(`deals.tabs.${item.tab}`)}
          </NavLink>
        ))}
      </nav>
      <div ref={holder} className="deal-list-holder" data-list={current.tab}>
        {/* Keyed, so switching tabs mounts the list of the new type. */}
        <DealList key={current.type} type={current.type} placeholder={<Loading shape="cards" />} />
      </div>
    </div>
  );
}
