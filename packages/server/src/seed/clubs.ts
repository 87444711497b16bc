import { demoLogoPath } from '../clubs/edit.ts';
import type { Database } from '../db/database.ts';
import { first } from '../db/database.ts';
import { storeTextMarks } from '../posts/text-marks.ts';

interface DemoClub {
  name: string;
  slug: string;
  owner: string;
  privacy: 'open' | 'closed';
  description: string;
  members: ReadonlyArray<{ username: string; role: 'admin' | 'member' }>;
  /** Members whose join request waits for the owner's answer. */
  pending: readonly string[];
}

/**
 * The demo clubs (docs/companies-and-clubs.md "Demo data"): the Export Club of the posts' demo data (seed/posts.ts)
 * becomes the closed one, with Lucas's join request waiting; Claire's Design Circle is open.
 */
export const DEMO_CLUBS: readonly DemoClub[] = [
  {
    name: 'Export Club',
    slug: 'export-club',
    owner: 'ada',
    privacy: 'closed',
    description: 'Exporters and importers across Europe and Türkiye: ports, freight rates, customs and trusted partners.',
    members: [
      { username: 'mehmet', role: 'admin' },
      { username: 'sofia', role: 'member' },
    ],
    pending: ['lucas'],
  },
  {
    name: 'Design Circle',
    slug: 'design-circle',
    owner: 'claire',
    privacy: 'open',
    description: 'Lighting, interiors and hospitality projects: share work in progress and find partners.',
    members: [
      { username: 'james', role: 'member' },
      { username: 'ada', role: 'member' },
    ],
    pending: [],
  },
];

interface DemoClubPost {
  club: string;
  author: string;
  /** Posted as the club (true) or by the member for the club's members (false). */
  asClub: boolean;
  visible: 'connections' | 'club';
  body: string;
  hoursAgo: number;
}

/** Club posts for members: none is public (the all-posts feed of seed/posts.ts stays as it is). */
export const DEMO_CLUB_POSTS: readonly DemoClubPost[] = [
  {
    club: 'design-circle',
    author: 'claire',
    asClub: true,
    visible: 'connections',
    body: 'Welcome to the Design Circle! Share your lighting and interior projects here. #design',
    hoursAgo: 14,
  },
  {
    club: 'design-circle',
    author: 'james',
    asClub: false,
    visible: 'club',
    body: 'For members only: our referral fee grid for hospitality projects. Feedback welcome before we publish it. #referrals',
    hoursAgo: 7,
  },
  {
    club: 'export-club',
    author: 'ada',
    asClub: true,
    visible: 'club',
    body: 'Members only: the container rates we negotiated from Marseille and Izmir for next quarter. #export',
    hoursAgo: 3,
  },
];

/**
 * Club details, logos, members, a waiting join request and club posts. Runs after seedPosts (which makes the Export
 * Club); running it again changes nothing (rows by their keys, posts only when the same one is not there yet).
 */
export async function seedClubs(db: Database): Promise<void> {
  for (const club of DEMO_CLUBS) {
    await db.query(
      `INSERT INTO clubs (name, slug, owner_id, privacy, description, logo) SELECT $1, $2, u.id, $4, $5, $6 FROM users u WHERE lower(u.username) = $3
       ON CONFLICT ((lower(slug))) DO UPDATE SET privacy = EXCLUDED.privacy, description = EXCLUDED.description, logo = EXCLUDED.logo
        WHERE clubs.description IS NULL`,
      [club.name, club.slug, club.owner, club.privacy, club.description, demoLogoPath(club.slug)],
    );
    const members = [{ username: club.owner, role: 'owner' }, ...club.members];
    await db.query(
      `INSERT INTO club_members (club_id, user_id, role)
       SELECT c.id, u.id, r.role FROM clubs c, unnest($2::text[], $3::text[]) AS r (username, role) JOIN users u ON lower(u.username) = r.username
        WHERE lower(c.slug) = $1
       ON CONFLICT (club_id, user_id) DO UPDATE SET role = EXCLUDED.role WHERE club_members.role = 'member'`,
      [club.slug, members.map((member) => member.username), members.map((member) => member.role)],
    );
    await db.query(
      `INSERT INTO club_join_requests (club_id, user_id)
       SELECT c.id, u.id FROM clubs c JOIN users u ON lower(u.username) = ANY($2::text[])
        WHERE lower(c.slug) = $1 AND NOT EXISTS (SELECT 1 FROM club_members m WHERE m.club_id = c.id AND m.user_id = u.id)
       ON CONFLICT DO NOTHING`,
      [club.slug, club.pending],
    );
  }
  for (const post of DEMO_CLUB_POSTS) {
    const ids = await first<{ club_id: number; author_id: number }>(
      db,
      `SELECT c.id AS club_id, u.id AS author_id FROM clubs c, users u
        WHERE lower(c.slug) = $1 AND lower(u.username) = $2
          AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND p.body = $3)`,
      [post.club, post.author, post.body],
    );
    if (!ids) continue;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, club_id, created_at, updated_at)
       VALUES ('body', $1, $2, $3, $4, $5, $6, now() - make_interval(hours => $7), now() - make_interval(hours => $7)) RETURNING id`,
      [
        post.asClub ? 'club' : 'user',
        post.asClub ? ids.club_id : ids.author_id,
        ids.author_id,
        post.body,
        post.visible,
        ids.club_id,
        post.hoursAgo,
      ],
    );
    await storeTextMarks(db, (row as { id: number }).id, [post.body]);
  }
}
