import { relativeTime } from '@dealgrow/sdk/format';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../common/load-state.tsx';
import { usePagedList } from '../common/use-paged-list.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useSession } from '../session/session.tsx';
import type { Liker, Post } from './types.ts';

const LIKES_PAGE = 20;

/** Who likes a post, newest first, 20 a page with "Show more". */
export function LikesSection({ post }: { post: Post }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { lang, localize } = useLocalize();
  const [page, setPage] = useState(1);
  const [earlier, setEarlier] = useState<Liker[]>([]);
  const list = usePagedList<Liker>(`likes-${post.id}-${post.likes}`, page, LIKES_PAGE, (query, signal) =>
    client.posts.postLikes(post.id, query, { signal }),
  );
  // A like or unlike changes the list: read it again from its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the count changing is what starts the list over.
  useEffect(() => {
    setPage(1);
    setEarlier([]);
  }, [post.likes]);
  const likers = [...earlier, ...list.items];
  return (
    <section id="likes" className={cardClassName('post-likes')} aria-labelledby="likes-title">
      <h2 id="likes-title">{t('posts.likes', { count: post.likes })}</h2>
      {list.error && <LoadFailed error={list.error} />}
      {!list.loading && likers.length === 0 && !list.error && <p className="empty-state">{t('posts.noLikes')}</p>}
      {/* The rows' place while the first page loads (the count is known), so the comments below do not move down. */}
      {list.loading && likers.length === 0 && post.likes > 0 && (
        <div className="member-rows--pending" aria-hidden="true" style={{ '--rows': Math.min(post.likes, LIKES_PAGE) } as CSSProperties} />
      )}
      {likers.length > 0 && (
        <ul className="member-rows">
          {likers.map((liker) => (
            <li key={liker.member.id} className="member-row">
              <img className="member-row__photo" src={liker.member.profilePhotoUrl} alt="" width={48} height={48} />
              <div className="member-row__main">
                <Link to={localize(`/${encodeURIComponent(liker.member.username)}`)}>
                  {liker.member.firstName} {liker.member.lastName}
                </Link>
                <time className="member-row__meta" dateTime={liker.liked_at}>
                  {relativeTime(liker.liked_at, Date.now(), lang)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page * LIKES_PAGE < list.total && !list.loading && (
        <Button
          type="button"
          variant="secondary"
          size="small"
          onClick={() => {
            setEarlier(likers);
            setPage(page + 1);
          }}
        >
          {t('posts.moreLikes')}
        </Button>
      )}
    </section>
  );
}
