import type { Post, QuotedPost } from '@dealgrow/sdk';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { Avatar } from '../avatar/Avatar.tsx';
import { useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { POST_MESSAGES, type PostMessageKey, type PostStrings } from './messages.ts';
import { type PostLinkProps, PostText, siteLink } from './PostText.tsx';
import { postCardCss } from './post-card.css.ts';
import { postUrl, webUrl } from './post-links.ts';
import { timeAgo } from './time-ago.ts';
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
  /**
   * Renders the card's links to the site's pages (author, time, tags, mentions, video, a shared survey's options): the
   * app passes its router's links; by default they open the flagship site in a new tab.
   */
  renderLink?: ((link: PostLinkProps) => ReactNode) | undefined;
  /** The card's accessible name (`aria-label`), e.g. "Post by Ada Laurent". */
  label?: string | undefined;
  /** More about the post under its author and time (the app: its kind and visibility). */
  meta?: ReactNode;
  /** More of the post after its own fields, before the post it shares (the app: a product's questions, a poll's end). */
  details?: ReactNode;
  /** Counts shown above the actions instead of inside them (the app: links to who likes it and to the comments). */
  counts?: ReactNode;
  /** Under the actions, inside the card (the app: edit, delete, the share form). */
  footer?: ReactNode;
}

type Say = (key: PostMessageKey, count?: number) => string;
type ViewProps = Omit<PostCardProps, 'post'> & { strings: PostStrings };
type Link = (link: PostLinkProps) => ReactNode;
/** An action of the card: a link to the post, or a button when a React owner takes the actions over (`onAction`). */
type Control = (action: PostAction, part: string, children: ReactNode, option?: number, pressed?: boolean) => ReactNode;

/** The card's words in the page's language: the strings given, `{count}` filled in. */
const sayWith =
  (strings: PostStrings): Say =>
  (key, count) =>
    strings[key].replace('{count}', String(count));

/**
 * A post of any kind (body, media, video, document, article, event, product, survey): its author, when, the text
 * with its tags, mentions and links, the kind's own fields, the link preview, the post it shares, and likes,
 * comments and shares. The text is rendered token by token, never as HTML.
 */
export function PostCard(props: PostCardProps) {
  const { lang } = useDealgrow();
  return <PostCardView {...props} strings={POST_MESSAGES[lang] ?? POST_MESSAGES.en} />;
}

/** {@link PostCard} with its strings given, in the page's language: the embed's per-language chunks pass only theirs. */
export function PostCardView({ post, ...rest }: PostCardProps & { strings: PostStrings }) {
  return typeof post === 'object' ? <PostFrame post={post} {...rest} /> : <PostById postId={post} {...rest} />;
}

/** The card's box, its stylesheet adopted into whatever root it renders in. */
function Frame({
  state,
  kind,
  id,
  label,
  children,
}: {
  state: string;
  kind?: string;
  id?: number;
  label?: string | undefined;
  children: ReactNode;
}) {
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, postCardCss);
  return (
    <article
      ref={root}
      className="dg-post"
      part="card"
      data-state={state}
      data-kind={kind}
      data-post={id}
      aria-label={label}
      aria-busy={state === 'loading'}
    >
      {children}
    </article>
  );
}

function PostById({ postId, ...rest }: ViewProps & { postId: number | string }) {
  const say = sayWith(rest.strings);
  const { state, retry } = usePost(postId);
  if (state.status === 'ready') return <PostFrame post={state.post} {...rest} />;
  const failed = state.status === 'error';
  // Loading: an empty card, `aria-busy` (no "Loading…" string: the embed carries every string in three languages).
  return (
    <Frame state={state.status}>
      {state.status !== 'loading' && (
        <p part="status" role={failed ? 'alert' : 'status'}>
          {say(failed ? 'post.error' : 'post.notFound')}
        </p>
      )}
      {failed && (
        <button type="button" part="retry" onClick={retry}>
          {say('post.retry')}
        </button>
      )}
    </Frame>
  );
}

function PostFrame({ post, onAction, now, strings, renderLink, label, meta, details, counts, footer }: ViewProps & { post: Post }) {
  const { lang, appUrl } = useDealgrow();
  const link: Link = renderLink ?? ((props) => siteLink(appUrl, lang, props));
  const say = sayWith(strings);
  const href = postUrl(appUrl, lang, post.id);

  const control: Control = (action, part, children, option, pressed) => {
    const onClick = (event: MouseEvent<HTMLElement>) => {
      const detail: PostActionDetail = option === undefined ? { postId: post.id, action } : { postId: post.id, action, option };
      // The page hears first: a cancelled event keeps the visitor here, and so does a React owner's onAction.
      const dom = new CustomEvent(POST_ACTION_EVENT, { detail, bubbles: true, composed: true, cancelable: true });
      if (!event.currentTarget.dispatchEvent(dom)) event.preventDefault();
      else if (onAction) {
        event.preventDefault();
        onAction(detail);
      }
    };
    // Taken over (onAction), the action happens in place: a button, the like one pressed or not.
    const Tag = onAction ? 'button' : 'a';
    return (
      <Tag type={onAction && 'button'} part={part} href={onAction ? undefined : href} aria-pressed={onAction && pressed} onClick={onClick}>
        {children}
      </Tag>
    );
  };
  const action = (name: Exclude<PostAction, 'vote'>, key: PostMessageKey, count: number) =>
    control(
      name,
      `action action-${name}`,
      <>
        {say(key)}
        {!counts && ` ${count}`}
      </>,
      undefined,
      name === 'like' ? post.didLike : undefined,
    );

  return (
    <Frame state="ready" kind={post.kind} id={post.id} label={label}>
      <PostContent post={post} say={say} now={now} link={link} control={control} meta={meta} />
      {details}
      {post.sharedPost && (
        <blockquote className="dg-quote" part="quote">
          <PostContent post={post.sharedPost} say={say} now={now} link={link} />
        </blockquote>
      )}
      {counts}
      <div className="dg-actions" part="actions">
        {action('like', post.didLike ? 'post.liked' : 'post.like', post.likes)}
        {action('comment', 'post.comment', post.comments)}
        {action('share', 'post.share', post.shares)}
      </div>
      {footer}
    </Frame>
  );
}

/** Who posted and when, then what: the part a shared post shows of the post it quotes too. */
function PostContent({
  post,
  say,
  now,
  link,
  control,
  meta,
}: {
  post: QuotedPost;
  say: Say;
  now?: Date | number | undefined;
  link: Link;
  /** Votes go through it; a shared survey links to its post instead. */
  control?: Control | undefined;
  meta?: ReactNode;
}) {
  const { client, lang, appUrl } = useDealgrow();
  const file = (path: string, inline?: boolean) => client.files.downloadUrl(path, { inline: Boolean(inline) });
  const entity = post.authorType === 'company' ? post.company : post.authorType === 'club' ? post.club : null;
  const person = `${post.author.firstName} ${post.author.lastName}`.trim();
  // A company's or club's logo comes as a full address (as a profile photo does); an older stored path goes through files.
  const photo = entity ? entity.logo && (webUrl(entity.logo) ?? file(entity.logo, true)) : post.author.profilePhotoUrl;
  const date = (iso: string) => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const images = post.files.filter((item) => item.mime_type.startsWith('image/'));
  const preview = post.linkPreview;
  const previewUrl = webUrl(preview?.url);
  const previewImage = webUrl(preview?.image);
  const survey = post.survey;
  // Made only when a survey shows its shares: a page's first Intl.NumberFormat loads its locale data (about 15 ms of a
  // phone's main thread), which a feed without surveys never needs.
  const percent = survey ? new Intl.NumberFormat(lang, { style: 'percent' }) : null;
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
  const text = (value: string) => <PostText text={value} lang={lang} appUrl={appUrl} renderLink={link} />;

  return (
    <>
      <header className="dg-head" part="author">
        <Avatar name={entity ? entity.name : person || post.author.username} src={photo} />
        <div className="dg-who">
          {entity ? (
            <span part="name">{entity.name}</span>
          ) : (
            link({ path: `/${encodeURIComponent(post.author.username)}`, part: 'name link', children: person })
          )}
          {!entity && post.author.jobTitle && <span className="dg-meta">{post.author.jobTitle}</span>}
          {link({
            path: `/post/${post.id}`,
            part: 'time link',
            className: 'dg-meta',
            children: <time dateTime={post.created_at}>{timeAgo(post.created_at, say('post.ago'), now)}</time>,
          })}
          {meta}
        </div>
      </header>
      {post.body && text(post.body)}
      {post.title && <p part="title">{post.title}</p>}
      {post.start_date && (
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
      {(price || post.stock !== null) && (
        <p className="dg-meta" part="price">
          {price}
          {price && post.stock !== null && ' · '}
          {post.stock !== null && say('post.stock', post.stock)}
        </p>
      )}
      {post.description && text(post.description)}
      {images.length > 0 && (
        <div part="media">
          {images.map((image) => (
            <img key={image.id} src={file(image.path, true)} alt="" loading="lazy" />
          ))}
        </div>
      )}
      {post.kind === 'video' &&
        link({
          path: `/post/${post.id}`,
          part: 'video',
          children: (
            <>
              {post.thumbnail && <img src={file(post.thumbnail.path, true)} alt="" loading="lazy" />}▶ {say('post.video')}
            </>
          ),
        })}
      {post.kind === 'document' && (
        <ul part="files">
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
        <ul part="survey">
          {survey.options.map((option) => (
            <li key={option.id} data-mine={option.id === survey.myVote}>
              {option.votes === null ? (
                control ? (
                  control('vote', 'option', option.label, option.id)
                ) : (
                  link({ path: `/post/${post.id}`, part: 'option', children: option.label })
                )
              ) : (
                <>
                  {option.label} <progress max={survey.totalVotes || 1} value={option.votes} aria-label={option.label} />{' '}
                  {percent?.format(option.votes / (survey.totalVotes || 1))}
                </>
              )}
            </li>
          ))}
          <li className="dg-meta">
            {survey.totalVotes !== null && `${say('post.votes', survey.totalVotes)} · `}
            {survey.closed && say('post.ended')}
          </li>
        </ul>
      )}
      {previewUrl && (
        <a className="dg-preview" part="preview" href={previewUrl} target="_blank" rel="noopener noreferrer">
          {previewImage && <img src={previewImage} alt="" loading="lazy" />}
          <span>{preview?.title ?? previewUrl}</span>
          {preview?.description && <span className="dg-meta">{preview.description}</span>}
        </a>
      )}
    </>
  );
}
