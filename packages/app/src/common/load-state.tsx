import type { ApiError } from '@dealgrow/sdk';
import { useTranslation } from 'react-i18next';
import { messageOf } from './messages.ts';

/** A part of a page still on its way. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p className="load-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </p>
  );
}

/** A part of a page that failed: the server's message, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--danger load-state" role="alert" data-status={error.status}>
      <span>{messageOf(error, t)}</span>
      {onRetry && error.status !== 403 && error.status !== 404 && (
        <button type="button" className="button button--small button--outline" onClick={onRetry}>
          {t('deals.retry')}
        </button>
      )}
    </div>
  );
}
