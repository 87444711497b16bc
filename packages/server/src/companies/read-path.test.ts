import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements, type StatementCounter } from '../../test/statement-count.ts';
import { PNG } from '../../test/uploads.ts';
import { addMember, addMembers, as, type TestMember } from '../network/fixtures.ts';
import { createCompany } from './fixtures.ts';

// docs/performance.md: every company list and detail is one SQL statement (the session cached), whatever the rows.
describe.each(productionDatabase)('the company read path on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let counter: StatementCounter;
  let company: { id: number; slug: string };

  /** Adds `n` companies of the owner, each with a follower, a manager, a showroom item, a product and a post. */
  async function grow(n: number) {
    const db = t.server.db;
    const members = await addMembers(db, 2);
    for (let i = 0; i < n; i++) {
      const made = await createCompany(t.url, owner, { about: 'Grown' }, [
        { field: 'logo', name: 'logo.png', data: PNG, type: 'image/png' },
      ]);
      await db.query('INSERT INTO company_followers (company_id, user_id) VALUES ($1, $2), ($1, $3)', [made.id, members[0]?.id, owner.id]);
      await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [made.id, members[1]?.id]);
      for (const target of [made.id, company.id]) {
        await db.query(`INSERT INTO company_showroom_items (company_id, title, position) VALUES ($1, 'Item', 1)`, [target]);
        await db.query(`INSERT INTO products (title, company_id, author_id) VALUES ('Product', $1, $2)`, [target, owner.id]);
        const [post] = await db.query<{ id: number }>(
          `INSERT INTO posts (kind, author_type, owner_id, author_id, body) VALUES ('body', 'company', $1, $2, 'Hello') RETURNING id`,
          [target, owner.id],
        );
        await db.query(`INSERT INTO posts (kind, author_id, owner_id, body, shared_post_id) VALUES ('body', $1, $1, 'Shared', $2)`, [
          members[0]?.id,
          post?.id,
        ]);
      }
    }
  }

  beforeAll(async () => {
    // The read cache would answer repeated reads with no statement at all: off here, to count what a read costs.
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    owner = await addMember(t.server.db);
    company = await createCompany(t.url, owner);
    await grow(2);
    counter = countStatements(t.server);
  });
  afterAll(async () => {
    counter?.restore();
    await t?.close();
  });

  const reads = () => [
    '/company',
    '/company?q=company',
    '/company/types',
    `/company/${company.id}`,
    `/company/${company.slug}`,
    '/company/my',
    '/company/my?includeManagers=1',
    '/company/followed',
    `/company/is-follower/${company.id}`,
    `/company/${company.id}/showroom`,
    `/company/${company.id}/managers`,
    `/company/${company.id}/timeline`,
    `/company/${company.id}/activities`,
    `/company/${company.id}/products/all`,
    `/company/${company.id}/products/active`,
  ];
  /** Routes for members only: signed out, they answer 401 before any statement. */
  const needsMember = (path: string) => /^\/company\/(my|followed|is-follower)\b|\/managers$/.test(path);

  it('reads every company list and page in one statement', async () => {
    for (const path of reads()) {
      await as(t.url, owner)('GET', path);
      const answer = { status: 0 };
      const statements = await counter.during(async () => Object.assign(answer, await as(t.url, owner)('GET', path)));
      expect(answer.status, path).toBe(200);
      expect(statements, `${path} signed in`).toBe(1);
      if (!needsMember(path)) expect(await counter.during(() => call(t.url, 'GET', path)), `${path} signed out`).toBe(1);
    }
  });

  it('runs no query per row: more companies, followers, managers and posts, the same statements', async () => {
    const before = new Map<string, number>();
    for (const path of reads()) before.set(path, await counter.during(() => as(t.url, owner)('GET', path)));
    counter.restore();
    await grow(4);
    counter = countStatements(t.server);
    const list = await as(t.url, owner)('GET', '/company/my?includeManagers=1');
    expect(list.body.length).toBeGreaterThanOrEqual(7);
    expect(list.body.filter((item: { managers: unknown[] }) => item.managers.length === 2)).toHaveLength(6);
    expect((await as(t.url, owner)('GET', `/company/${company.id}/timeline`)).body.total).toBe(6);
    for (const path of reads()) expect(await counter.during(() => as(t.url, owner)('GET', path)), path).toBe(before.get(path));
  });
});
