import type { QueryOf, RequestBody } from '../contract.ts';
import type {
  ConnectedAccount,
  ConnectedAccountBalance,
  ConnectedAccountLoginLink,
  Earning,
  EarningsPage,
  Money,
  Payout,
  PayoutList,
} from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import { ok, walkPages } from './walk.ts';

export type { ConnectedAccount, ConnectedAccountBalance, ConnectedAccountLoginLink, Earning, EarningsPage, Money, Payout, PayoutList };

/** `{ business_type?, name? }`: left out, a member is `individual` under their name, a company `company` under its name. */
export type ConnectedAccountInput = RequestBody<'createConnectedAccount'>;
/** The stepper's `{ business_type?, name? }`: what is given is kept, the next step answered. */
export type ConnectedAccountStepInput = RequestBody<'stepCompanyConnectedAccount'>;
/** `{ currency? }`: the available balance of that currency, or of every currency. */
export type PayOutInput = RequestBody<'payOutConnectedAccount'>;
export type EarningsQuery = QueryOf<'earnings'>;

const member = '/users/connected-account';
const company = '/company/connected-account';

/**
 * Payments (docs/payments.md): the signed-in member's connected account and referral earnings, and a company's
 * connected account (`…ForCompany(companyId)`: opening it, its dashboard and payouts are the owner's; its managers
 * read it). Loaded on its first call (client.ts): every method answers a promise of an `ApiResult`.
 *
 * Payouts carry an `Idempotency-Key` (the client makes one a call, kept across its retries): to retry a payout
 * whose answer was lost, pass the first call's key as `options.idempotencyKey`, and the server pays once.
 */
export function paymentsResource(transport: Transport) {
  // Not `callsOf`: this is its own chunk and imports nothing the entry has (as chat.ts).
  const get = <T>(path: string, options?: CallOptions, query?: object) =>
    transport.request<T>({ method: 'GET', path, ...(query ? { query: { ...query } } : {}), ...options });
  const post = <T>(path: string, body: unknown, options?: CallOptions, query?: object) =>
    transport.request<T>({ method: 'POST', path, body, ...(query ? { query: { ...query } } : {}), ...options });
  const earnings = (query?: EarningsQuery, options?: CallOptions) => get<EarningsPage>('/users/earnings', options, query);

  return {
    /** Opens the member's account (or, before onboarding is finished, answers a fresh `onboarding_url`). */
    create: (input: ConnectedAccountInput = {}, options?: CallOptions) => post<ConnectedAccount>(`${member}/create`, input, options),
    /** The account's state, refreshed from the provider. */
    retrieve: (options?: CallOptions) => get<ConnectedAccount>(`${member}/retrieve`, options),
    loginLink: (options?: CallOptions) => get<ConnectedAccountLoginLink>(`${member}/login-link`, options),
    /** Available and pending money per currency (empty without an account). */
    balance: (options?: CallOptions) => get<ConnectedAccountBalance>(`${member}/balance`, options),
    /** The account's payouts, newest first. */
    payouts: (options?: CallOptions) => get<PayoutList>(`${member}/payout`, options),
    /** Pays the available balance out (one payout per currency). 409 `conflict` with nothing available. */
    payOut: (input: PayOutInput = {}, options?: CallOptions) => post<PayoutList>(`${member}/payout`, input, options),
    /** The member's referral earnings, newest first, with totals. */
    earnings,
    /** The earnings one by one (`for await (const e of (await payments.eachEarnings()).data ?? [])`). */
    eachEarnings: async (query?: EarningsQuery) => ok(walkPages<Earning>((page) => earnings({ ...query, page }), query?.page)),

    /** Opens the company's account in one call (owner only). */
    createForCompany: (companyId: number, input: ConnectedAccountInput = {}, options?: CallOptions) =>
      post<ConnectedAccount>(`${company}/create`, input, options, { companyId }),
    /** The onboarding one step at a time: keeps what is given and answers the next step (owner only). */
    stepForCompany: (companyId: number, input: ConnectedAccountStepInput, options?: CallOptions) =>
      post<ConnectedAccount>('/company/connected-account-stepper/create', input, options, { companyId }),
    retrieveForCompany: (companyId: number, options?: CallOptions) => get<ConnectedAccount>(`${company}/retrieve`, options, { companyId }),
    loginLinkForCompany: (companyId: number, options?: CallOptions) =>
      get<ConnectedAccountLoginLink>(`${company}/login-link`, options, { companyId }),
    balanceForCompany: (companyId: number, options?: CallOptions) =>
      get<ConnectedAccountBalance>(`${company}/balance`, options, { companyId }),
    payoutsForCompany: (companyId: number, options?: CallOptions) => get<PayoutList>(`${company}/payout`, options, { companyId }),
    payOutForCompany: (companyId: number, input: PayOutInput = {}, options?: CallOptions) =>
      post<PayoutList>(`${company}/payout`, input, options, { companyId }),
  };
}

export type PaymentsResource = ReturnType<typeof paymentsResource>;
