import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';
import { HOME_FROM_SOURCES } from './feeds.ts';
import { postPageSql } from './post-sql.ts';

/**
 * The stored home timeline answers what the feed computed from its sources answers (docs/performance.md "Home
 * timelines"): after a random sequence of posts, edits, deletes and restores, hides, connections made and ended,
 * follows and unfollows, managers, clubs joined and left, blocks, first reads and returns after inactivity, every
 * member's stored feed is compared with the computed one, page by page. Run on both engines.
 */

/** A small deterministic generator (mulberry32): the same sequence each run, so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMPUTED = postPageSql({
  ...HOME_FROM_SOURCES,
  pageFrom: HOME_FROM_SOURCES.pageFrom('$2', '$3'),
  viewer: '$1::int',
  limit: '$2',
  offset: '$3',
});

describe.each(databaseKinds)('the stored home timeline on %s', (kind) => {
  let t: TestServer;
  let members: TestMember[];
  const companies: number[] = [];
  const clubs: number[] = [];
  const posts: { id: number; author: TestMember; deleted: boolean }[] = [];
  /** Members who have read their feed (their timeline is stored). */
  const readers = new Set<number>();
  const next = random(kind === 'pglite' ? 41 : 4141);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;

  const sql = (text: string, params: unknown[] = []) => t.server.db.query<Record<string, unknown>>(text, params);
  const feedIds = async (member: TestMember, limit: number, page: number) => {
    const answer = await as(t.url, member)('GET', `/post?limit=${limit}&page=${page}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ids = answer.body.items.map((item: { id: number }) => item.id) as number[];
    if (ids.length > 0) {
      // Each post of the feed as the post read alone, by id (the feed builds its posts in a statement of its own).
      const whole: unknown[] = [];
      for (let at = 0; at < ids.length; at += 50) {
        const read = await as(t.url, member)('POST', '/post/find-by-relation-id', { ids: ids.slice(at, at + 50) });
        expect(read.status, JSON.stringify(read.body)).toBe(200);
        whole.push(...read.body.items);
      }
      expect(answer.body.items, `member ${member.id}'s feed, post by post`).toEqual(whole);
    }
    return { ids, total: answer.body.total as number };
  };
  const computedIds = async (member: TestMember, limit: number, page: number) => {
    const [row] = await sql(COMPUTED, [member.id, limit, (page - 1) * limit]);
    const items = (row?.items ?? []) as { id: number }[];
    return { ids: items.map((item) => item.id), total: Number(row?.total) };
  };
  /** Every reader's stored feed, whole and by pages of 3, against the computed one. */
  const compareAll = async (label: string) => {
    for (const member of members) {
      if (!readers.has(member.id)) continue;
      const stored = await feedIds(member, 100, 1);
      const computed = await computedIds(member, 100, 1);
      expect(stored.ids, `${label}: member ${member.id}'s feed`).toEqual(computed.ids);
      // The total counts the timeline's entries: never fewer than the posts shown (docs/post-text-and-feeds.md).
      expect(stored.total, `${label}: member ${member.id}'s total`).toBeGreaterThanOrEqual(computed.total);
    }
  };
  const comparePages = async (member: TestMember, label: string) => {
    const computed = await computedIds(member, 100, 1);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(computed.ids.length / 3) + 1; page++) paged.push(...(await feedIds(member, 3, page)).ids);
    expect(paged, `${label}: member ${member.id}'s feed by pages of 3`).toEqual(computed.ids);
  };

  const post = async (author: TestMember) => {
    const fields: Record<string, string | number | string[]> = { body: `Post ${posts.length}` };
    const asWhom = next();
    const managed = await sql('SELECT company_id FROM company_managers WHERE user_id = $1', [author.id]);
    const joined = await sql('SELECT club_id FROM club_members WHERE user_id = $1', [author.id]);
    if (asWhom < 0.2 && managed.length > 0) Object.assign(fields, { shareType: 'company', authorId: Number(pick(managed).company_id) });
    else if (asWhom < 0.35 && joined.length > 0) Object.assign(fields, { shareType: 'club', clubId: Number(pick(joined).club_id) });
    const visibility = pick(['public', 'public', 'connections', 'hide', 'specific'] as const);
    fields.visible = visibility;
    if (visibility === 'specific') fields.userIds = [String(pick(members).id), String(pick(members).id)];
    const created = await sendForm(t.url, 'POST', '/post/body-post', { token: author.token, fields });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    posts.push({ id: created.body.id as number, author, deleted: false });
  };
  const connect = (a: TestMember, b: TestMember) =>
    sql(
      `INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, 'accept')
         ON CONFLICT (LEAST(user_id, friend_id), GREATEST(user_id, friend_id)) DO UPDATE SET status = 'accept', deleted_at = NULL`,
      [a.id, b.id],
    );

  /** One random step of what members do. */
  const step = async () => {
    const member = pick(members);
    const other = pick(members.filter((m) => m !== member));
    const roll = next();
    if (roll < 0.25) await post(member);
    else if (roll < 0.32 && posts.some((p) => !p.deleted)) {
      const target = pick(posts.filter((p) => !p.deleted));
      const visible = pick(['public', 'connections', 'hide'] as const);
      expect((await as(t.url, target.author)('PATCH', `/users/post/${target.id}`, { visible })).status).toBe(200);
    } else if (roll < 0.38 && posts.length > 0) {
      const target = pick(posts);
      if (!target.deleted) {
        expect((await as(t.url, target.author)('DELETE', `/post/${target.id}`)).status).toBe(204);
        target.deleted = true;
      } else {
        expect((await as(t.url, target.author)('POST', `/post/${target.id}/restore`)).status).toBe(200);
        target.deleted = false;
      }
    } else if (roll < 0.4 && posts.length > 0)
      await sql('UPDATE posts SET hidden_at = CASE WHEN hidden_at IS NULL THEN now() END WHERE id = $1', [pick(posts).id]);
    else if (roll < 0.5) await connect(member, other);
    else if (roll < 0.56) {
      const answer = await as(t.url, member)('GET', `/member-connection/${other.id}/remove`);
      expect([200, 404, 409]).toContain(answer.status);
    } else if (roll < 0.63) {
      const answer = await as(t.url, member)(next() < 0.6 ? 'PUT' : 'DELETE', `/company/${pick(companies)}/follower`);
      expect(answer.status).toBe(200);
    } else if (roll < 0.67) {
      const company = pick(companies);
      if (next() < 0.5)
        await sql('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [company, member.id]);
      else await sql(`DELETE FROM company_managers WHERE company_id = $1 AND user_id = $2 AND role <> 'owner'`, [company, member.id]);
    } else if (roll < 0.74) {
      const club = pick(clubs);
      if (next() < 0.6) await sql('INSERT INTO club_members (club_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [club, member.id]);
      else await sql(`DELETE FROM club_members WHERE club_id = $1 AND user_id = $2 AND role <> 'owner'`, [club, member.id]);
    } else if (roll < 0.79) {
      const answer = await as(t.url, member)(next() < 0.5 ? 'POST' : 'DELETE', `/users/block/${other.id}`);
      expect([204, 404]).toContain(answer.status);
    } else if (roll < 0.9) {
      // A first read (the timeline is built from the sources) or a read of one already stored.
      await feedIds(member, 10, 1);
      readers.add(member.id);
    } else if (roll < 0.95 && readers.has(member.id)) {
      // Away longer than active_days: no longer written to, built again on the next read.
      await sql(`UPDATE home_timelines SET read_at = now() - interval '30 days' WHERE member_id = $1`, [member.id]);
    } else await post(member);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    members = [];
    for (let n = 0; n < 10; n++) members.push(await addMember(t.server.db));
    for (const owner of members.slice(0, 2)) {
      const [row] = await sql(
        `INSERT INTO companies (name, slug, owner_id, membership_type) VALUES ('Timeline Co', $1, $2, 'SHOP') RETURNING id`,
        [`timeline-co-${owner.id}`, owner.id],
      );
      companies.push(Number(row?.id));
    }
    for (const owner of members.slice(2, 4)) {
      const [row] = await sql(`INSERT INTO clubs (name, slug, owner_id) VALUES ('Timeline club', $1, $2) RETURNING id`, [
        `timeline-club-${owner.id}`,
        owner.id,
      ]);
      const club = Number(row?.id);
      await sql(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [club, owner.id]);
      clubs.push(club);
    }
    // Half the members read before anything happens; the others' timelines are built later, from what there is then.
    for (const member of members.slice(0, 5)) {
      await feedIds(member, 10, 1);
      readers.add(member.id);
    }
  });
  afterAll(async () => t?.close());

  it('answers what the computed feed answers after every step of a random sequence', async () => {
    for (let n = 1; n <= 180; n++) {
      await step();
      if (n % 30 === 0) await compareAll(`after step ${n}`);
    }
    for (const member of members) readers.add(member.id);
    await compareAll('every member');
    await comparePages(pick(members), 'pages');
    await t.server.jobs.settled();
  });

  it('past a trimmed timeline’s end, pages come from the sources; the total counts what was trimmed', async () => {
    await sql('UPDATE home_timeline_settings SET length = 4');
    // Each one's timeline built again, kept to its 4 newest entries.
    await sql(`UPDATE home_timelines SET read_at = now() - interval '30 days'`);
    for (const member of members) {
      await comparePages(member, 'trimmed');
      const [state] = await sql(
        'SELECT complete, older, (SELECT count(*)::int FROM home_timeline_posts p WHERE p.member_id = h.member_id) AS n FROM home_timelines h WHERE member_id = $1',
        [member.id],
      );
      expect(Number(state?.n)).toBeLessThanOrEqual(4);
      const computed = await computedIds(member, 100, 1);
      if (computed.ids.length > 4) expect(state?.complete).toBe(false);
      expect((await feedIds(member, 3, 1)).total).toBeGreaterThanOrEqual(computed.total);
    }
    // New posts still reach the trimmed timelines (they are newer than anything trimmed).
    for (const member of members.slice(0, 3)) await post(member);
    await compareAll('trimmed, then posted to');
    await sql('UPDATE home_timeline_settings SET length = 800');
  });

  it('fans out a post with a large audience through the job queue', async () => {
    await sql('UPDATE home_timeline_settings SET fanout_now = 0');
    try {
      const author = members[0] as TestMember;
      await post(author);
      const id = (posts.at(-1) as { id: number }).id;
      expect(await sql(`SELECT 1 FROM jobs WHERE name = 'home-timeline.fan-out' AND key = $1`, [`post:${id}`])).toHaveLength(1);
      await t.server.jobs.settled();
      await compareAll('fanned out by a job');
    } finally {
      await sql('UPDATE home_timeline_settings SET fanout_now = 500');
    }
  });

  it('merges at read the posts of a page too large to fan out, and still answers what the computed feed answers', async () => {
    await sql('UPDATE home_timeline_settings SET merge_over = 2');
    try {
      const [owner, ...followers] = members as [TestMember, ...TestMember[]];
      const company = companies[0] as number;
      for (const follower of followers.slice(0, 3)) {
        expect((await as(t.url, follower)('PUT', `/company/${company}/follower`)).status).toBe(200);
        await feedIds(follower, 10, 1);
        readers.add(follower.id);
      }
      // Its audience of active members is over merge_over: the page is merged, its post written to no timeline, queued
      // for no job, and read with each follower's timeline all the same.
      const news = await sendForm(t.url, 'POST', '/post/body-post', {
        token: owner.token,
        fields: { body: 'News to merge', shareType: 'company', authorId: company, visible: 'public' },
      });
      expect(news.status, JSON.stringify(news.body)).toBe(201);
      const id = news.body.id as number;
      posts.push({ id, author: owner, deleted: false });
      expect(await sql(`SELECT 1 FROM home_timeline_merged WHERE source_type = 'company' AND source_id = $1`, [company])).toHaveLength(1);
      expect(await sql('SELECT 1 FROM home_timeline_posts WHERE post_id = $1', [id])).toHaveLength(0);
      expect(await sql(`SELECT 1 FROM jobs WHERE name = 'home-timeline.fan-out' AND key = $1`, [`post:${id}`])).toHaveLength(0);
      for (const follower of followers.slice(0, 3)) {
        const feed = await feedIds(follower, 10, 1);
        expect(feed.ids[0]).toBe(id);
        expect(feed.total).toBeGreaterThanOrEqual((await computedIds(follower, 100, 1)).total);
      }
      // Every member a reader, then the random sequence again with pages merging as their audiences grow.
      for (const member of members) {
        await feedIds(member, 10, 1);
        readers.add(member.id);
      }
      for (let n = 1; n <= 90; n++) {
        await step();
        if (n % 30 === 0) await compareAll(`merged, after step ${n}`);
      }
      await compareAll('merged');
      await comparePages(pick(members), 'merged, by pages');
      // Trimmed timelines with merged pages: pages past the stored posts come from the sources.
      await sql('UPDATE home_timeline_settings SET length = 4');
      await sql(`UPDATE home_timelines SET read_at = now() - interval '30 days'`);
      for (const member of members) await comparePages(member, 'merged and trimmed');
      await sql('UPDATE home_timeline_settings SET length = 800');
      await sql(`UPDATE home_timelines SET read_at = now() - interval '30 days'`);
      await compareAll('merged, built again');
    } finally {
      await sql('UPDATE home_timeline_settings SET merge_over = 10000, length = 800');
    }
  });

  it('fails when one removal is skipped (the comparison can tell)', async () => {
    // The removal of a source's posts made a no-op: an unfollow then leaves the company's public posts in the feed.
    await sql(`CREATE OR REPLACE FUNCTION home_timeline_drop_source(member_ref integer, source_kind text, source_ref integer)
      RETURNS void LANGUAGE plpgsql AS $$ BEGIN RETURN; END $$`);
    const [owner, follower] = [await addMember(t.server.db), await addMember(t.server.db)];
    const [row] = await sql(
      `INSERT INTO companies (name, slug, owner_id, membership_type) VALUES ('Skipped Co', $1, $2, 'SHOP') RETURNING id`,
      [`skipped-co-${owner.id}`, owner.id],
    );
    const company = Number(row?.id);
    expect((await as(t.url, follower)('PUT', `/company/${company}/follower`)).status).toBe(200);
    await feedIds(follower, 10, 1);
    await sendForm(t.url, 'POST', '/post/body-post', {
      token: owner.token,
      fields: { body: 'Public news', shareType: 'company', authorId: company },
    });
    expect((await as(t.url, follower)('DELETE', `/company/${company}/follower`)).status).toBe(200);
    const stored = await feedIds(follower, 100, 1);
    const computed = await computedIds(follower, 100, 1);
    expect(stored.ids).not.toEqual(computed.ids);
    expect(stored.ids.length).toBe(computed.ids.length + 1);
  });
});
