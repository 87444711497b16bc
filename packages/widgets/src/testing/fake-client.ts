import type { ApiResult, Deal, DealDetail, DealListQuery, DealPage, PublicProfile } from '@dealgrow/sdk';
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

const FAKE_API = 'http://fake.dealgrow.test';
const ada = { id: 1, username: 'ada', firstName: 'Ada', lastName: 'Laurent', profilePhotoUrl: `${FAKE_API}/assets/default-profile.svg` };
const northwind = { id: 1, name: 'Northwind Supply', slug: 'northwind-supply', logo: null };
const AT = '2025-03-01T09:00:00.000Z';
/** What the fake serves for any stored file: a small blue-violet picture. */
export const FAKE_COVER =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"%3E%3Crect width="160" height="90" fill="%236f42c1"/%3E%3Cpath d="M20 70h120M30 70V30h100v40M30 45h100M30 58h100" stroke="white" stroke-width="3" fill="none"/%3E%3C/svg%3E';

/** A deal as the lists answer it: the fields a card shows, the rest at their plain defaults. */
function fakeDeal(id: number, fields: Partial<Deal> & Pick<Deal, 'title' | 'type'>): Deal {
  return {
    id,
    description: '',
    author: ada,
    author_id: ada.id,
    can_edit: false,
    category_id: null,
    comment_permission: 'anyone',
    visibility: 'anyone',
    company: northwind,
    company_id: northwind.id,
    created_at: AT,
    updated_at: AT,
    currency: 'EUR',
    price: null,
    files: [],
    industry: null,
    industry_id: null,
    is_sponsored: false,
    isAllIndustry: false,
    location: null,
    managers: [],
    rating: null,
    reviews_count: 0,
    stock: null,
    sub_type: null,
    ...fields,
  };
}

const coverFile = {
  id: 1,
  name: 'racking.png',
  description: null,
  path: '2025/03/0123456789abcdef0123456789abcdef.png',
  size: 2048,
  mime_type: 'image/png',
  is_downloadable: true,
  file_order: 1,
  is_cover_file: true,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
};

/** Demo deals for stories and tests: three hand-made ones (with a cover, rewards, a demand), then enough offers to page. */
export const FAKE_DEALS: readonly Deal[] = [
  fakeDeal(101, {
    title: 'Warehouse racking, 40 bays, installed',
    type: 'offer',
    price: 18_500.4,
    location: 'Lyon, France',
    sell_price: 900,
    sell_currency: 'EUR',
    refer_price: 400,
    refer_currency: 'EUR',
    files: [coverFile],
  }),
  fakeDeal(102, {
    title: 'Looking for 2,000 recycled cotton tote bags',
    type: 'demand',
    price: 4_200,
    currency: 'USD',
    location: 'Boston, United States',
    buy_price: 250,
    buy_currency: 'USD',
    company: null,
    company_id: null,
  }),
  fakeDeal(103, {
    title: 'Same-day pallet delivery across Île-de-France',
    type: 'offer',
    price: 95,
    location: 'Paris, France',
    refer_price: 150,
  }),
  ...Array.from({ length: 27 }, (_, index) =>
    fakeDeal(200 + index, {
      title: `Office furniture lot ${index + 1}`,
      type: 'offer',
      price: 1_000 + index * 250,
      location: 'Lille, France',
    }),
  ),
];

export type DealListAnswer = (query: DealListQuery) => Promise<ApiResult<DealPage>>;
export type DealAnswer = (id: number) => Promise<ApiResult<DealDetail>>;

const notFound = <T>(message: string): ApiResult<T> => ({
  data: undefined,
  success: false,
  status: 404,
  statusText: 'Not Found',
  error: { code: 'not_found', status: 404, message, retryable: false },
});

/** How the fake answers deal lists: pages of FAKE_DEALS by type, nothing, never, or not at all. */
export const listAnswers: Readonly<Record<'fromFakes' | 'empty' | 'pending' | 'unreachable', DealListAnswer>> = {
  fromFakes: async ({ type = 'all', page = 1, limit = 24 } = {}) => {
    const matching = FAKE_DEALS.filter((deal) => type === 'all' || deal.type === type);
    const items = matching.slice((page - 1) * limit, page * limit);
    return { data: { items, total: matching.length, page, limit }, success: true, status: 200, statusText: 'OK' };
  },
  empty: async ({ page = 1, limit = 24 } = {}) => ({
    data: { items: [], total: 0, page, limit },
    success: true,
    status: 200,
    statusText: 'OK',
  }),
  pending: () => new Promise(() => undefined),
  unreachable: () => answers.unreachable('') as Promise<ApiResult<never>>,
};

/** How the fake answers one deal: from FAKE_DEALS (404 for any other id), never, or not at all. */
export const dealAnswers: Readonly<Record<'fromFakes' | 'pending' | 'unreachable', DealAnswer>> = {
  fromFakes: async (id) => {
    const deal = FAKE_DEALS.find((candidate) => candidate.id === id);
    return deal ? { data: { ...deal, faqs: [] }, success: true, status: 200, statusText: 'OK' } : notFound(`No deal has the id ${id}.`);
  },
  pending: () => new Promise(() => undefined),
  unreachable: () => answers.unreachable('') as Promise<ApiResult<never>>,
};

export interface FakeAnswers {
  profile?: ProfileAnswer;
  dealList?: DealListAnswer;
  deal?: DealAnswer;
}

/**
 * An SDK client for the resources widgets call: `users.profile`, `deals.popular` and `deals.get` answer
 * as told (a profile answer alone still works), and `files.downloadUrl` answers FAKE_COVER.
 */
export function fakeClient(answer: ProfileAnswer | FakeAnswers = answers.fromFakes): WidgetClient {
  const given: FakeAnswers = typeof answer === 'function' ? { profile: answer } : answer;
  const { profile = answers.fromFakes, dealList = listAnswers.fromFakes, deal = dealAnswers.fromFakes } = given;
  return {
    baseURL: FAKE_API,
    users: { profile: (key: string | number) => profile(String(key)) },
    deals: { popular: (query: DealListQuery = {}) => dealList(query), get: (id: number) => deal(id) },
    files: {
      // A picture in the URL itself, named after the file: stories make no network calls.
      downloadUrl: (path: string) => `${FAKE_COVER}#${encodeURIComponent(path)}`,
    },
  } as unknown as WidgetClient;
}
