import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { PNG, sendForm } from '../../test/uploads.ts';
import { addMember, as, befriend, type TestMember } from '../network/fixtures.ts';
import { addressExpiry, signFilePath } from './signed-addresses.ts';

/** The server's key in these tests, so a test can make an address the server would have made at another time. */
const SECRET = 'signed-addresses-test-secret-0123456789abcdef';
const SECONDS = 600;

/** A few bytes an MP4 starts with (an ISO base media `ftyp` box). */
const box = (size: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(size);
  return bytes;
};
const MP4 = Buffer.concat([
  box(24),
  Buffer.from('ftypisom'),
  box(512),
  Buffer.from('isommp41'),
  Buffer.alloc(8),
  Buffer.from('mdat'),
  Buffer.alloc(64, 7),
]);
/** A second, different PNG (the first with a trailing byte), so two files of a post differ. */
const OTHER_PNG = Buffer.concat([PNG, Buffer.from([0])]);

const SIGNED = /^(\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+)\?expires=(\d+)&viewer=(\d+)&signature=([0-9a-f]{64})$/;
const PLAIN = /^\d{4}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]+$/;

interface FileAnswer {
  path: string;
}
interface PostAnswer {
  id: number;
  files: FileAnswer[];
  thumbnail: FileAnswer | null;
  sharedPost: PostAnswer | null;
}

/** The parts of a signed path; fails the test when the path is not one. */
function parts(path: string) {
  const match = SIGNED.exec(path);
  if (!match) throw new Error(`not a signed path: ${path}`);
  const [, key = '', expires = '', viewer = '', signature = ''] = match;
  return { key, expires: Number(expires), viewer: Number(viewer), signature };
}

describe.each(productionDatabase)('signed file addresses of non-public posts, on %s', (kind) => {
  let t: TestServer;
  let author: TestMember;
  let connection: TestMember;
  let stranger: TestMember;
  let privatePost: PostAnswer;
  let publicPost: PostAnswer;
  let privateVideo: number;
  let share: number;
  let madeAt: number;

  /** GET /api/azure/download with `blobName` (encoded as the SDK's downloadUrl does) and more query, no token unless given. */
  const download = (blobName: string, more = '', headers: Record<string, string> = {}) =>
    fetch(`${t.url}/api/azure/download?blobName=${encodeURIComponent(blobName)}&returnAsBlob=false${more}`, { headers });
  const read = (member: TestMember | undefined, path: string) => as(t.url, member)('GET', path);

  beforeAll(async () => {
    t = await startTestServer(kind, { fileAddressSecret: SECRET, fileAddressSeconds: SECONDS });
    const db = t.server.db;
    [author, connection, stranger] = [await addMember(db), await addMember(db), await addMember(db)];
    await befriend(db, author, connection);
    const post = (path: string, fields: Record<string, string | number>, files: { field?: string; name: string; data: Buffer }[]) =>
      sendForm(t.url, 'POST', path, { token: author.token, fields, files });

    madeAt = Date.now();
    const made = await post('/post/media-post', { body: 'Our new warehouse #signedfiles', visible: 'connections' }, [
      { name: 'a.png', data: PNG },
      { name: 'b.png', data: OTHER_PNG },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const open = await post('/post/media-post', { body: 'For everyone #signedfiles' }, [{ name: 'open.png', data: PNG }]);
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    publicPost = open.body;
    const video = await post('/post/video-post', { title: 'Factory tour', visible: 'connections' }, [
      { name: 'tour.mp4', data: MP4 },
      { field: 'thumbnail', name: 'thumb.png', data: PNG },
    ]);
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    privateVideo = video.body.id;
    const quoted = await post('/post/media-post', { body: 'Quoted, then narrowed' }, [{ name: 'q.png', data: PNG }]);
    const shared = await as(t.url, author)('POST', `/post/share-post/${quoted.body.id}`, { body: 'Look' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    share = shared.body.id;
    // Shared while public, then narrowed to connections: the quote shows it to those who still may see it.
    const narrowed = await as(t.url, author)('PATCH', `/users/post/${quoted.body.id}`, { visible: 'connections' });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);

    const seen = await read(connection, `/post/${made.body.id}`);
    expect(seen.status).toBe(200);
    privatePost = seen.body;
  });
  afterAll(async () => t?.close());

  it('a connection is answered signed addresses, bound to them, that download without a bearer token', async () => {
    expect(privatePost.files).toHaveLength(2);
    for (const [index, file] of privatePost.files.entries()) {
      const signed = parts(file.path);
      expect(signed.viewer).toBe(connection.id);
      // At least the lifetime, at most a quarter more (expiries are rounded up so that reloads give the same address).
      expect(signed.expires).toBeGreaterThanOrEqual(Math.floor(madeAt / 1000) + SECONDS);
      expect(signed.expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + SECONDS * 1.25);
      const answer = await download(file.path);
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(index === 0 ? PNG : OTHER_PNG);
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(answer.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(signed.expires - Math.floor(madeAt / 1000));
    }
  });

  it('the signature parameters may also be given beside blobName', async () => {
    const { key, expires, viewer, signature } = parts(privatePost.files[0]?.path ?? '');
    const answer = await download(key, `&expires=${expires}&viewer=${viewer}&signature=${signature}`);
    expect(answer.status).toBe(200);
  });

  it('every read path signs: the author, feeds, timeline, hashtag, a video’s thumbnail, a quoted post', async () => {
    const paths = (post: PostAnswer | undefined) =>
      [...(post?.files ?? []), ...(post?.thumbnail ? [post.thumbnail] : [])].map((f) => f.path);
    const ownView = await read(author, `/post/${privatePost.id}`);
    for (const path of paths(ownView.body)) expect(parts(path).viewer).toBe(author.id);
    for (const route of ['/post', '/post/all-posts?limit=20', `/users/timeline/${author.id}/posts`, '/post/hashtag/signedfiles']) {
      const page = await read(connection, route);
      expect(page.status, route).toBe(200);
      const item = (page.body.items as PostAnswer[]).find((post) => post.id === privatePost.id);
      expect(item, route).toBeDefined();
      for (const path of paths(item)) expect(parts(path).viewer).toBe(connection.id);
    }
    const video = await read(connection, `/post/${privateVideo}`);
    expect(parts(video.body.thumbnail.path).viewer).toBe(connection.id);
    expect((await download(video.body.thumbnail.path)).status).toBe(200);
    expect((await download(video.body.files[0].path)).status).toBe(200);
    const quote = await read(connection, `/post/${share}`);
    expect(quote.body.sharedPost).not.toBeNull();
    const quotedPath = quote.body.sharedPost.files[0].path;
    expect(parts(quotedPath).viewer).toBe(connection.id);
    expect((await download(quotedPath)).status).toBe(200);
  });

  it('one changed character, another viewer, another expiry or another file: 403', async () => {
    const path = privatePost.files[0]?.path ?? '';
    const { key, expires, viewer, signature } = parts(path);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = [
      path.replace(signature, flipped),
      path.replace(`viewer=${viewer}`, `viewer=${stranger.id}`),
      path.replace(`&viewer=${viewer}`, ''),
      path.replace(`expires=${expires}`, `expires=${expires + 3600}`),
      path.replace(signature, signature.toUpperCase()),
      path.replace(signature, 'not-a-signature'),
      `${key}?expires=${expires}&viewer=${viewer}`,
    ];
    for (const address of tampered) {
      const answer = await download(address);
      expect(answer.status, address).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('not valid') });
    }
    const otherKey = parts(privatePost.files[1]?.path ?? '').key;
    const elsewhere = await download(path.replace(key, otherKey));
    expect(elsewhere.status).toBe(403);
    // The split form is checked the same way.
    expect((await download(key, `&expires=${expires}&viewer=${viewer}&signature=${flipped}`)).status).toBe(403);
  });

  it('an expired address: 403 saying so, in the caller’s language', async () => {
    const { key } = parts(privatePost.files[0]?.path ?? '');
    // What the server made for this viewer a lifetime and a half ago: signed as the server signs, its time over.
    const past = addressExpiry(Date.now() - 1.5 * SECONDS * 1000 - 1000 * SECONDS * 0.25, SECONDS);
    expect(past).toBeLessThan(Date.now() / 1000);
    const expired = signFilePath(SECRET, key, connection.id, past);
    const answers = {
      en: 'This file address has expired. Reload the page to get a new one.',
      fr: 'Cette adresse de fichier a expiré. Rechargez la page pour en obtenir une nouvelle.',
      tr: 'Bu dosya adresinin süresi doldu. Yenisini almak için sayfayı yenileyin.',
    };
    for (const [language, message] of Object.entries(answers)) {
      const answer = await download(expired, '', { 'accept-language': language });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ code: 'forbidden', message, requestId: answer.headers.get('x-request-id') });
    }
    // The same address with a time still to come works: only the expiry differed.
    expect((await download(signFilePath(SECRET, key, connection.id, Math.floor(Date.now() / 1000) + 60))).status).toBe(200);
    // An address signed with another key is not valid, expired or not.
    const forged = signFilePath('another-secret-0123456789abcdef0123456789', key, connection.id, Math.floor(Date.now() / 1000) + 60);
    expect((await download(forged)).status).toBe(403);
  });

  it('a stranger and a signed-out visitor never receive a signed address: the post is 404 to them', async () => {
    for (const viewer of [stranger, undefined]) {
      expect((await read(viewer, `/post/${privatePost.id}`)).status).toBe(404);
      expect((await read(viewer, `/post/${privateVideo}`)).status).toBe(404);
      for (const route of [
        '/post/all-posts?limit=50',
        '/post/hashtag/signedfiles',
        `/users/timeline/${author.id}/posts`,
        `/post/${share}`,
      ]) {
        const answer = await read(viewer, route);
        expect(answer.status, route).toBe(200);
        expect(JSON.stringify(answer.body), route).not.toContain('signature=');
      }
      expect((await read(viewer, `/post/${share}`)).body.sharedPost).toBeNull();
    }
  });

  it('a public post’s files stay unsigned and download anonymously', async () => {
    const seen = await read(connection, `/post/${publicPost.id}`);
    const path = seen.body.files[0].path;
    expect(path).toMatch(PLAIN);
    expect(path).toBe(publicPost.files[0]?.path);
    const answer = await download(path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('unsigned, a non-public post’s file keeps today’s rules: refused without a token or to a stranger, served to the audience', async () => {
    const { key } = parts(privatePost.files[0]?.path ?? '');
    expect((await download(key)).status).toBe(404);
    expect((await download(key, '', { authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    expect((await download(key, '', { authorization: `Bearer ${connection.token}` })).status).toBe(200);
  });
});
