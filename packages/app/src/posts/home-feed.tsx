import './posts.css';
import { buttonClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeStrings } from '../i18n/home-strings.ts';
import { useAreaStrings } from '../i18n/use-area-strings.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import { ComposerBox } from './composer-box.tsx';
import { FeedView } from './feed-view.tsx';
import { useFeed } from './use-feed.ts';

const HOME = { feed: 'home' } as const;

/**
 * The signed-in home's feed (SPEC §2): the "Start a post" box opening the composer, then my posts, my connections', followed companies' and
 * joined clubs', newest first, a page at a time. A new post or share reloads the feed from its first page.
 */
export function HomeFeed() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { localize } = useLocalize();
  const feed = useFeed(HOME, (page) => client.posts.homeFeed({ page }));
  // The empty feed's next step, in the `home` strings (loaded with the composer box's).
  const homeReady = useAreaStrings('home', homeStrings);
  const { t: home } = useTranslation('home');
  const findPeople = homeReady && (
    <Link to={localize('/network')} className={buttonClassName('secondary', 'small')}>
      {home('feed.findPeople')}
    </Link>
  );
  return (
    <div className="home-feed">
      <ComposerBox onPosted={feed.reload} />
      <section aria-labelledby="home-feed-title" className="home-feed__feed">
        <h2 id="home-feed-title">{t('posts.home.title')}</h2>
        <p className="home-feed__mentions">
          <Link to={localize('/feed/mentions')}>{t('posts.mentions.open')}</Link>
        </p>
        <FeedView
          name="home"
          feed={feed}
          label={t('posts.home.title')}
          empty={t('posts.home.empty')}
          emptyAction={findPeople}
          onShared={feed.reload}
        />
      </section>
    </div>
  );
}
