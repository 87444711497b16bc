import { visibleDealSql } from '../deals/views.ts';
import { listingSearch } from './content.ts';

/**
 * Deals (docs/search.md "Posts, deals and products"): title, kind of deal and place, description, through the
 * deals_search index (deal_search_document, migrations 0036 and 0041: stored); only the deals whose page the viewer may open
 * (visibleDealSql: not deleted, not hidden after a report). The price is the deal's price in its currency.
 */
export const dealSearch = listingSearch({
  type: 'deals',
  table: 'deals',
  visible: (viewer) => visibleDealSql('l', viewer),
  fileOwner: 'deal',
});
