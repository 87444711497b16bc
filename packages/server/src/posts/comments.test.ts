import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import type { CommentPermission } from './schemas.ts';

type Commenter = 'author' | 'connection' | 'stranger' | 'anonymous';
/** docs/posts.md "Comments": who may comment under each permission (on a public post everyone may see). */
const MAY_COMMENT: Record<CommentPermission, Record<Commenter, number>> = {
  anyone: { author: 201, connection: 201, stranger: 201, anonymous: 401 },
  connections: { author: 201, connection: 201, stranger: 403, anonymous: 401 },
  'no-one': { author: 403, connection: 403, stranger: 403, anonymous: 401 },
};

describe.each(productionDatabase)('comments on %s', (kind) => {
  let t: TestServer;
  let author: TestMember;
  let connection: TestMember;
  let stranger: TestMember;
  let follower: TestMember;
  let companyId: number;
  const member = (who: Commenter) => ({ author, connection, stranger, anonymous: undefined })[who];

  const newPost = async (fields: Record<string, string | number>) => {
    const created = await sendForm(t.url, 'POST', '/post/body-post', { token: author.token, fields: { body: 'Discuss', ...fields } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    const db = t.server.db;
    [author, connection, stranger, follower] = [await addMember(db), await addMember(db), await addMember(db), await addMember(db)];
    await befriend(db, author, connection);
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id, membership_type) VALUES ('Commenting Co', $1, $2, 'SHOP') RETURNING id`,
      [`commenting-${author.id}`, author.id],
    );
    companyId = (company as { id: number }).id;
    await db.query('INSERT INTO company_followers (company_id, user_id) VALUES ($1, $2)', [companyId, follower.id]);
  });
  afterAll(async () => t?.close());

  it.each(Object.keys(MAY_COMMENT) as CommentPermission[])('enforces commentPermission %s for each commenter', async (permission) => {
    const id = await newPost({ commentPermission: permission });
    for (const who of Object.keys(MAY_COMMENT[permission]) as Commenter[]) {
      const answer = await as(t.url, member(who))('POST', `/post/${id}/comments`, { body: `From ${who}` });
      expect(answer.status, `${permission} ${who}`).toBe(MAY_COMMENT[permission][who]);
      if (answer.status === 403) expect(answer.body.code).toBe('forbidden');
    }
    const expected = Object.values(MAY_COMMENT[permission]).filter((status) => status === 201).length;
    expect((await as(t.url, stranger)('GET', `/post/${id}`)).body.comments).toBe(expected);
  });

  it('connections of a company post are its followers (and its managers)', async () => {
    const id = await newPost({ commentPermission: 'connections', shareType: 'company', authorId: companyId });
    expect((await as(t.url, follower)('POST', `/post/${id}/comments`, { body: 'Following you' })).status).toBe(201);
    expect((await as(t.url, connection)('POST', `/post/${id}/comments`, { body: 'Not following' })).status).toBe(403);
    expect((await as(t.url, author)('POST', `/post/${id}/comments`, { body: 'Owner' })).status).toBe(201);
  });

  it('threads replies one level deep, edits and deletes as their writers and the post’s author may', async () => {
    const id = await newPost({});
    const top = await as(t.url, connection)('POST', `/post/${id}/comments`, { body: 'Top' });
    expect(top).toMatchObject({
      status: 201,
      body: { parentId: null, body: 'Top', author: { id: connection.id }, canEdit: true, canDelete: true },
    });
    const reply = await as(t.url, stranger)('POST', `/post/${id}/comments`, { body: 'Reply', parentId: top.body.id });
    expect(reply).toMatchObject({ status: 201, body: { parentId: top.body.id } });
    const replyToReply = await as(t.url, author)('POST', `/post/${id}/comments`, { body: 'Reply to reply', parentId: reply.body.id });
    expect(replyToReply).toMatchObject({ status: 201, body: { parentId: top.body.id } });
    expect((await as(t.url, author)('POST', `/post/${id}/comments`, { body: 'x', parentId: 2_000_000_000 })).status).toBe(404);

    const list = await as(t.url, undefined)('GET', `/post/${id}/comments`);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.items[0]).toMatchObject({ id: top.body.id, repliesTotal: 2, canEdit: false, canDelete: false });
    expect(list.body.items[0].replies.map((r: { body: string }) => r.body)).toEqual(['Reply', 'Reply to reply']);

    expect((await as(t.url, stranger)('PATCH', `/post/${id}/comments/${top.body.id}`, { body: 'Hijack' })).status).toBe(403);
    expect((await as(t.url, author)('PATCH', `/post/${id}/comments/${top.body.id}`, { body: 'Hijack' })).status).toBe(403);
    expect(await as(t.url, connection)('PATCH', `/post/${id}/comments/${top.body.id}`, { body: 'Top, edited' })).toMatchObject({
      status: 200,
      body: { body: 'Top, edited' },
    });
    expect((await as(t.url, undefined)('PATCH', `/post/${id}/comments/${top.body.id}`, { body: 'x' })).status).toBe(401);
    expect((await as(t.url, stranger)('DELETE', `/post/${id}/comments/${top.body.id}`)).status).toBe(403);
    expect((await as(t.url, stranger)('DELETE', `/post/${id}/comments/${reply.body.id}`)).status).toBe(204);
    expect((await as(t.url, author)('GET', `/post/${id}`)).body.comments).toBe(2);
    // The post's author removes the thread: its replies go with it.
    expect((await as(t.url, author)('DELETE', `/post/${id}/comments/${top.body.id}`)).status).toBe(204);
    expect((await as(t.url, author)('GET', `/post/${id}`)).body.comments).toBe(0);
    expect((await as(t.url, author)('GET', `/post/${id}/comments`)).body).toMatchObject({ total: 0, items: [] });
    expect((await as(t.url, author)('DELETE', `/post/${id}/comments/${top.body.id}`)).status).toBe(404);
    // A comment of another post is not found through this one.
    const other = await newPost({});
    const elsewhere = await as(t.url, author)('POST', `/post/${other}/comments`, { body: 'Elsewhere' });
    expect((await as(t.url, author)('PATCH', `/post/${id}/comments/${elsewhere.body.id}`, { body: 'x' })).status).toBe(404);
  });

  it('refuses bad comments with 400', async () => {
    const id = await newPost({});
    for (const body of [
      {},
      { body: '' },
      { body: '  ' },
      { body: 'x'.repeat(1251) },
      { body: 'ok', parentId: 0 },
      { body: 'ok', extra: 1 },
      { body: 'a\u0000b' },
    ]) {
      expect((await as(t.url, author)('POST', `/post/${id}/comments`, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
