import type { SearchHit } from '@dealgrow/sdk';
import { formatPrice } from '@dealgrow/sdk/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../routing/use-localize.ts';
import { MarkedText } from './marked-text.tsx';

/** A hit's price in the page's language, or nothing when it has none (a deal or product without a price). */
export function hitPrice(hit: SearchHit, lang: string): string | undefined {
  return hit.price ? formatPrice(Number(hit.price.amount), hit.price.currency, lang) : undefined;
}

/**
 * One hit of the results page: its image (a member's photo, a company's logo, a deal's first image), its title as a
 * link to where it opens in the page's language, its subtitle, the excerpt that matched, a deal's or product's price,
 * and how it stands to the viewer. The words that matched are bold.
 */
export function HitRow({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search');
  const { lang, localize } = useLocalize();
  const price = hitPrice(hit, lang);
  return (
    <li className={`search-hit search-hit--${hit.type}`} data-hit={`${hit.type}-${hit.id}`}>
      {hit.imageUrl ? (
        <img className="search-hit__image" src={hit.imageUrl} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="search-hit__image search-hit__image--none" aria-hidden="true" />
      )}
      <div className="search-hit__main">
        <Link to={localize(hit.path)} className="search-hit__title">
          <MarkedText hit={hit} field="title" />
        </Link>
        {hit.subtitle && (
          <span className="search-hit__subtitle">
            <MarkedText hit={hit} field="subtitle" />
          </span>
        )}
        {hit.text && (
          <p className="search-hit__text">
            <MarkedText hit={hit} field="text" />
          </p>
        )}
      </div>
      {(price || hit.closeness !== 'none') && (
        <div className="search-hit__side">
          {price && <span className="search-hit__price">{price}</span>}
          {hit.closeness !== 'none' && <span className="search-hit__closeness">{t(`closeness.${hit.closeness}`)}</span>}
        </div>
      )}
    </li>
  );
}
