import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type { Deal, DealDetail, Faq as DealFaq, DealReview } from '../generated/openapi.ts';
import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import { callsOf, pagedLists } from './calls.ts';
import type { FollowsAndLikes } from './follows-and-likes.ts';
import { type FormInput, toFormData } from './form.ts';

export type { Deal, DealDetail, DealFaq, DealReview };

export type DealPage = ResponseData<'newDeals'>;
/** POST /deals: buy, sell and refer prices are kept only when above zero. */
export type CreateDealInput = FormInput<'createDeal'>;
/** PATCH /deals/{id}: only the fields to change; `managers` replaces the list, `removed_files` deletes files. */
export type UpdateDealInput = FormInput<'updateDeal'>;
export type DealListQuery = QueryOf<'newDeals'>;
/** SPEC §9: popular deals come 100 in one page; offers are type offer, perks type demand. */
export type DealListType = NonNullable<DealListQuery['type']>;

/**
 * The deal reads a deal card or list makes: one deal, and the popular lists. Their own factory so that a bundle of
 * deal widgets (the widgets embed) carries none of the rest of `dealsResource`.
 */
export function dealReadsResource(transport: Transport) {
  const { get } = callsOf(transport);
  return {
    get: (id: number, options?: CallOptions) => get<DealDetail>(pathOf('/deals/{id}', { id }), options),
    /** SPEC §9: type all (100 a page), offer or demand (24 a page). */
    popular: (query?: DealListQuery, options?: CallOptions) => get<DealPage>('/deals/popular-deals', options, query),
  };
}

/** Deals (SPEC §7 /deals): listing, FAQ, reviews and the paged lists, each also as an async iterator. */
export function dealsResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const { at: list, around, each } = pagedLists<Deal, DealListQuery>(get);

  const recommended = list('/deals/recommended-deals');
  const { get: getDeal, popular } = dealReadsResource(transport);
  const newest = list('/deals/new-deals');
  const sponsored = list('/deals/sponsored-deals');
  const other = around('/deals/other-deals/{id}');
  const related = around('/deals/related-deals/{id}');
  const ofCompany = around('/company/{id}/deals');
  const ofUser = around('/users/{id}/deals');

  return {
    /** List an offer or a demand (multipart, with files). */
    create: (input: CreateDealInput, options?: CallOptions) => send<DealDetail>('POST', '/deals', toFormData(input), options),
    /** Change a deal: its author, its company's managers or its managers only. */
    update: (id: number, input: UpdateDealInput, options?: CallOptions) =>
      send<DealDetail>('PATCH', pathOf('/deals/{id}', { id }), toFormData(input), options),
    remove: (id: number, options?: CallOptions) => send<undefined>('DELETE', pathOf('/deals/{id}', { id }), undefined, options),
    get: getDeal,

    faqs: (id: number, options?: CallOptions) => get<DealFaq[]>(pathOf('/deals/{id}/faq', { id }), options),
    createFaq: (id: number, input: RequestBody<'createDealFaq'>, options?: CallOptions) =>
      send<DealFaq>('POST', pathOf('/deals/{id}/faq', { id }), input, options),
    updateFaq: (id: number, faqId: number, input: RequestBody<'updateDealFaq'>, options?: CallOptions) =>
      send<DealFaq>('PATCH', pathOf('/deals/{id}/faq/{faqId}', { id, faqId }), input, options),
    deleteFaq: (id: number, faqId: number, options?: CallOptions) =>
      send<undefined>('DELETE', pathOf('/deals/{id}/faq/{faqId}', { id, faqId }), undefined, options),

    reviews: (id: number, query?: QueryOf<'dealReviews'>, options?: CallOptions) =>
      get<ResponseData<'dealReviews'>>(pathOf('/deals/{id}/reviews', { id }), options, query),
    /** Content and a rate of 1 to 5; one review a member, not on a deal you manage. */
    createReview: (id: number, input: RequestBody<'createDealReview'>, options?: CallOptions) =>
      send<DealReview>('POST', pathOf('/deals/{id}/reviews', { id }), input, options),
    updateReview: (id: number, reviewId: number, input: RequestBody<'updateDealReview'>, options?: CallOptions) =>
      send<DealReview>('PATCH', pathOf('/deals/{id}/reviews/{reviewId}', { id, reviewId }), input, options),
    deleteReview: (id: number, reviewId: number, options?: CallOptions) =>
      send<undefined>('DELETE', pathOf('/deals/{id}/reviews/{reviewId}', { id, reviewId }), undefined, options),
    /** One review by id, or `'mine'` for the signed-in member's own review. */
    review: (id: number, review: number | 'mine', options?: CallOptions) =>
      get<DealReview>(pathOf('/deals/{id}/review/{x}', { id, x: review }), options),

    recommended,
    popular,
    newest,
    sponsored,
    other,
    related,
    ofCompany,
    ofUser,
    /** Every popular deal, fetched 100 a page (SPEC §9). */
    eachPopular: (query?: DealListQuery) => each(popular, query),
    eachRecommended: (query?: DealListQuery) => each(recommended, query),
    eachNewest: (query?: DealListQuery) => each(newest, query),
    eachSponsored: (query?: DealListQuery) => each(sponsored, query),
    eachOther: (id: number, query?: DealListQuery) => each((q) => other(id, q), query),
    eachRelated: (id: number, query?: DealListQuery) => each((q) => related(id, q), query),
    eachOfCompany: (id: number, query?: DealListQuery) => each((q) => ofCompany(id, q), query),
    eachOfUser: (id: number, query?: DealListQuery) => each((q) => ofUser(id, q), query),
  };
}

/** `client.deals`: with review likes (follows-and-likes.ts, loaded on first call). */
export type DealsResource = ReturnType<typeof dealsResource> & FollowsAndLikes['deals'];
