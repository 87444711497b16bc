import './posts.css';
import { dateInSentence, type PostActionDetail, PostCard, type PostLinkProps } from '@dealgrow/widgets';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { messageOf } from '../common/messages.ts';
import { signInPathFor } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { PostActions, type PostForm } from './post-actions.tsx';
import type { Post } from './types.ts';

/**
 * The links of the widgets' post card and post text, through the app's router in the page's language: a mention reads
 * "@Name", and the time link names the post for screen readers ("2h Open the post").
 */
export function useSiteLink(): (link: PostLinkProps) => ReactNode {
  const { t } = useTranslation();
  const { localize } = useLocalize();
  return useCallback(
    ({ path, part, children, ...attributes }: PostLinkProps) => (
      <Link to={localize(path)} part={part} {...attributes}>
        {part === 'mention' && '@'}
        {children}
        {part.startsWith('time') && <span className="visually-hidden"> {t('posts.open')}</span>}
      </Link>
    ),
    [localize, t],
  );
}

export interface PostItemProps {
  post: Post;
  /** The post changed (a like, a vote, an edit, a share's count). */
  onChange: (post: Post) => void;
  /** A share of it was posted. */
  onShared?: ((share: Post) => void) | undefined;
  /** The author deleted it (the undo is the feed slice's). */
  onDeleted?: ((deleted: boolean) => void) | undefined;
  /** More of the screen's own under the actions (a company manager's pin button). */
  extra?: ReactNode;
  /**
   * The counts as links to the post page's likes and comments, above the actions (feeds); false keeps them inside the
   * actions ("Like 3"), for the post page, whose own sections list the likes and the comments.
   */
  countLinks?: boolean;
}

/**
 * A post in the app: the widgets' `PostCard` (every kind, SPEC §3) with the app's links, and its actions taken over in
 * place (`onAction`): like, vote, share with a quote, comment on the post page. Around the card's own parts the app adds
 * the kind and visibility, who wrote a company's or club's post, a product's type and questions, when a poll ends, the
 * counts linking to the post page's likes and comments, and the author's edit and delete.
 */
export function PostItem({ post, onChange, onShared, onDeleted, extra, countLinks = true }: PostItemProps) {
  const { t } = useTranslation();
  const { lang, localize } = useLocalize();
  const { client } = useSession();
  const { signedIn } = useMember();
  const navigate = useNavigate();
  const location = useLocation();
  const link = useSiteLink();
  const [open, setOpen] = useState<PostForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const page = localize(`/post/${post.id}`);
  const person = `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username;

  async function like() {
    // Like or take it back, never SPEC's GET toggle: a retried call cannot flip it back.
    const answer = await (post.didLike ? client.posts.unlike(post.id) : client.posts.like(post.id));
    if (answer.success) onChange({ ...post, didLike: answer.data.liked, likes: answer.data.likes });
    else setError(messageOf(answer.error, t));
  }

  async function vote(option: number) {
    const answer = await client.posts.voteInSurvey(post.id, { option });
    if (answer.success) onChange(answer.data);
    else setError(messageOf(answer.error, t));
  }

  async function act({ action, option }: PostActionDetail) {
    setError(null);
    if (action === 'comment') {
      // On the post page the form is here; elsewhere the post page opens at it (at its comments for visitors).
      const form = document.getElementById('comment-form');
      if (form && location.pathname === page) form.focus();
      else navigate(`${page}${signedIn ? '#comment-form' : '#comments'}`);
      return;
    }
    if (!signedIn) {
      navigate(signInPathFor(localize('/auth/sign-in'), page));
      return;
    }
    if (action === 'share') {
      // The server shares public posts only (a share must not widen a narrower audience).
      if (post.visible !== 'public') setError(t('posts.share.onlyPublic'));
      else setOpen(open === 'share' ? null : 'share');
      return;
    }
    if (busy) return;
    setBusy(true);
    await (action === 'like' ? like() : vote(option ?? 0));
    setBusy(false);
  }

  const survey = post.survey;
  const faqs = post.kind === 'product' ? post.faqs : [];
  return (
    <PostCard
      post={post}
      label={t('posts.postBy', { name: person })}
      renderLink={link}
      onAction={(detail) => void act(detail)}
      meta={
        <span className="post-meta">
          {post.authorType !== 'user' && (
            <>
              <Link to={localize(`/${encodeURIComponent(post.author.username)}`)}>{t('posts.postBy', { name: person })}</Link>
              {' · '}
            </>
          )}
          {post.kind !== 'body' && `${t(`posts.kinds.${post.kind}`)} · `}
          {t(`posts.visibility.${post.visible}`)}
        </span>
      }
      details={
        (faqs.length > 0 || (post.kind === 'product' && post.type) || (survey && !survey.closed)) && (
          <>
            {post.kind === 'product' && post.type && <p className="post-details">{post.type}</p>}
            {faqs.length > 0 && (
              <dl className="post-faqs">
                {faqs.map((faq) => (
                  <div key={`${faq.question}-${faq.answer}`}>
                    <dt>{faq.question}</dt>
                    <dd>{faq.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
            {survey && !survey.closed && (
              <p className="survey">
                {dateInSentence(
                  (shown) => t('posts.survey.endsOn', { date: shown }),
                  survey.expiresAt,
                  new Date(survey.expiresAt).toLocaleDateString(lang),
                )}
              </p>
            )}
          </>
        )
      }
      counts={
        countLinks && (
          <span className="post-counts">
            <Link to={`${page}#likes`}>{t('posts.likes', { count: post.likes })}</Link>
            <Link to={`${page}#comments`}>{t('posts.comments', { count: post.comments })}</Link>
            {post.shares > 0 && <span>{t('posts.shares', { count: post.shares })}</span>}
          </span>
        )
      }
      footer={
        <PostActions
          post={post}
          open={open}
          onOpen={setOpen}
          error={error}
          onError={setError}
          onChange={onChange}
          onShared={onShared}
          onDeleted={onDeleted}
          extra={extra}
        />
      }
    />
  );
}
