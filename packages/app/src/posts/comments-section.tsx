import { relativeTime } from '@dealgrow/sdk/format';
import { Button, cardClassName, Menu, PostText } from '@dealgrow/widgets';
import { type FormEvent, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { usePagedList } from '../common/use-paged-list.ts';
import { PageModerationContext } from '../moderation/page-moderation-context.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { MentionInput } from './mention-input.tsx';
import { useSiteLink } from './post-item.tsx';
import type { CommentThread, Post, PostComment } from './types.ts';

const COMMENTS_PAGE = 20;

/**
 * A post's comments, newest first, each with its replies (one level: a reply to a reply joins the thread); the
 * form to comment when the post's comment permission lets the member (the server decides and says why not).
 */
export function CommentsSection({ post, onCount }: { post: Post; onCount: (comments: number) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signedIn } = useMember();
  const [round, setRound] = useState(0);
  const [page, setPage] = useState(1);
  const list = usePagedList<CommentThread>(`comments-${post.id}-${round}`, page, COMMENTS_PAGE, (query, signal) =>
    client.posts.postComments(post.id, query, { signal }),
  );
  const pages = Math.max(1, Math.ceil(list.total / COMMENTS_PAGE));
  const changed = (delta: number) => {
    onCount(Math.max(0, post.comments + delta));
    setRound((value) => value + 1);
  };

  return (
    <section id="comments" className={cardClassName('post-comments')} aria-labelledby="comments-title">
      <h2 id="comments-title">{t('posts.comments', { count: post.comments })}</h2>
      {signedIn && post.commentPermission !== 'no-one' && (
        <CommentForm postId={post.id} id="comment-form" label={t('posts.commentForm.label')} onDone={() => changed(1)} />
      )}
      {post.commentPermission === 'no-one' && <p className="field-hint">{t('posts.commentForm.off')}</p>}
      {list.error && <LoadFailed error={list.error} />}
      {!list.loading && !list.error && list.items.length === 0 && <p className="empty-state">{t('posts.noComments')}</p>}
      {list.items.length > 0 && (
        <ol className="comment-threads" aria-label={t('posts.comments', { count: post.comments })}>
          {list.items.map((thread) => (
            <li key={thread.id} className="comment-thread">
              <CommentView post={post} comment={thread} onChanged={changed} canReply={signedIn && post.commentPermission !== 'no-one'} />
              {thread.replies.length > 0 && (
                <ol className="comment-replies" aria-label={t('posts.replies', { count: thread.repliesTotal })}>
                  {thread.replies.map((reply) => (
                    <li key={reply.id}>
                      <CommentView post={post} comment={reply} onChanged={changed} canReply={false} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="network-pager" aria-label={t('posts.commentPages')}>
          <Button type="button" variant="secondary" size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('network.pager.previous')}
          </Button>
          <span className="network-pager__where">{t('network.pager.pageOf', { page, pages })}</span>
          <Button type="button" variant="secondary" size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('network.pager.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

/** A comment with its author's actions and, on a page's post, its moderators' menu (moderation/page-moderation-context.ts). */
function CommentView({
  post,
  comment,
  onChanged,
  canReply,
}: {
  post: Post;
  comment: PostComment;
  onChanged: (delta: number) => void;
  canReply: boolean;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { lang, localize } = useLocalize();
  const link = useSiteLink();
  const [mode, setMode] = useState<'reply' | 'edit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim() || comment.author.username;
  const postId = post.id;
  const gone = () => onChanged(comment.parentId === null ? -1 : 0);
  const moderation = useContext(PageModerationContext)?.comment(post, comment, gone);

  async function remove() {
    if (!window.confirm(t('posts.commentForm.confirmDelete'))) return;
    const answer = await client.posts.deletePostComment(postId, comment.id);
    if (answer.success) gone();
    else setError(messageOf(answer.error, t));
  }

  return (
    <article className="comment" data-comment={comment.id} aria-label={t('posts.commentBy', { name })}>
      <header className="comment__head">
        <img className="comment__photo" src={comment.author.profilePhotoUrl} alt="" width={32} height={32} />
        <Link to={localize(`/${encodeURIComponent(comment.author.username)}`)}>{name}</Link>
        <time dateTime={comment.created_at}>{relativeTime(comment.created_at, Date.now(), lang)}</time>
      </header>
      {mode === 'edit' ? (
        <CommentForm
          postId={postId}
          id={`comment-edit-${comment.id}`}
          label={t('posts.commentForm.edit')}
          initial={comment.body}
          commentId={comment.id}
          onDone={() => {
            setMode(null);
            onChanged(0);
          }}
        />
      ) : (
        <PostText text={comment.body} lang={lang} appUrl="" renderLink={link} className="post-text comment__body" />
      )}
      <div className="comment__actions">
        {canReply && (
          <Button
            type="button"
            variant="quiet"
            size="small"
            aria-expanded={mode === 'reply'}
            onClick={() => setMode(mode === 'reply' ? null : 'reply')}
          >
            {t('posts.commentForm.reply')}
          </Button>
        )}
        {comment.canEdit && (
          <Button
            type="button"
            variant="quiet"
            size="small"
            aria-expanded={mode === 'edit'}
            onClick={() => setMode(mode === 'edit' ? null : 'edit')}
          >
            {t('posts.commentForm.editOpen')}
          </Button>
        )}
        {comment.canDelete && (
          <Button type="button" variant="quiet" size="small" onClick={() => void remove()}>
            {t('posts.commentForm.delete')}
          </Button>
        )}
        {moderation && <Menu label={moderation.label} items={moderation.items} onSelect={moderation.select} variant="quiet" size="small" />}
      </div>
      {moderation?.note}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {mode === 'reply' && (
        <CommentForm
          postId={postId}
          id={`reply-${comment.id}`}
          label={t('posts.commentForm.replyTo', { name })}
          parentId={comment.id}
          onDone={() => {
            setMode(null);
            onChanged(0);
          }}
        />
      )}
    </article>
  );
}

/** Writes a comment, a reply (`parentId`) or a change to one (`commentId`). */
function CommentForm({
  postId,
  id,
  label,
  parentId,
  commentId,
  initial = '',
  onDone,
}: {
  postId: number;
  id: string;
  label: string;
  parentId?: number;
  commentId?: number;
  initial?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) return;
    setSending(true);
    const answer =
      commentId === undefined
        ? await client.posts.addPostComment(postId, { body: body.trim(), ...(parentId === undefined ? {} : { parentId }) })
        : await client.posts.editPostComment(postId, commentId, { body: body.trim() });
    setSending(false);
    if (answer.success) {
      setBody('');
      setError(null);
      onDone();
    } else setError(messageOf(answer.error, t));
  }

  return (
    <form className="comment-form" onSubmit={submit} data-form={id}>
      <MentionInput id={id} label={label} value={body} onChange={setBody} rows={2} maxLength={1250} required error={error} />
      <Button type="submit" variant="primary" size="small" disabled={sending || !body.trim()}>
        {commentId === undefined ? t('posts.commentForm.send') : t('posts.commentForm.save')}
      </Button>
    </form>
  );
}
