import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { type ChatClient, connectChat, nextEvent } from '../realtime/test-clients.ts';

/**
 * docs/network.md "Photo visibility": a member's photo is given, in every answer that carries it, only to whom its
 * visibility allows (deals and their managers, reviews, leads, comments, chat…), and its file answers 404 to others.
 * Viewers: signed out, a member who is not a connection, a connection (and the member).
 */
describe.each(productionDatabase)('photo visibility in every answer and on the file, on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let friend: TestMember;
  let stranger: TestMember;
  let photo: string;
  let deal: number;
  let managedDeal: number;
  let post: number;
  let room: number;
  const DEFAULT = /\/assets\/default-profile\.svg$/;

  /** The photo address in `url` without its signature: the stored file it names. */
  const fileOf = (url: string) => new URL(url).searchParams.get('blobName')?.split('?')[0];

  /** Every photo of `owner` that `member` is given, one a place; the places must agree. */
  async function photosSeenBy(member: TestMember | undefined) {
    const call = as(t.url, member);
    const seen: Record<string, string> = {};
    const detail = await call('GET', `/deals/${deal}`);
    expect(detail.status).toBe(200);
    seen.dealAuthor = detail.body.author.profilePhotoUrl;
    const managed = await call('GET', `/deals/${managedDeal}`);
    seen.dealManager = managed.body.managers.find((m: { id: number }) => m.id === owner.id).profilePhotoUrl;
    const list = await call('GET', '/deals/new-deals?limit=50');
    seen.dealInList = list.body.items.find((item: { id: number }) => item.id === deal).author.profilePhotoUrl;
    const reviews = await call('GET', `/deals/${managedDeal}/reviews`);
    seen.review = reviews.body.items.find((item: { author: { id: number } }) => item.author.id === owner.id).author.profilePhotoUrl;
    const comments = await call('GET', `/post/${post}/comments`);
    seen.comment = comments.body.items.find((item: { author: { id: number } }) => item.author.id === owner.id).author.profilePhotoUrl;
    if (member) {
      const messages = await call('GET', `/chat-room/${room}/chat-message`);
      expect(messages.status, JSON.stringify(messages.body)).toBe(200);
      seen.chatMessage = messages.body.items.find((m: { sender: { id: number } }) => m.sender.id === owner.id).sender.profilePhotoUrl;
      const roomAnswer = await call('GET', `/chat-room/${room}`);
      seen.chatParticipant = roomAnswer.body.participants.find(
        (p: { user: { id: number } }) => p.user?.id === owner.id,
      ).user.profilePhotoUrl;
    } else {
      expect((await call('GET', `/chat-room/${room}/chat-message`)).status).toBe(401);
    }
    return seen;
  }

  const setVisibility = async (visibility: string) =>
    expect((await as(t.url, owner)('PATCH', '/users/profile-picture/visibility', { visibility })).status).toBe(200);

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    [owner, friend, stranger] = [await addMember(db), await addMember(db), await addMember(db)];
    await befriend(db, owner, friend);
    // The stranger knows the friend, not the owner: the friend's group room holds all three.
    await befriend(db, friend, stranger);
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const uploaded = await sendForm(t.url, 'PUT', `/users/${owner.id}`, {
      token: owner.token,
      files: [{ field: 'image', name: 'me.png', data: png }],
    });
    expect(uploaded.status).toBe(200);
    photo = uploaded.body.profilePhotoUrl;

    const [made] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, author_id) VALUES ('Photo deal', 'offer', $1) RETURNING id`,
      [owner.id],
    );
    deal = (made as { id: number }).id;
    const [other] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, author_id) VALUES ('Managed deal', 'offer', $1) RETURNING id`,
      [stranger.id],
    );
    managedDeal = (other as { id: number }).id;
    await db.query('INSERT INTO deal_managers (deal_id, user_id) VALUES ($1, $2)', [managedDeal, owner.id]);
    await db.query(`INSERT INTO deal_reviews (deal_id, author_id, content, rate) VALUES ($1, $2, 'Good partner', 5)`, [
      managedDeal,
      owner.id,
    ]);

    const created = await sendForm(t.url, 'POST', '/post/body-post', { token: stranger.token, fields: { body: 'Open to all' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    post = created.body.id;
    expect((await as(t.url, owner)('POST', `/post/${post}/comments`, { body: 'Mine' })).status).toBe(201);

    const group = await as(t.url, friend)('POST', '/chat-room', { room_type: 'group', title: 'Three of us' });
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    room = group.body.id;
    for (const member of [owner, stranger]) {
      const added = await as(t.url, friend)('POST', `/chat-room/${room}/user`, { userId: member.id });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    }
    expect((await as(t.url, owner)('POST', `/chat-room/${room}/chat-message`, { text: 'Hello' })).status).toBe(201);
  });
  afterAll(async () => t?.close());

  it('gives a public photo to everyone, signed out included, and its file opens without a token', async () => {
    await setVisibility('public');
    for (const member of [undefined, stranger, friend]) {
      for (const url of Object.values(await photosSeenBy(member))) expect(url).toBe(photo);
    }
    const file = await fetch(photo);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/^private/);
  });

  it('gives a connections-only photo to connections only, in deals, reviews, comments and chat', async () => {
    await setVisibility('connections');
    for (const [place, url] of Object.entries(await photosSeenBy(undefined))) expect(url, place).toMatch(DEFAULT);
    for (const [place, url] of Object.entries(await photosSeenBy(stranger))) expect(url, place).toMatch(DEFAULT);
    const seen = await photosSeenBy(friend);
    expect(Object.keys(seen)).toHaveLength(7);
    for (const [place, url] of Object.entries(seen)) expect(fileOf(url), place).toBe(fileOf(photo));
  });

  it('gives a members-only photo to signed-in members, not to the signed-out', async () => {
    await setVisibility('members');
    for (const [place, url] of Object.entries(await photosSeenBy(undefined))) expect(url, place).toMatch(DEFAULT);
    for (const member of [stranger, friend]) {
      for (const [place, url] of Object.entries(await photosSeenBy(member))) expect(fileOf(url), place).toBe(fileOf(photo));
    }
  });

  it('answers a restricted photo’s file 404 to whom its visibility does not allow, never with a shared cache', async () => {
    await setVisibility('connections');
    const plain = photo.split('&')[0] as string;
    const read = (member: TestMember | undefined, url = plain) =>
      fetch(url, { headers: member ? { authorization: `Bearer ${member.token}` } : {} });
    expect((await read(undefined)).status).toBe(404);
    expect((await read(stranger)).status).toBe(404);
    const byFriend = await read(friend);
    expect(byFriend.status).toBe(200);
    expect(byFriend.headers.get('cache-control')).toMatch(/^private/);
    expect(byFriend.headers.get('vary')).toMatch(/authorization/i);
    expect((await read(owner)).status).toBe(200);

    // The address a connection is given is signed for them: it opens in an <img>, which sends no token.
    const given = (await photosSeenBy(friend)).dealAuthor as string;
    expect(given).not.toBe(photo);
    const signed = await read(undefined, given);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    // The owner's own answers are signed for them too.
    const me = await as(t.url, owner)('GET', '/users/me');
    expect(fileOf(me.body.profilePhotoUrl)).toBe(fileOf(photo));
    expect((await read(undefined, me.body.profilePhotoUrl)).status).toBe(200);

    await setVisibility('members');
    expect((await read(undefined)).status).toBe(404);
    expect((await read(stranger)).status).toBe(200);
    await setVisibility('public');
    expect((await read(undefined)).status).toBe(200);
  });

  it('gives the sender’s photo in a live chat message to whom its visibility allows, each room member their own', async () => {
    await setVisibility('connections');
    const [byFriend, byStranger] = await Promise.all([connectChat(t.url, friend.token), connectChat(t.url, stranger.token)]);
    try {
      const heard = (client: ChatClient) => nextEvent(client, 'message:new', ({ message }) => message.text === 'Live hello');
      const [toFriend, toStranger] = [heard(byFriend), heard(byStranger)];
      expect((await as(t.url, owner)('POST', `/chat-room/${room}/chat-message`, { text: 'Live hello' })).status).toBe(201);
      // The connection sees the photo live as on a reload, at an address that opens without a token (an <img>).
      const seenByFriend = (await toFriend).message.sender?.profilePhotoUrl as string;
      expect(fileOf(seenByFriend)).toBe(fileOf(photo));
      expect((await fetch(seenByFriend)).status).toBe(200);
      expect((await toStranger).message.sender?.profilePhotoUrl).toMatch(DEFAULT);

      await setVisibility('members');
      const [again, againStranger] = [
        nextEvent(byFriend, 'message:new', ({ message }) => message.text === 'Members only'),
        nextEvent(byStranger, 'message:new', ({ message }) => message.text === 'Members only'),
      ];
      expect((await as(t.url, owner)('POST', `/chat-room/${room}/chat-message`, { text: 'Members only' })).status).toBe(201);
      expect(fileOf((await again).message.sender?.profilePhotoUrl as string)).toBe(fileOf(photo));
      expect(fileOf((await againStranger).message.sender?.profilePhotoUrl as string)).toBe(fileOf(photo));
    } finally {
      byFriend.close();
      byStranger.close();
    }
  });
});
