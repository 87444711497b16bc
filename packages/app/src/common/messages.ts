import type { ApiError } from '@dealgrow/sdk';
import type { TFunction } from 'i18next';

/** What a member reads for a failed call: the server's message, or why nothing arrived. */
export function messageOf(error: ApiError, t: TFunction): string {
  if (error.status === 0) return t('common.networkError');
  return error.message || t('common.genericError');
}
