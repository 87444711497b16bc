import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { addMember, as, befriend, type MemberFields, type TestMember } from '../network/fixtures.ts';
import { companySearch } from './companies.ts';
import { type KindPage, SCORED_CANDIDATES } from './kind.ts';
import { memberSearch } from './members.ts';
import type { SearchHit, SearchResults, SearchType } from './schemas.ts';
import { parseSearch } from './terms.ts';

/**
 * Members, companies and clubs in GET /search (docs/search.md): which hit comes first for a list of searches (typos,
 * accents, Turkish letters, prefixes, exact over prefix, operators, closeness), and who may find whom (the visibility
 * matrix). One server a database engine, seeded with SQL.
 */

const PHOTO = 'https://cdn.example.org/quokka-photo.jpg';
const LOGO = 'https://cdn.example.org/members-logo.png';

describe.each(databaseKinds)('searching people and pages on %s', (kind) => {
  let t: TestServer;
  const m: Record<string, TestMember> = {};
  const companies: Record<string, number> = {};
  const clubs: Record<string, number> = {};
  const sql = <Row = Record<string, unknown>>(text: string, params: unknown[] = []) => t.server.db.query<Row>(text, params);

  const member = async (key: string, fields: MemberFields, extra = '') => {
    m[key] = await addMember(t.server.db, fields);
    if (extra) await sql(`UPDATE users SET ${extra} WHERE id = $1`, [m[key]?.id]);
  };
  const company = async (key: string, name: string, slug: string, extra: Record<string, unknown> = {}) => {
    const columns = ['name', 'slug', ...Object.keys(extra)];
    const values = [name, slug, ...Object.values(extra)];
    const [row] = await sql<{ id: number }>(
      `INSERT INTO companies (${columns.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      values,
    );
    companies[key] = row?.id ?? 0;
  };
  const club = async (key: string, name: string, slug: string, description: string, privacy = 'open') => {
    const [row] = await sql<{ id: number }>('INSERT INTO clubs (name, slug, description, privacy) VALUES ($1, $2, $3, $4) RETURNING id', [
      name,
      slug,
      description,
      privacy,
    ]);
    clubs[key] = row?.id ?? 0;
  };
  const viewer = (key: string | null) => (key === null ? undefined : m[key]);

  const search = async (q: string, who: string | null = 'vera', type?: SearchType, limit = 5): Promise<SearchResults> => {
    const query = new URLSearchParams({ q, limit: String(limit), ...(type ? { type } : {}) });
    const answer = await as(t.url, viewer(who))('GET', `/search?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as SearchResults;
  };
  const hits = (results: SearchResults, type: SearchType): SearchHit[] => results.groups.find((group) => group.type === type)?.items ?? [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    await member('vera', { firstName: 'Vera', lastName: 'Viewer', username: 'vera' });
    await member('ada', { firstName: 'Ada', lastName: 'Lovelace', username: 'ada', jobTitle: 'Engineer' });
    await member('adam', { firstName: 'Adam', lastName: 'Smith', username: 'adamsmith' });
    await member('adalet', { firstName: 'Adalet', lastName: 'Kaya', username: 'adalet' });
    await member('mehmet', {
      firstName: 'Mehmet',
      lastName: 'Yılmaz',
      username: 'myilmaz',
      jobTitle: 'Export Manager',
      companyName: 'Şirket A.Ş.',
    });
    await member('ismail', { firstName: 'İsmail', lastName: 'Çelik', username: 'icelik' });
    await member('zoe', { firstName: 'Zoë', lastName: 'Brontë', username: 'zbronte' });
    await member('sule', { firstName: 'Şule', lastName: 'Güneş', username: 'sgunes' });
    await member('architect', { firstName: 'Bora', lastName: 'Tan', username: 'boratan', jobTitle: 'Software Architect' });
    await member('worker', { firstName: 'Wanda', lastName: 'Works', username: 'wworks' });
    // Two members of the same name: the connection ranks first although the stranger joined later.
    await member('denizFriend', { firstName: 'Deniz', lastName: 'Aydın', username: 'deniz1' });
    await member('denizStranger', { firstName: 'Deniz', lastName: 'Aydın', username: 'deniz2' }, "created_at = now() + interval '1 day'");
    await befriend(t.server.db, m.vera as TestMember, m.denizFriend as TestMember);

    await company('acme', 'Acme Ltd', 'acme-ltd', { location: 'İstanbul', about: 'Export of machine parts to Europe.' });
    await company('acmeExport', 'Acme Export', 'acme-export');
    await company('sirket', 'Şirket Holding', 'sirket-holding');
    await company('cafe', 'Café Central', 'cafe-central');
    await company('initechOld', 'Initech', 'initech-old');
    await company('initechNew', 'Initech', 'initech-new', { created_at: new Date(Date.now() + 86_400_000).toISOString() });
    await sql('INSERT INTO company_followers (company_id, user_id) VALUES ($1, $2)', [companies.initechOld, m.vera?.id]);
    await sql(`INSERT INTO user_experiences (user_id, title, company_id) VALUES ($1, 'Buyer', $2)`, [m.worker?.id, companies.acme]);
    // Ada worked at Acme once: not a member who works there.
    await sql(`INSERT INTO user_experiences (user_id, title, company_id, end_date_year) VALUES ($1, 'Intern', $2, 2020)`, [
      m.ada?.id,
      companies.acme,
    ]);

    await club('export', 'Export Club', 'export-club', 'Exporters of Turkey meet here.', 'closed');
    await club('founders', 'İstanbul Founders', 'istanbul-founders', 'Founders of the city.');
    await club('chessJoined', 'Chess Club', 'chess-one', 'Weekly games.');
    await club('chessOther', 'Chess Club', 'chess-two', 'Weekly games.');
    await sql(`UPDATE clubs SET created_at = now() + interval '1 day' WHERE id = $1`, [clubs.chessOther]);
    await sql(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'member')`, [clubs.chessJoined, m.vera?.id]);

    // The visibility matrix's members: every target is first named Quokka.
    await member('stranger', { firstName: 'Sam', lastName: 'Stranger', username: 'sstranger' });
    await member('connection', { firstName: 'Cora', lastName: 'Connection', username: 'cconnection' });
    await member('blockedBy', { firstName: 'Bea', lastName: 'Blocked', username: 'bblocked' });
    await member('blocker', { firstName: 'Bob', lastName: 'Blocker', username: 'bblocker' });
    await member('paused', { firstName: 'Quokka', lastName: 'Paused', username: 'qpaused' }, "status = 'suspended'");
    await member('deleted', { firstName: 'Quokka', lastName: 'Deleted', username: 'qdeleted' }, "status = 'deleted'");
    await member('private', { firstName: 'Quokka', lastName: 'Private', username: 'qprivate' }, 'searchable_by_strangers = false');
    await member(
      'photo',
      { firstName: 'Quokka', lastName: 'Photo', username: 'qphoto' },
      `profile_photo_url = '${PHOTO}', profile_picture_visibility = 'connections'`,
    );
    await member('blocking', { firstName: 'Quokka', lastName: 'Blocking', username: 'qblocking' });
    await member('blocked', { firstName: 'Quokka', lastName: 'Blocked', username: 'qblocked' });
    for (const target of ['paused', 'deleted', 'private', 'photo'])
      await befriend(t.server.db, m.connection as TestMember, m[target] as TestMember);
    await sql('INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2), ($3, $4)', [
      m.blocking?.id,
      m.blockedBy?.id,
      m.blocker?.id,
      m.blocked?.id,
    ]);
    await company('quokkaHidden', 'Quokka Hidden Corp', 'quokka-hidden', { hidden_at: new Date().toISOString() });
    await company('quokkaLogo', 'Quokka Logo Corp', 'quokka-logo', { logo: LOGO, profile_picture_visibility: 'members' });
    await club('quokkaClosed', 'Quokka Closed Club', 'quokka-closed', 'Invitation only.', 'closed');
  });
  afterAll(() => t?.close());

  /** A search and the kind and title (or id) its first hit must have. */
  const relevance: { q: string; type: SearchType; title: string; id?: () => number | undefined; why: string }[] = [
    { q: 'ada', type: 'members', title: 'Ada Lovelace', why: 'an exact first name above Adam and Adalet (prefix)' },
    { q: 'adal', type: 'members', title: 'Adalet Kaya', why: 'the start of a name' },
    { q: 'mehmte', type: 'members', title: 'Mehmet Yılmaz', why: 'a typo' },
    { q: 'yilmaz', type: 'members', title: 'Mehmet Yılmaz', why: 'dotless ı folded' },
    { q: 'YILMAZ', type: 'members', title: 'Mehmet Yılmaz', why: 'capitals folded' },
    { q: 'ISMAIL', type: 'members', title: 'İsmail Çelik', why: 'İ and I alike' },
    { q: 'celik', type: 'members', title: 'İsmail Çelik', why: 'ç folded' },
    { q: 'zoe bronte', type: 'members', title: 'Zoë Brontë', why: 'diaereses folded' },
    { q: 'şule güneş', type: 'members', title: 'Şule Güneş', why: 'Turkish letters typed' },
    { q: 'sule gunes', type: 'members', title: 'Şule Güneş', why: 'Turkish letters folded' },
    { q: '@ada', type: 'members', title: 'Ada Lovelace', why: 'the @username operator' },
    { q: 'architect', type: 'members', title: 'Bora Tan', why: 'full text of the job title' },
    { q: 'export manager', type: 'members', title: 'Mehmet Yılmaz', why: 'full text of the job title, two words' },
    { q: 'deniz aydin', type: 'members', title: 'Deniz Aydın', id: () => m.denizFriend?.id, why: 'a connection above a stranger' },
    { q: 'in:acme-ltd', type: 'members', title: 'Wanda Works', why: 'who works at the company now' },
    { q: 'acme ltd', type: 'companies', title: 'Acme Ltd', why: 'an exact company name' },
    { q: 'acme exp', type: 'companies', title: 'Acme Export', why: 'the start of a company name' },
    { q: 'acmee', type: 'companies', title: 'Acme Ltd', why: 'a typo (the older Acme on a tie of spelling)' },
    { q: 'sirket', type: 'companies', title: 'Şirket Holding', why: 'ş folded' },
    { q: 'cafe', type: 'companies', title: 'Café Central', why: 'é folded' },
    { q: 'istanbul', type: 'companies', title: 'Acme Ltd', why: 'full text of the location, İ folded' },
    { q: 'machine parts', type: 'companies', title: 'Acme Ltd', why: 'full text of the about' },
    { q: 'initech', type: 'companies', title: 'Initech', id: () => companies.initechOld, why: 'a followed company above a newer one' },
    { q: 'export club', type: 'clubs', title: 'Export Club', why: 'an exact club name' },
    { q: 'İSTANBUL founders', type: 'clubs', title: 'İstanbul Founders', why: 'capital İ folded' },
    { q: 'exporters', type: 'clubs', title: 'Export Club', why: 'full text of the description' },
    { q: 'chess club', type: 'clubs', title: 'Chess Club', id: () => clubs.chessJoined, why: 'a joined club above a newer one' },
    { q: 'chss club', type: 'clubs', title: 'Chess Club', why: 'a typo' },
  ];

  it.each(relevance)('"$q" finds $title first ($why)', async ({ q, type, title, id }) => {
    const [first] = hits(await search(q, 'vera', type), type);
    expect(first?.title, JSON.stringify(first)).toBe(title);
    if (id) expect(first?.id).toBe(id());
  });

  it('ranks an exact name above prefixes, and marks the matched words', async () => {
    const found = hits(await search('ada', 'vera', 'members'), 'members');
    expect(found[0]?.title).toBe('Ada Lovelace');
    expect(
      found
        .slice(1, 3)
        .map((hit) => hit.title)
        .sort(),
    ).toEqual(['Adalet Kaya', 'Adam Smith']);
    expect(found[0]?.marks).toEqual([{ field: 'title', start: 0, end: 3 }]);
    const [sule] = hits(await search('sule gunes', 'vera', 'members'), 'members');
    expect(sule?.marks).toEqual([
      { field: 'title', start: 0, end: 4 },
      { field: 'title', start: 5, end: 10 },
    ]);
  });

  it('ranks a name held by more than SCORED_CANDIDATES members among a hundred of its holders, the network first, and pages past them', async () => {
    const rolledBack = new Error('roll back');
    const held = SCORED_CANDIDATES + 20;
    const name = (n: number) => `/quillon${String(n).padStart(4, '0')}`;
    let first: KindPage | undefined;
    const pages: KindPage[] = [];
    const done = t.server.db.transaction(async (tx) => {
      // Members of one name, one a minute (the first the newest), alike in every other way; Vera knows the oldest.
      await tx.query(
        `INSERT INTO users (email, username, password_hash, first_name, last_name, created_at)
         SELECT 'quillon' || g || '@example.org', 'quillon' || lpad(g::text, 4, '0'), 'none', 'Quillon', 'Zed', now() - make_interval(mins => g)
           FROM generate_series(1, $1::int) g`,
        [held],
      );
      await tx.query(`INSERT INTO friendships (user_id, friend_id, status) SELECT $1::int, id, 'accept' FROM users WHERE username = $2`, [
        m.vera?.id,
        name(held).slice(1),
      ]);
      first = await memberSearch.find(tx, parseSearch('quillon'), m.vera?.id ?? null, { limit: 4, offset: 0 }, t.url);
      for (let offset = 0; offset < held; offset += 25)
        pages.push(await memberSearch.find(tx, parseSearch('quillon'), m.vera?.id ?? null, { limit: 25, offset }, t.url));
      throw rolledBack;
    });
    await expect(done).rejects.toBe(rolledBack);
    // The first hundred the scans met, and the connection: "100 or more".
    expect(first?.total).toBe(SCORED_CANDIDATES + 1);
    expect(first?.more).toBe(true);
    expect(first?.items.map((hit) => [hit.path, hit.closeness])).toEqual([
      [name(held), 'connection'],
      ['/quillon0001', 'none'],
      ['/quillon0002', 'none'],
      ['/quillon0003', 'none'],
    ]);
    // Paged to the end, every holder once: the pages past the first hundred add the next ones after them.
    const paged = pages.flatMap((page) => page.items.map((hit) => hit.path));
    expect(paged).toEqual([name(held), ...Array.from({ length: held - 1 }, (_, index) => name(index + 1))]);
    expect(pages.at(-1)?.total).toBe(held);
    expect(pages.at(-1)?.more).toBe(false);
  });

  it('finds the one member whose name is the text among more than SCORED_CANDIDATES whose name starts with it', async () => {
    const rolledBack = new Error('roll back');
    let page: KindPage | undefined;
    const done = t.server.db.transaction(async (tx) => {
      // Longer names first in the table, the exact one last: a scan of names that start with the text would stop
      // before it.
      await tx.query(
        `INSERT INTO users (email, username, password_hash, first_name, last_name)
         SELECT 'quillonne' || g || '@example.org', 'quillonne' || g, 'none', 'Quillonne', 'Zed' FROM generate_series(1, $1::int) g`,
        [SCORED_CANDIDATES + 20],
      );
      await tx.query(
        `INSERT INTO users (email, username, password_hash, first_name, last_name) VALUES ('q@example.org', 'qzed', 'none', 'Quillon', 'Zed')`,
      );
      page = await memberSearch.find(tx, parseSearch('quillon'), m.vera?.id ?? null, { limit: 2, offset: 0 }, t.url);
      throw rolledBack;
    });
    await expect(done).rejects.toBe(rolledBack);
    expect(page?.items.map((hit) => hit.path)).toEqual(['/qzed', expect.stringMatching(/^\/quillonne\d+$/)]);
  });

  it('finds companies a hundred at a time: the one named as the text first, the followed one among them, every one once when paged', async () => {
    const rolledBack = new Error('roll back');
    const many = SCORED_CANDIDATES + 20;
    let first: KindPage | undefined;
    const pages: KindPage[] = [];
    let plan = '';
    const done = t.server.db.transaction(async (tx) => {
      // Companies whose names start with the text, read before the one that is it; Vera follows the last of them.
      await tx.query(
        `INSERT INTO companies (name, slug, owner_id)
         SELECT 'Quillonworks ' || lpad(g::text, 4, '0'), 'quillonworks-' || g, $2::int FROM generate_series(1, $1::int) g`,
        [many, m.ada?.id],
      );
      await tx.query(`INSERT INTO companies (name, slug, owner_id) VALUES ('Quillonworks', 'quillonworks', $1::int)`, [m.ada?.id]);
      await tx.query(
        `INSERT INTO company_followers (company_id, user_id) SELECT id, $1::int FROM companies WHERE slug = 'quillonworks-' || $2::int`,
        [m.vera?.id, many],
      );
      first = await companySearch.find(tx, parseSearch('quillonworks'), m.vera?.id ?? null, { limit: 3, offset: 0 }, t.url);
      for (let offset = 0; offset <= many; offset += 25)
        pages.push(await companySearch.find(tx, parseSearch('quillonworks'), m.vera?.id ?? null, { limit: 25, offset }, t.url));
      // Each scan through the name's trigram or the document's index, never the table whole.
      const statement = companySearch.statement(parseSearch('quillonwork'), m.vera?.id ?? null, { limit: 5, offset: 0 }, t.url);
      await tx.query('ANALYZE companies');
      await tx.query('SET LOCAL enable_seqscan = off');
      plan = (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement?.sql}`, statement?.params))
        .map((line) => line['QUERY PLAN'])
        .join('\n');
      throw rolledBack;
    });
    await expect(done).rejects.toBe(rolledBack);
    // The exact name, then the followed one, then the names that start with the text: the first hundred the scans met,
    // the exact one and the followed one ("100 or more").
    expect(first?.items.map((hit) => [hit.title, hit.closeness])).toEqual([
      ['Quillonworks', 'none'],
      [`Quillonworks ${String(many).padStart(4, '0')}`, 'following'],
      // Created in one transaction, alike: the last made of the first hundred.
      [`Quillonworks ${String(SCORED_CANDIDATES).padStart(4, '0')}`, 'none'],
    ]);
    expect(first?.total).toBe(SCORED_CANDIDATES + 2);
    expect(first?.more).toBe(true);
    expect(pages.at(-1)?.more).toBe(false);
    const paged = pages.flatMap((page) => page.items.map((hit) => hit.title));
    expect(new Set(paged).size).toBe(many + 1);
    expect(paged).toHaveLength(many + 1);
    expect(plan).toContain('companies_name_fold_trgm');
    expect(plan).toContain('companies_search_document');
    expect(plan).not.toMatch(/Seq Scan on companies /);
  });

  it('answers the hit as its card shows it', async () => {
    const [mehmet] = hits(await search('mehmet', 'vera', 'members'), 'members');
    expect(mehmet).toMatchObject({
      type: 'members',
      id: m.mehmet?.id,
      path: '/myilmaz',
      subtitle: 'Export Manager · Şirket A.Ş.',
      closeness: 'none',
    });
    const [deniz] = hits(await search('deniz', 'vera', 'members'), 'members');
    expect(deniz?.closeness).toBe('connection');
    const [self] = hits(await search('vera', 'vera', 'members'), 'members');
    expect(self?.closeness).toBe('self');
    const [acme] = hits(await search('acme ltd', 'vera', 'companies'), 'companies');
    expect(acme).toMatchObject({
      path: '/companies/acme-ltd',
      subtitle: 'İstanbul',
      text: 'Export of machine parts to Europe.',
      closeness: 'none',
    });
    const [initech] = hits(await search('initech', 'vera', 'companies'), 'companies');
    expect(initech?.closeness).toBe('following');
    const [chess] = hits(await search('chess club', 'vera', 'clubs'), 'clubs');
    expect(chess).toMatchObject({ path: `/clubs/${clubs.chessJoined}`, closeness: 'member', text: 'Weekly games.' });
  });

  it('puts the group whose best hit matches best first', async () => {
    const results = await search('export club');
    expect(results.groups[0]?.type).toBe('clubs');
    expect(results.groups.map((group) => group.type).sort()).toEqual(['clubs', 'companies', 'deals', 'members', 'posts', 'products']);
    const ada = await search('ada');
    expect(ada.groups[0]?.type).toBe('members');
  });

  it('finds no member, company or club by an operator of posts', async () => {
    for (const q of ['#export', 'from:@ada', 'ada before:2030-01-01', 'acme after:2020-01-01']) {
      const results = await search(q, 'vera', undefined, 5);
      for (const type of ['members', 'companies', 'clubs'] as const) expect(hits(results, type), `${q} ${type}`).toEqual([]);
    }
  });

  /** Viewers, and the Quokka members each must find (the rest must not be found). */
  const matrix: { viewer: string | null; finds: string[] }[] = [
    { viewer: null, finds: ['photo', 'blocking', 'blocked'] },
    { viewer: 'stranger', finds: ['photo', 'blocking', 'blocked'] },
    { viewer: 'connection', finds: ['private', 'photo', 'blocking', 'blocked'] },
    { viewer: 'blockedBy', finds: ['photo', 'blocked'] },
    { viewer: 'blocker', finds: ['photo', 'blocking'] },
    { viewer: 'private', finds: ['private', 'photo', 'blocking', 'blocked'] },
  ];
  const TARGETS = ['paused', 'deleted', 'private', 'photo', 'blocking', 'blocked'];

  it.each(matrix)('$viewer finds exactly the members it may see', async ({ viewer: who, finds }) => {
    const found = hits(await search('quokka', who, 'members', 50), 'members');
    const ids = new Set(found.map((hit) => hit.id));
    const expected = TARGETS.filter((target) => finds.includes(target));
    expect(TARGETS.filter((target) => ids.has(m[target]?.id ?? 0))).toEqual(expected);
    // The photo as the viewer may see it: only the member's connections see this one.
    const photo = found.find((hit) => hit.id === m.photo?.id);
    expect(photo?.imageUrl === PHOTO).toBe(who === 'connection');
    // search-all-users keeps the same member out of strangers' results.
    const all = await as(t.url, viewer(who))('POST', '/users/search-all-users', { keyword: 'quokka' });
    expect(all.status).toBe(200);
    const allIds = new Set((all.body.items as { id: number }[]).map((item) => item.id));
    expect(allIds.has(m.private?.id ?? 0)).toBe(finds.includes('private'));
  });

  it.each([null, 'stranger', 'connection', 'blocker'])('%s finds companies and clubs as their directories list them', async (who) => {
    const results = await search('quokka', who, undefined, 50);
    const companyIds = hits(results, 'companies').map((hit) => hit.id);
    expect(companyIds).toEqual([companies.quokkaLogo]);
    expect(hits(results, 'companies')[0]?.imageUrl).toBe(who === null ? null : LOGO);
    expect(hits(results, 'clubs').map((hit) => hit.id)).toEqual([clubs.quokkaClosed]);
  });

  it('lets a member turn being found by strangers off and on', async () => {
    const me = as(t.url, m.adalet);
    const turnOff = await me('PUT', '/users/update/me', { searchableByStrangers: false });
    expect(turnOff.status).toBe(200);
    expect((await me('GET', '/users/profile-information')).body.searchableByStrangers).toBe(false);
    const ids = async (who: string) => hits(await search('adalet', who, 'members'), 'members').map((hit) => hit.id);
    expect(await ids('stranger')).not.toContain(m.adalet?.id);
    expect((await ids('adalet'))[0]).toBe(m.adalet?.id);
    await me('PUT', '/users/update/me', { searchableByStrangers: true });
    expect((await ids('stranger'))[0]).toBe(m.adalet?.id);
  });
});
