import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { seedMemberships } from './memberships.ts';

describe.each(databaseKinds)('demo memberships on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('puts ada on Business monthly and every SHOP company on a live shop plan, with history', async () => {
    const signIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'ada@dealgrow.io', password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);
    const token = signIn.body.token as string;
    const active = await call(t.url, 'GET', '/membership/active-memberships', { token });
    expect(active.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'personal', plan: 'business', interval: 'month', status: 'active' }),
        expect.objectContaining({ kind: 'shop', company: expect.objectContaining({ slug: 'northwind-supply' }), status: 'active' }),
      ]),
    );
    const history = await call(t.url, 'GET', '/membership/history', { token });
    expect(history.body.total).toBeGreaterThanOrEqual(4);
    const mismatched = await t.server.db.query(
      `SELECT c.slug FROM companies c
        WHERE (c.membership_type = 'SHOP') <> EXISTS (SELECT 1 FROM memberships m WHERE m.company_id = c.id AND m.status IN ('active', 'cancel-on-period-ends'))`,
    );
    expect(mismatched).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const count = async () => (await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM membership_history'))[0];
    const before = await count();
    await seedMemberships(t.server.db);
    expect(await count()).toEqual(before);
  });
});
