import './posts.css';
import './search.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { FeedView } from './feed-view.tsx';
import { useFeed } from './use-feed.ts';

const MENTIONS = { feed: 'mentions' } as const;

/**
 * "Mentioned you" (`/feed/mentions`, members): the posts by others that mention the member (`@[Name](username)`),
 * newest first, only those they may see, in the feed's view and paging.
 */
export function MentionsScreen() {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { client } = useSession();
  const feed = useFeed(MENTIONS, (page) => client.posts.mentions({ page }));
  return (
    <div className="container page page--reading posts-page post-mentions">
      <header className="page-header">
        <h1>{t('posts.mentions.title')}</h1>
        <p className="lead">{t('posts.mentions.lead')}</p>
      </header>
      <p className="post-search__other">
        <Link to={localize('/')}>{t('posts.mentions.home')}</Link>
      </p>
      <FeedView name="mentions" feed={feed} label={t('posts.mentions.label')} empty={t('posts.mentions.empty')} />
    </div>
  );
}
