import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { countStatements, type StatementCounter } from '../../test/statement-count.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';

// docs/performance.md "Chat": every chat list and detail is one SQL statement (the session cached), whatever the rows.
describe.each(productionDatabase)('the chat read path on %s', (kind) => {
  let t: TestServer;
  let viewer: TestMember;
  let counter: StatementCounter;
  let room: { id: number; room_uuid: string };
  let companyId: number;
  let other: TestMember;

  /** Adds `n` group rooms of the viewer with 6 participants and 3 messages each, and 3 messages to the main room. */
  async function grow(n: number) {
    const db = t.server.db;
    for (let i = 0; i < n; i++) {
      const made = await as(t.url, viewer)('POST', '/chat-room', { room_type: 'group', title: `Group ${i}` });
      expect(made.status).toBe(201);
      for (let j = 0; j < 5; j++) {
        const friend = await addMember(db);
        await db.query('INSERT INTO chat_room_members (room_id, user_id) VALUES ($1, $2)', [made.body.id, friend.id]);
      }
      for (let j = 0; j < 3; j++) {
        await as(t.url, viewer)('POST', `/chat-room/${made.body.id}/chat-message`, { text: `Hello ${j}` });
        await as(t.url, other)('POST', `/chat-room/${room.id}/chat-message`, { text: `Hello again ${j}` });
      }
    }
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    viewer = await addMember(db);
    other = await addMember(db);
    await befriend(db, viewer, other);
    room = (await as(t.url, viewer)('POST', '/chat-room', { room_type: 'private', userId: other.id })).body;
    const [company] = await db.query<{ id: number }>(
      `INSERT INTO companies (name, slug, owner_id) VALUES ('Read Co', $1, $2) RETURNING id`,
      [`read-co-${Date.now()}`, viewer.id],
    );
    companyId = (company as { id: number }).id;
    await as(t.url, other)('POST', '/chat-room', { room_type: 'company', companyId });
    await grow(2);
    counter = countStatements(t.server);
  });
  afterAll(async () => {
    counter?.restore();
    await t?.close();
  });

  const reads = (): [string, string, unknown?][] => [
    ['GET', '/chat-room'],
    ['GET', '/chat-room?isArchived=true'],
    ['GET', `/chat-room/user/${viewer.id}`],
    ['GET', `/chat-room/company/${companyId}`],
    ['GET', `/chat-room/${room.id}`],
    ['GET', `/chat-room/${room.room_uuid}`],
    ['GET', `/chat-room/${room.id}/user`],
    ['GET', `/chat-room/${room.id}/chat-message`],
    ['GET', `/chat-room/${room.id}/chat-message?before=3`],
    ['GET', `/chat-room/${room.id}/chat-message?after=1`],
    ['POST', `/chat-room/${room.id}/chat-message/filter`, { text: 'hello' }],
    ['GET', '/chat-room/chat-message/unread/total'],
    ['GET', `/chat-room/chat-message/unread/total?companyId=${companyId}`],
    ['GET', `/chat-room/check-existed/${viewer.id}/${other.id}`],
    ['GET', '/chat-room/chat-auto-message/check'],
    ['GET', '/chat-room/settings'],
  ];

  it('reads every chat list and detail in one statement', async () => {
    for (const [method, path, body] of reads()) {
      await as(t.url, viewer)(method, path, body);
      const answer = { status: 0 };
      const statements = await counter.during(async () => Object.assign(answer, await as(t.url, viewer)(method, path, body)));
      expect(answer.status, path).toBe(200);
      expect(statements, path).toBe(1);
    }
  });

  it('runs no query per row: more rooms, participants and messages, the same statements', async () => {
    const before = new Map<string, number>();
    for (const [method, path, body] of reads()) before.set(path, await counter.during(() => as(t.url, viewer)(method, path, body)));
    counter.restore();
    await grow(4);
    counter = countStatements(t.server);
    const list = await as(t.url, viewer)('GET', '/chat-room');
    expect(list.body.total).toBe(7);
    const group = list.body.items.find((item: { room_type: string }) => item.room_type === 'group');
    expect(group.participants).toHaveLength(5);
    expect(group.participants[4].user.id).toBe(viewer.id);
    expect(group.participantsCount).toBe(6);
    for (const [method, path, body] of reads())
      expect(await counter.during(() => as(t.url, viewer)(method, path, body)), path).toBe(before.get(path));
  });
});
