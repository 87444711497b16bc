import { totalPages } from '@dealgrow/sdk';
import { formatPrice } from '@dealgrow/sdk/format';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import { useLoaded } from '../common/use-loaded.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { useMember, useSession } from '../session/session.tsx';
import '../deals/deals.css';
import { buttonClassName, cardClassName, EmptyState } from '@dealgrow/widgets';

/** SPEC §9: listings come 24 a page. */
export const PRODUCTS_PAGE_SIZE = 24;

/** /products: the newest products, 24 a page, the page in `?page=`. */
export function ProductsScreen() {
  const { t } = useTranslation();
  const { client } = useSession();
  const { signedIn } = useMember();
  const { lang, localize } = useLocalize();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { state, reload } = useLoaded(`products-${page}`, (signal) =>
    client.products.newest({ page, limit: PRODUCTS_PAGE_SIZE }, { signal }),
  );
  const pages = state.status === 'ready' ? totalPages(state.data) : 0;
  const pageLink = (target: number) => localize(`/products${target > 1 ? `?page=${target}` : ''}`);

  return (
    <div className="container page">
      <header className="page-header page-header--with-action">
        <div>
          <h1>{t('products.title')}</h1>
          <p className="lead">{t('products.lead')}</p>
        </div>
        {signedIn && (
          <Link to={localize('/products/new')} className={buttonClassName('primary')}>
            {t('products.create')}
          </Link>
        )}
      </header>
      {state.status === 'loading' && <Loading shape="cards" />}
      {state.status === 'error' && <LoadFailed error={state.error} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.items.length === 0 ? (
          <EmptyState
            title={t('products.empty')}
            action={signedIn ? <Link to={localize('/products/new')}>{t('products.create')}</Link> : undefined}
          />
        ) : (
          <>
            <ul className="card-grid product-grid">
              {state.data.items.map((product) => (
                <li key={product.id} className={cardClassName('product-card')} data-product={product.id}>
                  <h2>
                    <Link to={localize(`/products/${product.id}`)}>{product.title}</Link>
                  </h2>
                  <p className="deal-price">{formatPrice(product.price, product.currency, lang) ?? t('products.noPrice')}</p>
                  {product.company && <p className="product-card__meta">{product.company.name}</p>}
                </li>
              ))}
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={t('products.pageOf', { page: String(page), pages: String(pages) })}>
                {page > 1 && <Link to={pageLink(page - 1)}>{t('products.previous')}</Link>}
                <span>{t('products.pageOf', { page: String(page), pages: String(pages) })}</span>
                {page < pages && <Link to={pageLink(page + 1)}>{t('products.next')}</Link>}
              </nav>
            )}
          </>
        ))}
    </div>
  );
}
