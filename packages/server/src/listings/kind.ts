import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { type ErrorCode, forbidden, notFound } from '../http/errors.ts';
import { Id } from '../http/schema.ts';
import { type MessageKey, t } from '../i18n/catalogue.ts';

/**
 * What a listing is to the routes every listing shares (FAQ, reviews, files): a row someone wrote, maybe for a
 * company, that its editors may change and others may review. Deals, products and companies (for their reviews)
 * are the kinds; each keeps its own routes and answers in its own folder.
 */
export interface OwnedRow {
  id: number;
  author_id: number;
  company_id: number | null;
}

export interface ListingKind {
  /** `deal`, `product` or `company`: in messages, the 404's thing and the owner column (`deal_id`, …). */
  noun: 'deal' | 'product' | 'company';
  base: '/deals' | '/products' | '/company';
  /** `Deal`, `Product` or `Company`: in operationIds. */
  name: 'Deal' | 'Product' | 'Company';
  /** SQL telling whether listing `$1` is there (live), for a list's own statement. */
  exists: string;
  /** The live listing's owning columns, or 404. */
  find(db: Queryable, id: number): Promise<OwnedRow>;
  /** The member edits this listing (its author or one of its managers); editors may not review it. */
  mayChange(db: Queryable, listing: OwnedRow, userId: number): Promise<boolean>;
  messages: {
    /** 403 on a change by someone who may not. */
    forbidden: MessageKey;
    /** 403 on a review by an editor. */
    ownReview: MessageKey;
    /** 409 on a second review by the same member. */
    reviewAgain: MessageKey;
  };
  /** The code of that 409 (`conflict` unless said). */
  reviewAgainCode?: ErrorCode;
}

/** The owner column of a listing's children: `deal_id`, `product_id`, `company_id`. */
export const ownerColumn = (kind: Pick<ListingKind, 'noun'>) => `${kind.noun}_id` as const;

/** How to find a soft-deleted listing (deals, products): by id, live only; 404 naming it otherwise. */
export function liveListing(table: 'deals' | 'products', noun: 'deal' | 'product'): Pick<ListingKind, 'exists' | 'find'> {
  return {
    exists: `SELECT EXISTS (SELECT 1 FROM ${table} b WHERE b.id = $1 AND b.deleted_at IS NULL)`,
    async find(db, id) {
      const row = await first<OwnedRow>(db, `SELECT id, author_id, company_id FROM ${table} WHERE id = $1 AND deleted_at IS NULL`, [id]);
      if (!row) throw notFound(noun);
      return row;
    },
  };
}

/** The listing, when the member may change it; 404 when it is gone, 403 when they may not. */
export async function listingToChange(db: Queryable, kind: ListingKind, id: number, userId: number): Promise<OwnedRow> {
  const listing = await kind.find(db, id);
  if (!(await kind.mayChange(db, listing, userId))) throw forbidden(t(kind.messages.forbidden));
  return listing;
}

export const IdParams = Type.Object({ id: Id() }, { additionalProperties: false });
export const FaqParams = Type.Object({ id: Id(), faqId: Id() }, { additionalProperties: false });
export const ReviewParams = Type.Object({ id: Id(), reviewId: Id() }, { additionalProperties: false });

/** The answer of a route that answers nothing. */
export const NoContent = Type.Null({ description: 'Done.' });
