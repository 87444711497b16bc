import type { ProductDetail } from '@dealgrow/sdk';
import { formatPrice } from '@dealgrow/sdk/format';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../common/not-found.tsx';
import { useListingId } from '../common/use-deal-id.ts';
import { useLoaded } from '../common/use-loaded.ts';
import { FactsSection, faqsOf, ListingLoad, ListingPage, ListingSections, reviewsOf } from '../listings/index.ts';
import { useLocalize } from '../routing/use-localize.ts';
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
  return (
    <ListingLoad state={state} reload={reload} notFound={t('products.notFound')} loadError={t('products.loadError')}>
      {(product) => <ProductView product={product} />}
    </ListingLoad>
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
    <ListingPage
      kind="product"
      id={product.id}
      title={product.title}
      price={formatPrice(product.price, product.currency, lang) ?? t('products.noPrice')}
      editPath={product.can_edit ? localize(`/products/${product.id}/edit`) : null}
      main={
        <ListingSections
          listingKey={`product-${product.id}`}
          description={product.description}
          files={product.files}
          canEdit={product.can_edit}
          faqs={faqsOf(client.products, product.id)}
          reviews={reviewsOf(client.products, product.id)}
        />
      }
      side={<FactsSection facts={facts} />}
    />
  );
}
