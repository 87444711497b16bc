import type { ApiResult, PublicProfile } from '@dealgrow/sdk';
import type { WidgetClient } from '../provider.tsx';

/** Demo profiles as the API answers them, for stories and tests (no network). */
export const FAKE_PROFILES: Readonly<Record<string, PublicProfile>> = {
  ada: {
    id: 1,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Laurent',
    profilePhotoUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" fill="%236f42c1"/%3E%3Ctext x="32" y="41" font-size="26" text-anchor="middle" fill="white" font-family="sans-serif"%3EAL%3C/text%3E%3C/svg%3E',
    jobTitle: 'Head of Partnerships',
    companyName: 'Northwind Supply',
    bio: 'I connect suppliers with buyers across Europe.',
    country: 'FR',
  },
  newcomer: {
    id: 9,
    username: 'newcomer',
    firstName: 'Noor',
    lastName: 'Demir',
    profilePhotoUrl: 'http://127.0.0.1:8787/assets/default-profile.svg',
    jobTitle: null,
    companyName: null,
    bio: null,
    country: null,
  },
};

export type ProfileAnswer = (idOrUsername: string) => Promise<ApiResult<PublicProfile>>;

export const answers: Readonly<Record<'fromFakes' | 'pending' | 'unreachable', ProfileAnswer>> = {
  /** Answers from FAKE_PROFILES, 404 for anyone else. */
  fromFakes: async (key) => {
    const profile = FAKE_PROFILES[key.toLowerCase()];
    return profile
      ? { data: profile, success: true, status: 200, statusText: 'OK' }
      : {
          data: undefined,
          success: false,
          status: 404,
          statusText: 'Not Found',
          error: { code: 'not_found', status: 404, message: `No member has the id or username "${key}".`, retryable: false },
        };
  },
  /** Never answers: the loading state. */
  pending: () => new Promise(() => undefined),
  /** The API cannot be reached. */
  unreachable: async () => ({
    data: undefined,
    success: false,
    status: 0,
    statusText: '',
    error: { code: 'network_error', status: 0, message: 'Could not reach the Dealgrow API. Check your connection.', retryable: true },
  }),
};

/** An SDK client whose `users.profile` answers with `answer`; the fake has no other resources. */
export function fakeClient(answer: ProfileAnswer = answers.fromFakes): WidgetClient {
  const profile = (key: string | number) => answer(String(key));
  return { baseURL: 'http://fake.dealgrow.test', users: { profile } } as unknown as WidgetClient;
}
