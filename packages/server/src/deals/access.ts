import type { Queryable } from '../db/database.ts';
import { type ListingKind, listingToChange, liveListing, type OwnedRow } from '../listings/kind.ts';
import { mayChangeListing } from '../listings/managers.ts';

// In the listing core now; users/ still reads it from here.

/** A deal's managers besides its author and company: the `deal_managers` rows. */
export const DEAL_MANAGERS = { table: 'deal_managers', column: 'deal_id' } as const;

/** Deals as a listing kind: soft-deleted, changed by their author, their company's managers or their own managers. */
export const dealKind = {
  noun: 'deal',
  base: '/deals',
  name: 'Deal',
  ...liveListing('deals', 'deal'),
  mayChange: (db, deal, userId) => mayChangeListing(db, deal, userId, DEAL_MANAGERS),
  messages: { forbidden: 'forbidden.change_deal', ownReview: 'review.own_deal', reviewAgain: 'review.again_deal' },
} satisfies ListingKind;

/** The deal, when the member may change it; 404 when it is gone, 403 when they may not. */
export const dealToChange = (db: Queryable, id: number, userId: number): Promise<OwnedRow> => listingToChange(db, dealKind, id, userId);
