import '../common/network.css';
import '../companies/companies.css';
import { totalPages } from '@dealgrow/sdk';
import { buttonClassName, cardClassName, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { directoryEmptyAction, ListState } from '../common/list-state.tsx';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { usePagedList } from '../common/use-paged-list.ts';
import type { Club } from '../companies/types.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { ClubRow } from './club-row.tsx';

export const CLUB_LIST_TABS = ['all', 'mine', 'joined'] as const;
export type ClubListTab = (typeof CLUB_LIST_TABS)[number];
const CLUB_PAGE_SIZE = 25;

/** `/clubs?tab=…&page=…`: every club (most members first), the clubs the member owns, and those they joined. */
export function ClubsScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { signedIn } = useMember();
  const [params, setParams] = useSearchParams();
  const tabs: readonly ClubListTab[] = signedIn ? CLUB_LIST_TABS : ['all'];
  const tab = tabs.find((name) => name === params.get('tab')) ?? 'all';
  const page = wholeNumber(params.get('page'), 1);

  return (
    <div className="container page clubs-page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('clubs.title')}</h1>
          <p className="lead">{t('clubs.lead')}</p>
        </div>
        {signedIn && (
          <Link to={localize('/clubs/new')} className={buttonClassName('primary')}>
            {t('clubs.create')}
          </Link>
        )}
      </header>
      {tabs.length > 1 && (
        <Tabs
          id="clubs"
          label={t('clubs.tabsLabel')}
          names={tabs}
          selected={tab}
          title={(name) => t(`clubs.tabs.${name}`)}
          onSelect={(name) => setParams({ tab: name })}
        />
      )}
      <section {...(tabs.length > 1 ? tabPanelProps('clubs', tab) : {})} className={cardClassName('network-panel')}>
        <ClubList key={tab} tab={tab} page={page} onPage={(next) => setParams({ tab, page: String(next) })} />
      </section>
    </div>
  );
}

function ClubList({ tab, page, onPage }: { tab: ClubListTab; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { client } = useSession();
  const { user } = useMember();
  const list = usePagedList<Club>(`clubs-${tab}`, page, CLUB_PAGE_SIZE, (query, signal) =>
    tab === 'all'
      ? client.clubs.list(query, { signal })
      : tab === 'mine'
        ? client.clubs.owned(user.id, query, { signal })
        : client.clubs.joined(user.id, query, { signal }),
  );
  return (
    <ListState
      list={list}
      empty={t(`clubs.empty.${tab}`)}
      emptyAction={directoryEmptyAction(tab, { to: localize('/clubs/new'), label: t('clubs.create') }, t('clubs.tabs.all'))}
      label={t(`clubs.tabs.${tab}`)}
      rows={list.items.map((club) => <ClubRow key={club.id} club={club} />)}
      footer={<Pager page={list.page} pages={totalPages(list)} onPage={onPage} />}
    />
  );
}
