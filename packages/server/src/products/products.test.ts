import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, PNG, sendForm } from '../../test/uploads.ts';

type Member = Awaited<ReturnType<typeof signUp>>;

describe.each(productionDatabase)('products on %s', (kind) => {
  let t: TestServer;
  let owner: Member;
  let manager: Member;
  let stranger: Member;
  let companyId: number;

  async function createProduct(fields: Record<string, string | number> = {}, token = owner.token) {
    const answer = await sendForm(t.url, 'POST', '/products', {
      token,
      fields: { title: 'Linen tablecloth', company_id: companyId, ...fields },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }

  beforeAll(async () => {
    t = await startTestServer(kind);
    [owner, manager, stranger] = await Promise.all([signUp(t.url), signUp(t.url), signUp(t.url)]);
    const rows = await t.server.db.query<{ id: number }>('INSERT INTO companies (name, slug, owner_id) VALUES ($1, $1, $2) RETURNING id', [
      `linen-${kind}`,
      owner.user.id,
    ]);
    companyId = (rows[0] as { id: number }).id;
    await t.server.db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, manager.user.id]);
  });
  afterAll(async () => t?.close());

  it('creates a product at the fixed location with files, and lets company managers change it', async () => {
    const created = await sendForm(t.url, 'POST', '/products', {
      token: owner.token,
      fields: {
        title: 'Linen tablecloth',
        price: 49.9,
        currency: 'EUR',
        stock: 120,
        industry_id: 19,
        category_id: 1,
        company_id: companyId,
        country_id: 6,
        state_id: 487,
        city_id: 7,
      },
      files: [{ name: 'cloth.png', data: PNG }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Linen tablecloth',
      price: 49.9,
      stock: 120,
      country_id: 6,
      state_id: 487,
      city_id: 7,
      can_edit: true,
      faqs: [],
    });
    expect(created.body.files[0]).toMatchObject({ name: 'cloth.png', mime_type: 'image/png', is_cover_file: true });
    const wrongPlace = await sendForm(t.url, 'POST', '/products', { token: owner.token, fields: { title: 'x', country_id: 1 } });
    expect(wrongPlace).toMatchObject({ status: 400, body: { fields: { country_id: expect.any(String) } } });

    const changed = await sendForm(t.url, 'PATCH', `/products/${created.body.id}`, {
      token: manager.token,
      fields: { price: 39, removed_files: created.body.files[0].id },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ price: 39, files: [], country_id: 6 });
    const detail = await call(t.url, 'GET', `/products/${created.body.id}`, { token: stranger.token });
    expect(detail.body).toMatchObject({ price: 39, can_edit: false });
  });

  it('refuses strangers (403), missing tokens (401), bad fields (400) and wrong file types (415)', async () => {
    const product = await createProduct();
    const id = product.id;
    const forbidden = await Promise.all([
      sendForm(t.url, 'PATCH', `/products/${id}`, { token: stranger.token, fields: { title: 'Mine now' } }),
      call(t.url, 'DELETE', `/products/${id}`, { token: stranger.token }),
      call(t.url, 'POST', `/products/${id}/faq`, { token: stranger.token, body: { question: 'Q?', answer: 'A.' } }),
    ]);
    for (const answer of forbidden) expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const faq = await call(t.url, 'POST', `/products/${id}/faq`, {
      token: owner.token,
      body: { question: 'Washable?', answer: 'At 40°C.' },
    });
    expect(
      (await call(t.url, 'PATCH', `/products/${id}/faq/${faq.body.id}`, { token: stranger.token, body: { answer: 'No' } })).status,
    ).toBe(403);
    expect((await call(t.url, 'DELETE', `/products/${id}/faq/${faq.body.id}`, { token: stranger.token })).status).toBe(403);
    const review = await call(t.url, 'POST', `/products/${id}/reviews`, { token: stranger.token, body: { content: 'Soft.', rate: 5 } });
    expect(
      (await call(t.url, 'PATCH', `/products/${id}/reviews/${review.body.id}`, { token: owner.token, body: { rate: 1 } })).status,
    ).toBe(403);
    expect((await call(t.url, 'DELETE', `/products/${id}/reviews/${review.body.id}`, { token: owner.token })).status).toBe(403);
    const unauthenticated = await Promise.all([
      sendForm(t.url, 'POST', '/products', { fields: { title: 'x' } }),
      sendForm(t.url, 'PATCH', `/products/${id}`, { fields: { title: 'x' } }),
      call(t.url, 'DELETE', `/products/${id}`),
      call(t.url, 'POST', `/products/${id}/reviews`, { body: { content: 'x', rate: 3 } }),
    ]);
    for (const answer of unauthenticated) expect(answer.status).toBe(401);
    expect((await sendForm(t.url, 'POST', '/products', { token: owner.token, fields: { price: -1 } })).status).toBe(400);
    const exe = await sendForm(t.url, 'POST', '/products', {
      token: owner.token,
      fields: { title: 'x' },
      files: [{ name: 'x.png', data: EXE }],
    });
    expect(exe).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    expect((await call(t.url, 'GET', '/products/999999')).status).toBe(404);
  });

  it('keeps FAQ and reviews (rate 1 to 5, one a member) and deletes products', async () => {
    const product = await createProduct();
    const path = `/products/${product.id}`;
    const faq = await call(t.url, 'POST', `${path}/faq`, { token: manager.token, body: { question: 'Sizes?', answer: '140×200.' } });
    expect(faq.status).toBe(201);
    const patched = await call(t.url, 'PATCH', `${path}/faq/${faq.body.id}`, { token: owner.token, body: { answer: '140×240.' } });
    expect(patched.body.answer).toBe('140×240.');
    expect((await call(t.url, 'GET', `${path}/faq`)).body).toEqual([patched.body]);
    expect((await call(t.url, 'DELETE', `${path}/faq/${faq.body.id}`, { token: owner.token })).status).toBe(204);

    expect((await call(t.url, 'POST', `${path}/reviews`, { token: stranger.token, body: { content: 'x', rate: 9 } })).status).toBe(400);
    expect((await call(t.url, 'POST', `${path}/reviews`, { token: owner.token, body: { content: 'Mine', rate: 5 } })).status).toBe(403);
    const review = await call(t.url, 'POST', `${path}/reviews`, { token: stranger.token, body: { content: 'Lovely', rate: 4 } });
    expect(review.body).toMatchObject({ content: 'Lovely', rate: 4 });
    expect(review.body).not.toHaveProperty('likes');
    expect((await call(t.url, 'POST', `${path}/reviews`, { token: stranger.token, body: { content: 'Again', rate: 4 } })).status).toBe(409);
    const changed = await call(t.url, 'PATCH', `${path}/reviews/${review.body.id}`, {
      token: stranger.token,
      body: { content: 'Lovely linen' },
    });
    expect(changed.body).toMatchObject({ content: 'Lovely linen', rate: 4 });
    expect((await call(t.url, 'GET', `${path}/reviews`)).body).toMatchObject({ total: 1, items: [{ content: 'Lovely linen' }] });
    expect((await call(t.url, 'GET', path)).body).toMatchObject({ reviews_count: 1, rating: 4 });
    expect((await call(t.url, 'DELETE', `${path}/reviews/${review.body.id}`, { token: stranger.token })).status).toBe(204);

    expect((await call(t.url, 'DELETE', path, { token: manager.token })).status).toBe(204);
    expect((await call(t.url, 'GET', path)).status).toBe(404);
    expect((await call(t.url, 'GET', `${path}/faq`)).status).toBe(404);
  });

  it('pages the product lists, with empty pages beyond the end', async () => {
    const seller = await signUp(t.url);
    const made = [];
    for (let i = 0; i < 25; i++)
      made.push(await createProduct({ title: `Paged product ${i}`, company_id: '', industry_id: 7 }, seller.token));
    const newest = await call(t.url, 'GET', '/products/new-products');
    expect(newest.body).toMatchObject({ page: 1, limit: 24 });
    expect(newest.body.items).toHaveLength(24);
    expect(newest.body.items[0].title).toBe('Paged product 24');
    const total = newest.body.total;
    const last = await call(t.url, 'GET', `/products/new-products?page=${Math.ceil(total / 24)}`);
    expect(last.body.items.length).toBe(total - 24 * (Math.ceil(total / 24) - 1));
    expect((await call(t.url, 'GET', `/products/new-products?page=${Math.ceil(total / 24) + 1}`)).body).toMatchObject({ total, items: [] });
    const other = await call(t.url, 'GET', `/products/other-products/${made[0].id}?limit=100`);
    expect(other.body.total).toBe(24);
    const related = await call(t.url, 'GET', `/products/related-products/${made[0].id}?search=product%2013`);
    expect(related.body.items.map((p: { title: string }) => p.title)).toEqual(['Paged product 13']);
    const recommended = await call(t.url, 'GET', '/products/recommended-products?limit=100', { token: seller.token });
    expect(recommended.body.items.some((p: { author_id: number }) => p.author_id === seller.user.id)).toBe(false);
    expect((await call(t.url, 'GET', '/products/popular-products')).body.limit).toBe(24);
    expect((await call(t.url, 'GET', '/products/popular-products?page=0')).status).toBe(400);
    expect((await call(t.url, 'GET', '/products/other-products/999999')).status).toBe(404);
  });
});
