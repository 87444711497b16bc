import '../network/network.css';
import './companies.css';
import { type ApiResult, type Page, totalPages } from '@dealgrow/sdk';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListState } from '../network/list-state.tsx';
import { Pager, wholeNumber } from '../network/pager.tsx';
import { Tabs, tabPanelProps } from '../network/tabs.tsx';
import { usePagedList } from '../network/use-paged-list.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { CompanyRow } from './company-row.tsx';
import { COMPANY_LIST_TABS, COMPANY_PAGE_SIZE, type Company, type CompanyListTab } from './types.ts';

const isTab = (value: string | null, tabs: readonly CompanyListTab[]): value is CompanyListTab =>
  (tabs as readonly string[]).includes(value ?? '');

/**
 * `/companies?tab=…&page=…` (SPEC §2): every company, the member's own (owned or managed) and those they follow, 25
 * a page. Visitors see every company; the tab and the page live in the URL.
 */
export function CompaniesScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { signedIn } = useMember();
  const [params, setParams] = useSearchParams();
  const tabs: readonly CompanyListTab[] = signedIn ? COMPANY_LIST_TABS : ['all'];
  const param = params.get('tab');
  const tab: CompanyListTab = isTab(param, tabs) ? param : 'all';
  const page = wholeNumber(params.get('page'), 1);

  return (
    <div className="container page companies-page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('companies.title')}</h1>
          <p className="lead">{t('companies.lead')}</p>
        </div>
        {signedIn && (
          <Link to={localize('/companies/new')} className="button button--primary">
            {t('companies.create')}
          </Link>
        )}
      </header>
      {tabs.length > 1 && (
        <Tabs
          id="companies"
          label={t('companies.tabsLabel')}
          names={tabs}
          selected={tab}
          title={(name) => t(`companies.tabs.${name}`)}
          onSelect={(name) => setParams({ tab: name })}
        />
      )}
      <section {...(tabs.length > 1 ? tabPanelProps('companies', tab) : {})} className="panel network-panel">
        <CompanyList key={tab} tab={tab} page={page} onPage={(next) => setParams({ tab, page: String(next) })} />
      </section>
    </div>
  );
}

function CompanyList({ tab, page, onPage }: { tab: CompanyListTab; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const list = usePagedList<Company>(`companies-${tab}`, page, COMPANY_PAGE_SIZE, (query, signal): Promise<ApiResult<Page<Company>>> => {
    if (tab === 'followed') return client.companies.followed(query, { signal });
    if (tab === 'all') return client.companies.list(query, { signal });
    // A member manages few companies: the server answers them all at once.
    return client.companies
      .mine({}, { signal })
      .then((answer) =>
        answer.success
          ? { ...answer, data: { items: answer.data, total: answer.data.length, page: 1, limit: answer.data.length } }
          : answer,
      );
  });
  return (
    <ListState
      list={list}
      empty={t(`companies.empty.${tab}`)}
      label={t(`companies.tabs.${tab}`)}
      rows={list.items.map((company) => (
        <CompanyRow
          key={company.id}
          company={company}
          onFollow={(follow) =>
            // An unfollowed company stays in view (as "Follow") until the list is read again, so it can be followed back.
            list.setItems((items) => items.map((item) => (item.id === company.id ? { ...item, ...follow } : item)))
          }
        />
      ))}
      footer={<Pager page={list.page} pages={totalPages(list)} onPage={onPage} />}
    />
  );
}
