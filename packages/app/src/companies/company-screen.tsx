import '../deals/deals.css';
import '../network/network.css';
import '../posts/posts.css';
import './companies.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../deals/load-state.tsx';
import { useLoaded } from '../deals/use-loaded.ts';
import { Tabs, tabPanelProps } from '../network/tabs.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { CompanyLogo } from './company-row.tsx';
import { CompanyAbout, CompanyDeals, CompanyProducts, CompanyReviews, CompanyShowroom } from './company-sections.tsx';
import { CompanyActivities, CompanyTimeline } from './company-timeline.tsx';
import { FollowButton } from './follow-button.tsx';
import { ManagersPanel } from './managers-panel.tsx';
import { COMPANY_TABS, type Company, type CompanyTab, imageUrl } from './types.ts';

/** `/companies/:slug?tab=…`: a company page by its address (or id). */
export function CompanyScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload, set } = useLoaded(`company-${slug}`, (signal) => client.companies.get(slug, { signal }));
  if (state.status === 'loading')
    return (
      <div className="container page">
        <Loading />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="container page">
        <h1>{state.error.status === 404 ? t('companies.notFound') : t('companies.loadError')}</h1>
        <LoadFailed error={state.error} onRetry={reload} />
      </div>
    );
  return <CompanyView company={state.data} onChange={(change) => set((company) => ({ ...company, ...change }))} />;
}

function CompanyView({ company, onChange }: { company: Company; onChange: (change: Partial<Company>) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  // The managers tab is for the company's owner and managers only (they alone may read its managers).
  const tabs = COMPANY_TABS.filter((name) => name !== 'managers' || company.isManager);
  const asked = params.get('tab');
  const tab: CompanyTab = tabs.find((name) => name === asked) ?? 'about';
  const cover = imageUrl(client, company.cover_image);

  return (
    <div className="container page company-page" data-company={company.slug}>
      <header className="panel company-header">
        {cover && <img className="company-header__cover" src={cover} alt="" />}
        <div className="company-header__main">
          <CompanyLogo company={company} size={88} />
          <div className="company-header__title">
            <h1>{company.name}</h1>
            {company.type && <p className="company-header__type">{company.type.name}</p>}
          </div>
          <div className="company-header__actions">
            <FollowButton company={company} onChange={onChange} />
            {company.isManager && (
              <Link to={localize(`/companies/${encodeURIComponent(company.slug)}/edit`)} className="button button--outline button--small">
                {t('companies.edit')}
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
      <section {...tabPanelProps('company', tab)} className="panel company-panel">
        {tab === 'about' && <CompanyAbout company={company} />}
        {tab === 'timeline' && <CompanyTimeline company={company} />}
        {tab === 'activities' && <CompanyActivities company={company} />}
        {tab === 'showroom' && <CompanyShowroom company={company} />}
        {tab === 'products' && <CompanyProducts company={company} />}
        {tab === 'deals' && <CompanyDeals company={company} />}
        {tab === 'reviews' && <CompanyReviews company={company} />}
        {tab === 'managers' && company.isManager && <ManagersPanel company={company} />}
      </section>
    </div>
  );
}
