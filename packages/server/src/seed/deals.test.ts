import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_DEALS, DEMO_PRODUCTS, seedDeals } from './deals.ts';
import { DEMO_PASSWORD } from './demo.ts';

describe.each(databaseKinds)('demo deals and products on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const counts = async () =>
    (
      await t.server.db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM deals) AS deals, (SELECT count(*)::int FROM deal_faqs) AS faqs,
                (SELECT count(*)::int FROM deal_reviews) AS reviews, (SELECT count(*)::int FROM products) AS products`,
      )
    )[0];

  it('shows offers, perks (demands) and products with FAQ and reviews on first start', async () => {
    const offers = await call(t.url, 'GET', '/deals/popular-deals?type=offer');
    const perks = await call(t.url, 'GET', '/deals/popular-deals?type=demand');
    expect(offers.body.total).toBe(DEMO_DEALS.filter((deal) => deal.type === 'offer').length);
    expect(perks.body.total).toBe(DEMO_DEALS.filter((deal) => deal.type === 'demand').length);
    expect(offers.body.items[0].reviews_count).toBeGreaterThan(0);
    const cotton = offers.body.items.find((deal: { title: string }) => deal.title.startsWith('Organic cotton'));
    expect(cotton).toMatchObject({
      buy_price: 250,
      sell_price: 600,
      refer_price: 300,
      refer_currency: 'EUR',
      company: { slug: 'anatolia-textiles' },
    });
    const detail = await call(t.url, 'GET', `/deals/${cotton.id}`);
    expect(detail.body.faqs).toHaveLength(2);
    expect((await call(t.url, 'GET', '/products/new-products')).body.total).toBe(DEMO_PRODUCTS.length);
    const ada = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'ada@dealgrow.io', password: DEMO_PASSWORD } });
    expect(ada.body.user.authorized_deals.length).toBe(DEMO_DEALS.filter((deal) => deal.author === 'ada').length);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    await seedDeals(t.server.db);
    expect(await counts()).toEqual(before);
  });
});
