import { buttonClassName, cardClassName } from '@dealgrow/widgets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import type { Loaded } from '../common/use-loaded.ts';
import { type FaqApi, FaqSection } from './faq-section.tsx';
import { FileList, type UploadedFile } from './file-list.tsx';
import { type Review, type ReviewsApi, ReviewsSection } from './reviews-section.tsx';

/** A listing's page while it loads, or why it did not (its own words for not found and for a failure). */
export function ListingLoad<T>({
  state,
  reload,
  notFound,
  loadError,
  children,
}: {
  state: Loaded<T>;
  reload: () => void;
  notFound: string;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'ready') return children(state.data);
  return (
    <div className="container page">
      {state.status === 'loading' ? (
        <Loading shape="detail" />
      ) : (
        <>
          <h1>{state.error.status === 404 ? notFound : loadError}</h1>
          <LoadFailed error={state.error} onRetry={reload} />
        </>
      )}
    </div>
  );
}

/**
 * A listing's page: its header (a badge above the title where the kind has one, the price, the edit link for those
 * who may change it), the main column, the side column, and what follows both.
 */
export function ListingPage({
  kind,
  id,
  title,
  badge,
  price,
  editPath,
  main,
  side,
  children,
}: {
  kind: 'deal' | 'product';
  id: number;
  title: string;
  badge?: ReactNode;
  price: string | null | undefined;
  editPath: string | null;
  main: ReactNode;
  side: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container page deal-page" {...{ [`data-${kind}`]: id }}>
      <header className="page-header page-header--with-action">
        <div>
          {badge}
          <h1>{title}</h1>
          {price && <p className="deal-price">{price}</p>}
        </div>
        {editPath && (
          <Link to={editPath} className={buttonClassName('secondary')} data-action="edit">
            {t('deals.detail.edit')}
          </Link>
        )}
      </header>
      <div className="deal-grid">
        <div className="deal-grid__main">{main}</div>
        <aside className="deal-grid__side">{side}</aside>
      </div>
      {children}
    </div>
  );
}

/** What every listing's main column shows: its description, files, questions and answers, and reviews. */
export function ListingSections<R extends Review>({
  listingKey,
  description,
  files,
  canEdit,
  faqs,
  reviews,
}: {
  listingKey: string;
  description: string;
  files: UploadedFile[];
  canEdit: boolean;
  faqs: FaqApi;
  reviews: ReviewsApi<R>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className={cardClassName('deal-section')} aria-labelledby="description-title">
        <h2 id="description-title">{t('deals.detail.description')}</h2>
        <p className="deal-description">{description || t('deals.detail.noDescription')}</p>
      </section>
      <FileList files={files} />
      <FaqSection listingKey={listingKey} canEdit={canEdit} api={faqs} />
      <ReviewsSection listingKey={listingKey} canEdit={canEdit} api={reviews} />
    </>
  );
}

/** The listing's facts as label and value pairs. */
export function FactsSection({ facts }: { facts: Array<[string, string]> }) {
  const { t } = useTranslation();
  return (
    <section className={cardClassName('deal-section')} aria-labelledby="facts-title">
      <h2 id="facts-title">{t('deals.detail.facts')}</h2>
      <dl className="deal-facts">
        {facts.map(([label, value]) => (
          <div key={`${label}-${value}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
