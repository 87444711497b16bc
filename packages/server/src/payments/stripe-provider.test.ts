import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { WebhookSignatureError } from './provider.ts';
import { StripePaymentProvider, stripeProviderFrom } from './stripe-provider.ts';

type Fields = Record<string, string>;
interface Seen {
  method: string;
  path: string;
  query: Fields;
  fields: Fields;
  idempotencyKey: string | undefined;
  stripeAccount: string | undefined;
  authorization: string | undefined;
}

/**
 * A local stand-in of the Stripe endpoints the adapter calls: enough state to answer them as Stripe does
 * (form-encoded requests, JSON objects, Idempotency-Key replays, Stripe-Account scoping, error bodies).
 */
function stripeStandIn() {
  const seen: Seen[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const customers: Array<{ id: string; email: string | null; metadata: Fields }> = [];
  const accounts = new Map<string, { id: string; fields: Fields; enabled: boolean }>();
  const sessions = new Map<string, Record<string, unknown>>();
  const balances = new Map<string, Map<string, number>>();
  const payouts: Array<{ account: string; payout: Record<string, unknown> }> = [];
  const transfers: Array<Record<string, unknown>> = [];
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const metadataOf = (fields: Fields, prefix = 'metadata') => {
    const metadata: Fields = {};
    for (const [key, value] of Object.entries(fields)) {
      const match = new RegExp(`^${prefix.replaceAll('[', '\\[').replaceAll(']', '\\]')}\\[([^\\]]+)\\]$`).exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    return metadata;
  };
  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
  const missing = (what: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
  });
  const account = (id: string) => {
    const stored = accounts.get(id);
    if (!stored) return undefined;
    return {
      id,
      object: 'account',
      type: 'express',
      business_type: stored.fields.business_type ?? null,
      business_profile: { name: stored.fields['business_profile[name]'] ?? null },
      email: stored.fields.email ?? null,
      details_submitted: stored.enabled,
      charges_enabled: stored.enabled,
      payouts_enabled: stored.enabled,
      metadata: metadataOf(stored.fields),
      requirements: { currently_due: stored.enabled ? [] : ['external_account', 'tos_acceptance.date'] },
    };
  };

  const answer = (request: Seen): { status: number; body: unknown } => {
    const { method, path, fields, query } = request;
    const scoped = request.stripeAccount;
    if (method === 'GET' && path === '/v1/customers/search') {
      const wanted = /metadata\['dealgrow_customer'\]:'([^']*)'/.exec(query.query ?? '')?.[1];
      const data = customers
        .filter((customer) => customer.metadata.dealgrow_customer === wanted)
        .map((c) => ({ object: 'customer', ...c }));
      return { status: 200, body: { object: 'search_result', data, has_more: false, next_page: null, url: path } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), email: fields.email ?? null, metadata: metadataOf(fields) };
      customers.push(customer);
      return { status: 200, body: { object: 'customer', ...customer } };
    }
    const paymentMethods = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path);
    if (method === 'GET' && paymentMethods) {
      const data = paymentMethods[1] === customers[0]?.id ? [{ id: 'pm_card_visa', object: 'payment_method', type: 'card' }] : [];
      return { status: 200, body: list(data, path) };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        mode: fields.mode,
        customer: fields.customer ?? null,
        payment_intent: null,
        amount_total: Number(fields['line_items[0][price_data][unit_amount]']),
        currency: fields['line_items[0][price_data][currency]'],
        metadata: metadataOf(fields),
        success_url: fields.success_url,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && session) {
      const found = sessions.get(session[1] ?? '');
      return found ? { status: 200, body: found } : missing('checkout.session');
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (Number(fields.amount) === 402)
        return {
          status: 402,
          body: {
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: { id: 'pi_declined' } },
          },
        };
      const status = Number(fields.amount) === 3155 ? 'requires_action' : 'succeeded';
      return {
        status: 200,
        body: {
          id: newId('pi'),
          object: 'payment_intent',
          status,
          amount: Number(fields.amount),
          currency: fields.currency,
          next_action:
            status === 'requires_action' ? { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.stripe.test/3ds' } } : null,
        },
      };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      const id = newId('acct');
      accounts.set(id, { id, fields, enabled: false });
      return { status: 200, body: account(id) };
    }
    const accountPath = /^\/v1\/accounts\/([^/]+)(\/login_links)?$/.exec(path);
    if (accountPath) {
      const found = account(accountPath[1] ?? '');
      if (!found) return missing('account');
      if (method === 'POST' && accountPath[2])
        return { status: 200, body: { object: 'login_link', url: `https://connect.stripe.test/express/${found.id}` } };
      if (method === 'GET') return { status: 200, body: found };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      if (!accounts.has(fields.account ?? '')) return missing('account');
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.test/setup/e/${fields.account}`, expires_at: now() + 300 },
      };
    }
    if (method === 'GET' && path === '/v1/balance') {
      const held = balances.get(scoped ?? 'platform') ?? new Map<string, number>();
      const available = [...held].map(([currency, amount]) => ({ amount, currency }));
      return {
        status: 200,
        body: { object: 'balance', available, pending: available.map((entry) => ({ ...entry, amount: 0 })), livemode: false },
      };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      const destination = fields.destination ?? '';
      if (!accounts.has(destination))
        return { status: 400, body: { error: { type: 'invalid_request_error', message: 'No such destination' } } };
      const held = balances.get(destination) ?? new Map<string, number>();
      held.set(fields.currency ?? '', (held.get(fields.currency ?? '') ?? 0) + Number(fields.amount));
      balances.set(destination, held);
      const transfer = {
        id: newId('tr'),
        object: 'transfer',
        amount: Number(fields.amount),
        currency: fields.currency,
        destination,
        reversed: false,
      };
      transfers.push(transfer);
      return { status: 200, body: transfer };
    }
    if (method === 'POST' && path === '/v1/payouts') {
      const held = balances.get(scoped ?? '') ?? new Map<string, number>();
      const amount = Number(fields.amount);
      if ((held.get(fields.currency ?? '') ?? 0) < amount)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', code: 'balance_insufficient', message: 'Insufficient funds' } },
        };
      held.set(fields.currency ?? '', (held.get(fields.currency ?? '') ?? 0) - amount);
      const payout = {
        id: newId('po'),
        object: 'payout',
        amount,
        currency: fields.currency,
        status: 'pending',
        created: now(),
        arrival_date: now() + 86400,
      };
      payouts.unshift({ account: scoped ?? '', payout });
      return { status: 200, body: payout };
    }
    if (method === 'GET' && path === '/v1/payouts')
      return {
        status: 200,
        body: list(
          payouts.filter((entry) => entry.account === scoped).map((entry) => entry.payout),
          path,
        ),
      };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  };

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => resolve(body));
    });
  const header = (request: IncomingMessage, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const seenRequest: Seen = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      fields: Object.fromEntries(new URLSearchParams(await read(request))),
      idempotencyKey: header(request, 'idempotency-key'),
      stripeAccount: header(request, 'stripe-account'),
      authorization: header(request, 'authorization'),
    };
    seen.push(seenRequest);
    const key =
      seenRequest.idempotencyKey && seenRequest.method === 'POST'
        ? `${seenRequest.stripeAccount ?? ''} ${seenRequest.idempotencyKey}`
        : undefined;
    const reply = (key && replies.get(key)) || answer(seenRequest);
    if (key && !replies.has(key)) replies.set(key, reply);
    response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${seen.length}` });
    response.end(JSON.stringify(reply.body));
  });

  return {
    seen,
    transfers,
    accounts,
    enable: (id: string) => {
      const stored = accounts.get(id);
      if (stored) stored.enabled = true;
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const WEBHOOK_SECRET = 'whsec_standin_secret';

describe('the Stripe adapter against a local stand-in of Stripe', () => {
  const standIn = stripeStandIn();
  let stripe: StripePaymentProvider;
  beforeAll(async () => {
    const port = await standIn.start();
    stripe = new StripePaymentProvider({
      secretKey: 'sk_test_standin',
      webhookSecret: WEBHOOK_SECRET,
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => standIn.close());
  const last = () => standIn.seen[standIn.seen.length - 1] as Seen;

  it('creates, retrieves and links connected accounts', async () => {
    const id = await stripe.createConnectedAccount({
      ownerKey: 'user:7',
      email: 'ada@dealgrow.io',
      businessType: 'individual',
      name: 'Ada L',
    });
    expect(id).toMatch(/^acct_/);
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/accounts',
      idempotencyKey: 'account:user:7',
      authorization: 'Bearer sk_test_standin',
      fields: expect.objectContaining({
        type: 'express',
        business_type: 'individual',
        'business_profile[name]': 'Ada L',
        email: 'ada@dealgrow.io',
        'capabilities[transfers][requested]': 'true',
        'metadata[dealgrow_owner]': 'user:7',
      }),
    });
    // The same owner again: the idempotency key answers the same account.
    expect(
      await stripe.createConnectedAccount({ ownerKey: 'user:7', email: 'ada@dealgrow.io', businessType: 'individual', name: 'Ada L' }),
    ).toBe(id);
    expect(standIn.accounts.size).toBe(1);

    expect(await stripe.retrieveConnectedAccount(id)).toEqual({
      id,
      enabled: false,
      businessType: 'individual',
      name: 'Ada L',
      requirements: ['external_account', 'tos_acceptance.date'],
    });
    expect(await stripe.retrieveConnectedAccount('acct_unknown')).toBeNull();

    const onboarding = await stripe.createOnboardingLink(id, {
      returnUrl: 'http://app/settings?done',
      refreshUrl: 'http://app/settings?again',
    });
    expect(onboarding).toBe(`https://connect.stripe.test/setup/e/${id}`);
    expect(last().fields).toEqual({
      account: id,
      refresh_url: 'http://app/settings?again',
      return_url: 'http://app/settings?done',
      type: 'account_onboarding',
    });
    standIn.enable(id);
    expect((await stripe.retrieveConnectedAccount(id))?.enabled).toBe(true);
    expect(await stripe.createLoginLink(id)).toBe(`https://connect.stripe.test/express/${id}`);
    expect(last()).toMatchObject({ method: 'POST', path: `/v1/accounts/${id}/login_links` });
  });

  it('transfers once per key, reads the balance and pays out on the connected account', async () => {
    const id = await stripe.createConnectedAccount({
      ownerKey: 'company:3',
      email: 'x@dealgrow.io',
      businessType: 'company',
      name: 'Northwind',
    });
    const transfer = await stripe.transfer(id, 2500, 'EUR', 'referral-earning-1');
    expect(transfer).toMatchObject({ status: 'succeeded', amount: 2500, currency: 'EUR' });
    expect(last()).toMatchObject({
      path: '/v1/transfers',
      idempotencyKey: 'referral-earning-1',
      fields: expect.objectContaining({ destination: id, currency: 'eur', amount: '2500' }),
    });
    expect(await stripe.transfer(id, 2500, 'EUR', 'referral-earning-1')).toEqual(transfer);
    expect(standIn.transfers.filter((entry) => entry.destination === id)).toHaveLength(1);
    expect(await stripe.transfer('acct_unknown', 100, 'EUR', 'referral-earning-2')).toMatchObject({ status: 'failed' });

    expect(await stripe.balance(id)).toEqual({ available: [{ amount: 2500, currency: 'EUR' }], pending: [{ amount: 0, currency: 'EUR' }] });
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/balance', stripeAccount: id });

    const payout = await stripe.payout(id, 2500, 'EUR', 'payout:company:3:k1:EUR');
    expect(payout).toMatchObject({ status: 'pending', amount: 2500, currency: 'EUR' });
    expect(payout.arrivalDate).toBeGreaterThan(payout.created);
    expect(last()).toMatchObject({ path: '/v1/payouts', stripeAccount: id, idempotencyKey: 'payout:company:3:k1:EUR' });
    expect(await stripe.payout(id, 2500, 'EUR', 'payout:company:3:k1:EUR')).toEqual(payout);
    expect(await stripe.listPayouts(id)).toEqual([payout]);
    expect(last()).toMatchObject({ method: 'GET', path: '/v1/payouts', stripeAccount: id, query: { limit: '100' } });
  });

  it('opens checkout sessions with a saved-card payment and reads them back in the server’s terms', async () => {
    const created = await stripe.createCheckoutSession({
      mode: 'subscription',
      amount: 1999,
      currency: 'EUR',
      description: 'DealGrow Business — monthly',
      metadata: { user_id: '12', plan: 'business' },
      successUrl: 'http://app/membership?session={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://app/membership',
      customerKey: 'user:12',
      customerEmail: 'ada@dealgrow.io',
      interval: 'month',
      idempotencyKey: 'checkout-1',
    });
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const sent = last();
    expect(sent).toMatchObject({
      path: '/v1/checkout/sessions',
      idempotencyKey: 'checkout-1',
      fields: expect.objectContaining({
        mode: 'payment',
        'payment_intent_data[setup_future_usage]': 'off_session',
        'line_items[0][price_data][unit_amount]': '1999',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][product_data][name]': 'DealGrow Business — monthly',
        success_url: 'http://app/membership?session={CHECKOUT_SESSION_ID}',
      }),
    });
    expect(sent.fields.customer).toMatch(/^cus_/);
    expect(await stripe.retrieveCheckoutSession(created.id)).toEqual({
      id: created.id,
      url: created.url,
      status: 'open',
      mode: 'subscription',
      amount: 1999,
      currency: 'EUR',
      description: 'DealGrow Business — monthly',
      metadata: { user_id: '12', plan: 'business' },
      customerId: sent.fields.customer,
      paymentId: null,
    });
    expect(await stripe.retrieveCheckoutSession('cs_unknown')).toBeNull();
  });

  it('charges the saved card off-session: succeeded, declined, action required, no card', async () => {
    const charge = (amount: number, customerKey = 'user:12') =>
      stripe.chargeCustomer({ customerKey, amount, currency: 'EUR', description: 'Renewal', idempotencyKey: `renewal-${amount}` });
    expect(await charge(1999)).toMatchObject({ status: 'succeeded' });
    expect(last()).toMatchObject({
      path: '/v1/payment_intents',
      idempotencyKey: 'renewal-1999',
      fields: expect.objectContaining({ off_session: 'true', confirm: 'true', payment_method: 'pm_card_visa' }),
    });
    expect(await charge(402)).toEqual({ id: 'pi_declined', status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await charge(3155)).toMatchObject({ status: 'requires_action', actionUrl: 'https://hooks.stripe.test/3ds' });
    expect(await charge(500, 'user:404')).toMatchObject({ status: 'failed', failureMessage: 'No card is saved for this customer.' });
  });

  it('verifies webhooks with stripe.webhooks.constructEvent and turns them into payment events', () => {
    const sign = (payload: string, secret = WEBHOOK_SECRET) => stripe.stripe.webhooks.generateTestHeaderString({ payload, secret });
    const accountEvent = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'account.updated',
      created: 1_700_000_000,
      data: {
        object: {
          id: 'acct_9',
          object: 'account',
          business_type: 'company',
          business_profile: { name: 'Northwind' },
          details_submitted: true,
          payouts_enabled: true,
          requirements: { currently_due: [] },
        },
      },
    });
    expect(stripe.verifyWebhook(accountEvent, sign(accountEvent))).toEqual({
      id: 'evt_1',
      type: 'account.updated',
      created: 1_700_000_000,
      account: { id: 'acct_9', enabled: true, businessType: 'company', name: 'Northwind', requirements: [] },
    });
    const payoutEvent = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'payout.paid',
      account: 'acct_9',
      created: 1_700_000_001,
      data: {
        object: {
          id: 'po_1',
          object: 'payout',
          amount: 500,
          currency: 'usd',
          status: 'paid',
          created: 1_700_000_000,
          arrival_date: 1_700_086_400,
        },
      },
    });
    expect(stripe.verifyWebhook(Buffer.from(payoutEvent), sign(payoutEvent))).toMatchObject({
      type: 'payout.paid',
      accountId: 'acct_9',
      payout: { id: 'po_1', status: 'paid', amount: 500, currency: 'USD', arrivalDate: 1_700_086_400 },
    });
    const checkoutEvent = JSON.stringify({
      id: 'evt_3',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1_700_000_002,
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          url: null,
          status: 'complete',
          amount_total: 1999,
          currency: 'eur',
          customer: 'cus_1',
          payment_intent: 'pi_1',
          metadata: { plan: 'business', dealgrow_mode: 'subscription', dealgrow_description: 'Business' },
        },
      },
    });
    expect(stripe.verifyWebhook(checkoutEvent, sign(checkoutEvent))).toMatchObject({
      type: 'checkout.session.completed',
      session: {
        id: 'cs_1',
        status: 'complete',
        mode: 'subscription',
        metadata: { plan: 'business' },
        customerId: 'cus_1',
        paymentId: 'pi_1',
      },
    });

    expect(() => stripe.verifyWebhook(accountEvent, sign(accountEvent, 'whsec_other'))).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(`${accountEvent} `, sign(accountEvent))).toThrow(WebhookSignatureError);
    expect(() => stripe.verifyWebhook(accountEvent, undefined)).toThrow(WebhookSignatureError);
    const stale = stripe.stripe.webhooks.generateTestHeaderString({
      payload: accountEvent,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(() => stripe.verifyWebhook(accountEvent, stale)).toThrow(WebhookSignatureError);
    const other = JSON.stringify({ id: 'evt_4', object: 'event', type: 'customer.created', created: 1, data: { object: { id: 'cus_1' } } });
    expect(() => stripe.verifyWebhook(other, sign(other))).toThrow(/Unhandled event type/);
    const unsigned = new StripePaymentProvider({ secretKey: 'sk_test_standin' });
    expect(() => unsigned.verifyWebhook(accountEvent, sign(accountEvent))).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe.each(productionDatabase)('a server with STRIPE_SECRET_KEY on %s', (kind) => {
  const standIn = stripeStandIn();
  let t: TestServer;
  beforeAll(async () => {
    const port = await standIn.start();
    t = await startTestServer(kind, {
      stripeSecretKey: 'sk_test_server',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await standIn.close();
  });

  it('pays through Stripe: the member’s account is opened there and its onboarding link answered', async () => {
    expect(t.server.payments.name).toBe('stripe');
    expect(stripeProviderFrom({ stripeSecretKey: 'sk', stripeWebhookSecret: undefined, stripeApiUrl: undefined }).name).toBe('stripe');
    const member = await signUp(t.url);
    const created = await call(t.url, 'POST', '/users/connected-account/create', { token: member.token, body: {} });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ step: 'onboarding', stripe_business_type: 'individual' });
    expect(created.body.onboarding_url).toBe(`https://connect.stripe.test/setup/e/${created.body.stripe_account_id}`);
    expect(
      standIn.seen.some((request) => request.path === '/v1/accounts' && request.idempotencyKey === `account:user:${member.user.id}`),
    ).toBe(true);
    standIn.enable(created.body.stripe_account_id);
    const done = await call(t.url, 'GET', '/users/connected-account/retrieve', { token: member.token });
    expect(done.body).toMatchObject({ step: 'done', stripe_account_enabled: true });
    const link = await call(t.url, 'GET', '/users/connected-account/login-link', { token: member.token });
    expect(link.body.url).toBe(`https://connect.stripe.test/express/${created.body.stripe_account_id}`);
  });
});
