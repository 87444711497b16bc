import { useTranslation } from 'react-i18next';

/** Previous / next with "page X of Y"; nothing when everything fits in one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="network-pager" aria-label={t('network.pager.label')}>
      <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('network.pager.previous')}
      </button>
      <span className="network-pager__where">{t('network.pager.pageOf', { page, pages })}</span>
      <button type="button" className="button button--outline button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('network.pager.next')}
      </button>
    </nav>
  );
}

/** A positive whole number from the query string, else `fallback`. */
export function wholeNumber(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
