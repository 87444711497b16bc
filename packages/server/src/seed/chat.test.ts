import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { seedChat } from './chat.ts';
import { DEMO_PASSWORD } from './demo.ts';

describe.each(databaseKinds)('demo conversations on %s', (kind) => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
    for (const name of ['ada', 'mehmet', 'claire']) {
      const signedIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: `${name}@dealgrow.io`, password: DEMO_PASSWORD } });
      tokens[name] = signedIn.body.token as string;
    }
  });
  afterAll(async () => t?.close());

  const get = (name: string, path: string) => call(t.url, 'GET', path, { token: tokens[name] ?? '' });

  it('gives Ada her conversations, one unread message from Claire among them, and Northwind Supply’s inbox', async () => {
    const rooms = (await get('ada', '/chat-room')).body;
    const kinds = rooms.items.map((room: { room_type: string; title: string | null }) => `${room.room_type}:${room.title ?? ''}`);
    expect(kinds).toEqual(expect.arrayContaining(['private:', 'group:Export partners', 'club:Export Club', 'company:Brightline Software']));
    const withClaire = rooms.items.find(
      (room: { room_type: string; participants: { user: { username: string } | null }[] }) =>
        room.room_type === 'private' && room.participants.some((p) => p.user?.username === 'claire'),
    );
    expect(withClaire).toMatchObject({ totalUnreadMessages: 1, lastSequence: 3 });
    const withMehmet = await get(
      'ada',
      `/chat-room/${rooms.items.find((room: { room_type: string; id: number }) => room.room_type === 'private' && room.id !== withClaire.id).id}/chat-message`,
    );
    expect(withMehmet.body.items).toHaveLength(8);
    expect((await get('ada', '/chat-room/chat-message/unread/total')).body).toEqual({ total: 2, rooms: 2 });
    const northwind = (await get('ada', '/company/my')).body.find((company: { slug: string }) => company.slug === 'northwind-supply');
    const inbox = (await get('ada', `/chat-room/company/${northwind.id}`)).body;
    expect(inbox.items[0]).toMatchObject({ room_type: 'company', totalUnreadMessages: 1 });
    expect((await get('claire', '/chat-room')).body.items.map((room: { title: string | null }) => room.title)).toContain('Export partners');
  });

  it('seeds once: running it again changes nothing', async () => {
    const count = async () =>
      (
        await t.server.db.query<{ rooms: number; messages: number }>(
          'SELECT (SELECT count(*)::int FROM chat_rooms) AS rooms, (SELECT count(*)::int FROM chat_messages) AS messages',
        )
      )[0];
    const before = await count();
    expect(before?.rooms).toBe(6);
    await seedChat(t.server.db);
    expect(await count()).toEqual(before);
  });
});
