import type { ProductDetail } from '@dealgrow/sdk';
import { formatPrice } from '@dealgrow/sdk/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FaqSection } from '../deals/faq-section.tsx';
import { FileList } from '../deals/file-list.tsx';
import { LoadFailed, Loading } from '../deals/load-state.tsx';
import { ReviewsSection } from '../deals/reviews-section.tsx';
import { useListingId } from '../deals/use-deal-id.ts';
import { useLoaded } from '../deals/use-loaded.ts';
import { useLocalize } from '../routing/use-localize.ts';
import { NotFoundScreen } from '../screens/not-found.tsx';
import { useSession } from '../session/session.tsx';
import '../deals/deals.css';

export function ProductDetailScreen() {
  const id = useListingId();
  return id === null ? <NotFoundScreen /> : <ProductPage id={id} />;
}

function ProductPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { state, reload } = useLoaded(`product-${id}`, (signal) => client.products.get(id, { signal }));
  if (state.status === 'ready') return <ProductView product={state.data} />;
  return (
    <div className="container page">
      {state.status === 'loading' ? (
        <Loading />
      ) : (
        <>
          <h1>{state.error.status === 404 ? t('products.notFound') : t('products.loadError')}</h1>
          <LoadFailed error={state.error} onRetry={reload} />
        </>
      )}
    </div>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const { lang, localize } = useLocalize();
  const facts: Array<[string, string]> = [];
  if (product.stock !== null) facts.push([t('deals.detail.stock'), new Intl.NumberFormat(lang).format(product.stock)]);
  if (product.industry) facts.push([t('deals.detail.industry'), product.industry]);
  if (product.company) facts.push([t('deals.detail.company'), product.company.name]);
  facts.push([t('deals.detail.author'), `${product.author.firstName} ${product.author.lastName}`.trim()]);

  return (
    <div className="container page deal-page" data-product={product.id}>
      <header className="page-header page-header--with-action">
        <div>
          <h1>{product.title}</h1>
          <p className="deal-price">{formatPrice(product.price, product.currency, lang) ?? t('products.noPrice')}</p>
        </div>
        {product.can_edit && (
          <Link to={localize(`/products/${product.id}/edit`)} className="button button--outline" data-action="edit">
            {t('deals.detail.edit')}
          </Link>
        )}
      </header>
      <div className="deal-grid">
        <div className="deal-grid__main">
          <section className="panel deal-section" aria-labelledby="description-title">
            <h2 id="description-title">{t('deals.detail.description')}</h2>
            <p className="deal-description">{product.description || t('deals.detail.noDescription')}</p>
          </section>
          <FileList files={product.files} />
          <FaqSection
            listingKey={`product-${product.id}`}
            canEdit={product.can_edit}
            api={{
              list: (signal) => client.products.faqs(product.id, { signal }),
              create: (input) => client.products.createFaq(product.id, input),
              update: (faqId, input) => client.products.updateFaq(product.id, faqId, input),
              remove: (faqId) => client.products.deleteFaq(product.id, faqId),
            }}
          />
          <ReviewsSection
            listingKey={`product-${product.id}`}
            canEdit={product.can_edit}
            api={{
              list: (signal) => client.products.reviews(product.id, { limit: 100 }, { signal }),
              create: (input) => client.products.createReview(product.id, input),
              update: (reviewId, input) => client.products.updateReview(product.id, reviewId, input),
              remove: (reviewId) => client.products.deleteReview(product.id, reviewId),
            }}
          />
        </div>
        <aside className="deal-grid__side">
          <section className="panel deal-section" aria-labelledby="facts-title">
            <h2 id="facts-title">{t('deals.detail.facts')}</h2>
            <dl className="deal-facts">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
