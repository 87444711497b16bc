import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import type { Database } from '../db/database.ts';
import { addMember, addMembers, as, type TestMember } from './fixtures.ts';
import { searchTerms } from './member-search.ts';

interface Card {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}

describe('search terms', () => {
  it('keeps letters and digits as prefixes, so no keyword is a tsquery syntax error', () => {
    expect(searchTerms('  Ada   LAURENT ')).toEqual({ text: 'ada laurent', words: 'ada:* & laurent:*' });
    expect(searchTerms("a & b | !(c) 'd':*")).toEqual({ text: "a & b | !(c) 'd':*", words: 'a:* & b:* & c:* & d:*' });
    expect(searchTerms('Yılmaz')).toEqual({ text: 'yilmaz', words: 'yilmaz:*' });
    expect(searchTerms('Şirket CAFÉ')).toEqual({ text: 'sirket cafe', words: 'sirket:* & cafe:*' });
    expect(searchTerms('&&&')).toEqual({ text: '&&&', words: null });
  });
});

describe.each(productionDatabase)('member search on %s', (kind) => {
  let t: TestServer;
  let db: Database;
  let viewer: TestMember;

  beforeAll(async () => {
    t = await startTestServer(kind);
    db = t.server.db;
    viewer = await addMember(db);
  });
  afterAll(async () => t?.close());

  const search = async (keyword: string, extra: Record<string, unknown> = {}, who: TestMember | undefined = viewer) => {
    const answer = await as(t.url, who)('POST', '/users/search-all-users', { keyword, ...extra });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: Card[]; total: number; page: number; limit: number };
  };
  const foundIds = async (keyword: string) => (await search(keyword)).items.map((item) => item.id);

  it('ranks an exact name above a partial one', async () => {
    // The partial matches come first by id: only the rank can put the exact ones above them.
    const adaline = await addMember(db, { firstName: 'Adaline', lastName: 'Kowalski' });
    const ada = await addMember(db, { firstName: 'Ada', lastName: 'Kowalczyk' });
    const byFirst = await foundIds('Ada');
    expect(byFirst.indexOf(ada.id)).toBeGreaterThanOrEqual(0);
    expect(byFirst.indexOf(ada.id)).toBeLessThan(byFirst.indexOf(adaline.id));
    expect((await foundIds('kowalczyk'))[0]).toBe(ada.id);
    expect((await foundIds('Ada Kowalczyk'))[0]).toBe(ada.id);
    expect((await foundIds('adaline kowalski'))[0]).toBe(adaline.id);
  });

  it('finds a member despite a one-letter typo, in a last name, a first name or a full name', async () => {
    const wojciech = await addMember(db, { firstName: 'Agnieszka', lastName: 'Wojciechowska' });
    const mehmet = await addMember(db, { firstName: 'Mehmet', lastName: 'Yılmaz' });
    expect(await foundIds('Wojciechowski')).toContain(wojciech.id);
    expect(await foundIds('Agnieszca')).toContain(wojciech.id);
    expect(await foundIds('agnieszka wojciehowska')).toContain(wojciech.id);
    expect(await foundIds('yilmaz')).toContain(mehmet.id);
    expect(await foundIds('Mehmett')).toContain(mehmet.id);
  });

  it('finds by username, job title, company and skills, kept up to date as they change', async () => {
    const member = await addMember(db, {
      username: 'packaging_pro',
      firstName: 'Orla',
      lastName: 'Fennimore',
      jobTitle: 'Procurement Director',
      companyName: 'Verdant Packaging',
    });
    expect(await foundIds('packaging_pro')).toContain(member.id);
    expect(await foundIds('procurement')).toContain(member.id);
    expect(await foundIds('Verdant')).toContain(member.id);
    expect(await foundIds('cryogenic')).not.toContain(member.id);
    await db.query(`INSERT INTO user_skills (user_id, name, position) VALUES ($1, 'Cryogenic freight', 0), ($1, 'Customs', 1)`, [
      member.id,
    ]);
    expect(await foundIds('cryogenic freight')).toEqual([member.id]);
    await db.query(`DELETE FROM user_skills WHERE user_id = $1 AND name = 'Cryogenic freight'`, [member.id]);
    expect(await foundIds('cryogenic')).toEqual([]);
    // A company of their experience, linked by id: renaming the company finds them under the new name.
    const [company] = await db.query<{ id: number }>(`INSERT INTO companies (name, slug) VALUES ('Halcyon Robotics', $1) RETURNING id`, [
      `halcyon-${member.id}`,
    ]);
    await db.query(`INSERT INTO user_experiences (user_id, title, company_id) VALUES ($1, 'Buyer', $2)`, [member.id, company?.id]);
    expect(await foundIds('halcyon')).toEqual([member.id]);
    await db.query(`UPDATE companies SET name = 'Zenith Automation' WHERE id = $1`, [company?.id]);
    expect(await foundIds('zenith automation')).toEqual([member.id]);
    expect(await foundIds('halcyon')).toEqual([]);
    await db.query(`UPDATE users SET job_title = 'Chief Buyer' WHERE id = $1`, [member.id]);
    expect(await foundIds('procurement')).not.toContain(member.id);
  });

  it('never answers or searches e-mail addresses', async () => {
    const member = await addMember(db, {
      username: 'quietmember',
      firstName: 'Quentin',
      lastName: 'Ashgrove',
      email: 'xqvprivate@example.org',
    });
    expect((await search('xqvprivate@example.org')).total).toBe(0);
    expect((await search('xqvprivate')).total).toBe(0);
    const found = await search('Ashgrove');
    expect(found.items.map((item) => item.id)).toEqual([member.id]);
    expect(JSON.stringify(found)).not.toContain('xqvprivate');
    expect(found.items[0]).not.toHaveProperty('email');
  });

  it('pages the results with the total, signed in or not', async () => {
    const many = await addMembers(db, 30, (n) => ({ firstName: `Page${n}`, lastName: 'Marmaduke' }));
    const first = await search('marmaduke');
    expect(first).toMatchObject({ total: 30, page: 1, limit: 25 });
    expect(first.items).toHaveLength(25);
    const second = await search('marmaduke', { page: 2 }, undefined);
    expect(second).toMatchObject({ total: 30, page: 2 });
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((item) => item.id))).toEqual(new Set(many.map((member) => member.id)));
    expect((await search('marmaduke', { limit: 10, page: 3 })).items).toHaveLength(10);
  });

  it('answers odd keywords without error and refuses bad input with 400', async () => {
    for (const keyword of ["a & b | !(c) 'd':*", "'", '\\', '%', '&&&', '😀', 'x'.repeat(100)]) {
      expect((await as(t.url, viewer)('POST', '/users/search-all-users', { keyword })).status, keyword).toBe(200);
    }
    for (const body of [
      {},
      { keyword: '' },
      { keyword: '   ' },
      { keyword: 'x'.repeat(101) },
      { keyword: 'a', limit: 101 },
      { keyword: 'a', page: 0 },
      { keyword: 'a', email: 'x' },
    ]) {
      expect(await as(t.url, viewer)('POST', '/users/search-all-users', body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: 'validation_failed' },
      });
    }
  });
});
