import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements, type StatementCounter } from '../../test/statement-count.ts';
import { PNG, sendForm } from '../../test/uploads.ts';
import { SESSION_LIST_LIMIT } from '../accounts/session-user.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

// docs/performance.md: a read request runs at most 2 SQL statements, the session included, whatever the data.
describe.each(productionDatabase)('the read path on %s', (kind) => {
  let t: TestServer;
  let author: Member;
  let reader: Member;
  let counter: StatementCounter;
  const deals: number[] = [];

  async function listDeal(n: number) {
    const answer = await sendForm(t.url, 'POST', '/deals', {
      token: author.token,
      fields: { title: `Deal ${n}`, type: n % 2 ? 'offer' : 'demand', managers: [reader.user.id] },
      files: [{ name: `photo-${n}.png`, data: PNG, type: 'image/png' }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    deals.push(answer.body.id);
    const faq = await call(t.url, 'POST', `/deals/${answer.body.id}/faq`, {
      token: author.token,
      body: { question: 'When?', answer: 'Now.' },
    });
    expect(faq.status).toBe(201);
  }

  beforeAll(async () => {
    // The read cache would answer repeated reads with no statement at all: off here, to count what a read costs.
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [author, reader] = await Promise.all([signUp(t.url), signUp(t.url)]);
    for (let n = 0; n < 3; n++) await listDeal(n);
    counter = countStatements(t.server);
  });
  afterAll(async () => {
    counter?.restore();
    await t?.close();
  });

  const reads = () => [
    `/deals/${deals[0]}`,
    '/deals/popular-deals?limit=100',
    '/deals/recommended-deals',
    '/deals/new-deals?type=offer',
    '/deals/sponsored-deals',
    `/users/${author.user.id}/deals`,
    `/deals/related-deals/${deals[0]}`,
    `/deals/other-deals/${deals[0]}`,
  ];

  it('reads a deal or a list in one statement, and two with a session not seen before', async () => {
    for (const path of reads()) {
      expect(await counter.during(() => call(t.url, 'GET', path)), `${path} signed out`).toBe(1);
      expect(await counter.during(() => call(t.url, 'GET', path, { token: reader.token })), `${path} signed in`).toBeLessThanOrEqual(2);
      expect(await counter.during(() => call(t.url, 'GET', path, { token: reader.token })), `${path} session cached`).toBe(1);
    }
    const fresh = await call(t.url, 'POST', '/auth/sign-in', { body: { email: reader.email, password: reader.password } });
    expect(await counter.during(() => call(t.url, 'GET', `/deals/${deals[0]}`, { token: fresh.body.token }))).toBe(2);
  });

  it('runs no query per row: more deals, the same statements', async () => {
    const before = await counter.during(() => call(t.url, 'GET', '/deals/popular-deals?limit=100', { token: reader.token }));
    counter.restore();
    for (let n = 3; n < 8; n++) await listDeal(n);
    counter = countStatements(t.server);
    const page = await call(t.url, 'GET', '/deals/popular-deals?limit=100', { token: reader.token });
    expect(page.body.items).toHaveLength(8);
    expect(
      page.body.items.every((deal: { files: unknown[]; managers: unknown[] }) => deal.files.length === 1 && deal.managers.length === 1),
    ).toBe(true);
    expect(await counter.during(() => call(t.url, 'GET', '/deals/popular-deals?limit=100', { token: reader.token }))).toBe(before);
  });

  it('reads products with no query per row either (the page, its total, the session at most)', async () => {
    const statementsFor = async (count: number) => {
      counter.restore();
      await t.server.db.query(`INSERT INTO products (title, author_id) SELECT 'Product ' || n, $1 FROM generate_series(1, $2::int) n`, [
        author.user.id,
        count,
      ]);
      counter = countStatements(t.server);
      await call(t.url, 'GET', '/products/new-products', { token: author.token });
      return counter.during(() => call(t.url, 'GET', '/products/new-products', { token: author.token }));
    };
    const few = await statementsFor(2);
    expect(few).toBeLessThanOrEqual(2);
    expect(await statementsFor(20)).toBe(few);
    const page = await call(t.url, 'GET', '/products/new-products', { token: author.token });
    expect(page.body.items[0]).toMatchObject({ can_edit: true, files: [] });
    // A product's page, its FAQ included, is one statement.
    const path = `/products/${page.body.items[0].id}`;
    expect(await counter.during(() => call(t.url, 'GET', path, { token: author.token }))).toBe(1);
    expect((await call(t.url, 'GET', path)).body).toMatchObject({ can_edit: false, faqs: [] });
  });

  it('answers the children and the viewer’s rights from the one statement', async () => {
    const detail = await call(t.url, 'GET', `/deals/${deals[0]}`, { token: reader.token });
    expect(detail.body).toMatchObject({ can_edit: true, faqs: [{ question: 'When?' }], managers: [{ id: reader.user.id }] });
    expect(detail.body.files[0]).toMatchObject({ name: 'photo-0.png', mime_type: 'image/png', deleted_at: null });
    expect(detail.body.files[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const stranger = await signUp(t.url);
    expect((await call(t.url, 'GET', `/deals/${deals[0]}`, { token: stranger.token })).body.can_edit).toBe(false);
    expect((await call(t.url, 'GET', `/deals/${deals[0]}`)).body.can_edit).toBe(false);
  });

  it('keeps the popular ranking and the totals up to date on reviews and deletions', async () => {
    const last = deals[deals.length - 1] as number;
    const popular = async (query = '') => (await call(t.url, 'GET', `/deals/popular-deals?limit=100${query}`)).body;
    // The reader manages these deals and may not review them: a third member does.
    const critic = await signUp(t.url);
    const review = await call(t.url, 'POST', `/deals/${last}/reviews`, { token: critic.token, body: { content: 'Great', rate: 4 } });
    expect(review.status).toBe(201);
    expect((await popular()).items[0]).toMatchObject({ id: last, reviews_count: 1, rating: 4 });
    const all = await popular();
    const offers = await popular('&type=offer');
    expect([all.total, offers.total]).toEqual([deals.length, offers.items.length]);
    expect((await call(t.url, 'DELETE', `/deals/${last}/reviews/${review.body.id}`, { token: critic.token })).status).toBe(204);
    expect((await popular()).items[0].reviews_count).toBe(0);
    expect((await call(t.url, 'DELETE', `/deals/${last}`, { token: author.token })).status).toBe(204);
    expect((await popular()).total).toBe(deals.length - 1);
    // The recommended list leaves out the viewer's own deals, and so does its total.
    expect((await call(t.url, 'GET', '/deals/recommended-deals', { token: author.token })).body).toMatchObject({ total: 0, items: [] });
    // An empty page still answers its total; a list whose owner is missing is a 404.
    expect((await popular('&page=50')).total).toBe(deals.length - 1);
    expect((await call(t.url, 'GET', '/company/999999/deals')).status).toBe(404);
    expect((await call(t.url, 'GET', '/deals/related-deals/999999')).status).toBe(404);
  });

  it('keeps the session user the same size however many deals the member manages', async () => {
    const manager = await signUp(t.url);
    await t.server.db.query(
      `INSERT INTO deals (title, type, author_id) SELECT 'Managed ' || n, 'offer', $1 FROM generate_series(1, $2::int) n`,
      [manager.user.id, SESSION_LIST_LIMIT + 10],
    );
    const me = await call(t.url, 'GET', '/users/me', { token: manager.token });
    expect(me.body.authorized_deals).toHaveLength(SESSION_LIST_LIMIT);
    expect(me.body.authorized_deals_total).toBe(SESSION_LIST_LIMIT + 10);
    const oldest = Math.min(...me.body.authorized_deals);
    const [beyond] = await t.server.db.query<{ id: number }>('SELECT min(id) AS id FROM deals WHERE author_id = $1', [manager.user.id]);
    expect(beyond?.id).toBeLessThan(oldest);
    // A deal beyond the list still says the member may change it.
    expect((await call(t.url, 'GET', `/deals/${beyond?.id}`, { token: manager.token })).body.can_edit).toBe(true);
    expect(await counter.during(() => call(t.url, 'GET', '/users/me', { token: manager.token }))).toBe(1);
  });
});

describe.each(productionDatabase)('the read cache on %s', (kind) => {
  let t: TestServer;
  let author: Member;
  let dealId: number;

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 60 });
    author = await signUp(t.url);
    const answer = await sendForm(t.url, 'POST', '/deals', { token: author.token, fields: { title: 'Cached deal', type: 'offer' } });
    dealId = answer.body.id;
  });
  afterAll(async () => t?.close());

  it('answers a read again without a statement, per viewer, and never after a write', async () => {
    const counter = countStatements(t.server);
    try {
      // The sign-up's mail is sent by a job: a write of its own, which would outdate the first answer.
      await t.server.jobs.settled();
      const path = `/deals/${dealId}`;
      const first = await call(t.url, 'GET', path, { token: author.token });
      expect(await counter.during(() => call(t.url, 'GET', path, { token: author.token }))).toBe(0);
      expect((await call(t.url, 'GET', path, { token: author.token })).body).toEqual(first.body);
      // Another viewer has their own answer: may they change it?
      expect((await call(t.url, 'GET', path)).body.can_edit).toBe(false);
      expect(first.body.can_edit).toBe(true);
      // A write through the API, then one straight to the database: each shows at once.
      const critic = await signUp(t.url);
      expect((await call(t.url, 'POST', `${path}/reviews`, { token: critic.token, body: { content: 'Fine', rate: 3 } })).status).toBe(201);
      expect((await call(t.url, 'GET', path, { token: author.token })).body).toMatchObject({ reviews_count: 1, rating: 3 });
      await t.server.db.query('UPDATE deals SET title = $2 WHERE id = $1', [dealId, 'Renamed deal']);
      expect((await call(t.url, 'GET', path, { token: author.token })).body.title).toBe('Renamed deal');
      const list = await call(t.url, 'GET', '/deals/popular-deals');
      expect(list.body.items[0].title).toBe('Renamed deal');
      expect(await counter.during(() => call(t.url, 'GET', '/deals/popular-deals'))).toBe(0);
    } finally {
      counter.restore();
    }
  });
});
