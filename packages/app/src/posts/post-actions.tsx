import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../deals/messages.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { MentionInput } from './mention-input.tsx';
import type { Post } from './types.ts';

export interface PostActionsProps {
  post: Post;
  /** The post changed (a like, an edit, a vote). */
  onChange: (post: Post) => void;
  /** A share of it was posted. */
  onShared?: (share: Post) => void;
  /** The author deleted it (the undo is the feed slice's). */
  onDeleted?: (deleted: boolean) => void;
}

/** What a member does with a post: like it, open its comments and likes, share it with a quote, edit or delete their own. */
export function PostActions({ post, onChange, onShared, onDeleted }: PostActionsProps) {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  const { client, state } = useSession();
  const { signedIn } = useMember();
  const [open, setOpen] = useState<'share' | 'edit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [liking, setLiking] = useState(false);

  async function like() {
    setLiking(true);
    const answer = await client.posts.togglePostLike(post.id);
    setLiking(false);
    if (answer.success) onChange({ ...post, didLike: answer.data.liked, likes: answer.data.likes });
    else setError(messageOf(answer.error, t));
  }

  async function remove() {
    setError(null);
    // SPEC §4: marked deleted at once; the delete call goes after 3 s unless Undo (the toast) cancels it.
    const deleted = await state.feed.getState().deletePost(post.id, async () => (await client.posts.deletePost(post.id)).success);
    onDeleted?.(deleted);
  }

  return (
    <div className="post-actions">
      <div className="post-actions__counts">
        <Link to={localize(`/post/${post.id}#likes`)}>{t('posts.likes', { count: post.likes })}</Link>
        <Link to={localize(`/post/${post.id}#comments`)}>{t('posts.comments', { count: post.comments })}</Link>
        {post.shares > 0 && <span>{t('posts.shares', { count: post.shares })}</span>}
      </div>
      {signedIn && (
        <div className="post-actions__buttons">
          <button
            type="button"
            className="button button--small button--quiet"
            aria-pressed={post.didLike}
            disabled={liking}
            onClick={() => void like()}
          >
            {post.didLike ? t('posts.liked') : t('posts.like')}
          </button>
          <Link to={localize(`/post/${post.id}#comment-form`)} className="button button--small button--quiet">
            {t('posts.comment')}
          </Link>
          {post.visible === 'public' && (
            <button
              type="button"
              className="button button--small button--quiet"
              aria-expanded={open === 'share'}
              onClick={() => setOpen(open === 'share' ? null : 'share')}
            >
              {t('posts.share.open')}
            </button>
          )}
          {post.canEdit && (
            <>
              <button
                type="button"
                className="button button--small button--quiet"
                aria-expanded={open === 'edit'}
                onClick={() => setOpen(open === 'edit' ? null : 'edit')}
              >
                {t('posts.edit.open')}
              </button>
              <button type="button" className="button button--small button--quiet" onClick={() => void remove()}>
                {t('posts.delete')}
              </button>
            </>
          )}
        </div>
      )}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {open === 'share' && (
        <ShareForm
          post={post}
          onDone={(share) => {
            setOpen(null);
            onChange({ ...post, shares: post.shares + 1 });
            onShared?.(share);
          }}
        />
      )}
      {open === 'edit' && (
        <EditForm
          post={post}
          onDone={(changed) => {
            setOpen(null);
            onChange(changed);
          }}
        />
      )}
    </div>
  );
}

/** Share with a quote (SPEC §7 share-post {body}): a new post of the member's quoting this one. */
function ShareForm({ post, onDone }: { post: Post; onDone: (share: Post) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    const answer = await client.posts.sharePost(post.id, body.trim() ? { body: body.trim() } : {});
    setSending(false);
    if (answer.success) onDone(answer.data);
    else setError(messageOf(answer.error, t));
  }

  return (
    <form className="post-actions__form" onSubmit={submit}>
      <MentionInput id={`share-${post.id}`} label={t('posts.share.quote')} value={body} onChange={setBody} rows={3} maxLength={3000} />
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--small button--primary" disabled={sending}>
        {t('posts.share.submit')}
      </button>
    </form>
  );
}

/** Edit one's own post: its text, and its title when it has one (PATCH /users/post/{id}). */
function EditForm({ post, onDone }: { post: Post; onDone: (post: Post) => void }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [body, setBody] = useState(post.body);
  const [title, setTitle] = useState(post.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titled = post.title !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const answer = await client.posts.editPost(post.id, { body: body.trim(), ...(titled && title.trim() ? { title: title.trim() } : {}) });
    setSaving(false);
    if (answer.success) onDone(answer.data);
    else setError(messageOf(answer.error, t));
  }

  return (
    <form className="post-actions__form" onSubmit={submit}>
      {titled && (
        <div className="field">
          <label htmlFor={`edit-title-${post.id}`}>{t('posts.composer.titleField')}</label>
          <input id={`edit-title-${post.id}`} value={title} maxLength={200} required onChange={(event) => setTitle(event.target.value)} />
        </div>
      )}
      <MentionInput id={`edit-${post.id}`} label={t('posts.edit.body')} value={body} onChange={setBody} rows={4} maxLength={3000} />
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--small button--primary" disabled={saving || (post.kind === 'body' && !body.trim())}>
        {t('posts.edit.save')}
      </button>
    </form>
  );
}
