import './posts.css';
import './search.css';
import { Button } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { FeedView } from './feed-view.tsx';
import { useFeed } from './use-feed.ts';

/** The longest search the server takes (`GET /post/search`, docs/posts.md). */
export const POST_SEARCH_MAX = 200;

/**
 * Post search (`/search/posts?q=…`), beside the search of everything (`/search?q=…`) that the header's box opens: the posts
 * the visitor may see whose words match, newest first, in the feed's view (likes, comments, share, delete with undo)
 * and paging ("Show more posts").
 */
export function PostSearchScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, POST_SEARCH_MAX);
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  // The box follows the URL when history (or a link) changes the query.
  if (shown !== q) {
    setShown(q);
    setDraft(q);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.trim()) setParams({ q: draft.trim() });
  }

  return (
    <div className="container page page--reading posts-page post-search">
      <header className="page-header">
        <h1>{t('posts.search.title')}</h1>
        <p className="lead">{t('posts.search.lead')}</p>
      </header>
      <search>
        <form className="post-search__form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="post-search-input">{t('posts.search.label')}</label>
            <input
              id="post-search-input"
              type="search"
              name="q"
              maxLength={POST_SEARCH_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" variant="primary" disabled={!draft.trim()}>
            {t('posts.search.submit')}
          </Button>
        </form>
      </search>
      {q ? (
        <>
          <p className="post-search__other">
            <Link to={`${localize('/search')}?${new URLSearchParams({ q, type: 'members' })}`}>{t('posts.search.members', { q })}</Link>
          </p>
          <SearchResults q={q} />
        </>
      ) : (
        <p className="empty-state">{t('posts.search.prompt')}</p>
      )}
    </div>
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'search', q }, (page) => client.posts.search(q, { page }));
  return <FeedView name="search" feed={feed} label={t('posts.search.results')} empty={t('posts.search.empty', { q })} />;
}
