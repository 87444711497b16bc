import './search.css';
import { SEARCH_TYPES, type SearchGroup, type SearchHit, type SearchResults, type SearchType } from '@dealgrow/sdk';
import { buttonClassName, cardClassName, Tabs, tabPanelProps } from '@dealgrow/widgets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../common/load-state.tsx';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { HitRow } from './hit-row.tsx';
import { searchPath } from './search-path.ts';
import { searchStrings } from './strings.ts';
import { countText, totalText } from './totals.ts';

/** The longest search the server takes, in characters once trimmed (`SEARCH_MAX`, docs/search.md). */
export const SEARCH_MAX = 200;
/** Hits of each kind the "All" tab shows. */
export const SEARCH_OVERVIEW_LIMIT = 5;
/** Hits a kind's tab reads at a time ("Load more" reads as many again). */
export const SEARCH_PAGE_SIZE = 20;

/** The results page's tabs: every kind together, then one a kind. */
export type SearchTab = 'all' | SearchType;
const TABS: readonly SearchTab[] = ['all', ...SEARCH_TYPES];
const isKind = (value: string | null): value is SearchType => (SEARCH_TYPES as readonly string[]).includes(value ?? '');

type Answer = { status: 'loading' } | { status: 'ready'; results: SearchResults } | { status: 'error' };

/**
 * The results page (`/search?q=…&type=…`), reached from the header's box: a tab for every kind with its total, "All"
 * showing each kind's first hits with a link to its tab, a kind's tab its hits with "Load more". Without words, ideas
 * of what to type; without a hit, what to try instead.
 */
export function SearchScreen() {
  const ready = useAreaStrings('search', searchStrings);
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const type = params.get('type');
  const tab: SearchTab = isKind(type) ? type : 'all';
  const overview = useOverview(q);

  if (!ready) return <div className="container page search-page" aria-busy="true" />;
  if (!q) return <EmptySearch />;

  const groups = overview.status === 'ready' ? overview.results.groups : [];
  const groupOf = (kind: SearchType) => groups.find((group) => group.type === kind);
  const title = (name: SearchTab) => {
    const kind = name === 'all' ? t('all') : t(`kinds.${name}`);
    const counted = name === 'all' ? groups : groups.filter((group) => group.type === name);
    if (overview.status !== 'ready' || counted.length === 0) return kind;
    return t('tabTotal', { kind, count: countText(counted) });
  };

  return (
    <div className="container page search-page">
      <header className="page-header">
        <h1>{t('titleFor', { q })}</h1>
      </header>
      <Tabs
        id="search"
        label={t('tabsLabel')}
        names={TABS}
        selected={tab}
        title={title}
        onSelect={(name) => setParams(name === 'all' ? { q } : { q, type: name })}
      />
      <section {...tabPanelProps('search', tab)} className="search-page__panel">
        {overview.status === 'loading' && <Loading shape="rows" label={t('loading')} />}
        {overview.status === 'error' && <Failed onRetry={overview.retry} />}
        {overview.status === 'ready' &&
          (tab === 'all' ? (
            <AllKinds q={q} groups={groups} />
          ) : (
            <KindHits key={`${tab}-${q}`} q={q} kind={tab} total={groupOf(tab)?.total ?? 0} more={groupOf(tab)?.more ?? false} />
          ))}
      </section>
    </div>
  );
}

/** Every kind's first hits and totals for `q` (one request), again when `q` changes or on `retry`. */
function useOverview(q: string): Answer & { retry: () => void } {
  const { client } = useSession();
  const [answer, setAnswer] = useState<Answer & { q: string }>({ status: 'loading', q });
  const [tries, setTries] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tries` asks again (retry).
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    setAnswer({ status: 'loading', q });
    void client.search(q, { limit: SEARCH_OVERVIEW_LIMIT }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer(result.success ? { status: 'ready', results: result.data, q } : { status: 'error', q });
    });
    return () => controller.abort();
  }, [client, q, tries]);
  const retry = useCallback(() => setTries((count) => count + 1), []);
  // An answer for other words (the first render after `q` changed) is not shown.
  return answer.q === q ? { ...answer, retry } : { status: 'loading', retry };
}

/** The "All" tab: each kind with hits, in the server's order (best match first), its first hits and a link to its tab. */
function AllKinds({ q, groups }: { q: string; groups: SearchGroup[] }) {
  const { t } = useTranslation('search');
  const { localize } = useLocalize();
  const found = groups.filter((group) => group.items.length > 0);
  if (found.length === 0) return <NoHit q={q} />;
  return (
    <>
      {found.map((group) => (
        <section key={group.type} className={cardClassName('search-group')} aria-labelledby={`search-group-${group.type}`}>
          <h2 id={`search-group-${group.type}`} className="search-group__title">
            {t(`kinds.${group.type}`)} <span className="search-group__total">{totalText(t, [group])}</span>
          </h2>
          <ul className="search-hits" aria-label={t(`kinds.${group.type}`)}>
            {group.items.map((hit) => (
              <HitRow key={`${hit.type}-${hit.id}`} hit={hit} />
            ))}
          </ul>
          {(group.total > group.items.length || group.more) && (
            <Link className={buttonClassName('secondary', 'small')} to={localize(searchPath(q, group.type))}>
              {t(group.more ? 'seeKindMore' : 'seeKind', { count: group.total, kind: t(`kinds.${group.type}`) })}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}

interface Walk {
  hits: AsyncIterator<SearchHit>;
  live: boolean;
}

/** A kind's tab: its hits, `SEARCH_PAGE_SIZE` at a time, "Load more" following the server's cursors. */
function KindHits({ q, kind, total, more: holdsMore }: { q: string; kind: SearchType; total: number; more: boolean }) {
  const { t } = useTranslation('search');
  const { client } = useSession();
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [done, setDone] = useState(false);
  const walk = useRef<Walk | null>(null);

  const more = useCallback(async (current: Walk) => {
    setStatus('loading');
    const page: SearchHit[] = [];
    try {
      while (page.length < SEARCH_PAGE_SIZE) {
        const step = await current.hits.next();
        if (step.done) {
          if (current.live) setDone(true);
          break;
        }
        page.push(step.value);
      }
      if (!current.live) return;
      setHits((before) => [...before, ...page]);
      setStatus('ready');
    } catch {
      if (current.live) setStatus('error');
    }
  }, []);

  const start = useCallback(() => {
    const current: Walk = { hits: client.search.each(kind, q, { limit: SEARCH_PAGE_SIZE })[Symbol.asyncIterator](), live: true };
    walk.current = current;
    setHits([]);
    setDone(false);
    void more(current);
    return current;
  }, [client, kind, q, more]);

  useEffect(() => {
    const current = start();
    return () => {
      current.live = false;
      void current.hits.return?.();
    };
  }, [start]);

  if (total === 0 && !holdsMore) return <NoHit q={q} kind={kind} />;
  const moreLeft = !done && (hits.length < total || holdsMore);
  return (
    <div className={cardClassName('search-group')}>
      <p className="search-group__total">{totalText(t, [{ total, more: holdsMore }])}</p>
      {hits.length > 0 && (
        <ul className="search-hits" aria-label={t(`kinds.${kind}`)}>
          {hits.map((hit) => (
            <HitRow key={`${hit.type}-${hit.id}`} hit={hit} />
          ))}
        </ul>
      )}
      {status === 'loading' && <Loading shape={hits.length === 0 ? 'rows' : undefined} label={t('loading')} />}
      {status === 'error' && <Failed onRetry={() => (hits.length === 0 || !walk.current ? start() : more(walk.current))} />}
      {status === 'ready' && moreLeft && (
        <button type="button" className={buttonClassName('secondary')} onClick={() => walk.current && more(walk.current)}>
          {t('loadMore')}
        </button>
      )}
    </div>
  );
}

/** Nothing found: what to try instead. */
function NoHit({ q, kind }: { q: string; kind?: SearchType }) {
  const { t } = useTranslation('search');
  return (
    <div className="empty-state search-page__none">
      <p className="search-page__none-title">{kind ? t('noHitKind', { q, kind: t(`kinds.${kind}`) }) : t('noHit', { q })}</p>
      <p>{t('noHitTips')}</p>
    </div>
  );
}

/** The search failed: a way to try again. */
function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <div className="notice notice--danger load-state" role="alert">
      <span>{t('failed')}</span>
      <button type="button" className={buttonClassName('secondary', 'small')} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** The page without words: what one can type in the box. */
function EmptySearch() {
  const { t } = useTranslation('search');
  return (
    <div className="container page search-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
      </header>
      <section className={cardClassName('search-group search-page__ideas')} aria-labelledby="search-ideas">
        <h2 id="search-ideas">{t('emptyTitle')}</h2>
        <p>{t('emptyLead')}</p>
        <ul>
          <li>{t('tips.company')}</li>
          <li>{t('tips.hashtag')}</li>
          <li>{t('tips.username')}</li>
          <li>{t('tips.operators')}</li>
        </ul>
      </section>
    </div>
  );
}
