import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type {
  Company,
  CompanyFollowState,
  CompanyManager,
  CompanyReview,
  CompanyType,
  CompanyWithManagers as ManagedCompany,
  operations,
  CompanyReceivedReview as ReceivedReview,
  ShowroomItem,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { type Page, paginate } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';
import type { DealPage } from './deals.ts';
import type { FollowsAndLikes } from './follows-and-likes.ts';
import { type FormInput, toFormData } from './form.ts';
import type { Post, PostPage } from './posts.ts';
import type { Product, ProductPage } from './products.ts';

export type { Company, CompanyFollowState, CompanyManager, CompanyReview, CompanyType, ManagedCompany, ReceivedReview, ShowroomItem };

type ListQuery = QueryOf<'companyTimeline'>;

export type CompanyPage = ResponseData<'companies'>;
export type CompanyListQuery = QueryOf<'companies'>;
/** A page of a company's reviews with their `average` rate (null when there are none). */
export type CompanyReviewPage = ResponseData<'companyReviews'>;
export type CompanyReviewInput = RequestBody<'createCompanyReview'>;
export type UpdateCompanyReviewInput = RequestBody<'updateCompanyReview'>;
/** The fields `removeField` empties. */
export type CompanyRemovableField = operations['removeCompanyField']['parameters']['path']['field'];
/** POST /company: only `name` and `slug` are needed; the logo and the cover image as files. */
export type CreateCompanyInput = Omit<FormInput<'createCompany'>, 'logo' | 'cover_image'> & { logo?: Blob; cover_image?: Blob };
/** PATCH /company/{id}: only the fields to change. */
export type UpdateCompanyInput = Omit<FormInput<'updateCompany'>, 'logo' | 'cover_image'> & { logo?: Blob; cover_image?: Blob };
/** A showroom item: `title` is needed; `url` is the video's address for a `video` item; the image as a file. */
export type ShowroomItemInput = Omit<FormInput<'addShowroomItem'>, 'image'> & { image?: Blob };
/** `userId` becomes a `manager` (or `role: 'owner'`). */
export type AddCompanyManagerInput = RequestBody<'addCompanyManager'>;
/**
 * What becomes of a removed manager's work: `leadsTo`, the member who takes over their open leads (none: the
 * company's owner keeps them), and `removeFromDeals`, whether they also stop managing the company's deals.
 */
export interface RemoveCompanyManagerOptions {
  leadsTo?: number;
  removeFromDeals?: boolean;
}

const company = (id: number | string, suffix = '') => `/company/${encodeURIComponent(id)}${suffix}`;

/**
 * The company reads a company card or follow button makes: one company (by id or slug), the caller's follow and the
 * company's deals. Their own factory so that the widgets embed carries none of the rest of `companiesResource`; with
 * following (`follow`, `unfollow`, `toggleFollow`) it is `companyReadsResource` (company-reads.ts).
 */
export function companyBasicsResource(transport: Transport) {
  const { get } = callsOf(transport);
  return {
    /** One company by id or slug. */
    get: (idOrSlug: number | string, options?: CallOptions) => get<Company>(company(idOrSlug), options),
    /** Whether the signed-in member follows the company, and its follower count. */
    isFollower: (id: number, options?: CallOptions) => get<CompanyFollowState>(`/company/is-follower/${id}`, options),
    /** The company's deals, newest first (24 a page). */
    deals: (id: number, query?: QueryOf<'companyDeals'>, options?: CallOptions) => get<DealPage>(company(id, '/deals'), options, query),
  };
}

/**
 * Companies (SPEC §7 /company, docs/companies-and-clubs.md): pages, follow, showroom, products and deals, timeline
 * and activities, managers and reviews; every paged list also as an async iterator (`each…`). Each method is its
 * route's operationId without "company" (`toggleCompanyFollow` → `toggleFollow`; docs/companies-and-clubs.md lists them all).
 */
export function companiesResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const reads = companyBasicsResource(transport);
  const paged =
    <T>(suffix: string) =>
    (id: number, query?: ListQuery, options?: CallOptions) =>
      get<T>(company(id, suffix), options, query);
  const walk = <T>(fetch: (query: ListQuery) => Promise<ApiResult<Page<T>>>, query?: ListQuery) =>
    paginate<T>((page) => fetch({ ...query, page }), query?.page);
  const form = (method: 'POST' | 'PATCH', path: string, input: object, options?: CallOptions) =>
    send<Company>(method, path, toFormData(input), options);

  const list = (query?: CompanyListQuery, options?: CallOptions) => get<CompanyPage>('/company', options, query);
  const followed = (query?: ListQuery, options?: CallOptions) => get<CompanyPage>('/company/followed', options, query);
  const products = (id: number, which: 'all' | 'active', query?: ListQuery, options?: CallOptions) =>
    get<ProductPage>(company(id, `/products/${which}`), options, query);
  const timeline = paged<PostPage>('/timeline');
  const activities = paged<PostPage>('/activities');
  const reviews = paged<CompanyReviewPage>('/reviews');
  const reviewsReceived = paged<ResponseData<'companyReviewsReceived'>>('/reviews/received');
  const reviewsSent = paged<ResponseData<'companyReviewsSent'>>('/reviews/sent');
  const review = (id: number, reviewId: number) => company(id, `/reviews/${reviewId}`);

  return {
    ...reads,
    /** Every company, newest first (25 a page); `q` matches the name. */
    list,
    types: (options?: CallOptions) => get<CompanyType[]>('/company/types', options),
    /** The companies the signed-in member owns or manages; `includeManagers: '1'` adds each one's managers. */
    mine: (query?: QueryOf<'myCompanies'>, options?: CallOptions) => get<ManagedCompany[]>('/company/my', options, query),
    /** The companies the signed-in member follows, newest follow first. */
    followed,
    /** Whether `slug` is free (false too when it is malformed or reserved). */
    slugAvailable: (slug: string, options?: CallOptions) =>
      send<{ available: boolean }>('POST', '/company/unique-slug-control', { slug }, options),
    /** Creates a company page (multipart); the creator is its owner. 409 `slug_taken`. */
    create: (input: CreateCompanyInput, options?: CallOptions) => form('POST', '/company', input, options),
    update: (id: number, input: UpdateCompanyInput, options?: CallOptions) => form('PATCH', company(id), input, options),
    updateLogo: (id: number, logo: Blob, options?: CallOptions) => form('PATCH', company(id, '/logo'), { logo }, options),
    updateCoverImage: (id: number, image: Blob, options?: CallOptions) =>
      form('PATCH', company(id, '/cover_image'), { cover_image: image }, options),
    /** Empties one field; answers the company. */
    removeField: (id: number, field: CompanyRemovableField, options?: CallOptions) =>
      send<Company>('PATCH', company(id, `/${field}/remove`), undefined, options),
    /** Whether anonymous visitors see the logo. */
    setPictureVisibility: (id: number, visibility: 'public' | 'members', options?: CallOptions) =>
      send<Company>('PATCH', company(id, '/profile-picture/visibility'), { visibility }, options),
    /** Deletes the company (its owner only), its deals, products and posts with it. */
    remove: (id: number, options?: CallOptions) => send<undefined>('DELETE', company(id), undefined, options),

    showroom: (id: number, options?: CallOptions) => get<ShowroomItem[]>(company(id, '/showroom'), options),
    addShowroomItem: (id: number, input: ShowroomItemInput, options?: CallOptions) =>
      send<ShowroomItem>('POST', company(id, '/showroom'), toFormData(input), options),
    deleteShowroomItem: (id: number, itemId: number, options?: CallOptions) =>
      send<undefined>('DELETE', company(id, `/showroom/${itemId}`), undefined, options),
    /** The company's products: `all`, or only the `active` ones. */
    products,

    /** Posts posted as the company, newest first (pinned first). */
    timeline,
    /** Posts posted as the company and posts that mention it, newest first. */
    activities,
    /** Pins a post of the company on its timeline, or unpins it; answers the post. */
    pinPost: (id: number, postId: number, pinned: boolean, options?: CallOptions) =>
      send<Post>('PATCH', company(id, `/post/${postId}`), { pinned }, options),

    managers: (id: number, options?: CallOptions) => get<CompanyManager[]>(company(id, '/managers'), options),
    /** 409 when the member already manages it. */
    addManager: (id: number, input: AddCompanyManagerInput, options?: CallOptions) =>
      send<CompanyManager>('POST', company(id, '/managers'), input, options),
    /** A manager may remove themselves, only the owner others; the last owner stays (409 `last_owner`). */
    removeManager: (id: number, memberId: number, then: RemoveCompanyManagerOptions = {}, options?: CallOptions) =>
      send<undefined>(
        'DELETE',
        company(id, `/managers/${memberId}/${then.leadsTo ?? 0}/${then.removeFromDeals ? 1 : 0}`),
        undefined,
        options,
      ),

    /** Reviews of the company with their `average`. */
    reviews,
    /** One review a member (409 `already_reviewed`), not of a company you manage (403). */
    createReview: (id: number, input: CompanyReviewInput, options?: CallOptions) =>
      send<CompanyReview>('POST', company(id, '/reviews'), input, options),
    updateReview: (id: number, reviewId: number, input: UpdateCompanyReviewInput, options?: CallOptions) =>
      send<CompanyReview>('PATCH', review(id, reviewId), input, options),
    deleteReview: (id: number, reviewId: number, options?: CallOptions) =>
      send<undefined>('DELETE', review(id, reviewId), undefined, options),
    /** Reviews of the company, its deals and its products, newest first. */
    reviewsReceived,
    /** The company reviews member `memberId` wrote. */
    reviewsSent,

    eachList: (query?: CompanyListQuery) => paginate((page) => list({ ...query, page }), query?.page),
    eachFollowed: (query?: ListQuery) => walk<Company>(followed, query),
    eachDeals: (id: number, query?: QueryOf<'companyDeals'>) => paginate((page) => reads.deals(id, { ...query, page }), query?.page),
    eachProducts: (id: number, which: 'all' | 'active', query?: ListQuery) => walk<Product>((q) => products(id, which, q), query),
    eachTimeline: (id: number, query?: ListQuery) => walk<Post>((q) => timeline(id, q), query),
    eachActivities: (id: number, query?: ListQuery) => walk<Post>((q) => activities(id, q), query),
    eachReviews: (id: number, query?: ListQuery) => walk<CompanyReview>((q) => reviews(id, q), query),
    eachReviewsReceived: (id: number, query?: ListQuery) => walk<ReceivedReview>((q) => reviewsReceived(id, q), query),
    eachReviewsSent: (memberId: number, query?: ListQuery) => walk<CompanyReview>((q) => reviewsSent(memberId, q), query),
  };
}

/** `client.companies`: with following and review likes (follows-and-likes.ts, loaded on first call). */
export type CompaniesResource = ReturnType<typeof companiesResource> & FollowsAndLikes['companies'];
