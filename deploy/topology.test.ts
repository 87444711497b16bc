import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type CallOptions, type ChatSession, call, openChat, until } from './client.ts';
import { type ApiProcess, type Cluster, serverDir, startCluster, stopAll, waitUntilServed } from './local-cluster.mjs';

// The deployment of docs/deploy.md, tested whole (docs/deploy.md "Topology test"): HAProxy round-robin in front of
// three compiled API processes on one Postgres, Redis and Azurite, mail over real SMTP. Every call goes through the
// balancer, so one member's calls land on different processes.

const APP_URL = 'https://app.dealgrow.test';
const PASSWORD = 'correct-horse-battery-9';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The chat allows 30 sends a minute a member (docs/rate-limits.md): the traffic stays under it. */
const CHAT_SENDS_PER_MEMBER = 24;

interface Member {
  id: number;
  email: string;
  username: string;
  token: string;
}

const pg = createRequire(join(serverDir, 'package.json'))('pg') as typeof import('pg');

let cluster: Cluster;
let counter = 0;

const api = (method: string, path: string, options?: CallOptions) => call(cluster.url, method, path, options);
const as =
  (member: Member) =>
  (method: string, path: string, options: Omit<CallOptions, 'token'> = {}): Promise<Answer> =>
    api(method, path, { ...options, token: member.token });

/** Signs a member up through the balancer, follows the link of the verification mail received over SMTP, signs in. */
async function joinDealgrow(firstName: string): Promise<Member> {
  counter += 1;
  const username = `${firstName.toLowerCase()}${Date.now().toString(36)}${counter}`;
  const email = `${username}@gmail.com`;
  const signedUp = await api('POST', '/auth/sign-up', { body: { email, password: PASSWORD, username, firstName, lastName: 'Topology' } });
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);

  const mail = await cluster.smtp.next((caught) => caught.to === email);
  expect(mail.subject).toBe('Verify your e-mail address for Dealgrow');
  const link = new URL(mail.text.match(/https:\/\/app\.dealgrow\.test\S+/)?.[0] ?? 'https://missing.invalid/');
  expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/auth/verify-email`);
  const verified = await api('POST', '/auth/verify-email', { body: { token: link.searchParams.get('token') } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(verified.body.user.is_email_verified).toBe(true);

  const signedIn = await api('POST', '/auth/sign-in', { body: { email, password: PASSWORD } });
  expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
  return { id: signedIn.body.user.id, email, username, token: signedIn.body.token };
}

/** Connects two members (a request and its acceptance) and opens their private chat room. */
async function privateRoom(a: Member, b: Member): Promise<number> {
  const asked = await as(a)('POST', '/member-connection/request', { body: { id: b.id } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const accepted = await as(b)('GET', `/member-connection/${asked.body.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const room = await as(a)('POST', '/chat-room', { body: { room_type: 'private', userId: b.id } });
  expect(room.status, JSON.stringify(room.body)).toBe(201);
  return room.body.id;
}

/** A chat socket for `member` on another process than `avoid`'s: round-robin gives the next one at the next try. */
async function chatAwayFrom(member: Member, avoid: string | undefined): Promise<ChatSession> {
  for (let tries = 0; tries < 6; tries++) {
    const session = await openChat(cluster.url, member.token);
    if (session.servedBy !== undefined && session.servedBy !== avoid) return session;
    session.close();
  }
  throw new Error(`every socket of ${member.username} landed on ${avoid}`);
}

const sessions: ChatSession[] = [];

beforeAll(async () => {
  cluster = await startCluster({
    apis: 3,
    appUrl: APP_URL,
    // Mail queued by another process is looked for every second (the process that queued it wakes at once).
    env: { MAIL_POLL_SECONDS: '1', MAIL_RETRY_SECONDS: '0.2' },
  });
}, 60_000);

afterAll(async () => {
  for (const session of sessions) session.close();
  await stopAll();
});

describe('three API processes behind HAProxy (round-robin), on Postgres, Redis, Azurite and SMTP', () => {
  let alice: Member;
  let bob: Member;
  let room: number;

  it('signs up through the balancer, verifies by the mail received over SMTP, signs in, on whichever process', async () => {
    [alice, bob] = await Promise.all([joinDealgrow('Alice'), joinDealgrow('Bob')]);
    // Round-robin: one member's consecutive calls are answered by every process, and each accepts her session.
    const served = new Set<string | null>();
    for (let i = 0; i < 3; i++) {
      const me = await as(alice)('GET', '/users/me');
      expect(me.status).toBe(200);
      served.add(me.servedBy);
    }
    expect(served).toEqual(new Set(['api1', 'api2', 'api3']));
  });

  it('posts an image kept in Azurite, read back through the other processes; a like reaches the author’s bell', async () => {
    const posted = await as(alice)('POST', '/post/media-post', {
      form: { fields: { body: 'Our new warehouse' }, files: [{ name: 'warehouse.png', data: PNG, type: 'image/png' }] },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const file = posted.body.files[0];
    expect(file).toMatchObject({ mime_type: 'image/png' });
    // Two reads in a row: two other processes than the one that stored the file, each reading it from Azurite.
    for (let i = 0; i < 2; i++) {
      const download = await fetch(`${cluster.url}/api/azure/download?blobName=${encodeURIComponent(file.path)}`, {
        headers: { authorization: `Bearer ${bob.token}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('x-served-by')).not.toBe(posted.servedBy);
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
    }

    const liked = await as(bob)('PUT', `/post/${posted.body.id}/like`);
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    await until(async () => {
      const bell = await as(alice)('GET', '/notifications');
      return bell.body.items.some((item: { kind: string }) => item.kind === 'post_liked');
    }, 'the like in the author’s notifications');
    const unread = await as(alice)('GET', '/notifications/unread/total');
    expect(unread.body.total).toBeGreaterThanOrEqual(1);
  });

  it('chats between two members whose sockets are on different processes', async () => {
    room = await privateRoom(alice, bob);
    const aliceChat = await openChat(cluster.url, alice.token);
    sessions.push(aliceChat);
    const bobChat = await chatAwayFrom(bob, aliceChat.servedBy);
    sessions.push(bobChat);
    expect(aliceChat.servedBy).toMatch(/^api[123]$/);
    expect(bobChat.servedBy).toMatch(/^api[123]$/);
    expect(bobChat.servedBy).not.toBe(aliceChat.servedBy);
    aliceChat.follow(room);
    bobChat.follow(room);

    const hello = await as(alice)('POST', `/chat-room/${room}/chat-message`, { body: { text: 'Hello Bob' } });
    expect(hello.status, JSON.stringify(hello.body)).toBe(201);
    expect((await bobChat.received(room, hello.body.id)).text).toBe('Hello Bob');
    const reply = await as(bob)('POST', `/chat-room/${room}/chat-message`, { body: { text: 'Hello Alice' } });
    expect(reply.status).toBe(201);
    expect((await aliceChat.received(room, reply.body.id)).text).toBe('Hello Alice');
  });
});
