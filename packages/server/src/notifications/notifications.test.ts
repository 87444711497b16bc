import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturedEvents } from '../../test/captured-events.ts';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { NOTIFICATION_KINDS } from './kinds.ts';
import { notify } from './notify.ts';
import type { Notification } from './schemas.ts';

describe.each(productionDatabase)('notifications on %s', (kind) => {
  let t: TestServer;
  let ada: TestMember;
  let bob: TestMember;
  let cem: TestMember;
  let dan: TestMember;
  let stranger: TestMember;
  const captured = new CapturedEvents();

  const list = async (member: TestMember, query = '') => {
    const answer = await call(t.url, 'GET', `/notifications${query}`, { token: member.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: Notification[]; total: number; page: number; limit: number };
  };
  const unread = async (member: TestMember) => {
    const answer = await call(t.url, 'GET', '/notifications/unread/total', { token: member.token });
    expect(answer.status).toBe(200);
    return (answer.body as { total: number }).total;
  };
  const allSeen = async (member: TestMember) => {
    expect((await call(t.url, 'POST', '/notifications/seen', { token: member.token, body: {} })).status).toBe(200);
  };
  const newPost = async (author: TestMember, body = 'Hello network') => {
    const answer = await sendForm(t.url, 'POST', '/post/body-post', { token: author.token, fields: { body } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { id: number }).id;
  };
  const ofKind = (items: Notification[], kind: Notification['kind']) => items.filter((item) => item.kind === kind);

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    t.server.chatEvents.attach(captured);
    const db = t.server.db;
    ada = await addMember(db, { firstName: 'Ada', lastName: 'Notify' });
    bob = await addMember(db, { firstName: 'Bob', lastName: 'Notify' });
    cem = await addMember(db, { firstName: 'Cem', lastName: 'Notify' });
    dan = await addMember(db, { firstName: 'Dan', lastName: 'Notify' });
    stranger = await addMember(db, { firstName: 'Sam', lastName: 'Stranger' });
    await befriend(db, ada, bob);
    await befriend(db, ada, cem);
  });
  afterAll(async () => {
    t?.server.chatEvents.detach();
    await t?.close();
  });

  it('refuses anonymous callers on every member route; the VAPID public key is public', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/notifications'],
      ['POST', '/notifications/seen', {}],
      ['GET', '/notifications/unread/total'],
      ['GET', '/notifications/preferences'],
      ['PATCH', '/notifications/preferences', { items: [{ kind: 'post_liked', push: false }] }],
      [
        'POST',
        '/notifications/push-subscriptions',
        { endpoint: 'https://push.example/x', keys: { p256dh: 'a'.repeat(87), auth: 'b'.repeat(22) } },
      ],
      ['DELETE', '/notifications/push-subscriptions/2b0b3c3e-8a4f-4d6b-9a55-1f4a2c3d4e5f'],
    ];
    for (const [method, path, body] of routes) {
      const answer = await call(t.url, method, path, body === undefined ? {} : { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.code).toBe('unauthorized');
    }
    const key = await call(t.url, 'GET', '/notifications/push/public-key');
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('tells a member of a connection request, and its sender once accepted', async () => {
    captured.take();
    const sent = await as(t.url, dan)('POST', '/member-connection/request', { id: ada.id });
    expect(sent.status).toBe(201);
    const [request] = ofKind((await list(ada)).items, 'connection_request');
    expect(request).toMatchObject({
      kind: 'connection_request',
      subject: { type: 'friendship', id: sent.body.id },
      actorsCount: 1,
      count: 1,
      seen: false,
      text: 'Dan Notify wants to connect with you.',
      url: '/network/received',
    });
    expect(request?.actors.map((actor) => actor.id)).toEqual([dan.id]);
    // Delivered live to Ada alone: the notification as the list shows it, then her unread total.
    const live = captured.take().filter((event) => event.event.startsWith('notification:'));
    expect(live.map((event) => [event.event, event.audience])).toEqual([
      ['notification:new', [ada.id]],
      ['notification:unread', [ada.id]],
    ]);
    expect(live[0]?.payload.notification).toEqual(request);
    expect(live[1]?.payload).toEqual({ total: await unread(ada) });

    const accepted = await as(t.url, ada)('GET', `/member-connection/${sent.body.id}/accept`);
    expect(accepted.status).toBe(200);
    const [back] = ofKind((await list(dan)).items, 'connection_accepted');
    expect(back).toMatchObject({ text: 'Ada Notify accepted your invitation to connect.', url: `/${ada.username}` });
    // The French catalogue when the caller asks for it.
    const french = await call(t.url, 'GET', '/notifications', { token: dan.token, headers: { 'accept-language': 'fr' } });
    expect(french.body.items[0].text).toBe('Ada Notify a accepté votre invitation à vous connecter.');
  });

  it('groups likes of one post while unread: two members make one notification of 2, a like given again counts once', async () => {
    const post = await newPost(ada);
    await allSeen(ada);
    expect((await as(t.url, bob)('GET', `/post/like-post/${post}`)).body.liked).toBe(true);
    expect((await as(t.url, cem)('GET', `/post/like-post/${post}`)).body.liked).toBe(true);
    // Bob takes his like back and gives it again: no new actor, and taking it back tells nobody.
    expect((await as(t.url, bob)('GET', `/post/like-post/${post}`)).body.liked).toBe(false);
    expect((await as(t.url, bob)('GET', `/post/like-post/${post}`)).body.liked).toBe(true);
    // Ada's own like tells nobody.
    await as(t.url, ada)('GET', `/post/like-post/${post}`);
    const likes = ofKind((await list(ada)).items, 'post_liked');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({ subject: { type: 'post', id: post }, actorsCount: 2, count: 3, seen: false, url: `/post/${post}` });
    expect(likes[0]?.actors.map((actor) => actor.id)).toEqual([bob.id, cem.id]);
    expect(likes[0]?.text).toBe('Bob Notify and Cem Notify liked your post.');
    expect(await unread(ada)).toBe(1);

    // Once seen, the next like opens a new notification.
    await allSeen(ada);
    await as(t.url, dan)('GET', `/post/like-post/${post}`);
    const after = ofKind((await list(ada)).items, 'post_liked');
    expect(after.map((item) => [item.actorsCount, item.seen])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('says “and N others” past two actors, in three languages', async () => {
    const post = await newPost(bob);
    for (const member of [ada, cem, dan]) await as(t.url, member)('GET', `/post/like-post/${post}`);
    const [like] = ofKind((await list(bob)).items, 'post_liked');
    expect(like).toMatchObject({ actorsCount: 3, text: 'Dan Notify and 2 others liked your post.' });
    expect(like?.actors.map((actor) => actor.id)).toEqual([dan.id, cem.id, ada.id]);
    const turkish = await call(t.url, 'GET', '/notifications', { token: bob.token, headers: { 'accept-language': 'tr' } });
    expect(turkish.body.items[0].text).toBe('Dan Notify ve 2 kişi daha gönderinizi beğendi.');
  });

  it('tells a post’s author of comments and the members a post mentions', async () => {
    const post = await newPost(ada, `Thanks @[Bob Notify](${bob.username}) and @[Sam](${stranger.username})`);
    const [mention] = ofKind((await list(bob)).items, 'mentioned');
    expect(mention).toMatchObject({ subject: { type: 'post', id: post }, text: 'Ada Notify mentioned you in a post.' });
    expect(ofKind((await list(stranger)).items, 'mentioned')).toHaveLength(1);

    const comment = await as(t.url, cem)('POST', `/post/${post}/comments`, {
      body: 'Well said, thanks for sharing this with all of us here.',
    });
    expect(comment.status).toBe(201);
    const [commented] = ofKind((await list(ada)).items, 'post_commented');
    expect(commented).toMatchObject({ subject: { type: 'post', id: post }, text: 'Cem Notify commented on your post.' });
    expect(commented?.data.preview).toBe('Well said, thanks for sharing this with all of us here.');
  });

  it('keeps one chat notification a room while unread, never for the sender', async () => {
    const room = await as(t.url, ada)('POST', '/chat-room', { room_type: 'private', userId: bob.id });
    expect([200, 201]).toContain(room.status);
    await allSeen(bob);
    for (const text of ['Hi Bob', 'Are you there?']) {
      expect((await as(t.url, ada)('POST', `/chat-room/${room.body.id}/chat-message`, { text })).status).toBe(201);
    }
    const messages = ofKind((await list(bob)).items, 'chat_message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      subject: { type: 'chat_room', id: room.body.id },
      count: 2,
      actorsCount: 1,
      data: { preview: 'Are you there?', roomUuid: room.body.room_uuid },
      text: 'Ada Notify sent you 2 messages.',
      url: `/message?room=${room.body.room_uuid}`,
    });
    expect(ofKind((await list(ada)).items, 'chat_message')).toHaveLength(0);
  });

  it('tells the deal’s side of a new lead and the sender of its status changes', async () => {
    const [deal] = await t.server.db.query<{ id: number }>(
      `INSERT INTO deals (title, type, author_id, buy_price, buy_currency) VALUES ('Desk offer', 'offer', $1, 100, 'EUR') RETURNING id`,
      [ada.id],
    );
    const lead = await sendForm(t.url, 'POST', '/lead', {
      token: dan.token,
      fields: { deal_id: deal?.id ?? 0, type: 'buy', text: 'I need it' },
    });
    expect(lead.status, JSON.stringify(lead.body)).toBe(201);
    const [created] = ofKind((await list(ada)).items, 'lead_new');
    expect(created).toMatchObject({
      subject: { type: 'lead', id: lead.body.id },
      text: 'Dan Notify sent you a new lead.',
      url: `/leads/${lead.body.id}`,
    });
    expect(ofKind((await list(dan)).items, 'lead_new')).toHaveLength(0);

    expect((await as(t.url, ada)('PATCH', `/lead/status/${lead.body.id}`, { status: 'in-progress' })).status).toBe(200);
    const [moved] = ofKind((await list(dan)).items, 'lead_status');
    expect(moved).toMatchObject({ data: { status: 'in-progress' }, text: 'Ada Notify updated a lead: in-progress.' });
  });

  it('sends the memberships’ and payouts’ kinds with no actor', async () => {
    await notify(t.server, {
      kind: 'payout_paid',
      recipients: [cem.id],
      subject: { type: 'payout', id: 7 },
      data: { amount: 120.5, currency: 'EUR' },
    });
    await notify(t.server, {
      kind: 'membership_payment_failed',
      recipients: [cem.id],
      subject: { type: 'membership', id: 3 },
      data: { plan: 'Business' },
    });
    const items = (await list(cem)).items;
    expect(ofKind(items, 'payout_paid')[0]).toMatchObject({
      actors: [],
      actorsCount: 0,
      text: 'A payout of €120.50 is on its way to your account.',
      url: '/settings/earnings',
    });
    expect(ofKind(items, 'membership_payment_failed')[0]?.text).toContain('Business membership failed');
    // A failure never reaches the caller: an unknown kind in the database's eyes is only logged.
    await expect(
      notify(t.server, { kind: 'post_liked', recipients: [cem.id], actorId: 2_000_000_000, subject: { type: 'post', id: 1 } }),
    ).resolves.toBeUndefined();
  });

  it('leaves out a kind a member turned off, and answers every kind’s preference', async () => {
    const before = await call(t.url, 'GET', '/notifications/preferences', { token: dan.token });
    expect(before.body.items).toHaveLength(NOTIFICATION_KINDS.length);
    expect(before.body.items.every((item: { inApp: boolean; push: boolean }) => item.inApp && item.push)).toBe(true);
    const changed = await call(t.url, 'PATCH', '/notifications/preferences', {
      token: dan.token,
      body: {
        items: [
          { kind: 'post_liked', inApp: false },
          { kind: 'chat_message', push: false },
        ],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items.find((item: { kind: string }) => item.kind === 'post_liked')).toEqual({
      kind: 'post_liked',
      inApp: false,
      push: true,
      email: 'weekly',
    });
    expect(changed.body.items.find((item: { kind: string }) => item.kind === 'chat_message')).toEqual({
      kind: 'chat_message',
      inApp: true,
      push: false,
      email: 'instant',
    });
    const again = await call(t.url, 'GET', '/notifications/preferences', { token: dan.token });
    expect(again.body).toEqual(changed.body);

    const post = await newPost(dan);
    await as(t.url, ada)('GET', `/post/like-post/${post}`);
    expect(ofKind((await list(dan)).items, 'post_liked')).toHaveLength(0);
    // A comment, still on, is there.
    await as(t.url, ada)('POST', `/post/${post}/comments`, { body: 'Nice' });
    expect(ofKind((await list(dan)).items, 'post_commented')).toHaveLength(1);

    const bad = await call(t.url, 'PATCH', '/notifications/preferences', {
      token: dan.token,
      body: { items: [{ kind: 'spam', push: false }] },
    });
    expect(bad.status).toBe(400);
  });

  it('marks seen by ids or all, keeps the unread total, and never shows or touches another member’s notifications', async () => {
    const post = await newPost(cem);
    await allSeen(cem);
    await as(t.url, ada)('GET', `/post/like-post/${post}`);
    await as(t.url, ada)('POST', `/post/${post}/comments`, { body: 'Great' });
    expect(await unread(cem)).toBe(2);
    const items = (await list(cem)).items.filter((item) => !item.seen);
    const [first, second] = items;
    if (!first || !second) throw new Error('two unread notifications expected');

    // Another member can neither mark them nor see them.
    const foreign = await call(t.url, 'POST', '/notifications/seen', { token: stranger.token, body: { ids: [first.id] } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('not_found');
    const strangers = await list(stranger);
    expect(strangers.items.some((item) => item.id === first.id || item.id === second.id)).toBe(false);
    // One of mine and one not mine: refused whole, nothing changes.
    expect((await call(t.url, 'POST', '/notifications/seen', { token: cem.token, body: { ids: [first.id, 2_000_000_000] } })).status).toBe(
      404,
    );
    expect(await unread(cem)).toBe(2);

    captured.take();
    const one = await call(t.url, 'POST', '/notifications/seen', { token: cem.token, body: { ids: [first.id, first.id] } });
    expect(one.body).toEqual({ updated: 1, total: 1 });
    expect(captured.take()).toEqual([{ audience: [cem.id], event: 'notification:unread', payload: { total: 1 } }]);
    const rest = await call(t.url, 'POST', '/notifications/seen', { token: cem.token, body: {} });
    expect(rest.body).toEqual({ updated: 1, total: 0 });
    expect(await unread(cem)).toBe(0);
    expect((await list(cem)).items.every((item) => item.seen)).toBe(true);

    const bad = await call(t.url, 'POST', '/notifications/seen', { token: cem.token, body: { ids: [0] } });
    expect(bad.status).toBe(400);
  });

  it('pages newest first with the total', async () => {
    const all = await list(ada);
    const firstPage = await list(ada, '?page=1&limit=2');
    const secondPage = await list(ada, '?page=2&limit=2');
    expect(firstPage.total).toBe(all.total);
    expect([...firstPage.items, ...secondPage.items].map((item) => item.id)).toEqual(all.items.slice(0, 4).map((item) => item.id));
    const times = all.items.map((item) => Date.parse(item.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await call(t.url, 'GET', '/notifications?limit=1000', { token: ada.token })).status).toBe(400);
  });
});
