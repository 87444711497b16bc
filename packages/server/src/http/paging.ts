import { type TSchema, Type } from 'typebox';
import { MAX_ID } from './schema.ts';

/** SPEC §9 page sizes. */
export const DEALS_PAGE_SIZE = 24;
export const POPULAR_DEALS_PAGE_SIZE = 100;
export const LEAD_DASHBOARD_PAGE_SIZE = 5;
export const COMPANIES_PAGE_SIZE = 25;
export const PEOPLE_YOU_MIGHT_KNOW_PAGE_SIZE = 25;
export const ALL_POSTS_PAGE_SIZE = 5;
/** No list answers more than this in one page, whatever `limit` asks. */
export const MAX_PAGE_SIZE = 100;

/** `?page&limit` of a paged list: page counts from 1. */
export function PageQuery(defaultLimit: number, extra: Record<string, TSchema> = {}) {
  return Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID, default: 1, description: 'Page number, from 1.' })),
      limit: Type.Optional(
        Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultLimit, description: `Items a page (default ${defaultLimit}).` }),
      ),
      ...extra,
    },
    { additionalProperties: false },
  );
}

/** A page of a list: its items and the total, so that total pages = ceil(total / limit). */
export function Paged<T extends TSchema>(item: T) {
  return Type.Object(
    {
      items: Type.Array(item),
      total: Type.Integer({ minimum: 0, description: 'Items in the whole list.' }),
      page: Type.Integer({ minimum: 1 }),
      limit: Type.Integer({ minimum: 1 }),
    },
    { additionalProperties: false },
  );
}

/** SQL LIMIT/OFFSET for a page. */
export function pageWindow(query: { page?: number | undefined; limit?: number | undefined }, defaultLimit: number) {
  const page = query.page ?? 1;
  const limit = Math.min(query.limit ?? defaultLimit, MAX_PAGE_SIZE);
  return { page, limit, offset: (page - 1) * limit };
}
