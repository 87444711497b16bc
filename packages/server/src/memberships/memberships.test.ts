import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { PNG, sendForm } from '../../test/uploads.ts';
import { notify } from '../notifications/notify.ts';
import { LocalPaymentProvider } from '../payments/local-provider.ts';
import { TEST_CARDS } from '../payments/test-cards.ts';
import { grantMembership } from './fixtures.ts';
import { FREE_LIMITS } from './plans.ts';
import { sweepMemberships } from './renewals.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

describe.each(productionDatabase)('memberships (%s)', (kind) => {
  let t: TestServer;
  let provider: LocalPaymentProvider;

  beforeAll(async () => {
    t = await startTestServer(kind);
    if (!(t.server.payments instanceof LocalPaymentProvider)) throw new Error('the tests run on the local provider');
    provider = t.server.payments;
  });
  afterAll(async () => t?.close());

  const as = (member: Member) => (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    call(t.url, method, path, { token: member.token, ...(body === undefined ? {} : { body }), ...(headers ? { headers } : {}) });

  async function newCompany(slug: string, ownerId: number): Promise<number> {
    const rows = await t.server.db.query<{ id: number }>('INSERT INTO companies (name, slug, owner_id) VALUES ($1, $2, $3) RETURNING id', [
      `Company ${slug}`,
      slug,
      ownerId,
    ]);
    return (rows[0] as { id: number }).id;
  }

  /** The hosted checkout as a browser uses it: fetch the page, post its form with a card. */
  async function payWith(checkoutUrl: string, card: string, expiry = '12/34') {
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="number">Card number</label>');
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] as string;
    return fetch(new URL(action, checkoutUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: card, expiry, cvc: '123' }).toString(),
      redirect: 'manual',
    });
  }

  async function subscribe(member: Member, plan: string, options: { interval?: string; company_id?: number; x?: string } = {}) {
    const x = options.x ?? (['basic', 'popular', 'enterprise'].includes(plan) ? 'shop' : 'personal');
    const started = await as(member)('POST', `/membership/upgrade/${x}`, {
      plan,
      interval: options.interval ?? 'month',
      company_id: options.company_id,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ action: 'checkout', membership: null });
    const paid = await payWith(started.body.checkoutUrl, TEST_CARDS.succeeds);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`session_id=${started.body.checkout_session_id}`);
    return started.body.checkout_session_id as string;
  }

  const personal = async (member: Member) => {
    const active = await as(member)('GET', '/membership/active-memberships');
    return active.body.items.find((item: { kind: string }) => item.kind === 'personal');
  };
  const history = async (member: Member) =>
    (await as(member)('GET', '/membership/history?limit=100')).body.items.map((item: { action: string }) => item.action);
  const endPeriod = (membershipId: number) =>
    t.server.db.query(
      `UPDATE memberships SET current_period_end = now() - interval '1 minute', current_period_start = now() - interval '31 days' WHERE id = $1`,
      [membershipId],
    );

  it('answers packages with prices in each currency, and FAQ in the caller’s language, to anyone', async () => {
    const personalPackages = await call(t.url, 'GET', '/membership/packages/personal');
    expect(personalPackages.status).toBe(200);
    expect(personalPackages.body).toMatchObject({ kind: 'personal', currency: 'EUR', current: null, free_limits: FREE_LIMITS.personal });
    expect(personalPackages.body.plans.map((plan: { key: string }) => plan.key)).toEqual(['networking', 'business']);
    expect(personalPackages.body.plans[1]).toMatchObject({
      name: 'Business',
      prices: { month: 2999, year: 29999 },
      limits: { deals: null },
    });
    expect(personalPackages.body.currencies).toEqual(expect.arrayContaining(['EUR', 'USD', 'GBP', 'TRY', 'JPY']));
    const shop = await call(t.url, 'GET', '/membership/packages/shop?currency=JPY', { headers: { 'accept-language': 'fr' } });
    expect(shop.body.plans.map((plan: { key: string }) => plan.key)).toEqual(['basic', 'popular', 'enterprise']);
    expect(shop.body.plans[0].prices.month % 100).toBe(0);
    expect(shop.body.plans[0].features[0]).toBe('Publiez au nom de votre entreprise');
    expect((await call(t.url, 'GET', '/membership/packages/shop?currency=XXX')).status).toBe(400);
    expect((await call(t.url, 'GET', '/membership/packages/gold')).status).toBe(400);
    const faq = await call(t.url, 'GET', '/membership/faq/personal', { headers: { 'accept-language': 'tr' } });
    expect(faq.body.items).toHaveLength(5);
    expect(faq.body.items[0].question).toBe('Kişisel üyelik bana ne sağlar?');
  });

  it('refuses anonymous callers on every membership route but packages and FAQ', async () => {
    for (const [method, path, body] of [
      ['GET', '/membership/active-memberships', undefined],
      ['GET', '/membership/history', undefined],
      ['POST', '/membership/upgrade/personal', { plan: 'business' }],
      ['POST', '/membership/cancel/personal', {}],
      ['POST', '/membership/cancel/other', { company_id: 1 }],
    ] as const) {
      expect((await call(t.url, method, path, body === undefined ? {} : { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('takes a first plan through checkout with the test card that succeeds', async () => {
    const member = await signUp(t.url);
    expect(await personal(member)).toBeUndefined();
    await subscribe(member, 'business');
    const plan = await personal(member);
    expect(plan).toMatchObject({
      plan: 'business',
      interval: 'month',
      status: 'active',
      amount: 2999,
      currency: 'EUR',
      pending_change: null,
    });
    expect(new Date(plan.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await history(member)).toEqual(['payment_succeeded', 'subscribed', 'checkout_started']);
    const packages = await as(member)('GET', '/membership/packages/personal');
    expect(packages.body.current).toMatchObject({ plan: 'business' });
    // A first plan again while one is live is a change, not a checkout.
    expect((await as(member)('POST', '/membership/upgrade/personal', { plan: 'business' })).status).toBe(409);
  });

  it('shows the declined card’s message on the page and activates nothing; another card then pays', async () => {
    const member = await signUp(t.url);
    const started = await as(member)('POST', '/membership/upgrade/personal', { plan: 'networking', interval: 'year', currency: 'GBP' });
    const declined = await payWith(started.body.checkoutUrl, TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    const html = await declined.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Your card was declined');
    expect(await personal(member)).toBeUndefined();
    const invalid = await payWith(started.body.checkoutUrl, '4242 4242 4242 4241');
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('The card number is not valid.');
    const expired = await payWith(started.body.checkoutUrl, TEST_CARDS.succeeds, '01/20');
    expect(await expired.text()).toContain('The card has expired.');
    expect((await payWith(started.body.checkoutUrl, TEST_CARDS.succeeds)).status).toBe(303);
    expect(await personal(member)).toMatchObject({ plan: 'networking', interval: 'year', currency: 'GBP', status: 'active' });
    // The page of a paid session is closed.
    expect((await fetch(started.body.checkoutUrl)).status).toBe(410);
  });

  it('asks for confirmation with the card that requires action, then pays', async () => {
    const member = await signUp(t.url);
    const started = await as(member)('POST', '/membership/upgrade/personal', { plan: 'networking' });
    const action = await payWith(started.body.checkoutUrl, TEST_CARDS.requiresAction);
    expect(action.status).toBe(303);
    const confirmUrl = new URL(action.headers.get('location') as string, started.body.checkoutUrl);
    const confirm = await fetch(confirmUrl);
    const html = await confirm.text();
    expect(html).toContain('Confirm your payment');
    expect(await personal(member)).toBeUndefined();
    const done = await fetch(confirmUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain('checkout=success');
    expect(await personal(member)).toMatchObject({ plan: 'networking', status: 'active' });
  });

  it('applies upgrades at once with a prorated charge and schedules downgrades and shorter billing for the period end', async () => {
    const member = await signUp(t.url);
    await subscribe(member, 'networking');
    const change = as(member);
    // Half the period used: the upgrade charges half the difference.
    await t.server.db.query(
      `UPDATE memberships SET current_period_start = now() - interval '15 days', current_period_end = now() + interval '15 days' WHERE user_id = $1`,
      [member.user.id],
    );
    const up = await change('POST', '/membership/upgrade/personal', { plan: 'business' });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toMatchObject({
      action: 'upgraded',
      checkoutUrl: null,
      membership: { plan: 'business', status: 'active', amount: 2999 },
    });
    expect(up.body.charged.amount).toBeGreaterThanOrEqual(995);
    expect(up.body.charged.amount).toBeLessThanOrEqual(1005);

    const down = await change('POST', '/membership/upgrade/personal', { plan: 'networking' });
    expect(down.body).toMatchObject({
      action: 'change_scheduled',
      membership: { plan: 'business', pending_change: { plan: 'networking', interval: 'month' } },
    });
    const again = await change('POST', '/membership/upgrade/personal', { plan: 'networking' });
    expect(again).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    // Choosing the current plan again drops the scheduled change.
    expect((await change('POST', '/membership/upgrade/personal', { plan: 'business' })).body).toMatchObject({
      action: 'change_unscheduled',
      membership: { pending_change: null },
    });
    // A longer interval applies at once, a new period starting now.
    const yearly = await change('POST', '/membership/upgrade/personal', { plan: 'business', interval: 'year' });
    expect(yearly.body).toMatchObject({ action: 'interval_changed', membership: { interval: 'year', amount: 29999 } });
    expect(yearly.body.charged.amount).toBeGreaterThan(29999 - 2999);
    expect(new Date(yearly.body.membership.current_period_end).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    // A shorter interval waits for the period end; a higher plan with a shorter interval is refused.
    expect((await change('POST', '/membership/upgrade/personal', { plan: 'business', interval: 'month' })).body).toMatchObject({
      action: 'change_scheduled',
      membership: { interval: 'year', pending_change: { plan: 'business', interval: 'month' } },
    });
    expect((await change('POST', '/membership/upgrade/personal', { plan: 'business', interval: 'month', currency: 'USD' })).status).toBe(
      409,
    );
    expect((await change('POST', '/membership/upgrade/personal', { plan: 'enterprise' })).status).toBe(400);
    expect(await history(member)).toEqual([
      'change_scheduled',
      'payment_succeeded',
      'interval_changed',
      'change_unscheduled',
      'change_scheduled',
      'payment_succeeded',
      'upgraded',
      'payment_succeeded',
      'subscribed',
      'checkout_started',
    ]);
  });

  it('refuses a higher plan with shorter billing, and says so in each language', async () => {
    const member = await signUp(t.url);
    await subscribe(member, 'networking', { interval: 'year' });
    const refused = await as(member)('POST', '/membership/upgrade/personal', { plan: 'business', interval: 'month' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    expect(refused.body.message).toContain('monthly');
    const fr = await as(member)(
      'POST',
      '/membership/upgrade/personal',
      { plan: 'business', interval: 'month' },
      { 'accept-language': 'fr' },
    );
    expect(fr.body.message).toContain('mensuel');
    const tr = await as(member)(
      'POST',
      '/membership/upgrade/personal',
      { plan: 'networking', interval: 'year' },
      { 'accept-language': 'tr' },
    );
    expect(tr).toMatchObject({ status: 409, body: { message: 'Zaten bu ödeme dönemiyle Networking paketindesiniz.' } });
  });

  it('cancels at period end, resumes before it, and expires at it', async () => {
    const member = await signUp(t.url);
    await subscribe(member, 'business');
    const change = as(member);
    expect((await change('POST', '/membership/cancel/personal', {})).body).toMatchObject({
      membership: { status: 'cancel-on-period-ends' },
    });
    expect((await change('POST', '/membership/cancel/personal', {})).status).toBe(409);
    expect((await change('POST', '/membership/upgrade/personal', { plan: 'business' })).body).toMatchObject({
      action: 'resumed',
      membership: { status: 'active' },
    });
    const canceled = await change('POST', '/membership/cancel/personal');
    expect(canceled.status).toBe(200);
    expect((await change('GET', '/users/me')).body.has_expired_deal_membership).toBe(false);
    await endPeriod(canceled.body.membership.id);
    const swept = await sweepMemberships(t.server.db, t.server.payments);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await personal(member)).toBeUndefined();
    expect((await change('GET', '/users/me')).body.has_expired_deal_membership).toBe(true);
    expect((await change('POST', '/membership/cancel/personal')).status).toBe(409);
    expect((await history(member)).slice(0, 4)).toEqual(['expired', 'canceled', 'resumed', 'canceled']);
    // A new plan clears the flag.
    await subscribe(member, 'networking');
    expect((await change('GET', '/users/me')).body.has_expired_deal_membership).toBe(false);
  });

  it('renews at period end with a charge, applies a scheduled downgrade, and expires a plan whose renewal fails', async () => {
    const renewing = await signUp(t.url);
    await subscribe(renewing, 'business');
    const before = await personal(renewing);
    await endPeriod(before.id);
    const tell = (input: Parameters<typeof notify>[1]) => notify({ notifications: t.server.notifications }, input);
    await sweepMemberships(t.server.db, t.server.payments, new Date(), tell);
    const renewed = await personal(renewing);
    expect(renewed).toMatchObject({ plan: 'business', status: 'active' });
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await history(renewing)).slice(0, 2)).toEqual(['payment_succeeded', 'renewed']);
    // The payer hears of it in the notification centre.
    const told = await as(renewing)('GET', '/notifications');
    expect(told.body.items.map((item: { kind: string }) => item.kind)).toContain('membership_renewed');

    await as(renewing)('POST', '/membership/upgrade/personal', { plan: 'networking' });
    await endPeriod(before.id);
    await sweepMemberships(t.server.db, t.server.payments);
    expect(await personal(renewing)).toMatchObject({ plan: 'networking', amount: 999, pending_change: null, status: 'active' });
    expect((await history(renewing)).slice(0, 3)).toEqual(['payment_succeeded', 'renewed', 'downgraded']);
    // A second sweep changes nothing.
    expect(await sweepMemberships(t.server.db, t.server.payments)).toMatchObject({ renewed: 0, expired: 0 });

    const failing = await signUp(t.url);
    const started = await as(failing)('POST', '/membership/upgrade/personal', { plan: 'networking' });
    expect((await payWith(started.body.checkoutUrl, TEST_CARDS.declinesLater)).status).toBe(303);
    const plan = await personal(failing);
    await endPeriod(plan.id);
    await sweepMemberships(t.server.db, t.server.payments, new Date(), tell);
    expect(await personal(failing)).toBeUndefined();
    const warned = await as(failing)('GET', '/notifications');
    expect(warned.body.items.map((item: { kind: string }) => item.kind)).toContain('membership_payment_failed');
    expect((await history(failing)).slice(0, 2)).toEqual(['payment_failed', 'expired']);
    expect((await as(failing)('GET', '/users/me')).body.has_expired_deal_membership).toBe(true);
  });

  it('refuses an upgrade whose prorated charge fails, with 402', async () => {
    const member = await signUp(t.url);
    const started = await as(member)('POST', '/membership/upgrade/personal', { plan: 'networking' });
    await payWith(started.body.checkoutUrl, TEST_CARDS.declinesLater);
    const up = await as(member)('POST', '/membership/upgrade/personal', { plan: 'business' });
    expect(up).toMatchObject({ status: 402, body: { code: 'payment_failed' } });
    expect(await personal(member)).toMatchObject({ plan: 'networking' });
    expect((await history(member))[0]).toBe('payment_failed');
  });

  it('sells shop plans to a company’s owner only, with SHOP while live and cleared on expiry', async () => {
    const [owner, manager] = await Promise.all([signUp(t.url), signUp(t.url)]);
    const companyId = await newCompany(`shop-${kind}-${Date.now()}`, owner.user.id);
    await t.server.db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, manager.user.id]);
    const type = async () =>
      (
        (
          await t.server.db.query<{ membership_type: string | null }>('SELECT membership_type FROM companies WHERE id = $1', [companyId])
        )[0] as {
          membership_type: string | null;
        }
      ).membership_type;

    expect((await as(owner)('POST', '/membership/upgrade/shop', { plan: 'basic' })).status).toBe(400);
    expect((await as(owner)('POST', '/membership/upgrade/shop', { plan: 'business', company_id: companyId })).status).toBe(400);
    expect((await as(manager)('POST', '/membership/upgrade/shop', { plan: 'basic', company_id: companyId })).status).toBe(403);
    await subscribe(owner, 'basic', { company_id: companyId });
    expect(await type()).toBe('SHOP');
    const managerView = await as(manager)('GET', '/membership/active-memberships');
    expect(managerView.body.items).toEqual([
      expect.objectContaining({ kind: 'shop', plan: 'basic', company: expect.objectContaining({ id: companyId }) }),
    ]);
    expect((await as(owner)('POST', '/membership/upgrade/shop', { plan: 'popular', company_id: companyId })).body).toMatchObject({
      action: 'upgraded',
      membership: { plan: 'popular' },
    });
    expect((await as(manager)('POST', '/membership/cancel/other', { company_id: companyId })).status).toBe(403);
    expect((await as(owner)('POST', '/membership/cancel/other', {})).status).toBe(400);
    expect((await as(owner)('POST', '/membership/cancel/other', { company_id: 2_000_000_000 })).status).toBe(404);
    const canceled = await as(owner)('POST', '/membership/cancel/other', { company_id: companyId });
    expect(canceled.body).toMatchObject({ membership: { status: 'cancel-on-period-ends', company: { id: companyId } } });
    expect(await type()).toBe('SHOP');
    await endPeriod(canceled.body.membership.id);
    await sweepMemberships(t.server.db, t.server.payments);
    expect(await type()).toBeNull();
    const ownerHistory = await as(owner)('GET', '/membership/history');
    expect(ownerHistory.body.items[0]).toMatchObject({ action: 'expired', kind: 'shop', company: { id: companyId } });
    // The company's history is its owner's to read.
    expect((await as(manager)('GET', '/membership/history')).body.total).toBe(0);
  });

  it('refuses a webhook without a good signature, and applies one event delivered 5 times once', async () => {
    const noHeader = await call(t.url, 'POST', '/payments/webhook', { body: { id: 'evt_x', type: 'checkout.session.completed' } });
    expect(noHeader).toMatchObject({ status: 400, body: { code: 'invalid_signature' } });
    const member = await signUp(t.url);
    const started = await as(member)('POST', '/membership/upgrade/personal', { plan: 'business' });
    const session = await provider.retrieveCheckoutSession(started.body.checkout_session_id);
    const event = JSON.stringify({
      id: `evt_replayed_${kind}`,
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      session: { ...session, status: 'complete', paymentId: 'ch_test', customerId: 'cus_test' },
    });
    const post = (signature: string, body = event) =>
      call(t.url, 'POST', '/payments/webhook', {
        rawBody: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    expect((await post('t=1,v1=00')).status).toBe(400);
    expect((await post(provider.sign(event, Math.floor(Date.now() / 1000) - 600))).status).toBe(400);
    expect((await post(provider.sign(event), event.replace('DealGrow', 'DealGrew'))).status).toBe(400);
    expect((await post(provider.sign(`${event} `))).status).toBe(400);
    expect(await personal(member)).toBeUndefined();

    const answers = await Promise.all(Array.from({ length: 5 }, () => post(provider.sign(event))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate === false)).toHaveLength(1);
    expect(await personal(member)).toMatchObject({ plan: 'business', status: 'active' });
    expect((await history(member)).filter((action: string) => action === 'subscribed')).toHaveLength(1);
    // The provider's own event, redelivered, changes nothing either.
    const paid = await signUp(t.url);
    await subscribe(paid, 'networking');
    const [sent] = await provider.events(1);
    for (let n = 0; n < 5; n++) expect(await provider.redeliver((sent as { id: string }).id)).toBe(200);
    expect((await history(paid)).filter((action: string) => action === 'payment_succeeded')).toHaveLength(1);
  });

  it('limits active deals and products by plan, naming the limit and the upgrade', async () => {
    const member = await signUp(t.url);
    const fill = (table: 'deals' | 'products', count: number, companyId: number | null) =>
      t.server.db.query(
        table === 'deals'
          ? `INSERT INTO deals (title, type, author_id, company_id) SELECT 'Filler ' || n, 'offer', $1, $3 FROM generate_series(1, $2) n`
          : `INSERT INTO products (title, author_id, company_id) SELECT 'Filler ' || n, $1, $3 FROM generate_series(1, $2) n`,
        [member.user.id, count, companyId],
      );
    const createDeal = (fields: Record<string, string | number> = {}) =>
      sendForm(t.url, 'POST', '/deals', { token: member.token, fields: { title: 'One more', type: 'offer', ...fields } });
    const createProduct = (fields: Record<string, string | number> = {}) =>
      sendForm(t.url, 'POST', '/products', {
        token: member.token,
        fields: { title: 'One more', ...fields },
        files: [{ name: 'p.png', data: PNG, type: 'image/png' }],
      });

    await fill('deals', (FREE_LIMITS.personal.deals as number) - 1, null);
    expect((await createDeal()).status).toBe(201);
    const refused = await createDeal();
    expect(refused).toMatchObject({ status: 403, body: { code: 'plan_limit' } });
    expect(refused.body.message).toBe(
      `Your free plan allows ${FREE_LIMITS.personal.deals} active deals. Upgrade your membership to list more.`,
    );
    await fill('products', FREE_LIMITS.personal.products as number, null);
    expect((await createProduct()).status).toBe(403);
    await grantMembership(t.server.db, { kind: 'personal', userId: member.user.id }, 'networking');
    expect((await createDeal()).status).toBe(201);
    expect((await createProduct()).status).toBe(201);

    const companyId = await newCompany(`limits-${kind}-${Date.now()}`, member.user.id);
    await fill('products', FREE_LIMITS.shop.products as number, companyId);
    const company = await createProduct({ company_id: companyId });
    expect(company).toMatchObject({ status: 403, body: { code: 'plan_limit' } });
    expect(company.body.message).toContain(`Company limits-${kind}`);
    expect(company.body.message).toContain('shop membership');
    const fr = await sendForm(t.url, 'POST', '/products', {
      token: member.token,
      fields: { title: 'Encore', company_id: companyId },
      headers: { 'accept-language': 'fr' },
    });
    expect(fr.body.message).toContain('Passez à une formule boutique supérieure');
    await grantMembership(t.server.db, { kind: 'shop', companyId, userId: member.user.id }, 'basic');
    expect((await createProduct({ company_id: companyId })).status).toBe(201);
    expect((await createDeal({ company_id: companyId })).status).toBe(201);
  });
});
