import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { DEMO_CLUB_POSTS, seedClubs } from './clubs.ts';
import { DEMO_PASSWORD } from './demo.ts';

describe.each(databaseKinds)('demo clubs on %s', (kind) => {
  let t: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: true });
    for (const name of ['ada', 'sofia', 'lucas']) {
      const signedIn = await call(t.url, 'POST', '/auth/sign-in', { body: { email: `${name}@dealgrow.io`, password: DEMO_PASSWORD } });
      tokens[name] = signedIn.body.token as string;
    }
  });
  afterAll(async () => t?.close());

  const counts = async () =>
    (
      await t.server.db.query<Record<string, number>>(
        `SELECT (SELECT count(*)::int FROM clubs) AS clubs, (SELECT count(*)::int FROM club_members) AS members,
                (SELECT count(*)::int FROM club_join_requests) AS requests, (SELECT count(*)::int FROM posts) AS posts`,
      )
    )[0];

  it('shows an open and a closed club with logos, members and a waiting join request', async () => {
    const clubs = await call(t.url, 'GET', '/clubs');
    expect(clubs.body.total).toBe(2);
    const bySlug = Object.fromEntries(clubs.body.items.map((club: { slug: string }) => [club.slug, club]));
    expect(bySlug['export-club']).toMatchObject({ privacy: 'closed', members: 3, owner: { username: 'ada' } });
    expect(bySlug['design-circle']).toMatchObject({ privacy: 'open', members: 3, owner: { username: 'claire' } });
    for (const club of Object.values(bySlug) as { logo: string }[]) {
      expect(club.logo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/club\/[a-z-]+\/logo\.svg$/);
      const logo = await fetch(club.logo);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    expect((await fetch(`${t.url}/assets/club/no-such-club/logo.svg`)).status).toBe(404);

    const exportClub = bySlug['export-club'] as { id: number };
    const asAda = await call(t.url, 'GET', `/clubs/${exportClub.id}`, { token: tokens.ada });
    expect(asAda.body).toMatchObject({ isOwner: true, pendingRequests: 1 });
    const queue = await call(t.url, 'GET', `/clubs/${exportClub.id}/request`, { token: tokens.ada });
    expect(queue.body.items.map((request: { member: { username: string } }) => request.member.username)).toEqual(['lucas']);
    expect((await call(t.url, 'GET', `/clubs/${exportClub.id}`, { token: tokens.lucas })).body).toMatchObject({ requestPending: true });

    const membersOnly = (DEMO_CLUB_POSTS.find((post) => post.club === 'export-club') as { body: string }).body;
    const bodies = async (token?: string) =>
      (await call(t.url, 'GET', `/clubs/${exportClub.id}/timeline?limit=100`, token ? { token } : {})).body.items.map(
        (post: { body: string }) => post.body,
      );
    expect(await bodies(tokens.sofia)).toContain(membersOnly);
    expect(await bodies(tokens.lucas)).not.toContain(membersOnly);
    expect(await bodies()).not.toContain(membersOnly);
    expect((await bodies()).length).toBeGreaterThan(0);
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedClubs(t.server.db);
    expect(await counts()).toEqual(before);
  });
});
