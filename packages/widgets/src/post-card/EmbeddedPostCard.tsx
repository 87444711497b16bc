import type { Post, QuotedPost } from '@dealgrow/sdk';
import { tokenizePost } from '@dealgrow/sdk/format';
import { type MouseEvent, type ReactNode, useRef } from 'react';
import { announce, useDealgrow } from '../provider.tsx';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import type { PostMessageKey, PostStrings } from './messages-en.ts';
import { POST_ACTION_EVENT, type PostAction, type PostActionDetail } from './PostCard.tsx';
import { postCardCss } from './post-card.css.ts';
import { flagshipPath, postUrl, webUrl } from './post-links.ts';
import { timeAgo } from './time-ago.ts';
import { usePost } from './use-post.ts';

export interface EmbeddedPostCardProps {
  /** A post as the API answers it, or its id (number or text) to load it. */
  post: Post | number | string;
  /** The card's words, in the page's language (messages-en.ts, -fr, -tr). */
  strings: PostStrings;
  /** The time the relative dates count from (tests); now by default. */
  now?: Date | number | undefined;
}

type Say = (key: PostMessageKey, count?: number) => string;
/** Announces an action to the page (`dg-post-action`), which may cancel it; otherwise the link opens the post. */
type Act = (action: PostAction, option?: number) => (event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * `<dg-post>`'s card: a post as a partner page shows it, read only. It shows what `PostCard` shows (the author, when,
 * the text, the kind's fields, the link preview, the post it shares, the counts) with the same parts, and does only what
 * a partner page can: every action is a link to the post on the flagship site, announced first as `dg-post-action`.
 * None of the app's hooks (`onAction`, `renderLink`, slots): the embed's chunk carries this card alone, and stays within
 * the budget beside any other widget (docs/widgets.md "Sizes"). Text is rendered token by token, never as HTML.
 */
export function EmbeddedPostCard({ post, ...rest }: EmbeddedPostCardProps) {
  return typeof post === 'object' ? <Ready post={post} {...rest} /> : <ById id={post} {...rest} />;
}

/** The card's box, its stylesheet adopted into whatever root it renders in. */
function Frame({ state, kind, children }: { state: string; kind?: string; children?: ReactNode }) {
  const root = useRef<HTMLElement>(null);
  useAdoptedStyles(root, postCardCss);
  return (
    <article ref={root} className="dg-post" part="card" data-state={state} data-kind={kind} aria-busy={state === 'loading'}>
      {children}
    </article>
  );
}

const sayWith =
  (strings: PostStrings): Say =>
  (key, count) =>
    strings[key].replace('{count}', String(count));

function ById({ id, strings, now }: Omit<EmbeddedPostCardProps, 'post'> & { id: number | string }) {
  const { state, retry } = usePost(id);
  if (state.status === 'ready') return <Ready post={state.post} strings={strings} now={now} />;
  const say = sayWith(strings);
  const failed = state.status === 'error';
  // Loading: an empty card, `aria-busy` (no "Loading…" string to carry).
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

function Ready({ post, strings, now }: Omit<EmbeddedPostCardProps, 'post'> & { post: Post }) {
  const { lang, appUrl } = useDealgrow();
  const say = sayWith(strings);
  const href = postUrl(appUrl, lang, post.id);
  const act: Act = (action, option) => (event) => {
    const detail: PostActionDetail = option === undefined ? { postId: post.id, action } : { postId: post.id, action, option };
    if (!announce(event.currentTarget, POST_ACTION_EVENT, detail)) event.preventDefault();
  };
  const action = (name: Exclude<PostAction, 'vote'>, key: PostMessageKey, count: number) => (
    <a part={`action action-${name}`} href={href} onClick={act(name)}>
      {say(key)} {count}
    </a>
  );
  return (
    <Frame state="ready" kind={post.kind}>
      <Content post={post} say={say} now={now} act={act} />
      {post.sharedPost && (
        <blockquote className="dg-quote" part="quote">
          <Content post={post.sharedPost} say={say} now={now} />
        </blockquote>
      )}
      <div className="dg-actions" part="actions">
        {action('like', post.didLike ? 'post.liked' : 'post.like', post.likes)}
        {action('comment', 'post.comment', post.comments)}
        {action('share', 'post.share', post.shares)}
      </div>
    </Frame>
  );
}

/** A body (or a description) token by token: text nodes, `<br>` and links, never HTML. */
function Text({ text }: { text: string }) {
  const { lang, appUrl } = useDealgrow();
  const site = (path: string, part: string, children: ReactNode, data: Record<string, string>, key: number) => (
    <a key={key} href={flagshipPath(appUrl, lang, path)} target="_blank" rel="noopener" part={part} {...data}>
      {children}
    </a>
  );
  return (
    <p part="text">
      {tokenizePost(text).map((token, index) =>
        token.type === 'text' ? (
          token.text
        ) : token.type === 'newline' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
          <br key={index} />
        ) : token.type === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place.
          <a key={index} href={token.href} target={token.target} rel={token.rel} part="link">
            {token.text}
          </a>
        ) : token.type === 'hashtag' ? (
          site(`/tag/${encodeURIComponent(token.tag)}`, 'hashtag', `#${token.tag}`, { 'data-hashtag': token.tag }, index)
        ) : (
          site(`/${encodeURIComponent(token.username)}`, 'mention', token.name, { 'data-mention': token.username }, index)
        ),
      )}
    </p>
  );
}

/** Who posted and when, then what: the part a shared post shows of the post it quotes too. */
function Content({ post, say, now, act }: { post: QuotedPost; say: Say; now?: Date | number | undefined; act?: Act }) {
  const { client, lang, appUrl } = useDealgrow();
  const href = postUrl(appUrl, lang, post.id);
  const file = (path: string, inline?: boolean) => client.files.downloadUrl(path, { inline: Boolean(inline) });
  const entity = post.authorType === 'company' ? post.company : post.authorType === 'club' ? post.club : null;
  // A logo comes as a full address; an older stored path goes through files.
  const photo = entity ? entity.logo && (webUrl(entity.logo) ?? file(entity.logo, true)) : post.author.profilePhotoUrl;
  const date = (iso: string) => new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  const images = post.files.filter((item) => item.mime_type.startsWith('image/'));
  const preview = post.linkPreview;
  const previewUrl = webUrl(preview?.url);
  const previewImage = webUrl(preview?.image);
  const survey = post.survey;
  // SPEC §5 currency: no decimals.
  const price =
    post.price !== null && post.currency
      ? new Intl.NumberFormat(lang, {
          style: 'currency',
          currency: post.currency,
          maximumFractionDigits: 0,
          minimumFractionDigits: 0,
        }).format(post.price)
      : undefined;

  return (
    <>
      <header className="dg-head" part="author">
        {photo && <img className="dg-avatar" part="avatar" src={photo} alt="" />}
        <div className="dg-who">
          {entity ? (
            <span part="name">{entity.name}</span>
          ) : (
            <a
              part="name link"
              href={flagshipPath(appUrl, lang, `/${encodeURIComponent(post.author.username)}`)}
              target="_blank"
              rel="noopener"
            >
              {`${post.author.firstName} ${post.author.lastName}`.trim()}
            </a>
          )}
          {!entity && post.author.jobTitle && <span className="dg-meta">{post.author.jobTitle}</span>}
          <a className="dg-meta" part="time link" href={href} target="_blank" rel="noopener">
            <time dateTime={post.created_at}>{timeAgo(post.created_at, say('post.ago'), now)}</time>
          </a>
        </div>
      </header>
      {post.body && <Text text={post.body} />}
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
      {post.description && <Text text={post.description} />}
      {images.length > 0 && (
        <div part="media">
          {images.map((image) => (
            <img key={image.id} src={file(image.path, true)} alt="" loading="lazy" />
          ))}
        </div>
      )}
      {post.kind === 'video' && (
        <a part="video" href={href} target="_blank" rel="noopener">
          {post.thumbnail && <img src={file(post.thumbnail.path, true)} alt="" loading="lazy" />}▶ {say('post.video')}
        </a>
      )}
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
                <a part="option" href={href} onClick={act?.('vote', option.id)}>
                  {option.label}
                </a>
              ) : (
                <>
                  {option.label} <progress max={survey.totalVotes || 1} value={option.votes} aria-label={option.label} />{' '}
                  {new Intl.NumberFormat(lang, { style: 'percent' }).format(option.votes / (survey.totalVotes || 1))}
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
