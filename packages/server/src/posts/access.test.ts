import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, type TestMember } from '../network/fixtures.ts';

/** SPEC §6 posting as (docs/companies-and-clubs.md "Posting as"): a company needs the Shop membership, a club membership. */
describe.each(productionDatabase)('posting as a company or a club on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let manager: TestMember;
  let outsider: TestMember;
  let companyId: number;
  let clubId: number;

  const postAs = (member: TestMember, fields: Record<string, string | number>, language = 'en') =>
    sendForm(t.url, 'POST', '/post/body-post', {
      token: member.token,
      fields: { body: 'In our name', ...fields },
      headers: { 'accept-language': language },
    });
  const setMembership = (type: string | null) =>
    t.server.db.query('UPDATE companies SET membership_type = $2 WHERE id = $1', [companyId, type]);

  beforeAll(async () => {
    t = await startTestServer(kind);
    const db = t.server.db;
    [owner, manager, outsider] = [await addMember(db), await addMember(db), await addMember(db)];
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id) VALUES ('Posting As Co', $1, $2) RETURNING id`,
      [`posting-as-${owner.id}`, owner.id],
    );
    companyId = (company as { id: number }).id;
    await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, manager.id]);
    const [club] = await db.query<{ id: number }>(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Posting club', $1, $2) RETURNING id`, [
      `posting-club-${owner.id}`,
      owner.id,
    ]);
    clubId = (club as { id: number }).id;
    await db.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [clubId, owner.id]);
  });
  afterAll(async () => t?.close());

  it('refuses posting as a company without the Shop membership, in the caller’s language', async () => {
    for (const type of [null, 'PERSONAL']) {
      await setMembership(type);
      const refused = await postAs(owner, { shareType: 'company', authorId: companyId });
      expect(refused.status, String(type)).toBe(403);
      expect(refused.body).toEqual({
        code: 'forbidden',
        message: 'Posting as a company needs a Shop membership. Upgrade the company’s membership to post as it.',
        requestId: refused.headers.get('x-request-id'),
      });
    }
    expect((await postAs(manager, { shareType: 'company', authorId: companyId }, 'fr')).body.message).toMatch(/abonnement Shop/);
    expect((await postAs(manager, { shareType: 'company', authorId: companyId }, 'tr')).body.message).toMatch(/Shop üyeliği/);
  });

  it('lets the owner and managers post as a Shop company; others still may not', async () => {
    await setMembership('SHOP');
    for (const member of [owner, manager]) {
      const posted = await postAs(member, { shareType: 'company', authorId: companyId });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      expect(posted.body).toMatchObject({ authorType: 'company', authorId: member.id, company: { id: companyId } });
    }
    const outside = await postAs(outsider, { shareType: 'company', authorId: companyId });
    expect(outside).toMatchObject({ status: 403, body: { message: 'You can only post as a company you own or manage.' } });
    expect((await postAs(outsider, { shareType: 'company', authorId: 2_000_000_000 })).status).toBe(404);
  });

  it('lets members post as their club and refuses others', async () => {
    expect((await postAs(outsider, { shareType: 'club', clubId })).status).toBe(403);
    expect((await postAs(owner, { shareType: 'club', clubId })).body).toMatchObject({ authorType: 'club', club: { id: clubId } });
    await t.server.db.query('INSERT INTO club_members (club_id, user_id) VALUES ($1, $2)', [clubId, outsider.id]);
    expect((await postAs(outsider, { shareType: 'club', clubId })).status).toBe(201);
  });
});
