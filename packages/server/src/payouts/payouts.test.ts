import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { dealDesk, type Member } from '../leads/fixtures.ts';
import { recordLeadEarning } from './earnings.ts';

describe.each(productionDatabase)('payout accounts and referral earnings on %s', (kind) => {
  let t: TestServer;
  let desk: Awaited<ReturnType<typeof dealDesk>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    desk = await dealDesk(t.url, t.server.db);
  });
  afterAll(async () => t?.close());

  const as = (member: Member | undefined, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    call(t.url, method, path, { token: member?.token, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

  /** Finishes the provider's onboarding as the account's owner does: the hosted onboarding form, posted. */
  const finishOnboarding = async (onboardingUrl: string) => {
    const answer = await fetch(onboardingUrl, { method: 'POST', redirect: 'manual' });
    expect(answer.status).toBe(303);
  };

  /** A member with an enabled payout account. */
  const onboardedMember = async (member: Member) => {
    const created = await as(member, 'POST', '/users/connected-account/create', {});
    expect(created.status).toBe(200);
    await finishOnboarding(created.body.onboarding_url);
    const state = await as(member, 'GET', '/users/connected-account/retrieve');
    expect(state.body).toMatchObject({ step: 'done', stripe_account_enabled: true });
    return state.body.stripe_account_id as string;
  };

  /** A deal of the desk with a refer price, and an accepted refer lead on it sent by `referrer`; answers the lead id. */
  const acceptedReferral = async (referrer: Member, referPrice: string | null, currency = 'EUR', type: 'refer' | 'buy' = 'refer') => {
    const dealId = await desk.newDeal('offer');
    await t.server.db.query('UPDATE deals SET refer_price = $2, refer_currency = $3 WHERE id = $1', [dealId, referPrice, currency]);
    const fields: Record<string, string | number> = { deal_id: dealId, type };
    if (type === 'refer') fields.referral_user_id = desk.referred.user.id;
    const lead = await desk.createLead(referrer, fields);
    expect(lead.status).toBe(201);
    const id = lead.body.id as number;
    expect((await as(desk.owner, 'PATCH', `/lead/status/${id}`, { status: 'in-progress' })).status).toBe(200);
    expect((await as(desk.owner, 'PATCH', `/lead/status/${id}`, { status: 'accepted' })).status).toBe(200);
    const accepted = await as(referrer, 'PATCH', `/lead/status/${id}`, { status: 'accepted' });
    expect(accepted.body.status).toBe('accepted');
    return id;
  };

  const transfersTo = async (accountId: string) =>
    Number(
      (await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_pay_transfers WHERE account_id = $1', [accountId]))[0]
        ?.n,
    );
  const payoutsOf = async (accountId: string) =>
    Number(
      (await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_pay_payouts WHERE account_id = $1', [accountId]))[0]?.n,
    );

  const company = () => `?companyId=${desk.companyId}`;
  const companyRoutes = (query: string) =>
    [
      ['POST', `/company/connected-account/create${query}`, {}],
      ['POST', `/company/connected-account-stepper/create${query}`, {}],
      ['GET', `/company/connected-account/login-link${query}`],
      ['GET', `/company/connected-account/balance${query}`],
      ['GET', `/company/connected-account/payout${query}`],
      ['POST', `/company/connected-account/payout${query}`, {}],
      ['GET', `/company/connected-account/retrieve${query}`],
    ] as Array<[string, string, unknown?]>;
  const memberRoutes: Array<[string, string, unknown?]> = [
    ['POST', '/users/connected-account/create', {}],
    ['GET', '/users/connected-account/login-link'],
    ['GET', '/users/connected-account/balance'],
    ['GET', '/users/connected-account/payout'],
    ['POST', '/users/connected-account/payout', {}],
    ['GET', '/users/connected-account/retrieve'],
    ['GET', '/users/earnings'],
  ];

  it('answers 401 to anonymous callers on every route', async () => {
    for (const [method, path, body] of [...companyRoutes(company()), ...memberRoutes]) {
      const answer = await as(undefined, method, path, body);
      expect([method, path, answer.status, answer.body.code]).toEqual([method, path, 401, 'unauthorized']);
    }
  });

  it('refuses strangers on every company route with 403, managers on the owner’s routes, and an unknown company with 404', async () => {
    for (const [method, path, body] of companyRoutes(company())) {
      const answer = await as(desk.stranger, method, path, body);
      expect([method, path, answer.status, answer.body.code]).toEqual([method, path, 403, 'forbidden']);
    }
    const ownerOnly = companyRoutes(company()).filter(([method, path]) => method === 'POST' || path.includes('login-link'));
    expect(ownerOnly).toHaveLength(4);
    for (const [method, path, body] of ownerOnly) {
      const answer = await as(desk.manager, method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    for (const [method, path, body] of companyRoutes('?companyId=999999')) {
      const answer = await as(desk.owner, method, path, body);
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    for (const query of ['', '?companyId=0', '?companyId=abc']) {
      const answer = await as(desk.owner, 'GET', `/company/connected-account/retrieve${query}`);
      expect(answer.status).toBe(400);
    }
  });

  it('walks a company account through its steps: business type, name, onboarding, done', async () => {
    const before = await as(desk.manager, 'GET', `/company/connected-account/retrieve${company()}`);
    expect(before.body).toMatchObject({ owner_type: 'company', owner_id: desk.companyId, step: 'business_type', stripe_account_id: null });

    const typed = await as(desk.owner, 'POST', `/company/connected-account-stepper/create${company()}`, { business_type: 'company' });
    expect(typed.body).toMatchObject({ step: 'name', stripe_business_type: 'company', stripe_account_id: null, onboarding_url: null });
    const bad = await as(desk.owner, 'POST', `/company/connected-account-stepper/create${company()}`, { business_type: 'charity' });
    expect(bad.status).toBe(400);
    const blank = await as(desk.owner, 'POST', `/company/connected-account-stepper/create${company()}`, { name: '   ' });
    expect(blank.status).toBe(400);

    const named = await as(desk.owner, 'POST', `/company/connected-account-stepper/create${company()}`, { name: 'Desk Trading Ltd' });
    expect(named.body).toMatchObject({
      step: 'onboarding',
      stripe_business_type: 'company',
      stripe_account_name: 'Desk Trading Ltd',
      stripe_account_enabled: false,
    });
    expect(named.body.stripe_account_id).toMatch(/^acct_/);
    expect(named.body.onboarding_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/onboarding\//);
    expect(named.body.requirements.length).toBeGreaterThan(0);

    // The one-shot create answers the same account with a fresh link; changing what is fixed is a 409.
    const again = await as(desk.owner, 'POST', `/company/connected-account/create${company()}`, {});
    expect(again.body.stripe_account_id).toBe(named.body.stripe_account_id);
    expect(again.body.onboarding_url).not.toBe(named.body.onboarding_url);
    const renamed = await as(desk.owner, 'POST', `/company/connected-account/create${company()}`, { name: 'Other' });
    expect(renamed).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });

    const early = await as(desk.owner, 'GET', `/company/connected-account/login-link${company()}`);
    expect(early).toMatchObject({ status: 409, body: { code: 'payout_account_required' } });

    await finishOnboarding(again.body.onboarding_url);
    // The provider's account.updated webhook already enabled the account before any read.
    const [stored] = await t.server.db.query<{ stripe_account_enabled: boolean }>(
      'SELECT stripe_account_enabled FROM companies WHERE id = $1',
      [desk.companyId],
    );
    expect(stored?.stripe_account_enabled).toBe(true);
    const done = await as(desk.manager, 'GET', `/company/connected-account/retrieve${company()}`);
    expect(done.body).toMatchObject({ step: 'done', stripe_account_enabled: true, requirements: [] });

    const link = await as(desk.owner, 'GET', `/company/connected-account/login-link${company()}`);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/pay\/dashboard\//);
    expect((await as(desk.manager, 'GET', `/company/connected-account/balance${company()}`)).body).toEqual({ available: [], pending: [] });
    expect((await as(desk.manager, 'GET', `/company/connected-account/payout${company()}`)).body).toEqual({ items: [] });
    const nothing = await as(desk.owner, 'POST', `/company/connected-account/payout${company()}`, {});
    expect(nothing).toMatchObject({ status: 409, body: { code: 'conflict' } });
  });

  it('opens a member’s account in one call with their name, shows it on the session user, and refuses links before onboarding', async () => {
    const member = await signUp(t.url);
    const before = await as(member, 'GET', '/users/connected-account/retrieve');
    expect(before.body).toMatchObject({ owner_type: 'user', owner_id: member.user.id, step: 'business_type', stripe_account_id: null });
    expect((await as(member, 'GET', '/users/connected-account/balance')).body).toEqual({ available: [], pending: [] });
    expect((await as(member, 'GET', '/users/connected-account/payout')).body).toEqual({ items: [] });
    expect((await as(member, 'POST', '/users/connected-account/payout', {})).body.code).toBe('payout_account_required');

    const created = await as(member, 'POST', '/users/connected-account/create', {});
    expect(created.body).toMatchObject({
      step: 'onboarding',
      stripe_business_type: 'individual',
      stripe_account_name: `${member.firstName} ${member.lastName}`,
    });
    const session = await as(member, 'GET', '/users/me');
    expect(session.body).toMatchObject({
      stripe_account_id: created.body.stripe_account_id,
      stripe_account_enabled: false,
      stripe_business_type: 'individual',
      stripe_account_name: `${member.firstName} ${member.lastName}`,
    });
    expect((await as(member, 'GET', '/users/connected-account/login-link')).body.code).toBe('payout_account_required');
    expect((await as(member, 'POST', '/users/connected-account/create', { business_type: 'company' })).status).toBe(409);

    await finishOnboarding(created.body.onboarding_url);
    expect((await as(member, 'GET', '/users/me')).body.stripe_account_enabled).toBe(true);
    const link = await as(member, 'GET', '/users/connected-account/login-link');
    expect(link.body.url).toMatch(/\/pay\/dashboard\//);
    const done = await as(member, 'POST', '/users/connected-account/create', {});
    expect(done.body).toMatchObject({ step: 'done', onboarding_url: null });
  });

  it('pays the referrer of an accepted refer lead exactly once, and a payout retried with its Idempotency-Key once', async () => {
    const referrer = await signUp(t.url);
    const account = await onboardedMember(referrer);
    const leadId = await acceptedReferral(referrer, '25.00');

    // Retried acceptance: the lead is final (409) and pays nothing more; the hook run again records nothing.
    const retried = await as(referrer, 'PATCH', `/lead/status/${leadId}`, { status: 'accepted' });
    expect(retried.status).toBe(409);
    expect(await recordLeadEarning(t.server.db, leadId)).toBeNull();

    const earnings = await as(referrer, 'GET', '/users/earnings');
    expect(earnings.body).toMatchObject({
      total: 1,
      page: 1,
      totals: { pending: [], available: [{ amount: 2500, currency: 'EUR' }], paid_out: [] },
    });
    expect(earnings.body.items[0]).toMatchObject({
      lead_id: leadId,
      amount: 2500,
      currency: 'EUR',
      status: 'available',
      paid_out_at: null,
    });
    expect(earnings.body.items[0].available_at).toMatch(/Z$/);
    expect(await transfersTo(account)).toBe(1);
    expect((await as(referrer, 'GET', '/users/connected-account/balance')).body).toEqual({
      available: [{ amount: 2500, currency: 'EUR' }],
      pending: [{ amount: 0, currency: 'EUR' }],
    });

    // The referred member and the deal's side earn nothing.
    expect((await as(desk.referred, 'GET', '/users/earnings')).body.total).toBe(0);
    expect((await as(desk.owner, 'GET', '/users/earnings')).body.total).toBe(0);

    const key = { 'idempotency-key': `payout-${leadId}` };
    const paid = await as(referrer, 'POST', '/users/connected-account/payout', {}, key);
    expect(paid.status).toBe(201);
    expect(paid.body.items).toEqual([expect.objectContaining({ amount: 2500, currency: 'EUR', status: 'paid' })]);
    const replayed = await as(referrer, 'POST', '/users/connected-account/payout', {}, key);
    expect(replayed.status).toBe(201);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.body).toEqual(paid.body);
    // The same key from another session of the member (not replayed by the HTTP layer) finds the first payout.
    const signedIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: referrer.email, password: referrer.password } });
    const otherSession = { ...referrer, token: signedIn.body.token as string };
    const elsewhere = await as(otherSession, 'POST', '/users/connected-account/payout', {}, key);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.items.map((p: { id: string }) => p.id)).toEqual(paid.body.items.map((p: { id: string }) => p.id));
    expect(await payoutsOf(account)).toBe(1);
    expect(await transfersTo(account)).toBe(1);
    // One "payout paid" notification, for the one payout.
    const told = await as(referrer, 'GET', '/notifications');
    const payouts = told.body.items.filter((item: { kind: string }) => item.kind === 'payout_paid');
    expect(payouts).toHaveLength(1);
    expect(payouts[0].data).toMatchObject({ amount: 25, currency: 'EUR' });
    const another = await as(referrer, 'POST', '/users/connected-account/payout', {}, { 'idempotency-key': 'another' });
    expect(another).toMatchObject({ status: 409, body: { code: 'conflict' } });

    const list = await as(referrer, 'GET', '/users/connected-account/payout');
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ id: paid.body.items[0].id, amount: 2500, currency: 'EUR' });
    const after = await as(referrer, 'GET', '/users/earnings');
    expect(after.body.totals).toEqual({ pending: [], available: [], paid_out: [{ amount: 2500, currency: 'EUR' }] });
    expect(after.body.items[0]).toMatchObject({ status: 'paid_out' });
    expect(after.body.items[0].paid_out_at).toMatch(/Z$/);
    expect((await as(referrer, 'GET', '/users/connected-account/balance')).body.available).toEqual([{ amount: 0, currency: 'EUR' }]);
  });

  it('keeps earnings pending until the referrer’s account is enabled, then moves them once; pays in the deal’s currency', async () => {
    const referrer = await signUp(t.url);
    await acceptedReferral(referrer, '12.50', 'USD');
    await acceptedReferral(referrer, '1000', 'JPY');
    const pending = await as(referrer, 'GET', '/users/earnings?limit=1');
    expect(pending.body).toMatchObject({
      total: 2,
      limit: 1,
      totals: {
        pending: [
          { amount: 1000, currency: 'JPY' },
          { amount: 1250, currency: 'USD' },
        ],
        available: [],
      },
    });
    expect(pending.body.items).toHaveLength(1);
    const account = await onboardedMember(referrer);
    const moved = await as(referrer, 'GET', '/users/earnings');
    expect(moved.body.totals.pending).toEqual([]);
    expect(moved.body.totals.available).toHaveLength(2);
    await as(referrer, 'GET', '/users/earnings');
    expect(await transfersTo(account)).toBe(2);
    const usd = await as(referrer, 'POST', '/users/connected-account/payout', { currency: 'usd' });
    expect(usd.body.items).toEqual([expect.objectContaining({ amount: 1250, currency: 'USD' })]);
    const totals = (await as(referrer, 'GET', '/users/earnings')).body.totals;
    expect(totals).toEqual({ pending: [], available: [{ amount: 1000, currency: 'JPY' }], paid_out: [{ amount: 1250, currency: 'USD' }] });
  });

  it('earns nothing without a refer price or on other lead types, and records a missed earning once on the next read', async () => {
    const referrer = await signUp(t.url);
    await acceptedReferral(referrer, null);
    await acceptedReferral(referrer, '30', 'EUR', 'buy');
    expect((await as(referrer, 'GET', '/users/earnings')).body.total).toBe(0);

    const leadId = await acceptedReferral(referrer, '40');
    // As if the process stopped between the acceptance and its hook: the next read records the earning, once.
    await t.server.db.query('DELETE FROM referral_earnings WHERE lead_id = $1', [leadId]);
    const [first, second] = await Promise.all([as(referrer, 'GET', '/users/earnings'), as(referrer, 'GET', '/users/earnings')]);
    expect(first?.body.total).toBe(1);
    expect(second?.body.total).toBe(1);
    expect(first?.body.items[0]).toMatchObject({ lead_id: leadId, amount: 4000, status: 'pending' });
  });
});
