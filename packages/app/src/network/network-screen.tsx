import '../deals/deals.css';
import '../common/network.css';
import { totalPages } from '@dealgrow/sdk';
import { Button, buttonClassName, ConnectButton, cardClassName, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ActionError } from '../common/action-error.tsx';
import { ListState } from '../common/list-state.tsx';
import { Pager, wholeNumber } from '../common/pager.tsx';
import { useLeadAction } from '../common/use-lead-action.ts';
import { usePagedList } from '../common/use-paged-list.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { FriendListsPanel } from './friend-lists.tsx';
import { MemberRow, memberName } from './member-row.tsx';
import type { Connection, Friendship, SuggestedMember } from './types.ts';

/** SPEC §2 network tabs, and the member's friend lists. */
export const NETWORK_TABS = ['all', 'connections', 'received', 'sent', 'lists'] as const;
export type NetworkTab = (typeof NETWORK_TABS)[number];

/** SPEC §9: people you might know, 25 a page (pages = ceil(total / 25)); the other lists page the same way. */
export const NETWORK_PAGE_SIZE = 25;

const isTab = (value: string | null): value is NetworkTab => (NETWORK_TABS as readonly string[]).includes(value ?? '');

/** The network page (`/network?tab=…&page=…`): the tab and the page live in the URL, so they can be linked and paged back. */
export function NetworkScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  const param = params.get('tab');
  const tab: NetworkTab = isTab(param) ? param : 'all';
  const page = wholeNumber(params.get('page'), 1);
  const onPage = (next: number) => setParams({ tab, page: String(next) });

  return (
    <div className="container page network-page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('network.title')}</h1>
          <p className="lead">{t('network.lead')}</p>
        </div>
        <Link to={localize('/network/visitors')} className={buttonClassName('secondary')}>
          {t('network.visitors.nav')}
        </Link>
      </header>
      <Tabs
        id="network"
        label={t('network.tabsLabel')}
        names={NETWORK_TABS}
        selected={tab}
        title={(name) => t(`network.tabs.${name}`)}
        onSelect={(name) => setParams({ tab: name })}
      />
      <section {...tabPanelProps('network', tab)} className={cardClassName('network-panel')}>
        {tab === 'all' && <PeopleYouMightKnow page={page} onPage={onPage} />}
        {tab === 'connections' && <MyConnections page={page} onPage={onPage} />}
        {tab === 'received' && <Requests kind="received" page={page} onPage={onPage} />}
        {tab === 'sent' && <Requests kind="sent" page={page} onPage={onPage} />}
        {tab === 'lists' && <FriendListsPanel />}
      </section>
    </div>
  );
}

/** The next action of an empty list of one's own connections or requests: the members one may know. */
function ToPeopleYouMayKnow() {
  const { t } = useTranslation();
  return <Link to="?tab=all">{t('network.tabs.all')}</Link>;
}

interface PagedTabProps {
  page: number;
  onPage: (page: number) => void;
}

function PeopleYouMightKnow({ page, onPage }: PagedTabProps) {
  const { t } = useTranslation();
  const { client } = useSession();
  const list = usePagedList<SuggestedMember>('people-might-know', page, NETWORK_PAGE_SIZE, (query, signal) =>
    client.users.peopleMightKnow(query, { signal }),
  );
  return (
    <ListState
      list={list}
      empty={t('network.empty.all')}
      label={t('network.tabs.all')}
      rows={list.items.map((member) => (
        <MemberRow
          key={member.id}
          member={member}
          note={member.mutualConnectionsTotal ? t('network.mutual', { count: member.mutualConnectionsTotal }) : undefined}
        >
          {/* People you might know have no friendship with the viewer: the button needs no request of its own. */}
          <ConnectButton user={{ ...member, friendship: null }} />
        </MemberRow>
      ))}
      footer={<Pager page={list.page} pages={totalPages(list)} onPage={onPage} />}
    />
  );
}

function MyConnections({ page, onPage }: PagedTabProps) {
  const { t, i18n } = useTranslation();
  const { client, state } = useSession();
  const action = useLeadAction();
  const list = usePagedList<Connection>('my-connections', page, NETWORK_PAGE_SIZE, (query, signal) =>
    client.network.myConnections(query, { signal }),
  );
  const since = (at: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(at));

  async function remove(connection: Connection) {
    if (!window.confirm(t('network.connections.confirmRemove', { name: memberName(connection.member) }))) return;
    const done = await action.run(() => client.network.removeConnection(connection.member.id));
    if (!done) return;
    list.setItems((items) => items.filter((item) => item.friendship_id !== connection.friendship_id));
    // SPEC §4: the person is free to ask again wherever the network slice shows them.
    state.network.getState().ended(done.data);
  }

  return (
    <>
      <ActionError message={action.error} />
      <ListState
        list={list}
        empty={t('network.empty.connections')}
        emptyAction={<ToPeopleYouMayKnow />}
        label={t('network.tabs.connections')}
        rows={list.items.map((connection) => (
          <MemberRow
            key={connection.friendship_id}
            member={connection.member}
            note={t('network.connections.since', { date: since(connection.connected_at) })}
          >
            <Button
              type="button"
              variant="quiet"
              size="small"
              disabled={action.busy}
              aria-label={t('network.connections.removeNamed', { name: memberName(connection.member) })}
              onClick={() => void remove(connection)}
            >
              {t('network.connections.remove')}
            </Button>
          </MemberRow>
        ))}
        footer={
          <>
            {list.total > 0 && <p className="network-total">{t('network.connections.total', { count: list.total })}</p>}
            <Pager page={list.page} pages={totalPages(list)} onPage={onPage} />
          </>
        }
      />
    </>
  );
}

/** Pending requests: received ones are accepted or declined, sent ones cancelled. Either way the row leaves the list (SPEC §4). */
function Requests({ kind, page, onPage }: PagedTabProps & { kind: 'received' | 'sent' }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { user } = useMember();
  const action = useLeadAction();
  const list = usePagedList<Friendship>(`${kind}-requests`, page, NETWORK_PAGE_SIZE, (query, signal) =>
    kind === 'received' ? client.network.receivedRequests(query, { signal }) : client.network.sentRequests(query, { signal }),
  );
  const drop = (friendship: Friendship) => list.setItems((items) => items.filter((item) => item.id !== friendship.id));

  async function respond(friendship: Friendship, answer: 'accept' | 'decline') {
    const done = await action.run(() => client.network.respondToConnectionRequest(friendship.id, answer));
    if (!done) return;
    drop(friendship);
    // SPEC §4: accepting marks the person a connection, declining ends the request, in the network slice too.
    state.network.getState().responded(done.data);
  }
  async function cancel(friendship: Friendship) {
    const done = await action.run(() => client.network.cancelConnectionRequest(friendship.id));
    if (!done) return;
    drop(friendship);
    state.network.getState().ended(done.data);
  }

  return (
    <>
      <ActionError message={action.error} />
      <ListState
        list={list}
        empty={t(`network.empty.${kind}`)}
        emptyAction={kind === 'sent' ? <ToPeopleYouMayKnow /> : undefined}
        label={t(`network.tabs.${kind}`)}
        rows={list.items.map((friendship) => {
          const other = friendship.user_id === user.id ? friendship.receiver : friendship.sender;
          const name = memberName(other);
          return (
            <MemberRow key={friendship.id} member={other}>
              {kind === 'received' ? (
                <>
                  <Button
                    type="button"
                    variant="primary"
                    size="small"
                    disabled={action.busy}
                    aria-label={t('network.requests.acceptNamed', { name })}
                    onClick={() => void respond(friendship, 'accept')}
                  >
                    {t('network.requests.accept')}
                  </Button>
                  <Button
                    type="button"
                    variant="quiet"
                    size="small"
                    disabled={action.busy}
                    aria-label={t('network.requests.declineNamed', { name })}
                    onClick={() => void respond(friendship, 'decline')}
                  >
                    {t('network.requests.decline')}
                  </Button>
                </>
              ) : (
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  disabled={action.busy}
                  aria-label={t('network.requests.cancelNamed', { name })}
                  onClick={() => void cancel(friendship)}
                >
                  {t('network.requests.cancel')}
                </Button>
              )}
            </MemberRow>
          );
        })}
        footer={<Pager page={list.page} pages={totalPages(list)} onPage={onPage} />}
      />
    </>
  );
}
