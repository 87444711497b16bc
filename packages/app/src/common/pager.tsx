import { buttonClassName } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';

/**
 * Previous / next with "page X of Y"; nothing when everything fits in one page. `label` names the pages (the
 * navigation's accessible name, "Pages" by default); `className` adds the screen's own placement.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={className ? `network-pager ${className}` : 'network-pager'} aria-label={label ?? t('network.pager.label')}>
      <button type="button" className={buttonClassName('secondary', 'small')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('network.pager.previous')}
      </button>
      <span className="network-pager__where">{t('network.pager.pageOf', { page, pages })}</span>
      <button type="button" className={buttonClassName('secondary', 'small')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('network.pager.next')}
      </button>
    </nav>
  );
}

/** A positive whole number from the query string, else `fallback`. */
export function wholeNumber<Fallback extends number | null>(value: string | null, fallback: Fallback): number | Fallback {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
