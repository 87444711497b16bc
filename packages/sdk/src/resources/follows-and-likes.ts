import type { ResponseData } from '../contract.ts';
import type { CallOptions, HttpMethod, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

// From the contract, not the resource modules: they import this module's types (no circle).
type CompanyFollowState = ResponseData<'followCompany'>;
type CompanyReview = ResponseData<'likeCompanyReview'>;
type DealReview = ResponseData<'likeDealReview'>;
type PostLikeState = ResponseData<'likePost'>;
type Recommendation = ResponseData<'showRecommendation'>;

type Change = 'PUT' | 'DELETE' | 'GET';

/**
 * One call of a pair or a toggle: PUT sets, DELETE unsets (idempotent: retried safely), GET is SPEC's toggle (it
 * flips, carries no Idempotency-Key, and is therefore never retried: a retry after a lost answer would flip it back).
 * Made with `transport.request` itself, not callsOf: this chunk shares no code with createClient's (a shared chunk
 * would load up front).
 */
function changeOf(transport: Transport) {
  return <T>(method: Change, path: string, options?: CallOptions): Promise<ApiResult<T>> =>
    transport.request<T>({ method: method as HttpMethod, path, ...options, ...(method === 'GET' ? { idempotent: false } : {}) });
}

/** Following a company: `follow` / `unfollow` (PUT / DELETE /company/{id}/follower), what the follow button calls. */
export function companyFollowResource(transport: Transport) {
  const follower = (method: 'PUT' | 'DELETE') => (id: number, options?: CallOptions) =>
    transport.request<CompanyFollowState>({ method, path: `/company/${id}/follower`, ...options });
  return {
    /** Follows the company; following it already changes nothing (retried safely). Answers `{ isFollower: true, followers }`. */
    follow: follower('PUT'),
    /** Stops following the company; not following it changes nothing (retried safely). Answers `{ isFollower: false, followers }`. */
    unfollow: follower('DELETE'),
  };
}

/**
 * The idempotent pairs beside SPEC's GET toggles, and the toggles, by resource (docs/posts.md,
 * docs/companies-and-clubs.md, docs/network.md): loaded on their first call, so `createClient` carries only a stub.
 */
export function followsAndLikesResource(transport: Transport) {
  const change = changeOf(transport);
  const reviewLike =
    <T>(base: string, method: Change) =>
    (id: number, reviewId: number, options?: CallOptions) =>
      change<T>(method, `${base}/${id}/reviews/${reviewId}${method === 'GET' ? '' : '/like'}`, options);
  const like = (method: Change) => (id: number, options?: CallOptions) =>
    change<PostLikeState>(method, method === 'GET' ? `/post/like-post/${id}` : `/post/${id}/like`, options);
  const visible = (method: Change) => (id: number, options?: CallOptions) =>
    change<Recommendation>(method, `/users/recommendations/${id}/${method === 'GET' ? 'toggle' : 'visible'}`, options);
  return {
    companies: {
      ...companyFollowResource(transport),
      /**
       * Follows the company, or stops following it (a GET, as SPEC §7 has it); answers the new state. Never retried (a
       * retry would flip it back): prefer `follow` / `unfollow`.
       */
      toggleFollow: (id: number, options?: CallOptions) => change<CompanyFollowState>('GET', `/company/${id}/follow`, options),
      /** Likes a review of the company; liking it again changes nothing. Answers the review. */
      likeReview: reviewLike<CompanyReview>('/company', 'PUT'),
      /** Takes the like of a review of the company back; not liking it changes nothing. Answers the review. */
      unlikeReview: reviewLike<CompanyReview>('/company', 'DELETE'),
      /** Likes a review, or takes the like back (a GET, never retried: prefer `likeReview` / `unlikeReview`); answers the review. */
      toggleReviewLike: reviewLike<CompanyReview>('/company', 'GET'),
    },
    deals: {
      /** Likes a review of the deal; liking it again changes nothing. Answers the review with its likes. */
      likeReview: reviewLike<DealReview>('/deals', 'PUT'),
      /** Takes the like of a review of the deal back; not liking it changes nothing. Answers the review. */
      unlikeReview: reviewLike<DealReview>('/deals', 'DELETE'),
      /** Likes a review, or takes the like back (SPEC §7: a GET, never retried: prefer `likeReview` / `unlikeReview`). */
      toggleReviewLike: reviewLike<DealReview>('/deals', 'GET'),
    },
    posts: {
      /** Likes the post; liking it again changes nothing. Answers `{ liked: true, likes }`. */
      like: like('PUT'),
      /** Takes my like back; not liking it changes nothing. Answers `{ liked: false, likes }`. */
      unlike: like('DELETE'),
      /** Likes the post, or takes the like back (a GET, as SPEC §7 has it; never retried: prefer `like` / `unlike`). */
      togglePostLike: like('GET'),
    },
    users: {
      /** The recipient shows a recommendation on their profile; shown already changes nothing. Answers it. */
      showRecommendation: visible('PUT'),
      /** The recipient hides a recommendation from their profile; hidden already changes nothing. Answers it. */
      hideRecommendation: visible('DELETE'),
      /** Shows or hides it, whichever it is not (a GET, never retried: prefer `showRecommendation` / `hideRecommendation`). */
      toggleRecommendation: visible('GET'),
    },
  };
}

export type FollowsAndLikes = ReturnType<typeof followsAndLikesResource>;
export type CompanyFollowResource = ReturnType<typeof companyFollowResource>;
