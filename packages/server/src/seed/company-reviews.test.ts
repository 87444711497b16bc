import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_COMPANIES } from '../companies/demo-companies.ts';
import { DEMO_COMPANY_REVIEWS, seedCompanyReviews } from './company-reviews.ts';

describe.each(databaseKinds)('demo company reviews on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('gives every demo company reviews by members who do not manage it, with an average and likes', async () => {
    for (const company of DEMO_COMPANIES) {
      const page = await call(t.url, 'GET', `/company/${company.slug}`);
      const reviews = await call(t.url, 'GET', `/company/${page.body.id}/reviews`);
      const expected = DEMO_COMPANY_REVIEWS.filter(([, slug]) => slug === company.slug);
      expect(reviews.body.total, company.slug).toBe(expected.length);
      const average = expected.reduce((sum, [, , rate]) => sum + rate, 0) / expected.length;
      expect(reviews.body.average).toBe(Math.round(average * 10) / 10);
      for (const item of reviews.body.items) expect(item.author.username).not.toBe(company.owner);
    }
    const northwind = await call(t.url, 'GET', '/company/northwind-supply');
    const reviews = await call(t.url, 'GET', `/company/${northwind.body.id}/reviews`);
    const sofia = reviews.body.items.find((item: { author: { username: string } }) => item.author.username === 'sofia');
    expect(sofia.likes).toBe(2);
  });

  it('changes nothing when run again', async () => {
    const count = async () =>
      (
        await t.server.db.query<{ reviews: number; likes: number }>(
          'SELECT (SELECT count(*)::int FROM company_reviews) AS reviews, (SELECT count(*)::int FROM company_review_likes) AS likes',
        )
      )[0];
    const before = await count();
    expect(before).toEqual({ reviews: DEMO_COMPANY_REVIEWS.length, likes: 3 });
    await seedCompanyReviews(t.server.db);
    expect(await count()).toEqual(before);
  });
});
