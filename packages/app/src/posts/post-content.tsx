import { formatPrice, relativeTime } from '@dealgrow/sdk/format';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '../deals/messages.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import { PostText, safeHttpUrl } from './post-text.tsx';
import type { Post } from './types.ts';

type QuotedPost = NonNullable<Post['sharedPost']>;

/**
 * What a post says, every kind (SPEC §3): who posted it and when, its title, text (tokens, never HTML), the kind's
 * own facts (an event's dates, a product's price, an article's text, a survey with its vote or results), its
 * files, the link preview card and the post a share quotes. Actions are the caller's.
 */
export function PostContent({
  post,
  onChange,
  heading = 'h2',
}: {
  post: Post | QuotedPost;
  onChange?: (post: Post) => void;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const { lang, localize } = useLocalize();
  const { client } = useSession();
  const Title = heading;
  const author = `${post.author.firstName} ${post.author.lastName}`.trim() || post.author.username;
  const postedAs = post.company?.name ?? post.club?.name ?? null;
  const price = formatPrice(post.price, post.currency, lang);
  const images = post.files.filter((file) => file.mime_type.startsWith('image/'));
  const others = post.files.filter((file) => !file.mime_type.startsWith('image/'));
  const preview = post.linkPreview;
  const previewUrl = safeHttpUrl(preview?.url);
  const previewImage = safeHttpUrl(preview?.image);

  return (
    <div className="post-content" data-kind={post.kind}>
      <header className="post-content__head">
        <img className="post-content__photo" src={post.author.profilePhotoUrl} alt="" width={40} height={40} />
        <div className="post-content__who">
          <Link to={localize(`/${encodeURIComponent(post.author.username)}`)} className="post-content__author">
            {author}
          </Link>
          {postedAs && <span className="post-content__as">{t('posts.postedAs', { name: postedAs })}</span>}
          <span className="post-content__meta">
            <Link to={localize(`/post/${post.id}`)} className="post-content__time">
              <time dateTime={post.created_at}>{relativeTime(post.created_at, Date.now(), lang)}</time>
              <span className="visually-hidden"> {t('posts.open')}</span>
            </Link>
            {' · '}
            <span>{t(`posts.visibility.${post.visible}`)}</span>
            {post.location && <span> · {post.location}</span>}
          </span>
        </div>
        <span className="post-content__kind">{t(`posts.kinds.${post.kind}`)}</span>
      </header>
      {post.title && <Title className="post-content__title">{post.title}</Title>}
      {post.body && <PostText body={post.body} />}
      {post.kind === 'event' && post.start_date && (
        <p className="post-content__facts">
          {t('posts.event.when', {
            start: new Date(post.start_date).toLocaleString(lang),
            end: post.end_date ? new Date(post.end_date).toLocaleString(lang) : '—',
          })}
        </p>
      )}
      {post.kind === 'product' && (
        <p className="post-content__facts">
          {price && <strong>{price}</strong>}
          {post.stock !== null && <span> · {t('posts.product.stock', { count: post.stock })}</span>}
          {post.type && <span> · {post.type}</span>}
        </p>
      )}
      {post.description && <PostText body={post.description} className="post-text post-text--description" />}
      {post.kind === 'product' && post.faqs.length > 0 && (
        <dl className="post-content__faqs">
          {post.faqs.map((faq) => (
            <Faq key={`${faq.question}-${faq.answer}`} question={faq.question} answer={faq.answer} />
          ))}
        </dl>
      )}
      {post.survey && <Survey post={post} onChange={onChange} />}
      {images.length > 0 && (
        <div className="post-content__images">
          {images.map((file) => (
            <img
              key={file.id}
              src={client.files.downloadUrl(file.path, { inline: true })}
              alt={file.description ?? file.name}
              loading="lazy"
            />
          ))}
        </div>
      )}
      {others.length > 0 && (
        <ul className="file-list">
          {others.map((file) => (
            <li key={file.id}>
              <a href={client.files.downloadUrl(file.path)} download={file.name}>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {preview && previewUrl && (
        <a className="link-preview" href={previewUrl} target="_blank" rel="noopener noreferrer">
          {previewImage && <img src={previewImage} alt="" loading="lazy" />}
          <span className="link-preview__text">
            <strong>{preview.title ?? new URL(previewUrl).hostname}</strong>
            {preview.description && <span>{preview.description}</span>}
            <span className="link-preview__host">{new URL(previewUrl).hostname}</span>
          </span>
        </a>
      )}
      {'sharedPost' in post && post.sharedPost && (
        <blockquote className="post-content__quoted" aria-label={t('posts.share.quoted')}>
          <PostContent post={post.sharedPost} heading="h3" />
        </blockquote>
      )}
    </div>
  );
}

function Faq({ question, answer }: { question: string; answer: string }): ReactNode {
  return (
    <>
      <dt>{question}</dt>
      <dd>{answer}</dd>
    </>
  );
}

/** A survey: its options to vote for, or, once the viewer voted or it ended, the results (SPEC §5). */
function Survey({ post, onChange }: { post: Post | QuotedPost; onChange?: ((post: Post) => void) | undefined }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signedIn } = useMember();
  const [error, setError] = useState<string | null>(null);
  const [voting, setVoting] = useState(false);
  const survey = post.survey;
  if (!survey) return null;
  const results = survey.totalVotes !== null;
  const canVote = signedIn && onChange !== undefined && !survey.closed && survey.myVote === null;

  async function vote(option: number) {
    setVoting(true);
    const answer = await client.posts.voteInSurvey(post.id, { option });
    setVoting(false);
    if (answer.success) onChange?.(answer.data);
    else setError(messageOf(answer.error, t));
  }

  return (
    <div className="survey" data-closed={survey.closed || undefined}>
      <ul className="survey__options" aria-label={t('posts.survey.options')}>
        {survey.options.map((option) => {
          const share = results && survey.totalVotes ? Math.round(((option.votes ?? 0) / survey.totalVotes) * 100) : 0;
          return (
            <li key={option.id} className={option.id === survey.myVote ? 'survey__option survey__option--mine' : 'survey__option'}>
              {canVote ? (
                <button
                  type="button"
                  className="button button--outline button--block"
                  disabled={voting}
                  onClick={() => void vote(option.id)}
                >
                  {option.label}
                </button>
              ) : (
                <>
                  <span className="survey__label">
                    {option.label}
                    {option.id === survey.myVote && <span className="survey__mine"> {t('posts.survey.yourVote')}</span>}
                  </span>
                  {results && (
                    <span className="survey__result">
                      <span className="survey__bar" style={{ width: `${share}%` }} aria-hidden="true" />
                      <span>{t('posts.survey.result', { share, votes: option.votes ?? 0 })}</span>
                    </span>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
      <p className="survey__meta">
        {survey.closed ? t('posts.survey.closed') : t('posts.survey.endsOn', { date: new Date(survey.expiresAt).toLocaleDateString() })}
        {results && ` · ${t('posts.survey.votes', { count: survey.totalVotes ?? 0 })}`}
      </p>
      {error && (
        <p className="notice notice--danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
