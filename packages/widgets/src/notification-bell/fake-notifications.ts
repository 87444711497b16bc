import type { ApiResult } from '@dealgrow/sdk';
import type { WidgetClient } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';

export interface FakeBellOptions {
  /** The viewer's unread notifications (default 3). */
  unread?: number;
  /** False: the API answers 401. */
  signedIn?: boolean;
  /** The server never answers (the loading state). */
  pending?: boolean;
}

/** A widget client whose `notifications.unreadTotal` answers as told (stories and tests; no network). */
export function fakeBellClient({ unread = 3, signedIn = true, pending = false }: FakeBellOptions = {}): WidgetClient {
  const answer: ApiResult<{ total: number }> = signedIn
    ? { data: { total: unread }, success: true, status: 200, statusText: 'OK' }
    : {
        data: undefined,
        success: false,
        status: 401,
        statusText: '',
        error: { code: 'unauthorized', status: 401, message: 'Sign in first.', retryable: false },
      };
  return {
    ...fakeClient(),
    notifications: { unreadTotal: () => (pending ? new Promise(() => undefined) : Promise.resolve(answer)) },
  };
}
