import type { ApiError, ApiResult } from '@dealgrow/sdk';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The message a member reads for a failed call: the server's own words (e.g. a 409's), or ours when nothing answered. */
export function useErrorMessage(): (error: ApiError) => string {
  const { t } = useTranslation();
  return useCallback((error: ApiError) => (error.status === 0 ? t('common.networkError') : error.message || t('common.genericError')), [t]);
}

export interface LeadAction {
  busy: boolean;
  /** The last failure's message, until the next call. */
  error: string | null;
  /** Runs one call; resolves with its data, or null after showing why it failed. */
  run<T>(call: () => Promise<ApiResult<T>>): Promise<{ data: T } | null>;
}

/** One button's or form's call to the server, with its busy flag and the server's message on failure. */
export function useLeadAction(): LeadAction {
  const messageOf = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async <T>(call: () => Promise<ApiResult<T>>): Promise<{ data: T } | null> => {
      setBusy(true);
      setError(null);
      const answer = await call();
      setBusy(false);
      if (answer.success) return { data: answer.data };
      setError(messageOf(answer.error));
      return null;
    },
    [messageOf],
  );
  return { busy, error, run };
}
