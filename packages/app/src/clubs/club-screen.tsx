import '../deals/deals.css';
import '../common/network.css';
import '../posts/posts.css';
import '../companies/companies.css';
import { totalPages } from '@dealgrow/sdk';
import { Button, buttonClassName, cardClassName, EmptyState, Menu, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AnalyticsTab } from '../analytics/analytics-tab.tsx';
import { ListState } from '../common/list-state.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { NotFoundScreen } from '../common/not-found.tsx';
import { Pager } from '../common/pager.tsx';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { usePagedList } from '../common/use-paged-list.ts';
import type { Club, ClubJoinRequest, ClubMember } from '../companies/types.ts';
import { ModerationTab } from '../moderation/moderation-tab.tsx';
import { PageModerationScope } from '../moderation/page-moderation.tsx';
import { PageModerationContext } from '../moderation/page-moderation-context.ts';
import { MemberRow, memberName } from '../network/member-row.tsx';
import { FeedView } from '../posts/feed-view.tsx';
import { useFeed } from '../posts/use-feed.ts';
import { signInPathFor } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { ClubLogo } from './club-row.tsx';

const CLUB_TABS = ['timeline', 'members', 'requests', 'analytics', 'moderation'] as const;
type ClubTab = (typeof CLUB_TABS)[number];

/** `/clubs/:id?tab=…`: a club's page. */
export function ClubScreen() {
  const id = useListingId();
  return id === null ? <NotFoundScreen /> : <ClubPage id={id} />;
}

function ClubPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload, set } = useLoaded(`club-${id}`, (signal) => client.clubs.get(id, { signal }));
  if (state.status === 'loading')
    return (
      <div className="container page">
        <Loading shape="detail" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className="container page">
        <h1>{state.error.status === 404 ? t('clubs.notFound') : t('clubs.loadError')}</h1>
        <LoadFailed error={state.error} onRetry={reload} />
      </div>
    );
  return <ClubView club={state.data} onChange={(change) => set((club) => ({ ...club, ...change }))} />;
}

function ClubView({ club, onChange }: { club: Club; onChange: (change: Partial<Club>) => void }) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  // Join requests are the owner's and admins' to answer.
  const canModerate = club.role === 'owner' || club.role === 'admin';
  // Join requests and analytics are the owner's and admins' only.
  const tabs = CLUB_TABS.filter((name) => (name !== 'requests' && name !== 'analytics' && name !== 'moderation') || canModerate);
  const tab: ClubTab = tabs.find((name) => name === params.get('tab')) ?? 'timeline';
  const page = { type: 'club' as const, id: club.id, name: club.name };

  return (
    <div className="container page club-page" data-club={club.slug}>
      <header className={cardClassName('company-header')}>
        <div className="company-header__main">
          <ClubLogo club={club} size={88} />
          <div className="company-header__title">
            <h1>{club.name}</h1>
            <p className="company-header__type">
              {t(`clubs.privacy.${club.privacy}`)} · {t('clubs.members', { count: club.members })}
            </p>
          </div>
          <div className="company-header__actions">
            <Membership club={club} onChange={onChange} />
            {club.isOwner && (
              <Link to={localize(`/clubs/${club.id}/edit`)} className={buttonClassName('secondary', 'small')}>
                {t('clubs.edit')}
              </Link>
            )}
          </div>
        </div>
        {club.description && <p className="company-header__about">{club.description}</p>}
      </header>
      <Tabs
        id="club"
        label={t('clubs.page.tabsLabel')}
        names={tabs}
        selected={tab}
        title={(name) =>
          name === 'requests' ? t('clubs.page.requestsCount', { count: club.pendingRequests }) : t(`clubs.page.tabs.${name}`)
        }
        onSelect={(name) => setParams({ tab: name }, { replace: true })}
      />
      <section {...tabPanelProps('club', tab)} className={cardClassName('company-panel')}>
        {/* Its owner and admins moderate the timeline's posts and the members from where they are (docs/moderation.md "App"). */}
        <PageModerationScope page={canModerate ? page : null}>
          {/* A member's first look after joining reads the timeline afresh: members-only posts are theirs now. */}
          {tab === 'timeline' && <ClubTimeline key={String(club.isMember)} club={club} />}
          {tab === 'members' && <ClubMembers club={club} onChange={onChange} />}
        </PageModerationScope>
        {tab === 'requests' && canModerate && <JoinRequests club={club} onChange={onChange} />}
        {tab === 'analytics' && canModerate && <AnalyticsTab page={page} />}
        {tab === 'moderation' && canModerate && <ModerationTab page={page} />}
      </section>
    </div>
  );
}

/** Join (an open club), ask to join (a closed one), the pending request, or leave; sign-in first for visitors. */
function Membership({ club, onChange }: { club: Club; onChange: (change: Partial<Club>) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signedIn } = useMember();
  const { localize } = useLocalize();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function join() {
    setBusy(true);
    setError(null);
    const answer = await client.clubs.requestToJoin(club.id);
    setBusy(false);
    if (!answer.success) return setError(messageOf(answer.error, t));
    if (answer.data.status === 'approved') {
      onChange({ isMember: true, role: 'member', members: club.members + 1 });
      setNotice(t('clubs.join.joined'));
    } else {
      onChange({ requestPending: true });
      setNotice(t('clubs.join.requested'));
    }
  }

  async function leave() {
    if (!window.confirm(t('clubs.join.confirmLeave', { name: club.name }))) return;
    setBusy(true);
    setError(null);
    const answer = await client.clubs.leave(club.id);
    setBusy(false);
    if (!answer.success) return setError(messageOf(answer.error, t));
    onChange({ isMember: false, role: null, members: Math.max(0, club.members - 1) });
    setNotice(null);
  }

  let action = null;
  if (!signedIn)
    action = (
      <Link
        className={buttonClassName('primary', 'small')}
        to={signInPathFor(localize('/auth/sign-in'), `${location.pathname}${location.search}`)}
      >
        {club.privacy === 'open' ? t('clubs.join.join') : t('clubs.join.ask')}
      </Link>
    );
  else if (club.isOwner) action = null;
  else if (club.isMember)
    action = (
      <Button type="button" variant="secondary" size="small" disabled={busy} onClick={() => void leave()}>
        {t('clubs.join.leave')}
      </Button>
    );
  else if (club.requestPending)
    action = (
      <span className="badge" data-state="pending">
        {t('clubs.join.pending')}
      </span>
    );
  else
    action = (
      <Button type="button" variant="primary" size="small" disabled={busy} onClick={() => void join()}>
        {club.privacy === 'open' ? t('clubs.join.join') : t('clubs.join.ask')}
      </Button>
    );

  return (
    <span className="follow">
      {action}
      {notice && (
        <span className="follow__count" role="status">
          {notice}
        </span>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

function ClubTimeline({ club }: { club: Club }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'clubTimeline', clubId: club.id }, (page) => client.clubs.timeline(club.id, { page }));
  return (
    <FeedView
      name="clubTimeline"
      feed={feed}
      label={t('clubs.page.tabs.timeline')}
      empty={club.isMember ? t('clubs.timeline.empty') : t('clubs.timeline.emptyVisitor')}
    />
  );
}

function ClubMembers({ club, onChange }: { club: Club; onChange: (change: Partial<Club>) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const list = usePagedList<ClubMember>(`club-members-${club.id}`, page, 25, (query, signal) =>
    client.clubs.members(club.id, query, { signal }),
  );
  const moderation = useContext(PageModerationContext);
  const gone = (entry: ClubMember) => {
    list.setItems((items) => items.filter((item) => item.member.id !== entry.member.id));
    onChange({ members: Math.max(0, club.members - 1) });
  };

  async function remove(entry: ClubMember) {
    const name = memberName(entry.member);
    if (!window.confirm(t('clubs.membersTab.confirmRemove', { name }))) return;
    const answer = await client.clubs.removeMember(club.id, entry.member.id);
    if (!answer.success) return setError(messageOf(answer.error, t));
    gone(entry);
  }

  return (
    <>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      <ListState
        list={list}
        empty={t('clubs.membersTab.empty')}
        label={t('clubs.page.tabs.members')}
        rows={list.items.map((entry) => {
          // The owner's and admins' mute, and remove and ban (a member only; the moderation chunk's).
          const moderate = moderation?.member(entry.member, entry.role, () => gone(entry));
          return (
            <MemberRow key={entry.member.id} member={entry.member} note={t(`clubs.roles.${entry.role}`)}>
              {club.isOwner && entry.role !== 'owner' && (
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  aria-label={t('clubs.membersTab.removeNamed', { name: memberName(entry.member) })}
                  onClick={() => void remove(entry)}
                >
                  {t('clubs.membersTab.remove')}
                </Button>
              )}
              {moderate && (
                <Menu label={moderate.label} items={moderate.items} onSelect={moderate.select} variant="quiet" size="small" align="end" />
              )}
              {moderate?.note}
            </MemberRow>
          );
        })}
        footer={<Pager page={list.page} pages={totalPages(list)} onPage={setPage} />}
      />
    </>
  );
}

/** The pending join requests: approving makes the member a member at once; either answer takes the row out. */
function JoinRequests({ club, onChange }: { club: Club; onChange: (change: Partial<Club>) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload, set } = useLoaded(`club-requests-${club.id}`, (signal) =>
    client.clubs.joinRequests(club.id, { limit: 100 }, { signal }),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function respond(request: ClubJoinRequest, answer: 'approve' | 'decline') {
    setBusy(true);
    setError(null);
    const done = await client.clubs.respondToJoinRequest(club.id, request.id, answer);
    setBusy(false);
    if (!done.success) return setError(messageOf(done.error, t));
    set((requests) => ({ ...requests, items: requests.items.filter((known) => known.id !== request.id), total: requests.total - 1 }));
    onChange({
      pendingRequests: Math.max(0, club.pendingRequests - 1),
      ...(answer === 'approve' ? { members: club.members + 1 } : {}),
    });
  }

  if (state.status === 'loading') return <Loading shape="rows" />;
  if (state.status === 'error') return <LoadFailed error={state.error} onRetry={reload} />;
  return (
    <>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {state.data.items.length === 0 ? (
        <EmptyState title={t('clubs.requests.empty')} />
      ) : (
        <ul className="member-rows" aria-label={t('clubs.page.tabs.requests')}>
          {state.data.items.map((request) => {
            const name = memberName(request.member);
            return (
              <MemberRow key={request.id} member={request.member}>
                <Button
                  type="button"
                  variant="primary"
                  size="small"
                  disabled={busy}
                  aria-label={t('clubs.requests.approveNamed', { name })}
                  onClick={() => void respond(request, 'approve')}
                >
                  {t('clubs.requests.approve')}
                </Button>
                <Button
                  type="button"
                  variant="quiet"
                  size="small"
                  disabled={busy}
                  aria-label={t('clubs.requests.declineNamed', { name })}
                  onClick={() => void respond(request, 'decline')}
                >
                  {t('clubs.requests.decline')}
                </Button>
              </MemberRow>
            );
          })}
        </ul>
      )}
    </>
  );
}
