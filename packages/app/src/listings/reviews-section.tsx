import type { ApiResult } from '@dealgrow/sdk';
import { Button, cardClassName } from '@dealgrow/widgets';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorNotice } from '../common/error-notice.tsx';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { messageOf } from '../common/messages.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { formErrorsOf } from '../forms/api-errors.ts';
import { signInPathFor } from '../routing/return-to.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember } from '../session/session.tsx';

/**
 * What the section reads of a review, whatever it reviews: a deal's and a company's carry likes, a product's none.
 * Each kind's own review type (DealReview, ProductReview, CompanyReview) fits it as it is.
 */
export interface Review {
  id: number;
  content: string;
  rate: number;
  author: { id: number; firstName: string; lastName: string };
  likes?: number;
  didLike?: boolean;
}
export type ReviewInput = { content: string; rate: number };
/** A page of reviews; `average` where the list answers it (a company's), null when nothing is rated yet. */
export type ReviewPage<R extends Review> = { items: R[]; total: number; average?: number | null };

/** The review calls of one listing; `setLike` only where reviews take likes (deals, companies). */
export interface ReviewsApi<R extends Review> {
  list(signal: AbortSignal): Promise<ApiResult<ReviewPage<R>>>;
  create(input: ReviewInput): Promise<ApiResult<R>>;
  update(reviewId: number, input: ReviewInput): Promise<ApiResult<R>>;
  remove(reviewId: number): Promise<ApiResult<undefined>>;
  /** Likes the review (`true`) or takes the like back (`false`): idempotent PUT / DELETE. */
  setLike?: (reviewId: number, like: boolean) => Promise<ApiResult<R>>;
}

/** The review calls of a kind's SDK resource (`client.deals`, `client.products`, `client.companies`), by the listing's id. */
export interface ReviewCalls<R extends Review> {
  reviews(id: number, query: { limit: number }, options: { signal: AbortSignal }): Promise<ApiResult<ReviewPage<R>>>;
  createReview(id: number, input: ReviewInput): Promise<ApiResult<R>>;
  updateReview(id: number, reviewId: number, input: ReviewInput): Promise<ApiResult<R>>;
  deleteReview(id: number, reviewId: number): Promise<ApiResult<undefined>>;
  likeReview?(id: number, reviewId: number): Promise<ApiResult<R>>;
  unlikeReview?(id: number, reviewId: number): Promise<ApiResult<R>>;
}

/** Reviews come 24 a page; the section shows the first 100, the most the server answers at once. */
const REVIEWS_SHOWN = 100;

/** The section's calls for listing `id` of a kind: likes where the resource has them. */
export function reviewsOf<R extends Review>(calls: ReviewCalls<R>, id: number): ReviewsApi<R> {
  const { likeReview, unlikeReview } = calls;
  return {
    list: (signal) => calls.reviews(id, { limit: REVIEWS_SHOWN }, { signal }),
    create: (input) => calls.createReview(id, input),
    update: (reviewId, input) => calls.updateReview(id, reviewId, input),
    remove: (reviewId) => calls.deleteReview(id, reviewId),
    ...(likeReview && unlikeReview
      ? { setLike: (reviewId: number, like: boolean) => (like ? likeReview(id, reviewId) : unlikeReview(id, reviewId)) }
      : {}),
  };
}

const RATES = [1, 2, 3, 4, 5] as const;

/**
 * Reviews of a listing (a deal, a product, a company): everyone reads them; a member writes, edits and deletes
 * their own, and likes others' where the kind has likes. `canEdit`: the viewer may change the listing (its author,
 * a manager), whom the server refuses as a reviewer, so no form is offered to them.
 */
export function ReviewsSection<R extends Review>({
  listingKey,
  api,
  canEdit,
}: {
  listingKey: string;
  api: ReviewsApi<R>;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { user, signedIn } = useMember();
  const { localize } = useLocalize();
  const location = useLocation();
  const { state, reload, set } = useLoaded(listingKey, (signal) => api.list(signal));
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const replace = (review: R) => set((page) => ({ ...page, items: page.items.map((item) => (item.id === review.id ? review : item)) }));

  async function remove(review: R) {
    if (!window.confirm(t('deals.reviews.confirmDelete'))) return;
    const answer = await api.remove(review.id);
    if (!answer.success) return setError(messageOf(answer.error, t));
    set((page) => ({ ...page, items: page.items.filter((item) => item.id !== review.id), total: page.total - 1 }));
  }

  async function like(review: R) {
    if (!api.setLike) return;
    const answer = await api.setLike(review.id, !review.didLike);
    if (answer.success) replace(answer.data);
    else setError(messageOf(answer.error, t));
  }

  const mine = state.status === 'ready' ? state.data.items.find((review) => review.author.id === user.id) : undefined;
  const here = `${location.pathname}${location.search}`;

  return (
    <section className={cardClassName('deal-section')} aria-labelledby="reviews-title" data-section="reviews">
      <h2 id="reviews-title">{t('deals.reviews.title')}</h2>
      {state.status === 'loading' && <Loading shape="rows" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          {typeof state.data.average === 'number' && (
            <p className="review-average" data-average={state.data.average}>
              {t('deals.detail.ratingValue', { rating: state.data.average.toFixed(1), count: state.data.total })}
            </p>
          )}
          {state.data.items.length === 0 && <p className="empty-state">{t('deals.reviews.empty')}</p>}
          <ul className="review-list">
            {state.data.items.map((review) =>
              editing && review.id === mine?.id ? (
                <li key={review.id}>
                  <ReviewForm
                    initial={review}
                    submitLabel={t('deals.reviews.update')}
                    onCancel={() => setEditing(false)}
                    onSave={async (input) => {
                      const answer = await api.update(review.id, input);
                      if (answer.success) {
                        replace(answer.data);
                        setEditing(false);
                      }
                      return answer;
                    }}
                  />
                </li>
              ) : (
                <li key={review.id} className="review" data-review={review.id}>
                  <p className="review__rate" role="img" aria-label={t('deals.reviews.stars', { count: review.rate })}>
                    {'★'.repeat(review.rate)}
                    <span className="review__rate-rest">{'★'.repeat(5 - review.rate)}</span>
                  </p>
                  <p className="review__content">{review.content}</p>
                  <p className="review__author">
                    {t('deals.reviews.by', { name: `${review.author.firstName} ${review.author.lastName}`.trim() })}
                  </p>
                  <div className="row-actions">
                    {api.setLike && (
                      <Button
                        type="button"
                        variant="quiet"
                        size="small"
                        aria-pressed={review.didLike ?? false}
                        disabled={!signedIn}
                        onClick={() => void like(review)}
                      >
                        {review.didLike ? t('deals.reviews.unlike') : t('deals.reviews.like')} ·{' '}
                        {t('deals.reviews.likes', { count: review.likes ?? 0 })}
                      </Button>
                    )}
                    {review.id === mine?.id && (
                      <>
                        <Button type="button" variant="secondary" size="small" onClick={() => setEditing(true)}>
                          {t('deals.reviews.edit')}
                        </Button>
                        <Button type="button" variant="danger" size="small" onClick={() => void remove(review)}>
                          {t('deals.reviews.delete')}
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ),
            )}
          </ul>
          <ErrorNotice message={error} />
          {!signedIn && (
            <p>
              <Link to={signInPathFor(localize('/auth/sign-in'), here)}>{t('deals.reviews.signInToReview')}</Link>
            </p>
          )}
          {/* The server refuses reviews from those who may change the listing, and a second review. */}
          {signedIn && !canEdit && !mine && (
            <ReviewForm
              initial={{ content: '', rate: 5 }}
              submitLabel={t('deals.reviews.save')}
              onSave={async (input) => {
                const answer = await api.create(input);
                if (answer.success) set((page) => ({ ...page, items: [answer.data, ...page.items], total: page.total + 1 }));
                return answer;
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

function ReviewForm({
  initial,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: ReviewInput;
  submitLabel: string;
  onSave: (input: ReviewInput) => Promise<ApiResult<unknown>>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ReviewInput>({ content: initial.content, rate: initial.rate });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    const answer = await onSave({ content: values.content.trim(), rate: values.rate });
    setSaving(false);
    if (answer.success) {
      setValues({ content: '', rate: 5 });
      return;
    }
    const found = formErrorsOf(answer.error, ['content', 'rate'], t);
    setErrors(found.fields);
    setFormError(found.form);
  }

  return (
    <form className="review-form" aria-label={t('deals.reviews.write')} onSubmit={submit} noValidate>
      <fieldset className="rate-picker" aria-invalid={errors.rate ? 'true' : undefined}>
        <legend>{t('deals.reviews.rate')}</legend>
        {RATES.map((rate) => (
          <label key={rate}>
            <input
              type="radio"
              name="rate"
              value={rate}
              checked={values.rate === rate}
              onChange={() => setValues((current) => ({ ...current, rate }))}
            />
            <span aria-hidden="true">{'★'.repeat(rate)}</span>
            <span className="visually-hidden">{t('deals.reviews.stars', { count: rate })}</span>
          </label>
        ))}
        {errors.rate && (
          <p className="field-error" role="alert">
            {errors.rate}
          </p>
        )}
      </fieldset>
      <div className={errors.content ? 'field field--invalid' : 'field'}>
        <label htmlFor="review-content">{t('deals.reviews.content')}</label>
        <textarea
          id="review-content"
          name="content"
          rows={3}
          required
          value={values.content}
          aria-invalid={errors.content ? 'true' : undefined}
          onChange={(event) => {
            setValues((current) => ({ ...current, content: event.target.value }));
            setErrors(({ content: _dropped, ...rest }) => rest);
          }}
        />
        {errors.content && (
          <p className="field-error" role="alert">
            {errors.content}
          </p>
        )}
      </div>
      <ErrorNotice message={formError} />
      <div className="row-actions">
        <Button type="submit" variant="primary" size="small" disabled={!values.content.trim() || saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="quiet" size="small" onClick={onCancel}>
            {t('deals.reviews.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
