import type {
  ApiResult,
  Company,
  CompanyFollowState,
  Deal,
  DealDetail,
  DealListQuery,
  DealPage,
  Friendship,
  MemberCard,
  PublicProfile,
} from '@dealgrow/sdk';
import { createDealgrowState, type DealgrowState, LOGGED_OUT_USER } from '@dealgrow/sdk/state';
import { type PostAnswer, postAnswers } from '../post-card/fake-posts.ts';
import type { WidgetClient } from '../provider.tsx';

/** The signed-in member of stories and tests that show a viewer (`signedInState`). */
export const FAKE_VIEWER_ID = 50;
const FAKE_AT = '2025-03-01T09:00:00.000Z';

function fakeCard(profile: Pick<PublicProfile, 'id' | 'username' | 'firstName' | 'lastName' | 'profilePhotoUrl'>): MemberCard {
  const { id, username, firstName, lastName, profilePhotoUrl } = profile;
  return { id, username, firstName, lastName, profilePhotoUrl, jobTitle: null, companyName: null };
}

const VIEWER_CARD = fakeCard({ id: FAKE_VIEWER_ID, username: 'viewer', firstName: 'Vera', lastName: 'Martin', profilePhotoUrl: '' });

/** A friendship between the viewer and member `id`; `fromViewer`: the viewer sent it. */
export function fakeFriendship(member: MemberCard, status: Friendship['status'], fromViewer: boolean, id = 900 + member.id): Friendship {
  const [sender, receiver] = fromViewer ? [VIEWER_CARD, member] : [member, VIEWER_CARD];
  return {
    id,
    status,
    created_at: FAKE_AT,
    updated_at: FAKE_AT,
    deleted_at: null,
    user_id: sender.id,
    friend_id: receiver.id,
    sender,
    receiver,
  };
}

/** A client state with the fake viewer signed in (the connect button acts in place). */
export function signedInState(): DealgrowState {
  const state = createDealgrowState();
  state.user.getState().setUser({ ...LOGGED_OUT_USER, id: FAKE_VIEWER_ID, username: 'viewer', firstName: 'Vera', lastName: 'Martin' });
  return state;
}

/** A fake member for the connect button: no job, the default photo, their friendship with the viewer as given. */
function networkMember(
  id: number,
  username: string,
  firstName: string,
  lastName: string,
  relation?: [Friendship['status'], boolean],
): PublicProfile {
  const profile = {
    id,
    username,
    firstName,
    lastName,
    profilePhotoUrl: 'http://127.0.0.1:8787/assets/default-profile.svg',
    jobTitle: null,
    companyName: null,
    bio: null,
    country: null,
    connectionsTotal: 12,
    mutualConnectionsTotal: 1,
    friendship: null,
  };
  return relation ? { ...profile, friendship: fakeFriendship(fakeCard(profile), ...relation) } : profile;
}

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
    connectionsTotal: 48,
    mutualConnectionsTotal: 3,
    friendship: null,
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
    connectionsTotal: 0,
    mutualConnectionsTotal: 0,
    friendship: null,
  },
  /** The viewer sent them a request (Request Sent). */
  leo: networkMember(11, 'leo', 'Léo', 'Girard', ['pending_first_second', true]),
  /** They sent the viewer a request (Not Connected, accept). */
  mia: networkMember(12, 'mia', 'Mia', 'Kaya', ['pending_first_second', false]),
  /** Connected (Your Connection). */
  sam: networkMember(13, 'sam', 'Sam', 'Okafor', ['accept', true]),
  /** They declined the viewer's request (Declined). */
  zoe: networkMember(14, 'zoe', 'Zoé', 'Lambert', ['declined_first_second', true]),
  /** The viewer's own profile. */
  viewer: { ...networkMember(FAKE_VIEWER_ID, 'viewer', 'Vera', 'Martin'), mutualConnectionsTotal: null },
};

export type ProfileAnswer = (idOrUsername: string) => Promise<ApiResult<PublicProfile>>;

export const answers: Readonly<Record<'fromFakes' | 'signedOut' | 'pending' | 'unreachable', ProfileAnswer>> = {
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
  /** As a signed-out visitor reads them: no friendship, no mutual connections. */
  signedOut: async (key) => {
    const result = await answers.fromFakes(key);
    return result.success ? { ...result, data: { ...result.data, friendship: null, mutualConnectionsTotal: null } } : result;
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

/** How the fake answers a connect button's call: the friendship it made (by the action), or the server's refusal. */
export type ConnectAnswer = (action: 'send' | 'cancel' | 'accept', id: number) => Promise<ApiResult<Friendship>>;

const friendshipById = (id: number) =>
  Object.values(FAKE_PROFILES).find((profile) => profile.friendship?.id === id)?.friendship ??
  fakeFriendship(fakeCard(VIEWER_CARD), 'reject', true, id);

export const connectAnswers: Readonly<Record<'fromFakes' | 'refused' | 'pending', ConnectAnswer>> = {
  /** As the server would: a pending request to member `id`, a cancelled (rejected) or an accepted friendship `id`. */
  fromFakes: async (action, id) => {
    const member = Object.values(FAKE_PROFILES).find((profile) => profile.id === id);
    const data =
      action === 'send'
        ? fakeFriendship(fakeCard(member ?? VIEWER_CARD), 'pending_first_second', true)
        : { ...friendshipById(id), status: action === 'cancel' ? ('reject' as const) : ('accept' as const) };
    return { data, success: true, status: action === 'send' ? 201 : 200, statusText: 'OK' };
  },
  /** The weekly cap (docs/network.md): the server refuses, with its message. */
  refused: async () => ({
    data: undefined,
    success: false,
    status: 429,
    statusText: 'Too Many Requests',
    error: {
      code: 'connection_request_limit',
      status: 429,
      message: 'You have sent 100 connection requests this week. You can send more on 8 March at 09:00.',
      retryable: false,
    },
  }),
  pending: () => new Promise(() => undefined),
};

/** A company picture as the fake serves it (no network): a blue-violet logo or cover. */
const FAKE_LOGO =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"%3E%3Crect width="64" height="64" rx="8" fill="%236f42c1"/%3E%3Ctext x="32" y="41" font-size="26" text-anchor="middle" fill="white" font-family="sans-serif"%3ENS%3C/text%3E%3C/svg%3E';

function fakeCompany(id: number, fields: Partial<Company> & Pick<Company, 'name' | 'slug'>): Company {
  return {
    id,
    logo: null,
    cover_image: null,
    type: null,
    about: null,
    website: null,
    location: null,
    industry: null,
    founded_year: null,
    size: null,
    profile_picture_visibility: 'public',
    followers: 0,
    isFollower: false,
    isManager: false,
    isOwner: false,
    userMembership: null,
    pinnedPostId: null,
    created_at: AT,
    ...fields,
  };
}

/** Demo companies for stories and tests, by slug; their pictures are in the addresses themselves (no network). */
export const FAKE_COMPANIES: Readonly<Record<string, Company>> = {
  'northwind-supply': fakeCompany(1, {
    name: 'Northwind Supply',
    slug: 'northwind-supply',
    logo: FAKE_LOGO,
    cover_image: FAKE_COVER,
    type: { id: 6, key: 'privately_held', name: 'Privately held' },
    followers: 1_204,
  }),
  /** The viewer follows it; one follower (the singular). */
  'atelier-lumiere': fakeCompany(3, {
    name: 'Atelier Lumière',
    slug: 'atelier-lumiere',
    type: { id: 7, key: 'partnership', name: 'Partnership' },
    followers: 1,
    isFollower: true,
  }),
  /** No picture, no type, no follower, no deal. */
  'quiet-studio': fakeCompany(5, { name: 'Quiet Studio', slug: 'quiet-studio' }),
};

export type CompanyAnswer = (idOrSlug: string) => Promise<ApiResult<Company>>;
/** `follow(id)` asks `(id, true)`, `unfollow(id)` asks `(id, false)`. */
export type FollowAnswer = (id: number, following: boolean) => Promise<ApiResult<CompanyFollowState>>;
export type CompanyDealsAnswer = (id: number, query: { limit?: number }) => Promise<ApiResult<DealPage>>;

const companyOf = (key: string) =>
  FAKE_COMPANIES[key.toLowerCase()] ?? Object.values(FAKE_COMPANIES).find((company) => String(company.id) === key.trim());

export const companyAnswers: Readonly<Record<'fromFakes' | 'signedOut' | 'pending' | 'unreachable', CompanyAnswer>> = {
  /** Answers from FAKE_COMPANIES by slug or id, 404 for any other. */
  fromFakes: async (key) => {
    const company = companyOf(key);
    return company ? { data: company, success: true, status: 200, statusText: 'OK' } : notFound(`No company has the id or slug "${key}".`);
  },
  /** As a signed-out visitor reads them: nobody follows. */
  signedOut: async (key) => {
    const result = await companyAnswers.fromFakes(key);
    return result.success ? { ...result, data: { ...result.data, isFollower: false } } : result;
  },
  pending: () => new Promise(() => undefined),
  unreachable: (key) => answers.unreachable(key) as Promise<ApiResult<never>>,
};

/** Follows kept per fake client, as the server would: follow and unfollow set the follow (twice is once) and the count. */
function followToggler(): FollowAnswer {
  const follows = new Map<number, CompanyFollowState>();
  return async (id, following) => {
    const company = Object.values(FAKE_COMPANIES).find((candidate) => candidate.id === id);
    if (!company) return notFound(`No company has the id ${id}.`);
    const before = follows.get(id) ?? { isFollower: company.isFollower, followers: company.followers };
    const moved = following === before.isFollower ? 0 : following ? 1 : -1;
    const after = { isFollower: following, followers: before.followers + moved };
    follows.set(id, after);
    return { data: after, success: true, status: 200, statusText: 'OK' };
  };
}

export const followAnswers: Readonly<Record<'refused' | 'pending', FollowAnswer>> = {
  /** The server refuses, with its message. */
  refused: async () => ({
    data: undefined,
    success: false,
    status: 429,
    statusText: 'Too Many Requests',
    error: { code: 'rate_limited', status: 429, message: 'Too many requests. Try again in a minute.', retryable: true },
  }),
  pending: () => new Promise(() => undefined),
};

export const companyDealsAnswers: Readonly<Record<'fromFakes' | 'empty' | 'pending' | 'unreachable', CompanyDealsAnswer>> = {
  /** Northwind's deals are FAKE_DEALS' offers and demands of company 1, newest first as listed; other companies have none. */
  fromFakes: async (id, { limit = 24 }) => {
    const items = FAKE_DEALS.filter((deal) => deal.company_id === id);
    return { data: { items: items.slice(0, limit), total: items.length, page: 1, limit }, success: true, status: 200, statusText: 'OK' };
  },
  empty: async (_id, { limit = 24 }) => ({ data: { items: [], total: 0, page: 1, limit }, success: true, status: 200, statusText: 'OK' }),
  pending: () => new Promise(() => undefined),
  unreachable: () => answers.unreachable('') as Promise<ApiResult<never>>,
};

export interface FakeAnswers {
  profile?: ProfileAnswer;
  connect?: ConnectAnswer;
  dealList?: DealListAnswer;
  deal?: DealAnswer;
  post?: PostAnswer;
  company?: CompanyAnswer;
  follow?: FollowAnswer;
  companyDeals?: CompanyDealsAnswer;
}

/**
 * An SDK client for the resources widgets call: `users.profile`, `deals.popular` and `deals.get` answer
 * as told (a profile answer alone still works), and `files.downloadUrl` answers FAKE_COVER.
 */
export function fakeClient(answer: ProfileAnswer | FakeAnswers = answers.fromFakes): WidgetClient {
  const given: FakeAnswers = typeof answer === 'function' ? { profile: answer } : answer;
  const {
    profile = answers.fromFakes,
    dealList = listAnswers.fromFakes,
    deal = dealAnswers.fromFakes,
    connect = connectAnswers.fromFakes,
    post = postAnswers.fromFakes,
    company = companyAnswers.fromFakes,
    follow = followToggler(),
    companyDeals = companyDealsAnswers.fromFakes,
  } = given;
  return {
    baseURL: FAKE_API,
    users: { profile: (key: string | number) => profile(String(key)) },
    network: {
      sendConnectionRequest: ({ id }: { id: number }) => connect('send', id),
      cancelConnectionRequest: (id: number) => connect('cancel', id),
      respondToConnectionRequest: (id: number) => connect('accept', id),
    },
    posts: { getPost: (id: number) => post(id) },
    companies: {
      get: (key: string | number) => company(String(key)),
      follow: (id: number) => follow(id, true),
      unfollow: (id: number) => follow(id, false),
      deals: (id: number, query: { limit?: number } = {}) => companyDeals(id, query),
    },
    deals: { popular: (query: DealListQuery = {}) => dealList(query), get: (id: number) => deal(id) },
    files: {
      // A picture in the URL itself, named after the file: stories make no network calls.
      downloadUrl: (path: string) => `${FAKE_COVER}#${encodeURIComponent(path)}`,
    },
  } as unknown as WidgetClient;
}
