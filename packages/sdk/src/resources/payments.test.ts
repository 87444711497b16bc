import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealDesk, type Member } from '../../../server/src/leads/fixtures.ts';
import { call, signUp, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import type { ApiResult } from '../transport/result.ts';
import type { Earning } from './payments.ts';

function data<T>(result: ApiResult<T>, status?: number): T {
  expect(result.success, JSON.stringify(result.error)).toBe(true);
  if (status !== undefined) expect(result.status).toBe(status);
  return result.data as T;
}

/** Finishes the provider's onboarding as the account's owner does: the hosted onboarding form, posted. */
async function finishOnboarding(onboardingUrl: string | null) {
  expect(onboardingUrl).toMatch(/\/pay\/onboarding\//);
  const answer = await fetch(onboardingUrl ?? '', { method: 'POST', redirect: 'manual' });
  expect(answer.status).toBe(303);
}

describe('payments through the SDK (every method of client.payments)', () => {
  let t: TestServer;
  let desk: Awaited<ReturnType<typeof dealDesk>>;
  const clientOf = (member: Member) => createClient({ baseURL: t.url, token: member.token, retry: false });

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    desk = await dealDesk(t.url, t.server.db);
  });
  afterAll(async () => t?.close());

  /** An accepted refer lead sent by `referrer` on a deal with a refer price of 25 EUR. */
  const acceptedReferral = async (referrer: Member) => {
    const dealId = await desk.newDeal('offer');
    await t.server.db.query(`UPDATE deals SET refer_price = '25.00', refer_currency = 'EUR' WHERE id = $1`, [dealId]);
    const lead = await desk.createLead(referrer, { deal_id: dealId, type: 'refer', referral_user_id: desk.referred.user.id });
    expect(lead.status).toBe(201);
    const id = lead.body.id as number;
    const status = (member: Member, value: string) =>
      call(t.url, 'PATCH', `/lead/status/${id}`, { token: member.token, body: { status: value } });
    expect((await status(desk.owner, 'in-progress')).status).toBe(200);
    expect((await status(desk.owner, 'accepted')).status).toBe(200);
    expect((await status(referrer, 'accepted')).body.status).toBe('accepted');
  };

  it('opens a member’s account, onboards it, earns a referral and pays it out once with an Idempotency-Key', async () => {
    const referrer = await signUp(t.url);
    const payments = clientOf(referrer).payments;
    expect(data(await payments.balance())).toEqual({ available: [], pending: [] });
    expect(data(await payments.payouts())).toEqual({ items: [] });
    expect(await payments.payOut()).toMatchObject({ success: false, status: 409, error: { code: 'payout_account_required' } });

    const created = data(await payments.create());
    expect(created).toMatchObject({
      owner_type: 'user',
      owner_id: referrer.user.id,
      step: 'onboarding',
      stripe_business_type: 'individual',
    });
    expect(await payments.loginLink()).toMatchObject({ success: false, status: 409 });
    await finishOnboarding(created.onboarding_url);
    const account = data(await payments.retrieve());
    expect(account).toMatchObject({ step: 'done', stripe_account_enabled: true, onboarding_url: null });
    expect(data(await payments.loginLink()).url).toMatch(/\/pay\/dashboard\//);

    await acceptedReferral(referrer);
    const earnings = data(await payments.earnings());
    expect(earnings).toMatchObject({ total: 1, page: 1, totals: { available: [{ amount: 2500, currency: 'EUR' }] } });
    expect(earnings.items[0]).toMatchObject({ amount: 2500, currency: 'EUR', status: 'available' });
    expect(data(await payments.balance()).available).toEqual([{ amount: 2500, currency: 'EUR' }]);

    const idempotencyKey = `sdk-payout-${referrer.user.id}`;
    const paid = data(await payments.payOut({}, { idempotencyKey }), 201);
    expect(paid.items).toEqual([expect.objectContaining({ amount: 2500, currency: 'EUR', status: 'paid' })]);
    // The same call retried (its answer lost) with the same key pays nothing more and answers the same payout.
    const retried = data(await payments.payOut({}, { idempotencyKey }), 201);
    expect(retried.items.map((payout) => payout.id)).toEqual(paid.items.map((payout) => payout.id));
    // Without the key it is a new payout: nothing is left.
    expect(await payments.payOut({ currency: 'EUR' })).toMatchObject({ success: false, status: 409, error: { code: 'conflict' } });
    expect(data(await payments.payouts()).items.map((payout) => payout.id)).toEqual(paid.items.map((payout) => payout.id));

    const walk = await payments.eachEarnings({ limit: 1 });
    const seen: Earning[] = [];
    for await (const earning of data(walk)) seen.push(earning);
    expect(seen.map((earning) => earning.status)).toEqual(['paid_out']);
    expect(data(walk).lastError).toBeUndefined();
  });

  it('walks a company account through its steps as its owner; managers read it, strangers are refused', async () => {
    const owner = clientOf(desk.owner).payments;
    const manager = clientOf(desk.manager).payments;
    const stranger = clientOf(desk.stranger).payments;
    const company = desk.companyId;

    expect(data(await owner.stepForCompany(company, {}))).toMatchObject({
      owner_type: 'company',
      owner_id: company,
      step: 'business_type',
    });
    expect(data(await owner.stepForCompany(company, { business_type: 'company' })).step).toBe('name');
    const named = data(await owner.stepForCompany(company, { name: 'Desk Payouts' }));
    expect(named).toMatchObject({ step: 'onboarding', stripe_account_name: 'Desk Payouts' });
    // Create, called again before onboarding is finished, answers a fresh link.
    const again = data(await owner.createForCompany(company));
    expect(again.step).toBe('onboarding');
    await finishOnboarding(again.onboarding_url);

    expect(data(await owner.retrieveForCompany(company))).toMatchObject({ step: 'done', stripe_account_enabled: true });
    expect(data(await manager.retrieveForCompany(company)).step).toBe('done');
    expect(data(await owner.loginLinkForCompany(company)).url).toMatch(/\/pay\/dashboard\//);
    expect(data(await manager.balanceForCompany(company))).toMatchObject({ available: expect.any(Array), pending: expect.any(Array) });
    expect(data(await manager.payoutsForCompany(company))).toEqual({ items: [] });
    expect(await owner.payOutForCompany(company)).toMatchObject({ success: false, status: 409 });

    for (const refused of [
      await manager.loginLinkForCompany(company),
      await manager.payOutForCompany(company),
      await manager.createForCompany(company),
      await stranger.retrieveForCompany(company),
      await stranger.balanceForCompany(company),
    ]) {
      expect(refused).toMatchObject({ success: false, status: 403 });
    }
    expect(await owner.retrieveForCompany(2_000_000_000)).toMatchObject({ success: false, status: 404 });
  });

  it('refuses an anonymous client (401) on every route', async () => {
    const anonymous = createClient({ baseURL: t.url, retry: false }).payments;
    for (const result of [
      await anonymous.create(),
      await anonymous.retrieve(),
      await anonymous.loginLink(),
      await anonymous.balance(),
      await anonymous.payouts(),
      await anonymous.payOut(),
      await anonymous.earnings(),
      await anonymous.stepForCompany(desk.companyId, {}),
      await anonymous.retrieveForCompany(desk.companyId),
    ]) {
      expect(result).toMatchObject({ success: false, status: 401, error: { code: 'unauthorized' } });
    }
    const walk = data(await anonymous.eachEarnings());
    // A page that fails throws the typed error (issue 24), which also stays on lastError.
    await expect(
      (async () => {
        for await (const earning of walk) expect.unreachable(`an anonymous walk reads nothing, got ${earning.id}`);
      })(),
    ).rejects.toMatchObject({ name: 'DealgrowError', status: 401 });
    expect(walk.lastError).toMatchObject({ status: 401 });
  });
});
