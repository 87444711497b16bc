import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_COMPANIES } from '../companies/demo-companies.ts';
import { DEMO_COMPANY_PAGES, seedCompanies } from './companies.ts';
import { DEMO_PASSWORD } from './demo.ts';

describe.each(databaseKinds)('demo company pages on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('gives every demo company a type, about text, pictures, a showroom, followers and timeline posts', async () => {
    for (const demo of DEMO_COMPANIES) {
      const company = await call(t.url, 'GET', `/company/${demo.slug}`);
      const page = DEMO_COMPANY_PAGES[demo.slug];
      expect(company.body).toMatchObject({ name: demo.name, about: page?.about, type: { key: page?.type }, size: page?.size });
      expect(company.body.followers).toBeGreaterThanOrEqual(2);
      for (const address of [company.body.logo, company.body.cover_image]) {
        expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/company\//);
        const picture = await fetch(address);
        expect(picture.status).toBe(200);
        expect(picture.headers.get('content-type')).toContain('image/svg+xml');
      }
      const showroom = await call(t.url, 'GET', `/company/${company.body.id}/showroom`);
      expect(showroom.body.map((item: { type: string }) => item.type)).toEqual(['default', 'video']);
      expect((await fetch(showroom.body[0].image)).status).toBe(200);
      const timeline = await call(t.url, 'GET', `/company/${company.body.id}/timeline`);
      expect(timeline.body.total).toBeGreaterThanOrEqual(page?.posts.length ?? 1);
    }
    expect((await fetch(`${t.url}/assets/company/not-a-demo/logo.svg`)).status).toBe(404);
    // A Shop company exists, so posting as a company can be shown.
    expect(DEMO_COMPANIES.some((company) => company.membership === 'SHOP')).toBe(true);
  });

  it('gives one company a second manager, who sees it among their companies', async () => {
    const lucas = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'lucas@dealgrow.io', password: DEMO_PASSWORD } });
    expect(lucas.status, JSON.stringify(lucas.body)).toBe(200);
    const mine = await call(t.url, 'GET', '/company/my?includeManagers=1', { token: lucas.body.token });
    const northwind = mine.body.find((company: { slug: string }) => company.slug === 'northwind-supply');
    expect(northwind).toMatchObject({ isManager: true, isOwner: false });
    expect(northwind.managers.map((manager: { role: string }) => manager.role)).toEqual(['owner', 'manager']);
  });

  it('changes nothing when run again', async () => {
    const count = async () =>
      (
        await t.server.db.query<Record<string, number>>(
          `SELECT (SELECT count(*)::int FROM company_showroom_items) AS items, (SELECT count(*)::int FROM posts WHERE author_type = 'company') AS posts,
                  (SELECT count(*)::int FROM company_followers) AS follows, (SELECT count(*)::int FROM company_managers) AS managers`,
        )
      )[0];
    const before = await count();
    await seedCompanies(t.server.db);
    expect(await count()).toEqual(before);
  });
});
