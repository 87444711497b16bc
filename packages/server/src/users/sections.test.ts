import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, PNG, sendForm } from '../../test/uploads.ts';
import { LAST_YEAR } from './sections.ts';

describe.each(productionDatabase)('profile sections on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => t?.close());

  const info = async (key: string | number, token?: string) => (await call(t.url, 'GET', `/users/profile/${key}/info`, { token })).body;

  describe('experiences', () => {
    it('adds jobs, links a Dealgrow company by its slug, answers the employment type, and orders current jobs first', async () => {
      const member = await signUp(t.url);
      const add = (body: Record<string, unknown>) => call(t.url, 'POST', '/users/experiences', { token: member.token, body });
      const old = await add({
        title: 'Intern',
        company_name: 'Acme',
        start_date_year: 2010,
        start_date_month: 6,
        end_date_year: 2010,
        end_date_month: 9,
      });
      expect(old.status).toBe(201);
      expect(old.body).toMatchObject({ company: null, company_name: 'Acme', employment_type: null, end_date_year: 2010 });
      const recent = await add({ title: 'Buyer', company_name: 'Globex', start_date_year: 2012, end_date_year: 2019, end_date_month: 3 });
      const linked = await add({
        title: '  Head of Sales  ',
        company_slug: 'NORTHWIND-SUPPLY',
        company_name: 'ignored when linked',
        employment_type_id: 1,
        start_date_year: 2020,
        start_date_month: 1,
      });
      expect(linked.status).toBe(201);
      expect(linked.body).toMatchObject({
        title: 'Head of Sales',
        company: { slug: 'northwind-supply', name: 'Northwind Supply' },
        company_name: 'Northwind Supply',
        employment_type_id: 1,
        employment_type: { id: 1, name: 'Full-time' },
        end_date_year: null,
      });
      const sameEndYear = await add({
        title: 'Analyst',
        company_name: 'Initech',
        start_date_year: 2019,
        end_date_year: 2019,
        end_date_month: 11,
      });
      const order = (await info(member.username)).experiences.map((job: { id: number }) => job.id);
      expect(order).toEqual([linked.body.id, sameEndYear.body.id, recent.body.id, old.body.id]);
    });

    it('falls back to the company name when no company has the slug, and refuses an experience with neither', async () => {
      const member = await signUp(t.url);
      const fallback = await call(t.url, 'POST', '/users/experiences', {
        token: member.token,
        body: { title: 'Owner', company_slug: 'no-such-company', company_name: 'My Shop', start_date_year: 2015 },
      });
      expect(fallback.body).toMatchObject({ company: null, company_name: 'My Shop' });
      const unknown = await call(t.url, 'POST', '/users/experiences', {
        token: member.token,
        body: { title: 'Owner', company_slug: 'no-such-company', start_date_year: 2015 },
      });
      expect(unknown).toMatchObject({ status: 422, body: { code: 'validation_failed', fields: { company_slug: expect.any(String) } } });
      const neither = await call(t.url, 'POST', '/users/experiences', {
        token: member.token,
        body: { title: 'Owner', start_date_year: 2015 },
      });
      expect(neither).toMatchObject({ status: 422, body: { fields: { company_name: expect.any(String) } } });
      const badType = await call(t.url, 'POST', '/users/experiences', {
        token: member.token,
        body: { title: 'Owner', company_name: 'X', start_date_year: 2015, employment_type_id: 99 },
      });
      expect(badType).toMatchObject({ status: 400, body: { fields: { employment_type_id: expect.any(String) } } });
    });

    it('refuses an end before the start, a month without its year, and years out of range', async () => {
      const member = await signUp(t.url);
      const add = (dates: Record<string, unknown>) =>
        call(t.url, 'POST', '/users/experiences', { token: member.token, body: { title: 'Job', company_name: 'X', ...dates } });
      expect(await add({ start_date_year: 2020, end_date_year: 2019 })).toMatchObject({
        status: 422,
        body: { code: 'validation_failed', fields: { end_date_year: expect.any(String) } },
      });
      expect(await add({ start_date_year: 2020, start_date_month: 5, end_date_year: 2020, end_date_month: 4 })).toMatchObject({
        status: 422,
        body: { fields: { end_date_month: expect.any(String) } },
      });
      expect(await add({ start_date_year: 2020, end_date_month: 4 })).toMatchObject({
        status: 422,
        body: { fields: { end_date_year: expect.any(String) } },
      });
      expect((await add({ start_date_year: 1899 })).status).toBe(400);
      expect((await add({ start_date_year: LAST_YEAR + 1 })).status).toBe(400);
      expect((await add({ start_date_year: 2020, start_date_month: 13 })).status).toBe(400);
      expect((await add({ start_date_year: 2020, start_date_month: 0 })).status).toBe(400);
      expect((await add({ start_date_year: LAST_YEAR, end_date_year: LAST_YEAR })).status).toBe(201);
      expect((await add({ start_date_year: 2020, start_date_month: 5, end_date_year: 2020, end_date_month: 5 })).status).toBe(201);
    });

    it('changes and removes one’s own experience; checks the merged dates; strangers get 404, signed out 401', async () => {
      const member = await signUp(t.url);
      const stranger = await signUp(t.url);
      const job = (
        await call(t.url, 'POST', '/users/experiences', {
          token: member.token,
          body: { title: 'Job', company_slug: 'anatolia-textiles', start_date_year: 2018, end_date_year: 2020 },
        })
      ).body;
      const path = `/users/experiences/${job.id}`;
      expect((await call(t.url, 'PATCH', path, { token: member.token, body: { start_date_year: 2021 } })).status).toBe(422);
      const current = await call(t.url, 'PATCH', path, { token: member.token, body: { end_date_year: null, location: 'Berlin' } });
      expect(current).toMatchObject({
        status: 200,
        body: { end_date_year: null, location: 'Berlin', company: { slug: 'anatolia-textiles' } },
      });
      const renamed = await call(t.url, 'PATCH', path, { token: member.token, body: { company_name: 'Own Business' } });
      expect(renamed.body).toMatchObject({ company: null, company_name: 'Own Business' });
      expect((await call(t.url, 'PATCH', path, { token: member.token, body: {} })).status).toBe(400);
      expect((await call(t.url, 'PATCH', path, { body: { title: 'x' } })).status).toBe(401);
      expect((await call(t.url, 'PATCH', path, { token: stranger.token, body: { title: 'x' } })).status).toBe(404);
      expect((await call(t.url, 'DELETE', path)).status).toBe(401);
      expect((await call(t.url, 'DELETE', path, { token: stranger.token })).status).toBe(404);
      expect(
        (await call(t.url, 'POST', '/users/experiences', { body: { title: 'x', company_name: 'y', start_date_year: 2000 } })).status,
      ).toBe(401);
      expect((await call(t.url, 'DELETE', path, { token: member.token })).status).toBe(204);
      expect((await call(t.url, 'DELETE', path, { token: member.token })).status).toBe(404);
      expect((await info(member.user.id)).experiences).toEqual([]);
    });
  });

  describe('educations', () => {
    it('adds, orders ongoing first (latest start first, undated last) then by end date, validates dates, changes and removes; strangers get 404', async () => {
      const member = await signUp(t.url);
      const stranger = await signUp(t.url);
      const add = (body: Record<string, unknown>) => call(t.url, 'POST', '/users/educations', { token: member.token, body });
      const bachelor = await add({ school: 'Uni A', degree: 'BSc', start_date_year: 2005, end_date_year: 2008, end_date_month: 6 });
      expect(bachelor).toMatchObject({ status: 201, body: { school: 'Uni A', degree: 'BSc', field_of_study: null } });
      const ongoing = await add({ school: 'Evening school', start_date_year: 2023 });
      const master = await add({ school: 'Uni B', degree: 'MSc', start_date_year: 2008, end_date_year: 2010 });
      const undated = await add({ school: 'Summer course' });
      expect(undated.status).toBe(201);
      expect((await info(member.user.id)).educations.map((school: { id: number }) => school.id)).toEqual([
        ongoing.body.id,
        undated.body.id,
        master.body.id,
        bachelor.body.id,
      ]);
      expect(await add({ school: 'X', start_date_year: 2010, end_date_year: 2009 })).toMatchObject({
        status: 422,
        body: { fields: { end_date_year: expect.any(String) } },
      });
      expect((await add({ school: '   ' })).status).toBe(400);
      const path = `/users/educations/${master.body.id}`;
      const changed = await call(t.url, 'PATCH', path, { token: member.token, body: { field_of_study: 'Finance', degree: null } });
      expect(changed).toMatchObject({ status: 200, body: { field_of_study: 'Finance', degree: null } });
      expect((await call(t.url, 'PATCH', path, { token: member.token, body: { end_date_year: 2007 } })).status).toBe(422);
      expect((await call(t.url, 'PATCH', path, { token: stranger.token, body: { school: 'x' } })).status).toBe(404);
      expect((await call(t.url, 'PATCH', path, { body: { school: 'x' } })).status).toBe(401);
      expect((await call(t.url, 'POST', '/users/educations', { body: { school: 'x' } })).status).toBe(401);
      expect((await call(t.url, 'DELETE', path, { token: stranger.token })).status).toBe(404);
      expect((await call(t.url, 'DELETE', path)).status).toBe(401);
      expect((await call(t.url, 'DELETE', path, { token: member.token })).status).toBe(204);
      expect((await info(member.user.id)).educations).toHaveLength(3);
    });
  });

  describe('skills and interests', () => {
    it('sets the whole ordered list, drops duplicates whatever their case, and replaces it on the next call', async () => {
      const member = await signUp(t.url);
      const first = await call(t.url, 'POST', '/users/skills', {
        token: member.token,
        body: { skills: ['Negotiation', ' Export ', 'negotiation', 'İstanbul trade', 'EXPORT', 'Logistics'] },
      });
      expect(first).toMatchObject({ status: 200, body: { skills: ['Negotiation', 'Export', 'İstanbul trade', 'Logistics'] } });
      const second = await call(t.url, 'POST', '/users/skills', { token: member.token, body: { skills: ['Logistics', 'Pricing'] } });
      expect(second.body).toEqual({ skills: ['Logistics', 'Pricing'] });
      expect((await info(member.user.id)).skills).toEqual(['Logistics', 'Pricing']);
      const interests = await call(t.url, 'POST', '/users/interests', {
        token: member.token,
        body: { interests: ['Cycling', 'cycling', 'Jazz'] },
      });
      expect(interests.body).toEqual({ interests: ['Cycling', 'Jazz'] });
      expect((await info(member.user.id)).interests).toEqual(['Cycling', 'Jazz']);
      expect((await call(t.url, 'POST', '/users/interests', { token: member.token, body: { interests: [] } })).body).toEqual({
        interests: [],
      });
      expect((await info(member.user.id)).skills).toEqual(['Logistics', 'Pricing']);
    });

    it('refuses more than 50 names, blank or over-long names, and callers who are signed out', async () => {
      const member = await signUp(t.url);
      const set = (skills: unknown[]) => call(t.url, 'POST', '/users/skills', { token: member.token, body: { skills } });
      expect((await set(Array.from({ length: 51 }, (_, index) => `Skill ${index}`))).status).toBe(400);
      expect((await set(Array.from({ length: 50 }, (_, index) => `Skill ${index}`))).body.skills).toHaveLength(50);
      expect((await set(['  '])).status).toBe(400);
      expect((await set([''])).status).toBe(400);
      expect((await set(['x'.repeat(81)])).status).toBe(400);
      expect((await set(['x'.repeat(80)])).status).toBe(200);
      expect((await call(t.url, 'POST', '/users/skills', { body: { skills: ['a'] } })).status).toBe(401);
      expect((await call(t.url, 'POST', '/users/interests', { body: { interests: ['a'] } })).status).toBe(401);
    });
  });

  describe('business offers', () => {
    it('adds an offer with files, shows it on the profile, changes it and deletes it with its files', async () => {
      const member = await signUp(t.url);
      const stranger = await signUp(t.url);
      const created = await sendForm(t.url, 'POST', '/users/business-offers', {
        token: member.token,
        fields: {
          title: 'Packaging audits',
          description: 'On site.',
          tags: ['audit', 'Audit', 'packaging'],
          category_id: 2,
          industry_id: 8,
          country: 'FR',
        },
        files: [{ name: 'brochure.png', data: PNG }],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Packaging audits',
        tags: ['audit', 'packaging'],
        category: 'Services',
        industry: 'Food & Beverage',
        state: 'active',
        country: 'FR',
        files: [{ name: 'brochure.png', mime_type: 'image/png' }],
      });
      const path = `/users/business-offers/${created.body.id}`;
      const onProfile = (await info(member.user.id)).businessOffers;
      expect(onProfile).toEqual([created.body]);
      const download = await call(t.url, 'GET', `/api/azure/download?blobName=${encodeURIComponent(created.body.files[0].path)}`);
      expect(download.status).toBe(200);

      const hidden = await sendForm(t.url, 'PATCH', path, {
        token: member.token,
        fields: { state: 'inactive', removed_files: created.body.files[0].id },
      });
      expect(hidden).toMatchObject({ status: 200, body: { state: 'inactive', files: [] } });
      expect((await info(member.user.id)).businessOffers).toEqual([]);
      expect((await info(member.user.id, stranger.token)).businessOffers).toEqual([]);
      expect((await info(member.user.id, member.token)).businessOffers).toHaveLength(1);
      expect((await call(t.url, 'GET', '/users/profile-information', { token: member.token })).body.businessOffers).toHaveLength(1);

      expect((await sendForm(t.url, 'PATCH', path, { token: stranger.token, fields: { title: 'Mine now' } })).status).toBe(404);
      expect((await sendForm(t.url, 'PATCH', path, { fields: { title: 'Mine now' } })).status).toBe(401);
      expect((await sendForm(t.url, 'POST', '/users/business-offers', { fields: { title: 'x' } })).status).toBe(401);
      expect((await call(t.url, 'DELETE', path, { token: stranger.token })).status).toBe(404);
      expect((await call(t.url, 'DELETE', path)).status).toBe(401);
      expect((await call(t.url, 'DELETE', path, { token: member.token })).status).toBe(204);
      expect((await call(t.url, 'GET', '/users/profile-information', { token: member.token })).body.businessOffers).toEqual([]);
    });

    it('refuses unknown categories, a missing title and a renamed executable', async () => {
      const member = await signUp(t.url);
      const post = (fields: Record<string, string | number>, files = [] as { name: string; data: Buffer }[]) =>
        sendForm(t.url, 'POST', '/users/business-offers', { token: member.token, fields, files });
      expect((await post({ title: 'x', category_id: 999 })).status).toBe(400);
      expect((await post({ description: 'no title' })).status).toBe(400);
      expect((await post({ title: 'x', state: 'archived' })).status).toBe(400);
      expect((await post({ title: 'x' }, [{ name: 'offer.png', data: EXE }])).status).toBe(415);
      expect((await call(t.url, 'GET', '/users/profile-information', { token: member.token })).body.businessOffers).toEqual([]);
    });
  });

  describe('demo profiles', () => {
    it('gives every demo member experiences linked to their company, educations, skills, interests and offers', async () => {
      for (const username of ['ada', 'mehmet', 'claire', 'james', 'sofia']) {
        const profile = await info(username);
        expect(profile.experiences.length, username).toBeGreaterThanOrEqual(2);
        expect(profile.educations.length, username).toBeGreaterThanOrEqual(1);
        expect(profile.skills.length, username).toBeGreaterThanOrEqual(5);
        expect(profile.interests.length, username).toBeGreaterThanOrEqual(3);
        expect(profile.businessOffers.length, username).toBeGreaterThanOrEqual(1);
        expect(profile.experiences[0].end_date_year, username).toBeNull();
      }
      expect((await info('ada')).experiences[0].company).toMatchObject({ slug: 'northwind-supply' });
      expect((await info('ada')).recommendations.length).toBeGreaterThanOrEqual(2);
    });
  });
});
