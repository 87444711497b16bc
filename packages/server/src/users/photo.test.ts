import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { EXE, PDF, sendForm } from '../../test/uploads.ts';

const MAX_UPLOAD_BYTES = 300_000;

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } });

describe.each(productionDatabase)('profile photos on %s', (kind) => {
  let t: TestServer;
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await startTestServer(kind, { maxUploadBytes: MAX_UPLOAD_BYTES });
    png = await image(800, 500).png().toBuffer();
    jpeg = await image(300, 900).jpeg().toBuffer();
  });
  afterAll(async () => t?.close());

  /** The bytes behind a photo address, read without a token as an <img> does. */
  async function fetchPhoto(url: string) {
    const response = await fetch(url);
    return { status: response.status, data: Buffer.from(await response.arrayBuffer()) };
  }

  const upload = (member: { token: string; user: { id: number } }, data: Buffer, name = 'me.png', id = member.user.id) =>
    sendForm(t.url, 'PUT', `/users/${id}`, { token: member.token, files: [{ field: 'image', name, data }] });

  it('resizes a PNG and a JPEG to 400×400 and 96×96 and sets the member’s photo', async () => {
    const member = await signUp(t.url);
    for (const data of [png, jpeg]) {
      const answer = await upload(member, data);
      expect(answer.status).toBe(200);
      const { profilePhotoUrl, profilePhotoSmallUrl } = answer.body;
      for (const [url, size] of [
        [profilePhotoUrl, 400],
        [profilePhotoSmallUrl, 96],
      ] as const) {
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/azure\/download\?blobName=/);
        const stored = await fetchPhoto(url);
        expect(stored.status).toBe(200);
        const metadata = await sharp(stored.data).metadata();
        expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({
          width: size,
          height: size,
          format: 'jpeg',
        });
      }
      const profile = await call(t.url, 'GET', `/users/profile/${member.user.id}`);
      expect(profile.body.profilePhotoUrl).toBe(profilePhotoUrl);
      const me = await call(t.url, 'GET', '/users/me', { token: member.token });
      expect(me.body.profilePhotoUrl).toBe(profilePhotoUrl);
    }
  });

  it('removes the previous photo’s files when a new one is uploaded', async () => {
    const member = await signUp(t.url);
    const first = await upload(member, png);
    const second = await upload(member, jpeg);
    expect(second.status).toBe(200);
    expect((await fetchPhoto(first.body.profilePhotoUrl)).status).toBe(404);
    expect((await fetchPhoto(first.body.profilePhotoSmallUrl)).status).toBe(404);
    expect((await fetchPhoto(second.body.profilePhotoUrl)).status).toBe(200);
  });

  it('refuses a renamed executable and a PDF with 415, a damaged image with 422, a large file with 413', async () => {
    const member = await signUp(t.url);
    const exe = await upload(member, EXE, 'photo.png');
    expect(exe).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const pdf = await upload(member, PDF, 'photo.pdf');
    expect(pdf).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    expect(pdf.body.message).toContain('photo.pdf');
    const damaged = await upload(member, Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]));
    expect(damaged).toMatchObject({ status: 422, body: { code: 'validation_failed', fields: { image: expect.any(String) } } });
    const large = await upload(member, Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES, 1)]));
    expect(large).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    const none = await sendForm(t.url, 'PUT', `/users/${member.user.id}`, { token: member.token, fields: { other: 'x' } });
    expect(none.status).toBe(400);
    const profile = await call(t.url, 'GET', `/users/profile/${member.user.id}`);
    expect(profile.body.profilePhotoUrl).toMatch(/default-profile\.svg$/);
  });

  it('is only for oneself: 401 signed out, 403 for another member', async () => {
    const member = await signUp(t.url);
    const other = await signUp(t.url);
    expect(
      (await sendForm(t.url, 'PUT', `/users/${member.user.id}`, { files: [{ field: 'image', name: 'a.png', data: png }] })).status,
    ).toBe(401);
    const answer = await upload(other, png, 'a.png', member.user.id);
    expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await call(t.url, 'GET', `/users/profile/${member.user.id}`)).body.profilePhotoUrl).toMatch(/default-profile\.svg$/);
  });

  it('shows the photo only to whom its visibility allows, on profiles and member cards', async () => {
    const owner = await signUp(t.url);
    const friend = await signUp(t.url);
    const stranger = await signUp(t.url);
    await t.server.db.query(`INSERT INTO friendships (user_id, friend_id, status) VALUES ($1, $2, 'accept')`, [
      owner.user.id,
      friend.user.id,
    ]);
    const { profilePhotoUrl } = (await upload(owner, png)).body;
    // The owner visits both, so their card shows in the visit logs of each.
    for (const visited of [friend, stranger]) await call(t.url, 'POST', `/users/visit-profile/${visited.user.id}`, { token: owner.token });

    const seen = async (token?: string) => {
      const profile = await call(t.url, 'GET', `/users/profile/${owner.user.id}`, { token });
      const info = await call(t.url, 'GET', `/users/profile/${owner.user.id}/info`, { token });
      expect(info.body.profilePhotoUrl).toBe(profile.body.profilePhotoUrl);
      return profile.body.profilePhotoUrl as string;
    };
    const fileKey = (url: string) => new URL(url).searchParams.get('blobName')?.split('?')[0];
    /** `url` is the owner's photo, signed (not the plain address), and opens without a token. */
    const sameSignedPhoto = async (url: string) =>
      url !== profilePhotoUrl && fileKey(url) === fileKey(profilePhotoUrl) && (await fetchPhoto(url)).status === 200;
    const cardSeenBy = async (viewer: { token: string }) =>
      (await call(t.url, 'GET', '/users/visit-logs', { token: viewer.token })).body.items[0].visitor.profilePhotoUrl as string;

    expect(await seen()).toBe(profilePhotoUrl);
    expect(await cardSeenBy(stranger)).toBe(profilePhotoUrl);

    const members = await call(t.url, 'PATCH', '/users/profile-picture/visibility', {
      token: owner.token,
      body: { visibility: 'members' },
    });
    expect(members).toMatchObject({ status: 200, body: { visibility: 'members' } });
    expect(await seen()).toMatch(/default-profile\.svg$/);
    // A photo that is not public is given signed for its viewer: the same file, opened without a token.
    expect(await sameSignedPhoto(await seen(stranger.token))).toBe(true);

    await call(t.url, 'PATCH', '/users/profile-picture/visibility', { token: owner.token, body: { visibility: 'connections' } });
    expect(await seen()).toMatch(/default-profile\.svg$/);
    expect(await seen(stranger.token)).toMatch(/default-profile\.svg$/);
    expect(await cardSeenBy(stranger)).toMatch(/default-profile\.svg$/);
    expect(await sameSignedPhoto(await seen(friend.token))).toBe(true);
    expect(await sameSignedPhoto(await cardSeenBy(friend))).toBe(true);
    expect(await sameSignedPhoto(await seen(owner.token))).toBe(true);
    const own = await call(t.url, 'GET', '/users/profile-information', { token: owner.token });
    expect(own.body).toMatchObject({ profilePictureVisibility: 'connections' });
    expect(await sameSignedPhoto(own.body.profilePhotoUrl)).toBe(true);
    // The plain address no longer opens without a token (docs/network.md "Photo visibility").
    expect((await fetchPhoto(profilePhotoUrl)).status).toBe(404);
  });

  it('refuses a visibility change signed out or with an unknown value', async () => {
    const member = await signUp(t.url);
    expect((await call(t.url, 'PATCH', '/users/profile-picture/visibility', { body: { visibility: 'public' } })).status).toBe(401);
    const wrong = await call(t.url, 'PATCH', '/users/profile-picture/visibility', { token: member.token, body: { visibility: 'friends' } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});
