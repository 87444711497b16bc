import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { browserKeys, decryptWebPush } from '../../test/web-push-decrypt.ts';
import { addMember, befriend, type TestMember } from '../network/fixtures.ts';
import { loadVapidKeys } from './push.ts';

/** A push service stand-in: records every request; an endpoint whose name starts with `gone` answers 410. */
class PushService {
  received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/push/gone') ? 410 : 201;
      response.end();
    });
  });
  host = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.host = `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
  take() {
    const received = this.received;
    this.received = [];
    return received;
  }
}

/** RFC 8291 decryption (shared with the app's Chromium push test, e2e/push.e2e.test.ts). */
const decrypt = decryptWebPush;

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the JWT verified with the server's public key. */
function checkVapid(authorization: string | undefined, publicKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${authorization}`);
  expect(match[2]).toBe(publicKey);
  const [header = '', payload = '', signature = ''] = match[1].split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toBe('mailto:notifications@dealgrow.io');
  expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed).toBe(true);
}

describe.each(productionDatabase)('Web Push on %s', (kind) => {
  const push = new PushService();
  let t: TestServer;
  let ada: TestMember;
  let bob: TestMember;
  let publicKey: string;
  const appUrl = 'http://app.example';

  const subscribe = async (member: TestMember, name: string, keys = browserKeys()) => {
    const answer = await call(t.url, 'POST', '/notifications/push-subscriptions', {
      token: member.token,
      body: { endpoint: `http://${push.host}/push/${name}`, expirationTime: null, keys: keys.json },
    });
    return { answer, keys };
  };
  const settled = () => t.server.notifications.settled();

  beforeAll(async () => {
    await push.start();
    t = await startTestServer(kind, { readCacheSeconds: 0, pushAllowHosts: [push.host], appUrl });
    ada = await addMember(t.server.db, { firstName: 'Ada', lastName: 'Push' });
    bob = await addMember(t.server.db, { firstName: 'Bob', lastName: 'Push' });
    await befriend(t.server.db, ada, bob);
    publicKey = (await call(t.url, 'GET', '/notifications/push/public-key')).body.publicKey;
  });
  afterAll(async () => {
    await t?.close();
    await push.stop();
  });

  it('keeps one VAPID key pair in the database across restarts', async () => {
    const [row] = await t.server.db.query<{ public_key: string }>('SELECT public_key FROM vapid_keys');
    expect(row?.public_key).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    // Another process on the same database (or this one restarted) reads the same pair back.
    expect((await loadVapidKeys(t.server.db)).publicKey).toBe(publicKey);
  });

  it('registers a subscription, sends the welcome push encrypted per RFC 8291 with a VAPID signature, once', async () => {
    const { answer, keys } = await subscribe(ada, 'ada-laptop');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.id).toMatch(/^[0-9a-f-]{36}$/);
    await settled();
    const [welcome, ...more] = push.take();
    expect(more).toHaveLength(0);
    expect(welcome?.path).toBe('/push/ada-laptop');
    expect(welcome?.headers['content-encoding']).toBe('aes128gcm');
    expect(welcome?.headers.ttl).toBe('86400');
    checkVapid(welcome?.headers.authorization, publicKey, `http://${push.host}`);
    expect(decrypt(welcome?.body ?? Buffer.alloc(0), keys)).toEqual({
      title: 'Notifications are on',
      body: 'Dealgrow will tell you here when someone connects, comments or sends you a lead.',
      url: `${appUrl}/settings/notifications`,
      tag: 'welcome',
    });

    // The same browser again: the same id, no second welcome.
    const again = await call(t.url, 'POST', '/notifications/push-subscriptions', {
      token: ada.token,
      body: { endpoint: `http://${push.host}/push/ada-laptop`, keys: keys.json },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(answer.body.id);
    await settled();
    expect(push.take()).toHaveLength(0);
    // The app then sends the id as the push-subscription id (SPEC §7).
    const saved = await call(t.url, 'PATCH', '/users/update/profile', { token: ada.token, body: { onesignal_player_id: answer.body.id } });
    expect(saved.status).toBe(204);
  });

  it('pushes a notification to every subscription of the member, in their language, unless push is off for its kind', async () => {
    const second = await subscribe(ada, 'ada-phone');
    expect(second.answer.status).toBe(201);
    await settled();
    push.take();
    await t.server.db.query(`UPDATE users SET default_language = 'fr' WHERE id = $1`, [ada.id]);
    const post = await sendForm(t.url, 'POST', '/post/body-post', { token: ada.token, fields: { body: 'Push me' } });
    await call(t.url, 'GET', `/post/like-post/${post.body.id}`, { token: bob.token });
    await settled();
    const received = push.take();
    expect(received.map((request) => request.path).sort()).toEqual(['/push/ada-laptop', '/push/ada-phone']);
    const phone = received.find((request) => request.path === '/push/ada-phone');
    expect(phone?.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(decrypt(phone?.body ?? Buffer.alloc(0), second.keys)).toEqual({
      title: 'Dealgrow',
      body: 'Bob Push a aimé votre publication.',
      url: `${appUrl}/fr/post/${post.body.id}`,
      tag: `post_liked:post:${post.body.id}`,
    });

    await call(t.url, 'PATCH', '/notifications/preferences', {
      token: ada.token,
      body: { items: [{ kind: 'post_commented', push: false }] },
    });
    await call(t.url, 'POST', `/post/${post.body.id}/comments`, { token: bob.token, body: { body: 'Quiet' } });
    await settled();
    expect(push.take()).toHaveLength(0);
    const listed = await call(t.url, 'GET', '/notifications', { token: ada.token });
    expect(listed.body.items.some((item: { kind: string }) => item.kind === 'post_commented')).toBe(true);
  });

  it('drops a subscription the push service says is gone (410)', async () => {
    const gone = await subscribe(bob, 'gone-tablet');
    expect(gone.answer.status).toBe(201);
    await settled();
    expect(push.take().map((request) => request.path)).toEqual(['/push/gone-tablet']);
    const rows = await t.server.db.query('SELECT id FROM push_subscriptions WHERE id = $1', [gone.answer.body.id]);
    expect(rows).toHaveLength(0);
  });

  it('refuses bad subscriptions, and lets only their member delete them', async () => {
    const keys = browserKeys().json;
    const plain = await call(t.url, 'POST', '/notifications/push-subscriptions', {
      token: bob.token,
      body: { endpoint: 'http://push.example/x', keys },
    });
    expect(plain.status).toBe(400);
    expect(plain.body.fields.endpoint).toBeDefined();
    const badKey = await call(t.url, 'POST', '/notifications/push-subscriptions', {
      token: bob.token,
      body: { endpoint: `http://${push.host}/push/bad`, keys: { ...keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } },
    });
    expect(badKey.status).toBe(400);
    const shortAuth = await call(t.url, 'POST', '/notifications/push-subscriptions', {
      token: bob.token,
      body: { endpoint: `http://${push.host}/push/bad`, keys: { ...keys, auth: randomBytes(12).toString('base64url') } },
    });
    expect(shortAuth.status).toBe(400);

    const mine = await subscribe(bob, 'bob-desk');
    await settled();
    push.take();
    const id = mine.answer.body.id as string;
    expect((await call(t.url, 'DELETE', `/notifications/push-subscriptions/${id}`, { token: ada.token })).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/notifications/push-subscriptions/${id}`)).status).toBe(401);
    expect((await call(t.url, 'DELETE', `/notifications/push-subscriptions/not-a-uuid`, { token: bob.token })).status).toBe(400);
    expect((await call(t.url, 'DELETE', `/notifications/push-subscriptions/${id}`, { token: bob.token })).status).toBe(204);
    expect((await call(t.url, 'DELETE', `/notifications/push-subscriptions/${id}`, { token: bob.token })).status).toBe(404);
  });
});
