import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { sendForm } from '../../test/uploads.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

// docs/companies-and-clubs.md, "reviews": company reviews through the listing core (listings/reviews.ts).
describe.each(productionDatabase)('company reviews on %s', (kind) => {
  let t: TestServer;
  let owner: Member;
  let manager: Member;
  let critic: Member;
  let fan: Member;
  let stranger: Member;
  let companyId: number;
  let otherCompanyId: number;

  async function company(slug: string, ownerId: number, visibility = 'public') {
    const rows = await t.server.db.query<{ id: number }>(
      'INSERT INTO companies (name, slug, owner_id, logo, profile_picture_visibility) VALUES ($1, $1, $2, $3, $4) RETURNING id',
      [slug, ownerId, 'https://cdn.example.com/logo.png', visibility],
    );
    return (rows[0] as { id: number }).id;
  }

  const review = (member: Member, content: string, rate: number, id = companyId) =>
    call(t.url, 'POST', `/company/${id}/reviews`, { token: member.token, body: { content, rate } });

  beforeAll(async () => {
    t = await startTestServer(kind);
    [owner, manager, critic, fan, stranger] = await Promise.all([
      signUp(t.url),
      signUp(t.url),
      signUp(t.url),
      signUp(t.url),
      signUp(t.url),
    ]);
    companyId = await company(`reviewed-${kind}`, owner.user.id);
    otherCompanyId = await company(`private-${kind}`, stranger.user.id, 'members');
    await t.server.db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, manager.user.id]);
  });
  afterAll(async () => t?.close());

  it('lists no reviews with a null average, and 404s a company that is not there', async () => {
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews`)).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 24,
      average: null,
    });
    expect((await call(t.url, 'GET', '/company/999999/reviews')).status).toBe(404);
    expect((await call(t.url, 'GET', '/company/abc/reviews')).status).toBe(400);
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews?limit=0`)).status).toBe(400);
  });

  it('takes one review a member, rated 1 to 5, and refuses the company’s owner and managers', async () => {
    const created = await review(critic, '  Prompt and fair.  ', 4);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      content: 'Prompt and fair.',
      rate: 4,
      likes: 0,
      didLike: false,
      author: { id: critic.user.id },
      company: { id: companyId, slug: `reviewed-${kind}`, logo: 'https://cdn.example.com/logo.png' },
    });
    const again = await review(critic, 'Once more', 5);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_reviewed');
    expect(again.body.message).toContain('already reviewed this company');
    // Parallel second tries still leave one review.
    const racing = await Promise.all(Array.from({ length: 5 }, () => review(fan, 'Quick!', 5)));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);

    for (const member of [owner, manager]) {
      const refused = await review(member, 'We are great', 5);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
    }
    expect((await call(t.url, 'POST', `/company/${companyId}/reviews`, { body: { content: 'Hi', rate: 3 } })).status).toBe(401);
    expect((await review(stranger, 'Nobody here', 3, 999999)).status).toBe(404);
    for (const body of [
      { content: 'Too low', rate: 0 },
      { content: 'Too high', rate: 6 },
      { content: 'Half', rate: 2.5 },
      { content: '   ', rate: 3 },
      { content: 'No rate' },
      { content: 'Extra', rate: 3, stars: 3 },
    ]) {
      const answer = await call(t.url, 'POST', `/company/${companyId}/reviews`, { token: stranger.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    const translated = await call(t.url, 'POST', `/company/${companyId}/reviews`, {
      token: owner.token,
      body: { content: 'Nous', rate: 5 },
      headers: { 'accept-language': 'fr' },
    });
    expect(translated.body.message).toContain('entreprise');
  });

  it('lists the reviews newest first with their average, paged', async () => {
    const list = await call(t.url, 'GET', `/company/${companyId}/reviews`);
    expect(list.body).toMatchObject({ total: 2, page: 1, limit: 24, average: 4.5 });
    expect(list.body.items.map((item: { author: { id: number } }) => item.author.id)).toEqual([fan.user.id, critic.user.id]);
    const second = await call(t.url, 'GET', `/company/${companyId}/reviews?page=2&limit=1`);
    expect(second.body).toMatchObject({ total: 2, page: 2, limit: 1, average: 4.5, items: [{ author: { id: critic.user.id } }] });
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews?page=9`)).body).toMatchObject({ items: [], total: 2 });
  });

  it('lets only the author change or delete a review', async () => {
    const mine = (await review(stranger, 'Slow answers', 2)).body;
    const path = `/company/${companyId}/reviews/${mine.id}`;
    expect((await call(t.url, 'PATCH', path, { body: { rate: 3 } })).status).toBe(401);
    expect((await call(t.url, 'PATCH', path, { token: critic.token, body: { rate: 1 } })).status).toBe(403);
    expect((await call(t.url, 'PATCH', path, { token: owner.token, body: { rate: 1 } })).status).toBe(403);
    expect((await call(t.url, 'PATCH', path, { token: stranger.token, body: {} })).status).toBe(400);
    expect((await call(t.url, 'PATCH', path, { token: stranger.token, body: { rate: 9 } })).status).toBe(400);
    expect(
      (await call(t.url, 'PATCH', `/company/${otherCompanyId}/reviews/${mine.id}`, { token: stranger.token, body: { rate: 3 } })).status,
    ).toBe(404);
    const changed = await call(t.url, 'PATCH', path, { token: stranger.token, body: { content: 'Better now', rate: 4 } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: mine.id, content: 'Better now', rate: 4 });
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews`)).body).toMatchObject({ total: 3, average: 4.3 });

    expect((await call(t.url, 'DELETE', path)).status).toBe(401);
    expect((await call(t.url, 'DELETE', path, { token: critic.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', path, { token: manager.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', path, { token: stranger.token })).status).toBe(204);
    expect((await call(t.url, 'DELETE', path, { token: stranger.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews`)).body).toMatchObject({ total: 2, average: 4.5 });
  });

  it('toggles a like on a review for signed-in members only', async () => {
    const [first] = (await call(t.url, 'GET', `/company/${companyId}/reviews`)).body.items;
    const path = `/company/${companyId}/reviews/${first.id}`;
    expect((await call(t.url, 'GET', path)).status).toBe(401);
    expect((await call(t.url, 'GET', path, { token: owner.token })).body).toMatchObject({ likes: 1, didLike: true });
    expect((await call(t.url, 'GET', path, { token: critic.token })).body).toMatchObject({ likes: 2, didLike: true });
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews`, { token: owner.token })).body.items[0]).toMatchObject({
      likes: 2,
      didLike: true,
    });
    expect((await call(t.url, 'GET', path, { token: owner.token })).body).toMatchObject({ likes: 1, didLike: false });
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews/999999`, { token: owner.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/company/${otherCompanyId}/reviews/${first.id}`, { token: owner.token })).status).toBe(404);
  });

  it('answers what a company received: its reviews, its deals’ and its products’, in one list', async () => {
    const deal = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'Bulk linen', type: 'offer', company_id: companyId },
    });
    const product = await sendForm(t.url, 'POST', '/products', {
      token: manager.token,
      fields: { title: 'Napkins', company_id: companyId },
    });
    const gone = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'Old deal', type: 'offer', company_id: companyId },
    });
    const elsewhere = await sendForm(t.url, 'POST', '/deals', { token: stranger.token, fields: { title: 'Not theirs', type: 'offer' } });
    expect([deal.status, product.status, gone.status, elsewhere.status]).toEqual([201, 201, 201, 201]);
    const post = (path: string, rate: number) =>
      call(t.url, 'POST', path, { token: critic.token, body: { content: `Rated ${rate}`, rate } });
    expect((await post(`/deals/${deal.body.id}/reviews`, 3)).status).toBe(201);
    expect((await post(`/products/${product.body.id}/reviews`, 2)).status).toBe(201);
    expect((await post(`/deals/${gone.body.id}/reviews`, 1)).status).toBe(201);
    expect((await post(`/deals/${elsewhere.body.id}/reviews`, 5)).status).toBe(201);
    expect((await call(t.url, 'DELETE', `/deals/${gone.body.id}`, { token: owner.token })).status).toBe(204);

    const received = await call(t.url, 'GET', `/company/${companyId}/reviews/received`);
    expect(received.status).toBe(200);
    expect(received.body.total).toBe(4);
    expect(received.body.items.map((item: { subject: unknown; rate: number }) => [item.subject, item.rate])).toEqual([
      [{ kind: 'product', id: product.body.id, title: 'Napkins' }, 2],
      [{ kind: 'deal', id: deal.body.id, title: 'Bulk linen' }, 3],
      [{ kind: 'company', id: companyId, title: `reviewed-${kind}` }, 5],
      [{ kind: 'company', id: companyId, title: `reviewed-${kind}` }, 4],
    ]);
    expect(received.body.items[0].author.id).toBe(critic.user.id);
    expect((await call(t.url, 'GET', `/company/${companyId}/reviews/received?limit=3&page=2`)).body).toMatchObject({
      total: 4,
      items: [{ rate: 4 }],
    });
    expect((await call(t.url, 'GET', '/company/999999/reviews/received')).status).toBe(404);
  });

  it('answers what a member sent: their company reviews, the company named as it shows itself', async () => {
    expect((await review(critic, 'Private page', 3, otherCompanyId)).status).toBe(201);
    const sent = await call(t.url, 'GET', `/company/${critic.user.id}/reviews/sent`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ total: 2, page: 1, limit: 24 });
    expect(sent.body.items.map((item: { company: { id: number } }) => item.company.id)).toEqual([otherCompanyId, companyId]);
    // The private company's logo shows to members only.
    expect(sent.body.items[0].company.logo).toBeNull();
    const signedIn = await call(t.url, 'GET', `/company/${critic.user.id}/reviews/sent`, { token: fan.token });
    expect(signedIn.body.items[0].company.logo).toBe('https://cdn.example.com/logo.png');
    expect((await call(t.url, 'GET', `/company/${owner.user.id}/reviews/sent`)).body).toMatchObject({ items: [], total: 0 });
    expect((await call(t.url, 'GET', '/company/999999/reviews/sent')).status).toBe(404);
  });

  it('reads every list in one statement, however many reviews', async () => {
    const lists = [`/company/${companyId}/reviews`, `/company/${companyId}/reviews/received`, `/company/${critic.user.id}/reviews/sent`];
    const counter = countStatements(t.server);
    try {
      const before: number[] = [];
      for (const path of lists) {
        expect(await counter.during(() => call(t.url, 'GET', path)), `${path} signed out`).toBe(1);
        await call(t.url, 'GET', path, { token: fan.token });
        before.push(await counter.during(() => call(t.url, 'GET', path, { token: fan.token })));
      }
      expect(before).toEqual([1, 1, 1]);
      counter.restore();
      const more = await Promise.all(Array.from({ length: 6 }, () => signUp(t.url)));
      for (const [n, member] of more.entries()) {
        expect((await review(member, `Review ${n}`, (n % 5) + 1)).status).toBe(201);
        expect((await review(member, `Other ${n}`, 3, otherCompanyId)).status).toBe(201);
      }
      const again = countStatements(t.server);
      try {
        for (const path of lists) expect(await again.during(() => call(t.url, 'GET', path, { token: fan.token })), path).toBe(1);
      } finally {
        again.restore();
      }
      expect((await call(t.url, 'GET', `/company/${companyId}/reviews`)).body.total).toBe(8);
    } finally {
      counter.restore();
    }
  });
});
