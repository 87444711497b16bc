import type { AccountResource } from './resources/account.ts';
import type { AnalyticsResource } from './resources/analytics.ts';
import { type AuthResource, authResource } from './resources/auth.ts';
import type { ChatResource } from './resources/chat.ts';
import { type ClubsResource, clubsResource } from './resources/clubs.ts';
import { type CompaniesResource, companiesResource } from './resources/companies.ts';
import { type DealsResource, dealsResource } from './resources/deals.ts';
import { type FilesResource, filesResource } from './resources/files.ts';
import { type GeneralResource, generalResource } from './resources/general.ts';
import { lazyResource } from './resources/lazy.ts';
import { type LeadsResource, leadsResource } from './resources/leads.ts';
import type { MembershipsResource } from './resources/memberships.ts';
import type { ModerationResource } from './resources/moderation.ts';
import { type NetworkResource, networkResource } from './resources/network.ts';
import type { NotificationsResource } from './resources/notifications.ts';
import type { PaymentsResource } from './resources/payments.ts';
import { type PostsResource, postsResource } from './resources/posts.ts';
import { type ProductsResource, productsResource } from './resources/products.ts';
import { lazySearch, type SearchClient } from './resources/search-client.ts';
import { type UsersResource, usersResource } from './resources/users.ts';
import { type ClientOptions, createTransport, type RequestSpec } from './transport/client.ts';
import type { ApiResult } from './transport/result.ts';
import { resolveToken, type TokenSource } from './transport/token.ts';

/** One client for the whole API: a property per resource group of SPEC §7. */
export interface DealgrowClient {
  /** The member's account: recovery, e-mail, sessions, blocking, reports, export, deletion (loads on first call). */
  account: AccountResource;
  /** A company's or a club's analytics, to its managers (docs/analytics.md; loads on first call). */
  analytics: AnalyticsResource;
  auth: AuthResource;
  chat: ChatResource;
  clubs: ClubsResource;
  companies: CompaniesResource;
  deals: DealsResource;
  files: FilesResource;
  general: GeneralResource;
  leads: LeadsResource;
  memberships: MembershipsResource;
  /** Moderation of company pages and clubs by their moderators, and a member's appeal (docs/moderation.md; loads on first call). */
  moderation: ModerationResource;
  network: NetworkResource;
  notifications: NotificationsResource;
  payments: PaymentsResource;
  posts: PostsResource;
  products: ProductsResource;
  /**
   * Search everything the viewer may open (`GET /search`), grouped by kind; `search.each(type, q)` walks every hit of one
   * kind. Answers the data and throws a `DealgrowError` on failure (loads on first call).
   */
  search: SearchClient;
  users: UsersResource;
  /** Any call by hand, with the same auth, retries and result envelope. */
  request<T>(spec: RequestSpec): Promise<ApiResult<T>>;
  /** Replaces the token source, e.g. after sign-in in Node. The realtime socket made from this client follows it. */
  setToken(token: TokenSource): void;
  /**
   * The bearer token the next call sends: the token source read now (a function is called), the `token` cookie in
   * browsers when none was given. `createRealtime(client)` signs its socket in with it (docs/realtime.md "SDK").
   */
  getToken(): Promise<string | undefined>;
  readonly baseURL: string;
}

export function createClient(options: ClientOptions): DealgrowClient {
  const transport = createTransport(options);
  let token = options.token;
  // The idempotent pairs (follow / unfollow, like / unlike, …) load on their first call, their own chunk.
  const pairs = () => import('./resources/follows-and-likes.ts').then((m) => m.followsAndLikesResource(transport));
  return {
    account: lazyResource(() => import('./resources/account.ts').then((m) => m.accountResource(transport))),
    analytics: lazyResource(() => import('./resources/analytics.ts').then((m) => m.analyticsResource(transport))),
    auth: authResource(transport),
    // Chat loads on its first call: most pages never talk to it (docs/realtime.md "SDK").
    chat: lazyResource(() => import('./resources/chat.ts').then((chat) => chat.chatResource(transport))),
    clubs: clubsResource(transport),
    companies: lazyResource(() => pairs().then((m) => m.companies), companiesResource(transport)),
    deals: lazyResource(() => pairs().then((m) => m.deals), dealsResource(transport)),
    files: filesResource(transport),
    general: generalResource(transport),
    leads: leadsResource(transport),
    // Memberships, notifications and payments load on their first call too, each its own chunk (docs/memberships.md "SDK").
    memberships: lazyResource(() => import('./resources/memberships.ts').then((m) => m.membershipsResource(transport))),
    moderation: lazyResource(() => import('./resources/moderation.ts').then((m) => m.moderationResource(transport))),
    network: networkResource(transport),
    notifications: lazyResource(() => import('./resources/notifications.ts').then((m) => m.notificationsResource(transport))),
    payments: lazyResource(() => import('./resources/payments.ts').then((m) => m.paymentsResource(transport))),
    posts: lazyResource(() => pairs().then((m) => m.posts), postsResource(transport)),
    products: productsResource(transport),
    search: lazySearch(() => import('./resources/search.ts').then((m) => m.searchResource(transport))),
    users: lazyResource(() => pairs().then((m) => m.users), usersResource(transport)),
    request: (spec) => transport.request(spec),
    setToken(next) {
      token = next;
      transport.setToken(next);
    },
    getToken: () => resolveToken(token),
    baseURL: transport.baseURL,
  };
}
