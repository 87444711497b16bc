import type { Post, QuotedPost } from '@dealgrow/sdk';
import { relativeTime } from '@dealgrow/sdk/format';
import { type MouseEvent, useRef } from 'react';
import { translate } from '../i18n/translate.ts';
import { useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { POST_MESSAGES, type PostMessageKey } from './messages.ts';
import { PostText } from './PostText.tsx';
import { postCardCss } from './post-card.css.ts';
import { flagshipPath, postUrl, webUrl } from './post-links.ts';
import { usePost } from './use-post.ts';

/** What a visitor does to a post: like it (or take the like back), comment, share, or vote for a survey option. */
export type PostAction = 'like' | 'comment' | 'share' | 'vote';

/** The detail of `dg-post-action`: which post, what, and for a vote the option's id. */
export interface PostActionDetail {
  postId: number;
  action: PostAction;
  option?: number;
}

/** Fired when a visitor likes, comments, shares or votes; cancel it to keep the visitor on the page instead of going to the flagship site. */
export const POST_ACTION_EVENT = 'dg-post-action';

export interface PostCardProps {
  /** A post as the API answers it, or its id (number or text) to load it. */
  post: Post | number | string;
  /** Takes over like, comment, share and vote (the app acts in place): the card then does not leave for the flagship site. */
  onAction?: (detail: PostActionDetail) => void;
  /** The time the relative dates count from (stories and tests); now by default. */
  now?: Date | number;
}

type Say = (key: PostMessageKey, values?: Record<string, string>) => string;

/**
 * A post of any kind (body, media, video, document, article, event, product, survey): its author, when, the text
 * with its tags, mentions and links, the kind's own fields, the link preview, the post it shares, and likes,
 * comments and shares. The text is rendered token by token, never as HTML.
 */
export function PostCard({ post, ...rest }: PostCardProps) {
  return typeof post === 'object' ? <PostFrame post={post} {...rest} /> : <PostById postId={post} {...rest} />;
}

function PostById({ postId, ...rest }: Omit<PostCardProps, 'post'> & { postId: number | string }) {
  const { lang } = useDealgrow();
  const { state, retry } = usePost(postId);
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, postCardCss);
  if (state.status === 'ready') return <PostFrame post={state.post} {...rest} />;
  const say = (key: PostMessageKey) => translate(POST_MESSAGES, lang, key);
  return (
    <article ref={root} className="dg-post" part="card" data-state={state.status} aria-busy={state.status === 'loading'}>
      <p className="dg-status" part="status" role={state.status === 'error' ? 'alert' : 'status'}>
        {say(state.status === 'loading' ? 'post.loading' : state.status === 'error' ? 'post.error' : 'post.notFound')}
      </p>
      {state.status === 'error' && (
        <button type="button" className="dg-retry" part="retry" onClick={retry}>
          {say('post.retry')}
        </button>
      )}
    </article>
  );
}

function PostFrame({ post, onAction, now }: Omit<PostCardProps, 'post'> & { post: Post }) {
  const { lang, appUrl } = useDealgrow();
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, postCardCss);
  const say: Say = (key, values) => translate(POST_MESSAGES, lang, key, values);
  const href = postUrl(appUrl, lang, post.id);

  const act = (action: PostAction, option?: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const detail: PostActionDetail = option === undefined ? { postId: post.id, action } : { postId: post.id, action, option };
    // The page hears first: a cancelled event keeps the visitor here, and so does a React owner's onAction.
    const dom = new CustomEvent(POST_ACTION_EVENT, { detail, bubbles: true, composed: true, cancelable: true });
    if (!event.currentTarget.dispatchEvent(dom)) event.preventDefault();
    else if (onAction) {
      event.preventDefault();
      onAction(detail);
    }
  };
  const action = (name: Exclude<PostAction, 'vote'>, label: string, count: number) => (
    <a className="dg-action" part={`action action-${name}`} href={href} onClick={act(name)}>
      {label} <span className="dg-count">{count}</span>
    </a>
  );

  return (
    <article ref={root} className="dg-post" part="card" data-state="ready" data-kind={post.kind}>
      <PostContent post={post} say={say} now={now} act={act} />
      {post.sharedPost && (
        <blockquote className="dg-quote" part="quote">
          <PostContent post={post.sharedPost} say={say} now={now} />
        </blockquote>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a <fieldset> groups form controls; these are links, named once per card. */}
      <div className="dg-actions" part="actions" role="group" aria-label={say('post.actions')}>
        {action('like', say(post.didLike ? 'post.liked' : 'post.like'), post.likes)}
        {action('comment', say('post.comment'), post.comments)}
        {action('share', say('post.share'), post.shares)}
      </div>
    </article>
  );
}

/** Who posted and when, then what: the part a shared post shows of the post it quotes too. */
function PostContent({
  post,
  say,
  now,
  act,
}: {
  post: QuotedPost;
  say: Say;
  now?: Date | number | undefined;
  /** Votes go through it; a quoted survey links to its post instead. */
  act?: ((action: PostAction, option?: number) => (event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}) {
  const { client, lang, appUrl } = useDealgrow();
  const href = postUrl(appUrl, lang, post.id);
  const file = (path: string, inline?: boolean) => client.files.downloadUrl(path, { inline: Boolean(inline) });
  const entity = post.authorType === 'company' ? post.company : post.authorType === 'club' ? post.club : null;
  const person = `${post.author.firstName} ${post.author.lastName}`.trim();
  const photo = entity ? entity.logo && file(entity.logo, true) : post.author.profilePhotoUrl;
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const images = post.files.filter((item) => item.mime_type.startsWith('image/'));
  const preview = post.linkPreview;
  const previewUrl = webUrl(preview?.url);
  const previewImage = webUrl(preview?.image);
  const survey = post.survey;
  const percent = new Intl.NumberFormat(lang, { style: 'percent' });
  // SPEC §5 currency: no decimals (Intl directly, not formatPrice: the post chunk then shares no chunk with the deal widgets).
  const price =
    post.price !== null && post.currency
      ? new Intl.NumberFormat(lang, {
          style: 'currency',
          currency: post.currency,
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }).format(post.price)
      : undefined;
  const text = (value: string, className?: string) => <PostText text={value} lang={lang} appUrl={appUrl} className={className} />;

  return (
    <>
      <header className="dg-head" part="author">
        {photo ? <img className="dg-avatar" part="avatar" src={photo} alt="" /> : <span className="dg-avatar" part="avatar" />}
        <div className="dg-who">
          {entity ? (
            <span className="dg-name" part="name">
              {entity.name}
            </span>
          ) : (
            <a
              className="dg-name"
              part="name link"
              href={flagshipPath(appUrl, lang, `/${encodeURIComponent(post.author.username)}`)}
              target="_blank"
              rel="noopener"
            >
              {person}
            </a>
          )}
          {!entity && post.author.jobTitle && <span className="dg-meta">{post.author.jobTitle}</span>}
          <a className="dg-meta" part="time link" href={href} target="_blank" rel="noopener" title={say('post.view')}>
            <time dateTime={post.created_at}>{relativeTime(post.created_at, now, lang)}</time>
          </a>
        </div>
      </header>
      {post.body && text(post.body)}
      {post.title && (
        <p className="dg-title" part="title">
          {post.title}
        </p>
      )}
      {post.kind === 'event' && post.start_date && (
        <p className="dg-meta" part="dates">
          <time dateTime={post.start_date}>{date(post.start_date)}</time>
          {post.end_date && (
            <>
              {' – '}
              <time dateTime={post.end_date}>{date(post.end_date)}</time>
            </>
          )}
        </p>
      )}
      {post.location && (
        <p className="dg-meta" part="location">
          {post.location}
        </p>
      )}
      {post.kind === 'product' && (price || post.stock !== null) && (
        <p className="dg-meta" part="price">
          {price}
          {price && post.stock !== null && ' · '}
          {post.stock !== null && say('post.stock', { count: String(post.stock) })}
        </p>
      )}
      {post.description && text(post.description, 'dg-text dg-description')}
      {images.length > 0 && (
        <div className="dg-media" part="media">
          {images.map((image) => (
            <img key={image.id} src={file(image.path, true)} alt={say('post.image')} loading="lazy" />
          ))}
        </div>
      )}
      {post.kind === 'video' && (
        <a className="dg-video" part="video" href={href} target="_blank" rel="noopener">
          {post.thumbnail && <img src={file(post.thumbnail.path, true)} alt="" loading="lazy" />}
          <span>▶ {say('post.video')}</span>
        </a>
      )}
      {post.kind === 'document' && (
        <ul className="dg-files" part="files">
          {post.files.map((item) => (
            <li key={item.id}>
              <a href={file(item.path)} target="_blank" rel="noopener noreferrer">
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {survey && (
        <ul className="dg-survey" part="survey">
          {survey.options.map((option) => (
            <li key={option.id} data-mine={option.id === survey.myVote}>
              {survey.totalVotes === null || option.votes === null ? (
                <a className="dg-option" part="option" href={href} onClick={act?.('vote', option.id)}>
                  {option.label}
                </a>
              ) : (
                <>
                  <span>{option.label}</span>
                  <progress max={survey.totalVotes || 1} value={option.votes} aria-label={option.label} />
                  <span>{percent.format(survey.totalVotes ? option.votes / survey.totalVotes : 0)}</span>
                </>
              )}
            </li>
          ))}
          <li className="dg-meta">
            {survey.totalVotes !== null && `${say('post.votes', { count: String(survey.totalVotes) })} · `}
            {survey.closed && say('post.ended')}
          </li>
        </ul>
      )}
      {preview && previewUrl && (
        <a className="dg-preview" part="preview" href={previewUrl} target="_blank" rel="noopener noreferrer">
          {previewImage && <img src={previewImage} alt="" loading="lazy" />}
          <span className="dg-title">{preview.title ?? previewUrl}</span>
          {preview.description && <span className="dg-meta">{preview.description}</span>}
        </a>
      )}
    </>
  );
}
