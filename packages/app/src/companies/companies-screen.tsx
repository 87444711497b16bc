import '../common/network.css';
import './companies.css';
import { type ApiResult, type Page, totalPages } from '@dealgrow/sdk';
import type { CompanyData } from '@dealgrow/sdk/state';
import { buttonClassName, cardClassName, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice } from '../common/error-notice.tsx';
import { directoryEmptyAction, ListState } from '../common/list-state.tsx';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { usePagedList } from '../common/use-paged-list.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
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
          <Link to={localize('/companies/new')} className={buttonClassName('primary')}>
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
      <section {...(tabs.length > 1 ? tabPanelProps('companies', tab) : {})} className={cardClassName('network-panel')}>
        <CompanyList key={tab} tab={tab} page={page} onPage={(next) => setParams({ tab, page: String(next) })} />
      </section>
    </div>
  );
}

const selectFollowed = (data: CompanyData) => data.followed;

function CompanyList({ tab, page, onPage }: { tab: CompanyListTab; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { client, state } = useSession();
  const followed = useSliceState(state.company, selectFollowed);
  // An unfollow from the followed tab takes the row away at once: if the server refuses, the row is back and this says why.
  const [failure, setFailure] = useState<string | null>(null);
  const list = usePagedList<Company>(
    `companies-${tab}`,
    page,
    COMPANY_PAGE_SIZE,
    async (query, signal): Promise<ApiResult<Page<Company>>> => {
      const companies = state.company.getState();
      if (tab === 'followed') {
        // The SDK's company slice holds the followed page on screen: a follow or an unfollow moves a company in or out of it.
        const answer = client.companies.followed(query, { signal });
        await companies.loadFollowed({ followed: () => answer });
        return answer;
      }
      const answer =
        tab === 'all'
          ? await client.companies.list(query, { signal })
          : // A member manages few companies: the server answers them all at once.
            await client.companies
              .mine({}, { signal })
              .then((mine) =>
                mine.success ? { ...mine, data: { items: mine.data, total: mine.data.length, page: 1, limit: mine.data.length } } : mine,
              );
      // The server's follow states are the newest: every follow button of the app shows them.
      if (answer.success && !signal.aborted)
        for (const company of answer.data.items)
          companies.receiveFollow(company.id, { isFollower: company.isFollower, followers: company.followers });
      return answer;
    },
  );
  // The followed tab shows the slice's list (an unfollowed company leaves it at once, and comes back if the call fails).
  const items = tab !== 'followed' ? list.items : list.error ? [] : followed;
  const total = tab !== 'followed' ? list.total : Math.max(0, list.total + items.length - list.items.length);
  return (
    <>
      <ErrorNotice message={failure} />
      <ListState
        list={{ ...list, items }}
        empty={t(`companies.empty.${tab}`)}
        emptyAction={directoryEmptyAction(tab, { to: localize('/companies/new'), label: t('companies.create') }, t('companies.tabs.all'))}
        label={t(`companies.tabs.${tab}`)}
        rows={items.map((company) => (
          <CompanyRow key={company.id} company={company} {...(tab === 'followed' ? { onFollowFailed: setFailure } : {})} />
        ))}
        footer={<Pager page={list.page} pages={totalPages({ total, limit: list.limit })} onPage={onPage} />}
      />
    </>
  );
}
