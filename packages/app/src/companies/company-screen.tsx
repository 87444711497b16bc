import '../deals/deals.css';
import '../common/network.css';
import '../posts/posts.css';
import './companies.css';
import type { CompanyData } from '@dealgrow/sdk/state';
import { buttonClassName, cardClassName, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { AnalyticsTab } from '../analytics/analytics-tab.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { ModerationTab } from '../moderation/moderation-tab.tsx';
import { PageModerationScope } from '../moderation/page-moderation.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { CompanyLogo } from './company-row.tsx';
import { CompanyAbout, CompanyDeals, CompanyProducts, CompanyReviews, CompanyShowroom } from './company-sections.tsx';
import { CompanyActivities, CompanyTimeline } from './company-timeline.tsx';
import { FollowButton } from './follow-button.tsx';
import { ManagersPanel } from './managers-panel.tsx';
import { COMPANY_TABS, type Company, type CompanyTab, imageUrl } from './types.ts';

const selectCompany = (data: CompanyData) => data.company;

/**
 * `/companies/:slug?tab=…`: a company page by its address (or id). The company on screen is the SDK's `company`
 * slice's (its follow state, its pinned post); `?follow=1` (the `<dg-follow-button>` widget's way back from sign-in)
 * follows it once for a signed-in member (docs/companies-and-clubs.md "Widgets and the flagship's company page").
 */
export function CompanyScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { client, state } = useSession();
  const loaded = useLoaded(`company-${slug}`, (signal) => client.companies.get(slug, { signal }));
  const shown = useSliceState(state.company, selectCompany);
  const answered = loaded.state.status === 'ready' ? loaded.state.data : null;

  useEffect(() => {
    if (!answered) return;
    state.company.getState().setCompany(answered);
    return () => {
      // Leaving the page: the next company starts afresh.
      if (state.company.getState().company?.id === answered.id) state.company.getState().setCompany(null);
    };
  }, [answered, state]);

  if (loaded.state.status === 'loading')
    return (
      <div className="container page">
        <Loading shape="detail" />
      </div>
    );
  if (loaded.state.status === 'error')
    return (
      <div className="container page">
        <h1>{loaded.state.error.status === 404 ? t('companies.notFound') : t('companies.loadError')}</h1>
        <LoadFailed error={loaded.state.error} onRetry={loaded.reload} />
      </div>
    );
  const company = shown?.id === loaded.state.data.id ? shown : loaded.state.data;
  return <CompanyView company={company} onChange={(change) => state.company.getState().setCompany({ ...company, ...change })} />;
}

function CompanyView({ company, onChange }: { company: Company; onChange: (change: Partial<Company>) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  // The managers and analytics tabs are for the company's owner and managers only (they alone may read them).
  const tabs = COMPANY_TABS.filter((name) => (name !== 'managers' && name !== 'analytics' && name !== 'moderation') || company.isManager);
  const asked = params.get('tab');
  const tab: CompanyTab = tabs.find((name) => name === asked) ?? 'about';
  const cover = imageUrl(client, company.cover_image);
  const page = { type: 'company' as const, id: company.id, name: company.name };
  // Back from sign-in with `?follow=1`: followed once, then the parameter leaves the address (replace: Back does not follow again).
  const dropFollowParam = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('follow');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container page company-page" data-company={company.slug}>
      <header className={cardClassName('company-header')}>
        {cover && <img className="company-header__cover" src={cover} alt="" />}
        <div className="company-header__main">
          <CompanyLogo company={company} size={88} />
          <div className="company-header__title">
            <h1>{company.name}</h1>
            {company.type && <p className="company-header__type">{company.type.name}</p>}
          </div>
          <div className="company-header__actions">
            <FollowButton company={company} followAsked={params.get('follow') === '1'} onAsked={dropFollowParam} />
            {company.isManager && (
              <Link to={localize(`/companies/${encodeURIComponent(company.slug)}/edit`)} className={buttonClassName('secondary', 'small')}>
                {t('companies.edit')}
              </Link>
            )}
            {company.isOwner && (
              <Link to={localize(`/membership/shop?company=${company.id}`)} className={buttonClassName('secondary', 'small')}>
                {t('companies.shopMembership')}
              </Link>
            )}
          </div>
        </div>
      </header>
      <Tabs
        id="company"
        label={t('companies.page.tabsLabel')}
        names={tabs}
        selected={tab}
        title={(name) => t(`companies.page.tabs.${name}`)}
        onSelect={(name) => setParams({ tab: name }, { replace: true })}
      />
      <section {...tabPanelProps('company', tab)} className={cardClassName('company-panel')}>
        {tab === 'about' && <CompanyAbout company={company} />}
        {/* Its owner and managers moderate its posts from the timeline (docs/moderation.md "App"). */}
        <PageModerationScope page={company.isManager ? page : null}>
          {tab === 'timeline' && <CompanyTimeline company={company} onChange={onChange} />}
          {tab === 'activities' && <CompanyActivities company={company} />}
        </PageModerationScope>
        {tab === 'showroom' && <CompanyShowroom company={company} />}
        {tab === 'products' && <CompanyProducts company={company} />}
        {tab === 'deals' && <CompanyDeals company={company} />}
        {tab === 'reviews' && <CompanyReviews company={company} />}
        {tab === 'managers' && company.isManager && <ManagersPanel company={company} />}
        {tab === 'analytics' && company.isManager && <AnalyticsTab page={page} />}
        {tab === 'moderation' && company.isManager && <ModerationTab page={page} />}
      </section>
    </div>
  );
}
