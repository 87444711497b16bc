import type { QueryOf, RequestBody, ResponseData } from '../contract.ts';
import type { Product, ProductDetail, Faq as ProductFaq, ProductReview } from '../generated/openapi.ts';
import { type CallOptions, pathOf, type Transport } from '../transport/client.ts';
import { callsOf, pagedLists } from './calls.ts';
import { type FormInput, toFormData } from './form.ts';

export type { Product, ProductDetail, ProductFaq, ProductReview };

export type ProductPage = ResponseData<'newProducts'>;
export type ProductListQuery = QueryOf<'newProducts'>;
export type CreateProductInput = FormInput<'createProduct'>;
export type UpdateProductInput = FormInput<'updateProduct'>;

/** SPEC §7: products are always sent with these location ids. */
export const PRODUCT_LOCATION = { country_id: 6, state_id: 487, city_id: 7 } as const;

/** Products (SPEC §7 /products): CRUD with files, FAQ, reviews, and the paged lists, each also as an async iterator. */
export function productsResource(transport: Transport) {
  const { get, send } = callsOf(transport);
  const { at: list, around, each } = pagedLists<Product, ProductListQuery>(get);
  const recommended = list('/products/recommended-products');
  const popular = list('/products/popular-products');
  const newest = list('/products/new-products');
  const other = around('/products/other-products/{id}');
  const related = around('/products/related-products/{id}');

  return {
    /** Add a product (multipart, with files), at the fixed location of SPEC §7. */
    create: (input: CreateProductInput, options?: CallOptions) =>
      send<ProductDetail>('POST', '/products', toFormData({ ...input, ...PRODUCT_LOCATION }), options),
    update: (id: number, input: UpdateProductInput, options?: CallOptions) =>
      send<ProductDetail>('PATCH', pathOf('/products/{id}', { id }), toFormData({ ...input, ...PRODUCT_LOCATION }), options),
    remove: (id: number, options?: CallOptions) => send<undefined>('DELETE', pathOf('/products/{id}', { id }), undefined, options),
    get: (id: number, options?: CallOptions) => get<ProductDetail>(pathOf('/products/{id}', { id }), options),

    faqs: (id: number, options?: CallOptions) => get<ProductFaq[]>(pathOf('/products/{id}/faq', { id }), options),
    createFaq: (id: number, input: RequestBody<'createProductFaq'>, options?: CallOptions) =>
      send<ProductFaq>('POST', pathOf('/products/{id}/faq', { id }), input, options),
    updateFaq: (id: number, faqId: number, input: RequestBody<'updateProductFaq'>, options?: CallOptions) =>
      send<ProductFaq>('PATCH', pathOf('/products/{id}/faq/{faqId}', { id, faqId }), input, options),
    deleteFaq: (id: number, faqId: number, options?: CallOptions) =>
      send<undefined>('DELETE', pathOf('/products/{id}/faq/{faqId}', { id, faqId }), undefined, options),

    reviews: (id: number, query?: QueryOf<'productReviews'>, options?: CallOptions) =>
      get<ResponseData<'productReviews'>>(pathOf('/products/{id}/reviews', { id }), options, query),
    createReview: (id: number, input: RequestBody<'createProductReview'>, options?: CallOptions) =>
      send<ProductReview>('POST', pathOf('/products/{id}/reviews', { id }), input, options),
    updateReview: (id: number, reviewId: number, input: RequestBody<'updateProductReview'>, options?: CallOptions) =>
      send<ProductReview>('PATCH', pathOf('/products/{id}/reviews/{reviewId}', { id, reviewId }), input, options),
    deleteReview: (id: number, reviewId: number, options?: CallOptions) =>
      send<undefined>('DELETE', pathOf('/products/{id}/reviews/{reviewId}', { id, reviewId }), undefined, options),

    recommended,
    popular,
    newest,
    other,
    related,
    eachRecommended: (query?: ProductListQuery) => each(recommended, query),
    eachPopular: (query?: ProductListQuery) => each(popular, query),
    eachNewest: (query?: ProductListQuery) => each(newest, query),
    eachOther: (id: number, query?: ProductListQuery) => each((q) => other(id, q), query),
    eachRelated: (id: number, query?: ProductListQuery) => each((q) => related(id, q), query),
  };
}

export type ProductsResource = ReturnType<typeof productsResource>;
