import { type Static, Type } from 'typebox';
import { UploadedFile } from '../files/files.ts';
import { DEALS_PAGE_SIZE, PageQuery } from '../http/paging.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { Faq } from '../listings/faqs.ts';
import { FileParts, RemovedFiles } from '../listings/files.ts';
import { likeFields, reviewSchema } from '../listings/reviews.ts';
import { CompanySummary } from '../listings/rows.ts';
import { MemberSummary } from '../members/member-summary.ts';

// In the listing core now; users/ still reads it from here.

export const DealType = Type.Union([Type.Literal('offer'), Type.Literal('demand')], { description: 'offer: for sale; demand: wanted.' });
export type DealType = Static<typeof DealType>;
export const Anyone = Type.Literal('anyone', { description: 'Fixed to anyone (SPEC §5).' });

const Money = Type.Number({ minimum: 0, maximum: 999_999_999_999, description: 'An amount in the currency beside it.' });
const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code from GET /currencies.' });
/** A buy, sell or refer price: answered only when above zero. */
const RewardPrice = Type.Optional(Type.Number({ exclusiveMinimum: 0 }));

/** A deal review, with its likes. */
export const DealReview = reviewSchema('DealReview', likeFields);
export type DealReview = Static<typeof DealReview>;

/** SPEC §3 "Deal", as every answer shows it. */
export const Deal = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    type: DealType,
    industry_id: Nullable(Type.Integer()),
    industry: Nullable(Type.String({ description: 'Industry name.' })),
    category_id: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    price: Nullable(Type.Number()),
    stock: Nullable(Type.Integer()),
    location: Nullable(Type.String()),
    description: Type.String(),
    sub_type: Nullable(Type.String()),
    isAllIndustry: Type.Boolean(),
    buy_price: RewardPrice,
    buy_currency: Type.Optional(Type.String()),
    sell_price: RewardPrice,
    sell_currency: Type.Optional(Type.String()),
    refer_price: RewardPrice,
    refer_currency: Type.Optional(Type.String()),
    visibility: Anyone,
    comment_permission: Anyone,
    is_sponsored: Type.Boolean(),
    company_id: Nullable(Type.Integer()),
    company: Nullable(CompanySummary),
    author_id: Type.Integer(),
    author: MemberSummary,
    managers: Type.Array(MemberSummary, { description: 'Members who manage this deal besides its author and company.' }),
    files: Type.Array(UploadedFile),
    reviews_count: Type.Integer({ minimum: 0 }),
    rating: Nullable(Type.Number({ minimum: 1, maximum: 5, description: 'Average rate of its reviews.' })),
    can_edit: Type.Boolean({ description: 'The viewer may change this deal.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Deal', additionalProperties: false },
);
export type Deal = Static<typeof Deal>;

export const DealDetail = Type.Object({ ...Deal.properties, faqs: Type.Array(Faq) }, { title: 'DealDetail', additionalProperties: false });
export type DealDetail = Static<typeof DealDetail>;

const IdList = (description: string) => Type.Optional(Type.Array(Id(), { maxItems: 20, description }));

const dealFormFields = {
  title: Text({ minLength: 1, maxLength: 200, blank: false }),
  type: DealType,
  industry_id: Type.Optional(Id()),
  category_id: Type.Optional(Id()),
  currency: Type.Optional(CurrencyCode),
  price: Type.Optional(Money),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  location: Type.Optional(Text({ maxLength: 200 })),
  description: Type.Optional(Text({ maxLength: 20_000 })),
  sub_type: Type.Optional(Text({ maxLength: 60 })),
  isAllIndustry: Type.Optional(Type.Boolean()),
  buy_price: Type.Optional({ ...Money, description: 'Kept only when above zero; 0 clears it.' }),
  buy_currency: Type.Optional(CurrencyCode),
  sell_price: Type.Optional({ ...Money, description: 'Kept only when above zero; 0 clears it.' }),
  sell_currency: Type.Optional(CurrencyCode),
  refer_price: Type.Optional({ ...Money, description: 'Kept only when above zero; 0 clears it.' }),
  refer_currency: Type.Optional(CurrencyCode),
  visibility: Type.Optional(Anyone),
  comment_permission: Type.Optional(Anyone),
  company_id: Type.Optional(Id({ description: 'A company the member manages.' })),
  managers: IdList('Member ids who may manage the deal.'),
  files: FileParts,
};

/** POST /deals: a multipart form. */
export const DealForm = Type.Object(dealFormFields, { additionalProperties: false });
export type DealForm = Static<typeof DealForm>;

/** PATCH /deals/{id}: the fields to change; `managers` replaces the list when sent. */
export const DealPatchForm = Type.Object(
  {
    ...Type.Partial(Type.Object(dealFormFields)).properties,
    removed_files: RemovedFiles,
  },
  { additionalProperties: false },
);
export type DealPatchForm = Static<typeof DealPatchForm>;

export const DealTypeFilter = Type.Union([Type.Literal('all'), Type.Literal('offer'), Type.Literal('demand')], {
  default: 'all',
  description: 'all, offer, or demand (perks).',
});
const Search = Text({ maxLength: 100, description: 'Words the title or description contains.' });

export const DealListQuery = (defaultLimit = DEALS_PAGE_SIZE) =>
  PageQuery(defaultLimit, { type: Type.Optional(DealTypeFilter), search: Type.Optional(Search) });
