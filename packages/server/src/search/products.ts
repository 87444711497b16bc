import { visibleProductSql } from '../products/routes.ts';
import { listingSearch } from './content.ts';

/**
 * Products (docs/search.md "Posts, deals and products"): title and description, through the products_search index
 * (product_search_document, migrations 0036 and 0041: stored); only the products whose page may be opened (visibleProductSql: not
 * deleted).
 */
export const productSearch = listingSearch({
  type: 'products',
  table: 'products',
  visible: () => visibleProductSql('l'),
  fileOwner: 'product',
});
