import './posts.css';
import '../common/network.css';
import type { FeedData } from '@dealgrow/sdk/state';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { NotFoundScreen } from '../common/not-found.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { PageModerationScope, usePostModerationPage } from '../moderation/page-moderation.tsx';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';
import { CommentsSection } from './comments-section.tsx';
import { LikesSection } from './likes-section.tsx';
import { PostItem } from './post-item.tsx';
import type { Post } from './types.ts';
import { UndoToast } from './undo-toast.tsx';

const selectPending = (data: FeedData) => data.pendingDeletions;

/** `/post/{id}`: the post, who likes it, and its comments with one level of replies. A post one may not see is not found. */
export function PostDetailScreen() {
  const { id: raw = '' } = useParams();
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen />;
  return <PostLoader id={id} />;
}

function PostLoader({ id }: { id: number }) {
  const { client, status } = useSession();
  const post = useLoaded<Post>(`post-${id}`, (signal) => client.posts.getPost(id, { signal }));
  if (status === 'checking' || post.state.status === 'loading')
    return (
      <div className="container page">
        <Loading shape="detail" />
      </div>
    );
  if (post.state.status === 'error') {
    if (post.state.error.status === 404 || post.state.error.status === 400) return <NotFoundScreen />;
    return (
      <div className="container page">
        <LoadFailed error={post.state.error} onRetry={post.reload} />
      </div>
    );
  }
  return <PostDetail post={post.state.data} onChange={(changed) => post.set(changed)} />;
}

// "Report" (docs/accounts.md "Blocking and reporting") downloads with the first post page of someone else's post.
const ReportPostAction = lazy(() => import('../trust/member-actions.tsx').then((module) => ({ default: module.ReportPostAction })));

function PostDetail({ post, onChange }: { post: Post; onChange: (post: Post) => void }) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { signedIn } = useMember();
  const { localize } = useLocalize();
  const navigate = useNavigate();
  const pending = useSliceState(state.feed, selectPending);
  const tracked = useRef<number | null>(null);
  const author = `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username;

  useEffect(() => {
    if (!signedIn || tracked.current === post.id) return;
    tracked.current = post.id;
    // A view that fails to count changes nothing on the page.
    void client.posts.trackPostView(post.id);
  }, [client, post.id, signedIn]);

  const waiting = pending[post.id] === true;
  // A page's post: its moderators act on it and its comments from here (docs/moderation.md "App").
  const moderated = usePostModerationPage(post);
  return (
    <PageModerationScope page={moderated}>
      <div className="container page page--reading posts-page post-detail" data-post={post.id}>
        <h1 className="visually-hidden">{t('posts.postBy', { name: author })}</h1>
        {waiting ? (
          <p className="empty-state">{t('posts.deleted')}</p>
        ) : (
          <PostItem
            post={post}
            countLinks={false}
            extra={
              signedIn && !post.canEdit ? (
                <Suspense fallback={null}>
                  <ReportPostAction postId={post.id} />
                </Suspense>
              ) : undefined
            }
            onChange={onChange}
            onShared={() => navigate(localize('/'))}
            onDeleted={(deleted) => {
              if (deleted) navigate(localize('/'), { replace: true });
            }}
          />
        )}
        {!waiting && (
          <>
            <LikesSection post={post} />
            <CommentsSection post={post} onCount={(comments) => onChange({ ...post, comments })} />
          </>
        )}
        <UndoToast />
      </div>
    </PageModerationScope>
  );
}
