import { Button, Menu } from '@dealgrow/widgets';
import { type FormEvent, type ReactNode, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../common/messages.ts';
import { PageModerationContext } from '../moderation/page-moderation-context.ts';
import { useMember, useSession } from '../session/session.tsx';
import { MentionInput } from './mention-input.tsx';
import type { Post } from './types.ts';

/** The forms a post opens in place: share it with a quote, or (its author) edit it. */
export type PostForm = 'share' | 'edit';

export interface PostActionsProps {
  post: Post;
  /** The form open under the post, if any (Share opens from the card's own action). */
  open: PostForm | null;
  onOpen: (form: PostForm | null) => void;
  /** The last action's refusal, shown here. */
  error: string | null;
  onError: (error: string | null) => void;
  /** The post changed (an edit, a share's count). */
  onChange: (post: Post) => void;
  /** A share of it was posted. */
  onShared?: ((share: Post) => void) | undefined;
  /** The author deleted it (the undo is the feed slice's). */
  onDeleted?: ((deleted: boolean) => void) | undefined;
  /** More of the screen's own, after the author's buttons. */
  extra?: ReactNode;
}

/**
 * What the post card leaves to the app, under its actions: the menu (the author's Edit and Delete; a page moderator's
 * entries on the page's content, given by the page: moderation/page-moderation-context.ts), the share and edit forms,
 * and the message of an action the server refused.
 */
export function PostActions({ post, open, onOpen, error, onError, onChange, onShared, onDeleted, extra }: PostActionsProps) {
  const { t } = useTranslation();
  const { client, state } = useSession();
  const { signedIn } = useMember();

  async function remove() {
    onError(null);
    // SPEC §4: marked deleted at once; the delete call goes after 3 s unless Undo (the toast) cancels it.
    const deleted = await state.feed.getState().deletePost(post.id, async () => (await client.posts.deletePost(post.id)).success);
    onDeleted?.(deleted);
  }

  const own = signedIn && post.canEdit;
  // Removed by a moderator: gone from the feed (marked deleted) and, where the screen says so, from the page.
  const moderation = useContext(PageModerationContext)?.post(post, () => {
    onChange({ ...post, deletedAt: new Date().toISOString() });
    onDeleted?.(true);
  });
  const items = [
    ...(own
      ? [
          { id: 'edit', label: t('posts.edit.open') },
          { id: 'delete', label: t('posts.delete'), danger: true },
        ]
      : []),
    ...(moderation?.items ?? []),
  ];
  if (items.length === 0 && !error && !open && !extra) return null;
  return (
    <div className="post-actions">
      {(items.length > 0 || extra) && (
        <div className="post-actions__buttons">
          {items.length > 0 && (
            <Menu
              label={t('posts.actions')}
              variant="quiet"
              size="small"
              items={items}
              onSelect={(id) =>
                id === 'edit' ? onOpen(open === 'edit' ? null : 'edit') : id === 'delete' ? void remove() : moderation?.select(id)
              }
            />
          )}
          {extra}
        </div>
      )}
      {moderation?.note}
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
      {open === 'share' && (
        <ShareForm
          post={post}
          onDone={(share) => {
            onOpen(null);
            onChange({ ...post, shares: post.shares + 1 });
            onShared?.(share);
          }}
        />
      )}
      {open === 'edit' && (
        <EditForm
          post={post}
          onDone={(changed) => {
            onOpen(null);
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
      <Button type="submit" variant="primary" size="small" disabled={sending}>
        {t('posts.share.submit')}
      </Button>
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
      <Button type="submit" variant="primary" size="small" disabled={saving || (post.kind === 'body' && !body.trim())}>
        {t('posts.edit.save')}
      </Button>
    </form>
  );
}
