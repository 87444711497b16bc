import { visibleProductSql } from '../products/routes.ts';
import { listingSearch } from './content.ts';

/**
 * Products (docs/search.md "Posts, deals and products"): title and description, through the products_search index
 * (product_search_document, migration 0036); only the products whose page may be opened (visibleProductSql: not
 * deleted).
 */
export const productSearch = listingSearch({
  type: 'products',
  table: 'products',
  document: 'product_search_document(l.title, l.description)',
  visible: () => visibleProductSql('l'),
  fileOwner: 'product',
});
