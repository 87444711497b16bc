import './posts.css';
import { ALL_POSTS_PAGE_SIZE } from '@dealgrow/sdk/state';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session.tsx';
import { FeedView } from './feed-view.tsx';
import { useFeed } from './use-feed.ts';

const ALL = { feed: 'allPosts' } as const;

/** `/posts`: every post the visitor may see, newest first, 5 a page (SPEC §9). */
export function AllPostsScreen() {
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed(ALL, (page) => client.posts.allPosts({ page, limit: ALL_POSTS_PAGE_SIZE }));
  return (
    <div className="container page page--reading posts-page">
      <header className="page-header">
        <h1>{t('posts.all.title')}</h1>
        <p className="lead">{t('posts.all.lead')}</p>
      </header>
      <FeedView name="allPosts" feed={feed} label={t('posts.all.title')} empty={t('posts.all.empty')} />
    </div>
  );
}
