import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import { WebhookSignatureError } from './provider.ts';
import { cardProblem, luhnValid, TEST_CARDS } from './test-cards.ts';
import { signWebhook, verifySignature } from './webhook-signing.ts';

describe('webhook signatures and cards', () => {
  const body = '{"id":"evt_1"}';
  it('accepts its own signature within five minutes, and nothing else', () => {
    const now = Date.now();
    const header = signWebhook('whsec_a', body, Math.floor(now / 1000));
    expect(verifySignature('whsec_a', body, header, now)).toBe(body);
    // Several v1 signatures (a secret being rolled): one that matches is enough.
    expect(verifySignature('whsec_a', Buffer.from(body), header.replace(',v1=', ',v1=00,v1='), now)).toBe(body);
    expect(() => verifySignature('whsec_b', body, header, now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature('whsec_a', `${body} `, header, now)).toThrow(WebhookSignatureError);
    expect(() => verifySignature('whsec_a', body, header, now + 301_000)).toThrow(/tolerance/);
    expect(() => verifySignature('whsec_a', body, undefined, now)).toThrow(/No signature/);
    expect(() => verifySignature('whsec_a', body, 'garbage', now)).toThrow(/Malformed/);
  });

  it('checks card numbers by Luhn, expiry and CVC, and takes test cards only', () => {
    for (const card of Object.values(TEST_CARDS)) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    const now = new Date('2030-06-15T00:00:00Z');
    expect(cardProblem({ number: '4242 4242 4242 4242', expiry: '06/30', cvc: '123' }, now)).toBeNull();
    expect(cardProblem({ number: '4242 4242 4242 4242', expiry: '05/30', cvc: '123' }, now)).toBe('The card has expired.');
    expect(cardProblem({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' }, now)).toMatch(/MM\/YY/);
    expect(cardProblem({ number: '4242 4242 4242 4242', expiry: '12/2031', cvc: '12' }, now)).toMatch(/CVC/);
    expect(cardProblem({ number: '5555 5555 5555 4444', expiry: '12/31', cvc: '123' }, now)).toMatch(/test card/);
  });
});

describe.each(productionDatabase)('local provider on %s', (kind) => {
  let t: TestServer;
  let provider: LocalPaymentProvider;
  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = t.server.payments as LocalPaymentProvider;
  });
  afterAll(async () => t?.close());

  it('keeps one webhook secret with the data', async () => {
    const again = await LocalPaymentProvider.open(t.server.db, {});
    expect(again.webhookSecret).toBe(provider.webhookSecret);
    expect(provider.webhookSecret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const configured = await LocalPaymentProvider.open(t.server.db, { webhookSecret: 'whsec_given' });
    expect(configured.webhookSecret).toBe('whsec_given');
  });

  it('charges a stored customer once per idempotency key, and fails without a card', async () => {
    const none = await provider.chargeCustomer({
      customerKey: 'user:none',
      amount: 100,
      currency: 'eur',
      description: 'x',
      idempotencyKey: `k-none-${kind}`,
    });
    expect(none).toMatchObject({ status: 'failed', failureMessage: 'No card is saved for this customer.' });
    await t.server.db.query(`INSERT INTO local_pay_customers (id, customer_key, card_last4) VALUES ('cus_t', 'user:t', '4242')`);
    const key = `k-${kind}`;
    const charges = await Promise.all(
      Array.from({ length: 3 }, () =>
        provider.chargeCustomer({ customerKey: 'user:t', amount: 500, currency: 'EUR', description: 'x', idempotencyKey: key }),
      ),
    );
    expect(new Set(charges.map((charge) => charge.id)).size).toBe(1);
    expect(charges[0]?.status).toBe('succeeded');
    const count = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_pay_charges WHERE idempotency_key = $1', [
      key,
    ]);
    expect(count[0]?.n).toBe(1);
  });

  it('runs connected accounts: onboarding enables, transfers and payouts move money once per key', async () => {
    const id = await provider.createConnectedAccount({
      ownerKey: `user:acct-${kind}`,
      email: 'a@example.com',
      businessType: 'individual',
      name: 'Ada',
    });
    expect(
      await provider.createConnectedAccount({ ownerKey: `user:acct-${kind}`, email: 'b@example.com', businessType: 'company', name: 'B' }),
    ).toBe(id);
    expect(await provider.retrieveConnectedAccount(id)).toMatchObject({
      enabled: false,
      requirements: ['external_account', 'tos_acceptance'],
    });
    expect((await provider.transfer(id, 1000, 'EUR', `tr-early-${kind}`)).status).toBe('failed');
    const link = await provider.createOnboardingLink(id, {
      returnUrl: 'http://localhost:3000/done',
      refreshUrl: 'http://localhost:3000/again',
    });
    const page = await fetch(`${t.url}${link}`);
    expect(await page.text()).toContain('Finish setup');
    const done = await fetch(`${t.url}${link}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'iban=x',
      redirect: 'manual',
    });
    expect(done.headers.get('location')).toBe('http://localhost:3000/done');
    expect((await fetch(`${t.url}${link}`, { redirect: 'manual' })).headers.get('location')).toBe('http://localhost:3000/again');
    expect(await provider.retrieveConnectedAccount(id)).toMatchObject({ enabled: true, requirements: [] });
    for (let n = 0; n < 3; n++) expect((await provider.transfer(id, 1000, 'eur', `tr-${kind}`)).status).toBe('succeeded');
    expect(await provider.balance(id)).toEqual({
      available: [{ amount: 1000, currency: 'EUR' }],
      pending: [{ amount: 0, currency: 'EUR' }],
    });
    const payouts = await Promise.all([1, 2, 3].map(() => provider.payout(id, 600, 'EUR', `po-${kind}`)));
    expect(new Set(payouts.map((payout) => payout.id)).size).toBe(1);
    expect(payouts[0]?.status).toBe('paid');
    expect((await provider.payout(id, 600, 'EUR', `po-2-${kind}`)).status).toBe('failed');
    expect((await provider.balance(id)).available).toEqual([{ amount: 400, currency: 'EUR' }]);
    expect((await provider.listPayouts(id)).map((payout) => payout.status).sort()).toEqual(['failed', 'paid']);
    const dashboard = await fetch(`${t.url}${await provider.createLoginLink(id)}`);
    expect(await dashboard.text()).toContain('€4.00');
  });
});
