import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, PDF, PNG, sendForm } from '../../test/uploads.ts';
import { grantMembership } from '../memberships/fixtures.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

describe.each(productionDatabase)('deals on %s', (kind) => {
  let t: TestServer;
  let owner: Member;
  let companyManager: Member;
  let dealManager: Member;
  let stranger: Member;
  let companyId: number;

  async function newCompany(slug: string, ownerId: number): Promise<number> {
    const rows = await t.server.db.query<{ id: number }>('INSERT INTO companies (name, slug, owner_id) VALUES ($1, $2, $3) RETURNING id', [
      slug,
      slug,
      ownerId,
    ]);
    return (rows[0] as { id: number }).id;
  }

  async function createDeal(fields: Record<string, string | number | boolean | Array<string | number>> = {}, token = owner.token) {
    const answer = await sendForm(t.url, 'POST', '/deals', {
      token,
      fields: { title: 'Organic cotton, 2 tonnes', type: 'offer', company_id: companyId, ...fields },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    [owner, companyManager, dealManager, stranger] = await Promise.all([signUp(t.url), signUp(t.url), signUp(t.url), signUp(t.url)]);
    companyId = await newCompany(`acme-${kind}`, owner.user.id);
    await t.server.db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, companyManager.user.id]);
  });
  afterAll(async () => t?.close());

  it('creates a deal from a multipart form with files and managers, keeping reward prices only above zero', async () => {
    const answer = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: {
        title: '  Organic cotton, 2 tonnes ',
        type: 'offer',
        industry_id: 15,
        category_id: 1,
        currency: 'EUR',
        price: 12500.5,
        stock: 2,
        location: 'Izmir',
        description: 'GOTS certified.',
        sub_type: 'wholesale',
        isAllIndustry: 'false',
        buy_price: 0,
        buy_currency: 'EUR',
        sell_price: 250,
        sell_currency: 'EUR',
        refer_price: 100,
        company_id: companyId,
        managers: [dealManager.user.id],
        visibility: 'anyone',
      },
      files: [
        { name: 'photo.png', data: PNG, type: 'image/png' },
        { name: '../../etc/brochure.pdf', data: PDF, type: 'application/pdf' },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const deal = answer.body;
    expect(deal).toMatchObject({
      title: 'Organic cotton, 2 tonnes',
      type: 'offer',
      industry_id: 15,
      industry: 'Manufacturing',
      price: 12500.5,
      stock: 2,
      isAllIndustry: false,
      sell_price: 250,
      sell_currency: 'EUR',
      refer_price: 100,
      refer_currency: 'EUR',
      visibility: 'anyone',
      comment_permission: 'anyone',
      company_id: companyId,
      author_id: owner.user.id,
      can_edit: true,
      reviews_count: 0,
      rating: null,
      faqs: [],
    });
    expect(deal).not.toHaveProperty('buy_price');
    expect(deal).not.toHaveProperty('buy_currency');
    expect(deal.managers.map((m: { id: number }) => m.id)).toEqual([dealManager.user.id]);
    expect(deal.files).toHaveLength(2);
    expect(deal.files[0]).toMatchObject({
      name: 'photo.png',
      mime_type: 'image/png',
      size: PNG.length,
      is_cover_file: true,
      file_order: 0,
    });
    expect(deal.files[1]).toMatchObject({ name: 'brochure.pdf', mime_type: 'application/pdf', is_cover_file: false, file_order: 1 });
    expect(deal.files[1].path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);

    const download = await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(deal.files[1].path)}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="brochure.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const me = await call(t.url, 'GET', '/users/me', { token: dealManager.token });
    expect(me.body.authorized_deals).toContain(deal.id);
    const mine = await call(t.url, 'GET', '/users/me', { token: companyManager.token });
    expect(mine.body.authorized_deals).toContain(deal.id);
    expect((await call(t.url, 'GET', '/users/me', { token: stranger.token })).body.authorized_deals).not.toContain(deal.id);
  });

  it('refuses bad forms with 400, missing tokens with 401, other companies with 403, and JSON with 415', async () => {
    const noToken = await sendForm(t.url, 'POST', '/deals', { fields: { title: 'x', type: 'offer' } });
    expect(noToken).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    const missing = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { type: 'swap' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ title: 'This field is required.', type: expect.any(String) });
    const unknownField = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'x', type: 'offer', colour: 'red' },
    });
    expect(unknownField).toMatchObject({ status: 400, body: { fields: { colour: 'This field is not accepted here.' } } });
    const badPrice = await sendForm(t.url, 'POST', '/deals', { token: owner.token, fields: { title: 'x', type: 'offer', price: 'cheap' } });
    expect(badPrice).toMatchObject({ status: 400, body: { fields: { price: 'Must be a number.' } } });
    const badIndustry = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'x', type: 'offer', industry_id: 999 },
    });
    expect(badIndustry).toMatchObject({ status: 400, body: { fields: { industry_id: expect.stringContaining('industry') } } });
    const badCurrency = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'x', type: 'offer', currency: 'XXX' },
    });
    expect(badCurrency).toMatchObject({ status: 400, body: { fields: { currency: expect.any(String) } } });
    const hidden = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'x', type: 'offer', visibility: 'connections' },
    });
    expect(hidden).toMatchObject({ status: 400, body: { fields: { visibility: expect.any(String) } } });
    const ghostManager = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'x', type: 'offer', managers: [999999] },
    });
    expect(ghostManager).toMatchObject({ status: 400, body: { fields: { managers: expect.any(String) } } });
    const otherCompany = await sendForm(t.url, 'POST', '/deals', {
      token: stranger.token,
      fields: { title: 'x', type: 'offer', company_id: companyId },
    });
    expect(otherCompany).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const json = await call(t.url, 'POST', '/deals', { token: owner.token, body: { title: 'x', type: 'offer' } });
    expect(json).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
  });

  it('refuses an .exe renamed .png with 415 and an oversized file with 413, storing nothing', async () => {
    const before = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deals');
    const exe = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'Trojan', type: 'offer' },
      files: [{ name: 'holiday.png', data: EXE, type: 'image/png' }],
    });
    expect(exe.status).toBe(415);
    expect(exe.body).toMatchObject({ code: 'unsupported_media_type' });
    expect(exe.body.message).toContain('holiday.png');
    expect(exe.body.message).toContain('EXE');
    const html = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'Page', type: 'offer' },
      files: [{ name: 'page.html', data: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html' }],
    });
    expect(html.status).toBe(415);

    const small = await startTestServer(kind, { maxUploadBytes: 1024 });
    try {
      const member = await signUp(small.url);
      const big = await sendForm(small.url, 'POST', '/deals', {
        token: member.token,
        fields: { title: 'Big', type: 'offer' },
        files: [{ name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(4096, 32)]) }],
      });
      expect(big).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
      expect(big.body.message).toContain('larger than');
      const tooMany = await sendForm(small.url, 'POST', '/deals', {
        token: member.token,
        fields: { title: 'Many', type: 'offer' },
        files: Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, data: PNG })),
      });
      expect(tooMany).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    } finally {
      await small.close();
    }
    const after = await t.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deals');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('lets the author, company managers and deal managers change a deal; strangers get 403 on every write', async () => {
    const deal = await createDeal({ managers: [dealManager.user.id], sell_price: 50, sell_currency: 'USD' });
    const byManager = await sendForm(t.url, 'PATCH', `/deals/${deal.id}`, {
      token: dealManager.token,
      fields: { title: 'Renamed by the deal manager', sell_price: 0, refer_price: 10 },
      files: [{ name: 'more.png', data: PNG }],
    });
    expect(byManager.status, JSON.stringify(byManager.body)).toBe(200);
    expect(byManager.body).toMatchObject({ title: 'Renamed by the deal manager', refer_price: 10 });
    expect(byManager.body).not.toHaveProperty('sell_price');
    expect(byManager.body).not.toHaveProperty('sell_currency');
    expect(byManager.body.files).toHaveLength(1);
    const byCompanyManager = await sendForm(t.url, 'PATCH', `/deals/${deal.id}`, {
      token: companyManager.token,
      fields: { removed_files: [byManager.body.files[0].id], managers: [stranger.user.id, dealManager.user.id] },
    });
    expect(byCompanyManager.status).toBe(200);
    expect(byCompanyManager.body.files).toEqual([]);
    expect(byCompanyManager.body.managers.map((m: { id: number }) => m.id).sort()).toEqual([stranger.user.id, dealManager.user.id].sort());
    const gone = await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(byManager.body.files[0].path)}`);
    expect(gone.status).toBe(404);
    // Managers were replaced: the stranger may now change it; take that back.
    const back = await sendForm(t.url, 'PATCH', `/deals/${deal.id}`, { token: owner.token, fields: { managers: [dealManager.user.id] } });
    expect(back.status).toBe(200);
    // An empty managers field empties the list; leaving the field out keeps it.
    const kept = await sendForm(t.url, 'PATCH', `/deals/${deal.id}`, { token: owner.token, fields: { title: back.body.title } });
    expect(kept.body.managers).toHaveLength(1);
    const emptied = await sendForm(t.url, 'PATCH', `/deals/${deal.id}`, { token: owner.token, fields: { managers: '' } });
    expect(emptied).toMatchObject({ status: 200, body: { managers: [] } });
    const restored = await sendForm(t.url, 'PATCH', `/deals/${deal.id}`, {
      token: owner.token,
      fields: { managers: [dealManager.user.id] },
    });
    expect(restored.body.managers).toHaveLength(1);

    const outsider = await signUp(t.url);
    const writes = [
      sendForm(t.url, 'PATCH', `/deals/${deal.id}`, { token: outsider.token, fields: { title: 'Hijacked' } }),
      call(t.url, 'DELETE', `/deals/${deal.id}`, { token: outsider.token }),
      call(t.url, 'POST', `/deals/${deal.id}/faq`, { token: outsider.token, body: { question: 'Q?', answer: 'A.' } }),
    ];
    for (const answer of await Promise.all(writes)) expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const faq = await call(t.url, 'POST', `/deals/${deal.id}/faq`, { token: owner.token, body: { question: 'MOQ?', answer: '500 kg.' } });
    expect(faq.status).toBe(201);
    expect(
      (await call(t.url, 'PATCH', `/deals/${deal.id}/faq/${faq.body.id}`, { token: outsider.token, body: { answer: 'free' } })).status,
    ).toBe(403);
    expect((await call(t.url, 'DELETE', `/deals/${deal.id}/faq/${faq.body.id}`, { token: outsider.token })).status).toBe(403);
    const untouched = await call(t.url, 'GET', `/deals/${deal.id}`, { token: outsider.token });
    expect(untouched.body).toMatchObject({ title: 'Renamed by the deal manager', can_edit: false, faqs: [{ question: 'MOQ?' }] });

    const unauthenticated = [
      sendForm(t.url, 'PATCH', `/deals/${deal.id}`, { fields: { title: 'x' } }),
      call(t.url, 'DELETE', `/deals/${deal.id}`),
      call(t.url, 'POST', `/deals/${deal.id}/faq`, { body: { question: 'Q?', answer: 'A.' } }),
      call(t.url, 'POST', `/deals/${deal.id}/reviews`, { body: { content: 'Good', rate: 5 } }),
      call(t.url, 'GET', `/deals/${deal.id}/reviews/1`),
    ];
    for (const answer of await Promise.all(unauthenticated)) expect(answer.status).toBe(401);
    expect((await sendForm(t.url, 'PATCH', '/deals/999999', { token: owner.token, fields: { title: 'x' } })).status).toBe(404);
  });

  it('keeps a FAQ: add, list, change, delete, with 400 on empty questions', async () => {
    const deal = await createDeal();
    const added = await call(t.url, 'POST', `/deals/${deal.id}/faq`, {
      token: companyManager.token,
      body: { question: 'Lead time?', answer: '3 weeks.' },
    });
    expect(added).toMatchObject({ status: 201, body: { question: 'Lead time?', answer: '3 weeks.' } });
    expect((await call(t.url, 'POST', `/deals/${deal.id}/faq`, { token: owner.token, body: { question: ' ', answer: 'x' } })).status).toBe(
      400,
    );
    expect((await call(t.url, 'PATCH', `/deals/${deal.id}/faq/${added.body.id}`, { token: owner.token, body: {} })).status).toBe(400);
    const changed = await call(t.url, 'PATCH', `/deals/${deal.id}/faq/${added.body.id}`, {
      token: owner.token,
      body: { answer: '2 weeks.' },
    });
    expect(changed.body).toMatchObject({ question: 'Lead time?', answer: '2 weeks.' });
    const listed = await call(t.url, 'GET', `/deals/${deal.id}/faq`);
    expect(listed.body).toEqual([changed.body]);
    expect((await call(t.url, 'DELETE', `/deals/${deal.id}/faq/${added.body.id}`, { token: owner.token })).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/deals/${deal.id}/faq/${added.body.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/deals/${deal.id}/faq`)).body).toEqual([]);
  });

  it('takes reviews rated 1 to 5, one a member, toggles likes, and lets only the author change a review', async () => {
    const deal = await createDeal();
    const path = `/deals/${deal.id}/reviews`;
    expect((await call(t.url, 'POST', path, { token: stranger.token, body: { content: 'Great', rate: 6 } })).status).toBe(400);
    expect((await call(t.url, 'POST', path, { token: stranger.token, body: { content: 'Great', rate: 0 } })).status).toBe(400);
    expect((await call(t.url, 'POST', path, { token: stranger.token, body: { content: 'Great', rate: 4.5 } })).status).toBe(400);
    expect((await call(t.url, 'POST', path, { token: owner.token, body: { content: 'Mine is great', rate: 5 } })).status).toBe(403);
    const review = await call(t.url, 'POST', path, { token: stranger.token, body: { content: 'Reliable supplier.', rate: 4 } });
    expect(review).toMatchObject({ status: 201, body: { content: 'Reliable supplier.', rate: 4, likes: 0, didLike: false } });
    expect(review.body.author.id).toBe(stranger.user.id);
    expect((await call(t.url, 'POST', path, { token: stranger.token, body: { content: 'Again', rate: 1 } })).status).toBe(409);

    const liked = await call(t.url, 'GET', `${path}/${review.body.id}`, { token: owner.token });
    expect(liked.body).toMatchObject({ likes: 1, didLike: true });
    const unliked = await call(t.url, 'GET', `${path}/${review.body.id}`, { token: owner.token });
    expect(unliked.body).toMatchObject({ likes: 0, didLike: false });
    expect((await call(t.url, 'GET', `${path}/999999`, { token: owner.token })).status).toBe(404);

    expect((await call(t.url, 'GET', `/deals/${deal.id}/review/${review.body.id}`)).body).toMatchObject({ id: review.body.id, rate: 4 });
    expect((await call(t.url, 'GET', `/deals/${deal.id}/review/mine`, { token: stranger.token })).body.id).toBe(review.body.id);
    expect((await call(t.url, 'GET', `/deals/${deal.id}/review/mine`, { token: owner.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/deals/${deal.id}/review/latest`)).status).toBe(400);

    expect((await call(t.url, 'PATCH', `${path}/${review.body.id}`, { token: owner.token, body: { rate: 1 } })).status).toBe(403);
    expect((await call(t.url, 'DELETE', `${path}/${review.body.id}`, { token: owner.token })).status).toBe(403);
    const changed = await call(t.url, 'PATCH', `${path}/${review.body.id}`, { token: stranger.token, body: { rate: 2 } });
    expect(changed.body).toMatchObject({ rate: 2, content: 'Reliable supplier.' });
    const listed = await call(t.url, 'GET', path);
    expect(listed.body).toMatchObject({ total: 1, page: 1, limit: 24, items: [{ id: review.body.id, rate: 2 }] });
    expect((await call(t.url, 'GET', `/deals/${deal.id}`)).body).toMatchObject({ reviews_count: 1, rating: 2 });
    expect((await call(t.url, 'DELETE', `${path}/${review.body.id}`, { token: stranger.token })).status).toBe(204);
    expect((await call(t.url, 'GET', path)).body).toMatchObject({ total: 0, items: [] });
  });

  it('pages lists 24 at a time with type filters, and answers empty pages beyond the end', async () => {
    const seller = await signUp(t.url);
    const shop = await newCompany(`paging-${kind}`, seller.user.id);
    // 26 deals: past a company's free limit (docs/memberships.md "Limits"), within Popular's.
    await grantMembership(t.server.db, { kind: 'shop', companyId: shop, userId: seller.user.id }, 'popular');
    for (let i = 0; i < 26; i++) {
      await createDeal({ title: `Paging deal ${i}`, type: i % 2 ? 'demand' : 'offer', company_id: shop, industry_id: 3 }, seller.token);
    }
    const first = await call(t.url, 'GET', `/company/${shop}/deals`);
    expect(first.body).toMatchObject({ total: 26, page: 1, limit: 24 });
    expect(first.body.items).toHaveLength(24);
    expect(first.body.items[0].title).toBe('Paging deal 25');
    const last = await call(t.url, 'GET', `/company/${shop}/deals?page=2`);
    expect(last.body).toMatchObject({ total: 26, page: 2, limit: 24 });
    expect(last.body.items.map((d: { title: string }) => d.title)).toEqual(['Paging deal 1', 'Paging deal 0']);
    const beyond = await call(t.url, 'GET', `/company/${shop}/deals?page=3`);
    expect(beyond.body).toMatchObject({ total: 26, page: 3, items: [] });
    const demands = await call(t.url, 'GET', `/company/${shop}/deals?type=demand&limit=5`);
    expect(demands.body).toMatchObject({ total: 13, limit: 5 });
    expect(demands.body.items.every((d: { type: string }) => d.type === 'demand')).toBe(true);
    const searched = await call(t.url, 'GET', `/company/${shop}/deals?search=deal%2012`);
    expect(searched.body.items.map((d: { title: string }) => d.title)).toEqual(['Paging deal 12']);
    const percent = await call(t.url, 'GET', `/company/${shop}/deals?search=%25`);
    expect(percent.body.total).toBe(0);
    expect((await call(t.url, 'GET', `/users/${seller.user.id}/deals?limit=1`)).body).toMatchObject({ total: 26, limit: 1 });

    const popular = await call(t.url, 'GET', '/deals/popular-deals');
    expect(popular.body.limit).toBe(100);
    expect(popular.body.items.length).toBe(Math.min(100, popular.body.total));
    const offers = await call(t.url, 'GET', '/deals/popular-deals?type=offer&page=1&limit=24');
    expect(offers.body.items.every((d: { type: string }) => d.type === 'offer')).toBe(true);
    const perks = await call(t.url, 'GET', '/deals/popular-deals?type=demand');
    expect(perks.body.items.every((d: { type: string }) => d.type === 'demand')).toBe(true);
    expect(offers.body.total + perks.body.total).toBe(popular.body.total);

    const recommended = await call(t.url, 'GET', '/deals/recommended-deals', { token: seller.token });
    expect(recommended.body.items.some((d: { author_id: number }) => d.author_id === seller.user.id)).toBe(false);
    const newest = await call(t.url, 'GET', '/deals/new-deals?limit=2');
    expect(newest.body.items[0].title).toBe('Paging deal 25');
    await t.server.db.query('UPDATE deals SET is_sponsored = true WHERE title = $1', ['Paging deal 7']);
    const sponsored = await call(t.url, 'GET', '/deals/sponsored-deals');
    expect(sponsored.body.items.map((d: { title: string }) => d.title)).toEqual(['Paging deal 7']);

    const anchor = first.body.items[0];
    const other = await call(t.url, 'GET', `/deals/other-deals/${anchor.id}`);
    expect(other.body.total).toBe(25);
    expect(other.body.items.some((d: { id: number }) => d.id === anchor.id)).toBe(false);
    const related = await call(t.url, 'GET', `/deals/related-deals/${anchor.id}?search=deal%203`);
    expect(related.body.items.map((d: { title: string }) => d.title)).toEqual(['Paging deal 3']);

    for (const bad of [
      '/deals/new-deals?page=0',
      '/deals/new-deals?limit=101',
      '/deals/popular-deals?type=perks',
      '/deals/new-deals?sort=x',
    ]) {
      expect((await call(t.url, 'GET', bad)).status, bad).toBe(400);
    }
    expect((await call(t.url, 'GET', '/deals/other-deals/999999')).status).toBe(404);
    expect((await call(t.url, 'GET', '/company/999999/deals')).status).toBe(404);
    expect((await call(t.url, 'GET', '/users/999999/deals')).status).toBe(404);
  });

  it('deletes a deal with its files: gone from detail, lists and downloads', async () => {
    const created = await sendForm(t.url, 'POST', '/deals', {
      token: owner.token,
      fields: { title: 'Short-lived', type: 'demand' },
      files: [{ name: 'spec.pdf', data: PDF }],
    });
    const deal = created.body;
    expect((await call(t.url, 'DELETE', `/deals/${deal.id}`, { token: stranger.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', `/deals/${deal.id}`, { token: owner.token })).status).toBe(204);
    expect((await call(t.url, 'GET', `/deals/${deal.id}`)).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/deals/${deal.id}`, { token: owner.token })).status).toBe(404);
    const newest = await call(t.url, 'GET', '/deals/new-deals?limit=100');
    expect(newest.body.items.some((d: { id: number }) => d.id === deal.id)).toBe(false);
    expect((await fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(deal.files[0].path)}`)).status).toBe(404);
    expect((await call(t.url, 'GET', '/users/me', { token: owner.token })).body.authorized_deals).not.toContain(deal.id);
  });
});
