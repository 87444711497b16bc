import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, type FormFile, PNG, sendForm } from '../../test/uploads.ts';
import { addMember, type TestMember } from '../network/fixtures.ts';
import { createCompany, uniqueSlug } from './fixtures.ts';

describe.each(productionDatabase)('company pages on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let manager: TestMember;
  let stranger: TestMember;

  const form = (method: string, path: string, member: TestMember | undefined, fields = {}, files: FormFile[] = []) =>
    sendForm(t.url, method, path, { ...(member ? { token: member.token } : {}), fields, files });
  const get = (path: string, member?: TestMember, headers: Record<string, string> = {}) =>
    call(t.url, 'GET', path, { ...(member ? { token: member.token } : {}), headers });

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [owner, manager, stranger] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
  });
  afterAll(async () => t?.close());

  it('creates a page from a name and a slug only; the creator owns it', async () => {
    const slug = uniqueSlug('bare');
    const created = await form('POST', '/company', owner, { name: '  Bare Co ', slug: slug.toUpperCase() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Bare Co',
      slug,
      logo: null,
      cover_image: null,
      type: null,
      about: null,
      industry: null,
      size: null,
      profile_picture_visibility: 'public',
      followers: 0,
      isFollower: false,
      isManager: true,
      isOwner: true,
      userMembership: null,
      pinnedPostId: null,
    });
    const anonymous = await get(`/company/${created.body.id}`);
    expect(anonymous.body).toMatchObject({ id: created.body.id, isManager: false, isOwner: false });
    expect((await get(`/company/${slug.toUpperCase()}`)).body.id).toBe(created.body.id);
    const me = await get('/users/me', owner);
    expect(me.body.authorized_companies).toContain(created.body.id);
    expect(me.body.lead_manager_companies).toContain(created.body.id);
  });

  it('creates a full page with its logo and cover, and answers the type and industry in the caller’s language', async () => {
    const types = await get('/company/types', undefined, { 'accept-language': 'fr' });
    expect(types.body).toHaveLength(8);
    const privatelyHeld = types.body.find((type: { key: string }) => type.key === 'privately_held');
    expect(privatelyHeld.name).toBe('Société privée');
    const company = await createCompany(
      t.url,
      owner,
      {
        typeId: privatelyHeld.id,
        about: 'We sell things.',
        website: 'https://full.example.com',
        location: 'Lyon',
        industryId: 2,
        foundedYear: 1999,
        size: '11-50',
      },
      [
        { field: 'logo', name: 'logo.png', data: PNG, type: 'image/png' },
        { field: 'cover_image', name: 'cover.png', data: PNG, type: 'image/png' },
      ],
    );
    expect(company).toMatchObject({
      type: { id: privatelyHeld.id, key: 'privately_held', name: 'Privately held' },
      about: 'We sell things.',
      website: 'https://full.example.com',
      location: 'Lyon',
      industry: { id: 2, name: 'Automotive' },
      founded_year: 1999,
      size: '11-50',
    });
    for (const address of [company.logo, company.cover_image] as string[]) {
      expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/azure\/download\?blobName=/);
      expect((await fetch(address)).status).toBe(200);
    }
    const french = await get(`/company/${company.slug}`, undefined, { 'accept-language': 'fr' });
    expect(french.body).toMatchObject({ type: { name: 'Société privée' }, industry: { name: 'Automobile' } });
  });

  it('refuses bad input with 4xx and names the field', async () => {
    const bad = async (fields: Record<string, string | number>, field: string, status = 400) => {
      const answer = await form('POST', '/company', owner, { name: 'Bad', slug: uniqueSlug('bad'), ...fields });
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (status === 400) expect(Object.keys(answer.body.fields ?? {})).toContain(field);
      return answer;
    };
    await bad({ slug: 'a' }, 'slug');
    await bad({ slug: 'Has Spaces' }, 'slug');
    await bad({ slug: '12345' }, 'slug');
    await bad({ slug: 'followed' }, 'slug');
    await bad({ name: '   ' }, 'name');
    await bad({ website: 'javascript:alert(1)' }, 'website');
    await bad({ industryId: 999 }, 'industryId');
    await bad({ foundedYear: 1700 }, 'foundedYear');
    await bad({ typeId: 999 }, 'typeId');
    await bad({ size: 'huge' }, 'size');
    await bad({ unknown: 'x' }, 'unknown');
    const missing = await form('POST', '/company', owner, { name: 'No slug' });
    expect(missing).toMatchObject({ status: 400, body: { code: 'validation_failed', fields: { slug: expect.any(String) } } });
    const taken = await createCompany(t.url, owner);
    const again = await form('POST', '/company', stranger, { name: 'Again', slug: taken.slug.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { code: 'slug_taken', fields: { slug: expect.any(String) } } });
    const exe = await form('POST', '/company', owner, { name: 'Exe', slug: uniqueSlug() }, [
      { field: 'logo', name: 'logo.png', data: EXE },
    ]);
    expect(exe).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const stray = await form('POST', '/company', owner, { name: 'Stray', slug: uniqueSlug() }, [
      { field: 'photo', name: 'a.png', data: PNG },
    ]);
    expect(stray).toMatchObject({ status: 400, body: { fields: { photo: expect.any(String) } } });
    const json = await call(t.url, 'POST', '/company', { token: owner.token, body: { name: 'Json', slug: uniqueSlug() } });
    expect(json.status).toBe(415);
    expect((await get('/company/999999999999')).status).toBe(404);
    expect((await get('/company/no-such-company-here')).status).toBe(404);
    expect((await get('/company/bad%20slug')).status).toBe(400);
    expect((await call(t.url, 'POST', '/company/unique-slug-control', { body: { slug: 5 } })).status).toBe(400);
  });

  it('answers whether a slug is free: taken, malformed and reserved ones are not', async () => {
    const company = await createCompany(t.url, owner);
    const free = async (slug: string) => (await call(t.url, 'POST', '/company/unique-slug-control', { body: { slug } })).body.available;
    expect(await free(uniqueSlug('free'))).toBe(true);
    expect(await free(company.slug)).toBe(false);
    expect(await free(company.slug.toUpperCase())).toBe(false);
    expect(await free('-bad-')).toBe(false);
    expect(await free('my')).toBe(false);
  });

  it('lists companies newest first, 25 a page, and finds them by name', async () => {
    const marker = `Zephyrine${Date.now().toString(36)}`;
    const made = [];
    for (let n = 0; n < 3; n++) made.push(await createCompany(t.url, stranger, { name: `${marker} ${n}` }));
    const first = await get('/company');
    expect(first.body).toMatchObject({ page: 1, limit: 25 });
    expect(first.body.items[0].id).toBe(made[2]?.id);
    expect(first.body.total).toBeGreaterThanOrEqual(3);
    const found = await get(`/company?q=${marker.toLowerCase()}&limit=2`);
    expect(found.body).toMatchObject({ total: 3, limit: 2 });
    expect(found.body.items.map((item: { id: number }) => item.id)).toEqual([made[2]?.id, made[1]?.id]);
    const second = await get(`/company?q=${marker}&limit=2&page=2`);
    expect(second.body.items.map((item: { id: number }) => item.id)).toEqual([made[0]?.id]);
    expect((await get('/company?q=100%25%20no-match_')).body.total).toBe(0);
    expect((await get('/company?limit=0')).status).toBe(400);
    expect((await get('/company?page=x')).status).toBe(400);
  });

  it('lets the owner and managers edit the page; strangers get 403, signed-out callers 401', async () => {
    const company = await createCompany(t.url, owner, { about: 'Old' });
    await t.server.db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [company.id, manager.id]);
    const path = `/company/${company.id}`;
    expect((await form('PATCH', path, undefined, { about: 'x' })).status).toBe(401);
    expect((await form('PATCH', path, stranger, { about: 'x' })).status).toBe(403);
    expect((await form('PATCH', '/company/999999', manager, { about: 'x' })).status).toBe(404);
    const edited = await form('PATCH', path, manager, { about: 'New about', size: '1001+' });
    expect(edited).toMatchObject({ status: 200, body: { about: 'New about', size: '1001+', isManager: true, isOwner: false } });
    const newSlug = uniqueSlug('renamed');
    expect((await form('PATCH', path, owner, { slug: newSlug })).body.slug).toBe(newSlug);
    const other = await createCompany(t.url, stranger);
    expect((await form('PATCH', path, owner, { slug: other.slug })).status).toBe(409);
    expect((await form('PATCH', path, owner, { website: 'not a url' })).status).toBe(400);
  });

  it('replaces the logo and the cover; the previous file is gone', async () => {
    const company = await createCompany(t.url, owner, {}, [{ field: 'logo', name: 'logo.png', data: PNG, type: 'image/png' }]);
    for (const field of ['logo', 'cover_image'] as const) {
      const path = `/company/${company.id}/${field}`;
      const file = [{ field, name: `${field}.png`, data: PNG, type: 'image/png' }];
      expect((await form('PATCH', path, undefined, {}, file)).status).toBe(401);
      expect((await form('PATCH', path, stranger, {}, file)).status).toBe(403);
      expect((await form('PATCH', path, owner, {}, [])).status).toBe(400);
      expect((await form('PATCH', path, owner, {}, [{ field, name: 'x.exe', data: EXE }])).status).toBe(415);
      const before = (await get(`/company/${company.id}`)).body[field];
      const replaced = await form('PATCH', path, owner, {}, file);
      expect(replaced.status).toBe(200);
      expect(replaced.body[field]).not.toBe(before);
      expect((await fetch(replaced.body[field])).status).toBe(200);
      if (before) expect((await fetch(before)).status).toBe(404);
    }
  });

  it('empties one field at a time and sets who sees the logo', async () => {
    const company = await createCompany(
      t.url,
      owner,
      { about: 'About', website: 'https://x.example.com', size: '1-10', typeId: 1, industryId: 3 },
      [{ field: 'logo', name: 'logo.png', data: PNG, type: 'image/png' }],
    );
    const remove = (field: string, member?: TestMember) =>
      call(t.url, 'PATCH', `/company/${company.id}/${field}/remove`, member ? { token: member.token } : {});
    expect((await remove('about')).status).toBe(401);
    expect((await remove('about', stranger)).status).toBe(403);
    expect((await remove('owner_id', owner)).status).toBe(400);
    for (const [field, key] of [
      ['about', 'about'],
      ['website', 'website'],
      ['size', 'size'],
      ['type', 'type'],
      ['industry', 'industry'],
    ] as const) {
      const answer = await remove(field, owner);
      expect(answer.status).toBe(200);
      expect(answer.body[key]).toBeNull();
    }
    const logo = company.logo as string;
    expect((await remove('logo', owner)).body.logo).toBeNull();
    expect((await fetch(logo)).status).toBe(404);

    const withLogo = await form('PATCH', `/company/${company.id}/logo`, owner, {}, [
      { field: 'logo', name: 'l.png', data: PNG, type: 'image/png' },
    ]);
    const visibility = (value: unknown, member?: TestMember) =>
      call(t.url, 'PATCH', `/company/${company.id}/profile-picture/visibility`, {
        body: { visibility: value },
        ...(member ? { token: member.token } : {}),
      });
    expect((await visibility('members')).status).toBe(401);
    expect((await visibility('members', stranger)).status).toBe(403);
    expect((await visibility('connections', owner)).status).toBe(400);
    expect((await visibility('members', owner)).body).toMatchObject({ profile_picture_visibility: 'members', logo: withLogo.body.logo });
    expect((await get(`/company/${company.id}`)).body.logo).toBeNull();
    expect((await get(`/company/${company.id}`, stranger)).body.logo).toBe(withLogo.body.logo);
    expect((await visibility('public', owner)).status).toBe(200);
    expect((await get(`/company/${company.id}`)).body.logo).toBe(withLogo.body.logo);
  });

  it('deletes a company for its owner only: its deals, products and posts go, its leads stay', async () => {
    const company = await createCompany(t.url, owner, {}, [{ field: 'logo', name: 'logo.png', data: PNG, type: 'image/png' }]);
    const db = t.server.db;
    await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [company.id, manager.id]);
    const deal = await form('POST', '/deals', owner, { title: 'Company deal', type: 'offer', company_id: company.id }, [
      { name: 'photo.png', data: PNG, type: 'image/png' },
    ]);
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    const product = await form('POST', '/products', owner, { title: 'Company product', company_id: company.id });
    expect(product.status).toBe(201);
    const [lead] = await db.query<{ id: number }>(
      `INSERT INTO leads (type, deal_id, sender_id, receiver_id, receiver_company_id) VALUES ('buy', $1, $2, $3, $4) RETURNING id`,
      [deal.body.id, stranger.id, owner.id, company.id],
    );
    const [post] = await db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body) VALUES ('body', 'company', $1, $2, 'Hello as the company') RETURNING id`,
      [company.id, owner.id],
    );
    const path = `/company/${company.id}`;
    expect((await call(t.url, 'DELETE', path)).status).toBe(401);
    expect((await call(t.url, 'DELETE', path, { token: stranger.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', path, { token: manager.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', '/company/999999', { token: owner.token })).status).toBe(404);
    expect((await call(t.url, 'DELETE', path, { token: owner.token })).status).toBe(204);
    expect((await get(path)).status).toBe(404);
    expect((await get(`/deals/${deal.body.id}`)).status).toBe(404);
    expect((await fetch(`${t.url}/api/azure/download?blobName=${deal.body.files[0].path}`)).status).toBe(404);
    expect((await fetch(company.logo as string)).status).toBe(404);
    expect((await get(`/products/${product.body.id}`)).status).toBe(404);
    expect((await get(`/post/${post?.id}`)).status).toBe(404);
    const [kept] = await db.query<{ deal_id: number; receiver_company_id: number | null }>(
      'SELECT deal_id, receiver_company_id FROM leads WHERE id = $1',
      [lead?.id],
    );
    expect(kept).toEqual({ deal_id: deal.body.id, receiver_company_id: null });
    expect((await get('/users/me', manager)).body.authorized_companies).not.toContain(company.id);
  });
});
