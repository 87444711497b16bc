import type { Static } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { IDEMPOTENCY_HEADER } from '../http/idempotency.ts';
import { pageWindow } from '../http/paging.ts';
import { companyToManage, companyToOwn } from '../members/company-roles.ts';
import { resolveProviderUrl } from '../payments/provider.ts';
import { type AccountOwner, advanceAccount, payOut, payoutView, requireAccount, retrieveAccount } from './accounts.ts';
import { refreshEarnings } from './earnings.ts';
import {
  AccountBalance,
  AccountStepBody,
  CompanyAccountQuery,
  ConnectedAccountState,
  EARNINGS_PAGE_SIZE,
  type Earning,
  EarningsPage,
  EarningsQuery,
  LoginLink,
  type Money,
  PayoutBody,
  PayoutList,
} from './schemas.ts';

const auth = { auth: 'required' as const };
type MoneyView = Static<typeof Money>;

/** How a caller may reach an owner's account: `manage` for reads, `own` for what moves money or opens the account. */
type Reach = 'own' | 'manage';

/**
 * Connected accounts of companies (`/company/connected-account*`, ?companyId) and members (`/users/connected-account/*`),
 * the member's referral earnings (`GET /users/earnings`) and payouts. docs/payments.md.
 */
export function payoutRoutes(app: App, context: ServerContext): void {
  const { db, payments, config } = context;
  /** The local provider answers server-relative pages (`/pay/…`): made absolute against the API's address. */
  const absolute = (request: { protocol: string; host: string }, url: string) => resolveProviderUrl(url, publicBaseUrl(request, config));
  const withAbsoluteLink = (request: { protocol: string; host: string }, state: Static<typeof ConnectedAccountState>) => ({
    ...state,
    onboarding_url: state.onboarding_url === null ? null : absolute(request, state.onboarding_url),
  });
  const idempotencyKey = (headers: Record<string, string | string[] | undefined>) => {
    const key = headers[IDEMPOTENCY_HEADER];
    return typeof key === 'string' && key !== '' ? key : undefined;
  };
  /** The account's balance, empty before the account exists. */
  const balanceOf = async (owner: AccountOwner) => {
    if (owner.kind === 'user') await refreshEarnings(context, owner.id);
    const state = await retrieveAccount(context, owner);
    if (!state.stripe_account_id) return { available: [], pending: [] };
    const balance = await payments.balance(state.stripe_account_id);
    const upper = (list: MoneyView[]) => list.map((money) => ({ amount: money.amount, currency: money.currency.toUpperCase() }));
    return { available: upper(balance.available), pending: upper(balance.pending) };
  };
  const payoutsOf = async (owner: AccountOwner) => {
    if (owner.kind === 'user') await refreshEarnings(context, owner.id);
    const state = await retrieveAccount(context, owner);
    if (!state.stripe_account_id) return { items: [] };
    return { items: (await payments.listPayouts(state.stripe_account_id)).map(payoutView) };
  };

  // Companies: ?companyId of a company the viewer owns (create, steps, login link, payout) or manages (reads).
  const company = async (request: { query: { companyId: number } }, reach: Reach, viewerId: number): Promise<AccountOwner> => {
    const companyId = request.query.companyId;
    if (reach === 'own') await companyToOwn(db, companyId, viewerId);
    else await companyToManage(db, companyId, viewerId);
    return { kind: 'company', id: companyId };
  };
  const companyTags = ['company'];

  // The one-call opening and the stepper differ only in whether missing answers take their defaults at once.
  for (const { path, operationId, summary, oneCall } of [
    {
      path: '/company/connected-account/create',
      operationId: 'createCompanyConnectedAccount',
      summary:
        'The company owner opens the company’s payout account in one call (business type company and the company’s name unless given); answers the onboarding link.',
      oneCall: true,
    },
    {
      path: '/company/connected-account-stepper/create',
      operationId: 'stepCompanyConnectedAccount',
      summary:
        'One onboarding step of the company’s payout account: the business type, then the name; once both are known the account is created and the onboarding link answered.',
      oneCall: false,
    },
  ]) {
    app.post(
      path,
      {
        config: auth,
        schema: {
          operationId,
          tags: companyTags,
          summary,
          querystring: CompanyAccountQuery,
          body: AccountStepBody,
          response: { 200: ConnectedAccountState },
        },
      },
      async (request) => {
        const owner = await company(request, 'own', requireViewer(request).userId);
        return withAbsoluteLink(request, await advanceAccount(context, owner, request.body ?? {}, oneCall));
      },
    );
  }

  app.get(
    '/company/connected-account/login-link',
    {
      config: auth,
      schema: {
        operationId: 'companyConnectedAccountLoginLink',
        tags: companyTags,
        summary: 'A one-time link to the company’s payout dashboard at the provider, for its owner once onboarding is finished.',
        querystring: CompanyAccountQuery,
        response: { 200: LoginLink },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const accountId = await requireAccount(context, await company(request, 'own', viewer.userId), true);
      return { url: absolute(request, await payments.createLoginLink(accountId)) };
    },
  );

  app.get(
    '/company/connected-account/balance',
    {
      config: auth,
      schema: {
        operationId: 'companyConnectedAccountBalance',
        tags: companyTags,
        summary: 'The company account’s balance per currency (available and pending), for its owner and managers.',
        querystring: CompanyAccountQuery,
        response: { 200: AccountBalance },
      },
    },
    async (request) => balanceOf(await company(request, 'manage', requireViewer(request).userId)),
  );

  app.get(
    '/company/connected-account/payout',
    {
      config: auth,
      schema: {
        operationId: 'companyConnectedAccountPayouts',
        tags: companyTags,
        summary: 'The company account’s payouts, newest first, for its owner and managers.',
        querystring: CompanyAccountQuery,
        response: { 200: PayoutList },
      },
    },
    async (request) => payoutsOf(await company(request, 'manage', requireViewer(request).userId)),
  );

  app.post(
    '/company/connected-account/payout',
    {
      config: auth,
      schema: {
        operationId: 'payOutCompanyConnectedAccount',
        tags: companyTags,
        summary:
          'The company owner pays the available balance out to the bank (one payout per currency). Send an Idempotency-Key: a retry pays once.',
        querystring: CompanyAccountQuery,
        body: PayoutBody,
        response: { 201: PayoutList },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const owner = await company(request, 'own', viewer.userId);
      const items = await payOut(context, owner, idempotencyKey(request.headers), request.body?.currency);
      reply.code(201);
      return { items };
    },
  );

  app.get(
    '/company/connected-account/retrieve',
    {
      config: auth,
      schema: {
        operationId: 'companyConnectedAccount',
        tags: companyTags,
        summary: 'The company’s payout account and its onboarding step, refreshed from the provider, for its owner and managers.',
        querystring: CompanyAccountQuery,
        response: { 200: ConnectedAccountState },
      },
    },
    async (request) => retrieveAccount(context, await company(request, 'manage', requireViewer(request).userId)),
  );

  // Members: their own account, always the signed-in member's.
  const userTags = ['users'];
  const me = (request: Parameters<typeof requireViewer>[0]): AccountOwner => ({ kind: 'user', id: requireViewer(request).userId });

  app.post(
    '/users/connected-account/create',
    {
      config: auth,
      schema: {
        operationId: 'createConnectedAccount',
        tags: userTags,
        summary:
          'Opens the member’s payout account, where referral earnings are paid (business type individual and the member’s name unless given); answers the onboarding link. Called again, answers a fresh link until onboarding is finished.',
        body: AccountStepBody,
        response: { 200: ConnectedAccountState },
      },
    },
    async (request) => withAbsoluteLink(request, await advanceAccount(context, me(request), request.body ?? {}, true)),
  );

  app.get(
    '/users/connected-account/login-link',
    {
      config: auth,
      schema: {
        operationId: 'connectedAccountLoginLink',
        tags: userTags,
        summary: 'A one-time link to the member’s payout dashboard at the provider, once onboarding is finished.',
        response: { 200: LoginLink },
      },
    },
    async (request) => ({ url: absolute(request, await payments.createLoginLink(await requireAccount(context, me(request), true))) }),
  );

  app.get(
    '/users/connected-account/balance',
    {
      config: auth,
      schema: {
        operationId: 'connectedAccountBalance',
        tags: userTags,
        summary: 'The member’s payout account balance per currency (available and pending); empty before the account exists.',
        response: { 200: AccountBalance },
      },
    },
    async (request) => balanceOf(me(request)),
  );

  app.get(
    '/users/connected-account/payout',
    {
      config: auth,
      schema: {
        operationId: 'connectedAccountPayouts',
        tags: userTags,
        summary: 'The member’s payouts, newest first.',
        response: { 200: PayoutList },
      },
    },
    async (request) => payoutsOf(me(request)),
  );

  app.post(
    '/users/connected-account/payout',
    {
      config: auth,
      schema: {
        operationId: 'payOutConnectedAccount',
        tags: userTags,
        summary:
          'Pays the member’s available balance out to their bank (one payout per currency); the earnings in it become paid out. Send an Idempotency-Key: a retry pays once.',
        body: PayoutBody,
        response: { 201: PayoutList },
      },
    },
    async (request, reply) => {
      const owner = me(request);
      await refreshEarnings(context, owner.id, request.log);
      const items = await payOut(context, owner, idempotencyKey(request.headers), request.body?.currency);
      reply.code(201);
      return { items };
    },
  );

  app.get(
    '/users/connected-account/retrieve',
    {
      config: auth,
      schema: {
        operationId: 'connectedAccount',
        tags: userTags,
        summary: 'The member’s payout account and its onboarding step, refreshed from the provider.',
        response: { 200: ConnectedAccountState },
      },
    },
    async (request) => retrieveAccount(context, me(request)),
  );

  app.get(
    '/users/earnings',
    {
      config: auth,
      schema: {
        operationId: 'earnings',
        tags: userTags,
        summary:
          'The member’s referral earnings, newest first (pending, available, paid out), with totals per status and currency. Earnings owed are moved to the payout account first when it is enabled.',
        querystring: EarningsQuery,
        response: { 200: EarningsPage },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await refreshEarnings(context, viewer.userId, request.log);
      const { page, limit, offset } = pageWindow(request.query, EARNINGS_PAGE_SIZE);
      const row = await first<{ items: Array<Static<typeof Earning>>; total: number; totals: Array<MoneyView & { status: string }> }>(
        db,
        `WITH mine AS (SELECT * FROM referral_earnings WHERE user_id = $1)
         SELECT (SELECT count(*)::int FROM mine) AS total,
                (SELECT coalesce(json_agg(json_build_object(
                   'id', p.id, 'lead_id', p.lead_id, 'deal', json_build_object('id', p.deal_id, 'title', p.deal_title),
                   'amount', p.amount, 'currency', p.currency, 'status', p.status,
                   'created_at', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                   'available_at', to_char(p.available_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                   'paid_out_at', to_char(p.paid_out_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY p.id DESC), '[]'::json)
                   FROM (SELECT * FROM mine ORDER BY id DESC LIMIT $2 OFFSET $3) p) AS items,
                (SELECT coalesce(json_agg(json_build_object('status', g.status, 'currency', g.currency, 'amount', g.amount)
                                          ORDER BY g.currency), '[]'::json)
                   FROM (SELECT status, currency, sum(amount)::bigint AS amount FROM mine GROUP BY status, currency) g) AS totals`,
        [viewer.userId, limit, offset],
      );
      const totals = { pending: [] as MoneyView[], available: [] as MoneyView[], paid_out: [] as MoneyView[] };
      for (const sum of row?.totals ?? []) {
        if (sum.status === 'pending' || sum.status === 'available' || sum.status === 'paid_out')
          totals[sum.status].push({ amount: Number(sum.amount), currency: sum.currency });
      }
      const items = (row?.items ?? []).map((item) => ({ ...item, amount: Number(item.amount) }));
      return { items, total: row?.total ?? 0, page, limit, totals };
    },
  );
}
