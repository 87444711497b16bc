import './posts.css';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../session/session.tsx';
import { FeedView } from './feed-view.tsx';
import { useFeed } from './use-feed.ts';

/** `/tag/{tag}` (SPEC §2): the posts with `#tag`, newest first; the feed keeps each post once (SPEC §4). */
export function HashtagScreen() {
  const { tag: raw = '' } = useParams();
  const tag = raw.replace(/^#/, '');
  const { t } = useTranslation();
  const { client } = useSession();
  const feed = useFeed({ feed: 'hashtag', tag: tag.toLowerCase() }, (page) => client.posts.hashtagFeed(tag, { page }));
  return (
    <div className="container page page--reading posts-page" data-tag={tag}>
      <header className="page-header">
        <h1>#{tag}</h1>
        <p className="lead">{t('posts.hashtag.lead', { tag })}</p>
      </header>
      <FeedView name="hashtag" feed={feed} label={t('posts.hashtag.label', { tag })} empty={t('posts.hashtag.empty', { tag })} />
    </div>
  );
}
