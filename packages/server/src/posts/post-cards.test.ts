import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements } from '../../test/statement-count.ts';
import { PDF, PNG, sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { CARD_COLUMNS } from './post-sql.ts';

/**
 * The home feed completes its posts with the cards its process keeps (docs/performance.md "Post cards"). After every
 * kind of write a card shows — through the routes and as an operator's SQL — a reader's home feed answers what the
 * post read whole in SQL answers (`find-by-relation-id`, which keeps no card), and a write that changes only a counter
 * costs no card.
 */
describe.each(databaseKinds)('post cards on %s', (kind) => {
  let t: TestServer;
  let author: TestMember;
  let reader: TestMember;
  let mentioned: TestMember;
  let video: number;
  let document: number;
  const sql = (text: string, params: unknown[] = []) => t.server.db.query<Record<string, unknown>>(text, params);

  /** The reader's home feed item of `id`, and the same post read whole by id: they must be equal. */
  const bothWays = async (id: number) => {
    const feed = await as(t.url, reader)('GET', '/post?limit=100');
    expect(feed.status, JSON.stringify(feed.body)).toBe(200);
    const found = await as(t.url, reader)('POST', '/post/find-by-relation-id', { ids: [id] });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    return { fromFeed: feed.body.items.find((item: { id: number }) => item.id === id), whole: found.body.items[0] };
  };
  const expectSame = async (id: number, label: string) => {
    const { fromFeed, whole } = await bothWays(id);
    expect(whole, label).toBeDefined();
    expect(fromFeed, label).toEqual(whole);
    return fromFeed;
  };
  const version = async (id: number) => Number((await sql('SELECT card_version FROM posts WHERE id = $1', [id]))[0]?.card_version);

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    [author, reader, mentioned] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
    await befriend(t.server.db, author, reader);
    const made = await sendForm(t.url, 'POST', '/post/video-post', {
      token: author.token,
      fields: { title: 'Factory tour', description: 'Walk with us' },
      files: [
        { name: 'tour.mp4', data: Buffer.from('00000018667479706d703432000000006d703432', 'hex') },
        { field: 'thumbnail', name: 'thumb.png', data: PNG },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    video = made.body.id;
    const other = await sendForm(t.url, 'POST', '/post/document-post', {
      token: author.token,
      fields: { body: 'Our catalogue', title: 'Catalogue', visible: 'connections' },
      files: [{ name: 'catalogue.pdf', data: PDF }],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    document = other.body.id;
  });
  afterAll(() => t?.close());

  it('bumps a post’s card on a change of every column it shows, and on none of its counters', async () => {
    const [trigger] = await sql(`SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'post_card_bumped'`);
    const definition = String(trigger?.def);
    const columns = (
      await sql(`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'posts'`)
    ).map((row) => String(row.name));
    const notShown = ['id', 'likes_count', 'comments_count', 'shares_count', 'views_count', 'link_url', 'search_document', 'card_version'];
    const shown = columns.filter((name) => !notShown.includes(name));
    expect(shown.filter((name) => !definition.includes(`old.${name}`) && !definition.includes(`OLD.${name}`))).toEqual([]);
    expect([...CARD_COLUMNS].sort()).toEqual(['id', ...shown].sort());
    for (const counter of notShown.slice(1, 5)) expect(definition).not.toMatch(new RegExp(`\\b${counter}\\b`));
  });

  it('answers in the home feed what the post read whole answers, after each write a card shows', async () => {
    for (const id of [video, document]) await expectSame(id, 'first read');

    const text = `Now with #Cards for @[Them](${mentioned.username})`;
    expect((await as(t.url, author)('PATCH', `/users/post/${document}`, { body: text })).status).toBe(200);
    const edited = await expectSame(document, 'the text edited: hashtags and mentions stored again');
    expect(edited).toMatchObject({ body: text, hashtags: ['cards'] });
    expect(edited.mentions).toEqual([{ id: mentioned.id, username: mentioned.username }]);

    const renamed = `renamed_${mentioned.id}`;
    expect((await as(t.url, mentioned)('PUT', '/users/update/me', { username: renamed })).status).toBe(200);
    expect((await expectSame(document, 'the mentioned member renamed')).mentions).toEqual([{ id: mentioned.id, username: renamed }]);

    await sql(`UPDATE files SET description = 'The tour, narrated' WHERE owner_type = 'post' AND owner_id = $1`, [video]);
    expect((await expectSame(video, 'a file described')).files[0]).toMatchObject({ description: 'The tour, narrated' });
    await sql(`UPDATE files SET deleted_at = now() WHERE owner_type = 'post_thumbnail' AND owner_id = $1`, [video]);
    expect((await expectSame(video, 'the cover deleted')).thumbnail).toBeNull();
    await sql(`DELETE FROM files WHERE owner_type = 'post' AND owner_id = $1`, [document]);
    expect((await expectSame(document, 'a file removed')).files).toEqual([]);

    await sql(
      `UPDATE posts SET link_preview = '{"url": "https://example.com", "title": "Example", "description": null, "image": null}' WHERE id = $1`,
      [video],
    );
    expect((await expectSame(video, 'a preview made')).linkPreview).toMatchObject({ title: 'Example' });
    expect((await as(t.url, author)('PATCH', `/users/post/${video}`, { commentPermission: 'no-one' })).status).toBe(200);
    expect((await expectSame(video, 'comments turned off')).commentPermission).toBe('no-one');
  });

  it('keeps a card through a like, a comment and a view: one statement a page, the counters read each time', async () => {
    await expectSame(video, 'cached');
    const before = await version(video);
    expect((await as(t.url, reader)('PUT', `/post/${video}/like`)).status).toBeLessThan(300);
    expect((await as(t.url, reader)('POST', `/post/${document}/comments`, { body: 'Noted' })).status).toBe(201);
    expect(await version(video)).toBe(before);
    const counter = countStatements(t.server);
    try {
      expect(await counter.during(() => as(t.url, reader)('GET', '/post?limit=100'))).toBe(1);
      const { fromFeed } = await bothWays(video);
      expect(fromFeed).toMatchObject({ likes: 1, didLike: true });
      expect((await bothWays(document)).fromFeed).toMatchObject({ comments: 1 });
      // A card changed since: its page reads that card again, one more statement.
      await sql(`UPDATE posts SET body = 'Edited by an operator' WHERE id = $1`, [video]);
      expect(await version(video)).toBe(before + 1);
      expect(await counter.during(() => as(t.url, reader)('GET', '/post?limit=100'))).toBe(2);
      expect(await counter.during(() => as(t.url, reader)('GET', '/post?limit=100'))).toBe(1);
    } finally {
      counter.restore();
    }
    expect((await expectSame(video, 'edited by SQL')).body).toBe('Edited by an operator');
  });

  it('shows a hidden, narrowed or deleted post to no one it should not reach, whatever card is kept', async () => {
    await expectSame(document, 'cached');
    await sql('UPDATE posts SET hidden_at = now() WHERE id = $1', [document]);
    expect((await bothWays(document)).fromFeed).toBeUndefined();
    await sql('UPDATE posts SET hidden_at = NULL WHERE id = $1', [document]);
    await expectSame(document, 'shown again');
    expect((await as(t.url, author)('PATCH', `/users/post/${document}`, { visible: 'hide' })).status).toBe(200);
    expect((await bothWays(document)).fromFeed).toBeUndefined();
    const own = await as(t.url, author)('GET', '/post?limit=100');
    expect(own.body.items.find((item: { id: number }) => item.id === document)).toMatchObject({ visible: 'hide' });
    expect((await as(t.url, author)('DELETE', `/post/${document}`)).status).toBe(204);
    expect((await as(t.url, author)('GET', '/post?limit=100')).body.items.map((item: { id: number }) => item.id)).not.toContain(document);
  });
});
