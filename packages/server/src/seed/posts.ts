import type { Database } from '../db/database.ts';
import { first } from '../db/database.ts';
import { storeTextMarks } from '../posts/text-marks.ts';

/** The demo club (docs/posts.md "Demo data"): Ada owns it, Mehmet and Sofia joined. */
export const DEMO_CLUB = { name: 'Export Club', slug: 'export-club', owner: 'ada', members: ['mehmet', 'sofia'] } as const;
/** Companies demo members follow: [member, company slug]. */
export const DEMO_FOLLOWS: ReadonlyArray<[string, string]> = [
  ['ada', 'anatolia-textiles'],
  ['sofia', 'northwind-supply'],
  ['james', 'atelier-lumiere'],
];

interface DemoPost {
  author: string;
  kind: 'body' | 'article' | 'event' | 'product' | 'survey';
  body: string;
  hoursAgo: number;
  as?: { company: string } | { club: string };
  visible?: 'public' | 'connections';
  title?: string;
  description?: string;
  startInDays?: number;
  price?: number;
  currency?: string;
  options?: string[];
  likes?: string[];
  comments?: Array<{ author: string; body: string; replies?: Array<{ author: string; body: string }> }>;
}

/** A dozen posts of several kinds, with hashtags, @[Name](username) mentions, likes, comments and a survey. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: 'ada',
    kind: 'body',
    body: 'Looking for reliable #packaging suppliers in southern Europe. @[Sofia Rossi](sofia), any tips? #sourcing',
    hoursAgo: 2,
    likes: ['mehmet', 'claire', 'sofia'],
    comments: [
      {
        author: 'sofia',
        body: 'We work with two in Emilia-Romagna, happy to introduce you.',
        replies: [{ author: 'ada', body: 'That would be great, thank you!' }],
      },
      { author: 'mehmet', body: 'Our partners in Izmir ship to Italy weekly.' },
    ],
  },
  {
    author: 'mehmet',
    kind: 'product',
    body: 'New season organic cotton, ready to ship. #textiles #export',
    title: 'Organic cotton bales',
    description: 'GOTS certified, 200 kg bales, FOB Izmir.',
    price: 1450,
    currency: 'EUR',
    hoursAgo: 5,
    as: { company: 'anatolia-textiles' },
    likes: ['ada', 'james'],
  },
  {
    author: 'claire',
    kind: 'article',
    body: 'How lighting changes the way guests feel in a hotel lobby. #design #hospitality',
    title: 'Light as a welcome',
    description: 'Three lighting choices that make a lobby feel warm, from colour temperature to layered sources.',
    hoursAgo: 9,
    likes: ['ada'],
    comments: [{ author: 'ada', body: 'Sharing this with our hotel clients. #design' }],
  },
  {
    author: 'james',
    kind: 'event',
    body: 'Join us for a breakfast on B2B referrals. @[Ada Laurent](ada) will speak! #referrals #networking',
    title: 'Referral breakfast, London',
    description: 'An hour on how referral fees work on Dealgrow, with coffee.',
    startInDays: 12,
    hoursAgo: 20,
    likes: ['mehmet', 'ada'],
  },
  {
    author: 'ada',
    kind: 'survey',
    body: 'Quick poll for the #export community:',
    title: 'Which port do you ship through most?',
    options: ['Marseille', 'Genoa', 'Izmir', 'Rotterdam'],
    hoursAgo: 26,
    as: { club: 'export-club' },
    likes: ['sofia'],
  },
  {
    author: 'sofia',
    kind: 'body',
    body: 'Verde Foods is hiring a packaging engineer in Bologna. #hiring #packaging',
    hoursAgo: 30,
    likes: ['ada', 'claire'],
  },
  {
    author: 'mehmet',
    kind: 'body',
    body: 'Thanks @[James Carter](james) for the introduction last week, the deal closed! #deals',
    hoursAgo: 40,
    visible: 'connections',
    likes: ['james', 'ada'],
    comments: [{ author: 'james', body: 'Congratulations, well deserved.' }],
  },
  {
    author: 'lucas',
    kind: 'body',
    body: 'Last-mile delivery slots open for December in the Rhône valley. #logistics',
    hoursAgo: 50,
  },
  {
    author: 'claire',
    kind: 'body',
    body: 'Atelier Lumière turns ten this month. Thank you to every partner along the way! #design',
    hoursAgo: 60,
    as: { company: 'atelier-lumiere' },
    likes: ['james', 'ada', 'sofia'],
  },
  {
    author: 'james',
    kind: 'body',
    body: 'What is the one tool your sales team cannot live without? #sales',
    hoursAgo: 72,
    comments: [
      { author: 'claire', body: 'A shared calendar, honestly.' },
      { author: 'mehmet', body: 'Dealgrow leads, of course. #deals' },
    ],
  },
  {
    author: 'ada',
    kind: 'article',
    body: 'Notes from our supplier audits this year. #sourcing',
    title: 'What we learned auditing 40 suppliers',
    description: 'Lead times, certifications and the questions that saved us the most trouble.',
    hoursAgo: 96,
    likes: ['mehmet'],
  },
  {
    author: 'sofia',
    kind: 'body',
    body: 'Welcome to the #export club, @[Mehmet Yılmaz](mehmet)!',
    hoursAgo: 120,
    as: { club: 'export-club' },
  },
];

/** Ada votes in her own survey; Mehmet too: [member, option label]. */
const DEMO_VOTES: ReadonlyArray<[string, string]> = [
  ['mehmet', 'Izmir'],
  ['sofia', 'Genoa'],
];

/**
 * The demo club, company follows and posts. Runs after the members, companies and network; running it again
 * changes nothing (the club and follows by their keys, the posts only when no demo member has posted yet).
 */
export async function seedPosts(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO clubs (name, slug, owner_id) SELECT $1, $2, u.id FROM users u WHERE lower(u.username) = $3 ON CONFLICT DO NOTHING`,
    [DEMO_CLUB.name, DEMO_CLUB.slug, DEMO_CLUB.owner],
  );
  await db.query(
    `INSERT INTO club_members (club_id, user_id, role)
     SELECT c.id, u.id, CASE WHEN u.id = c.owner_id THEN 'owner' ELSE 'member' END FROM clubs c, users u
      WHERE lower(c.slug) = $1 AND lower(u.username) = ANY($2::text[]) ON CONFLICT DO NOTHING`,
    [DEMO_CLUB.slug, [DEMO_CLUB.owner, ...DEMO_CLUB.members]],
  );
  for (const [member, slug] of DEMO_FOLLOWS) {
    await db.query(
      `INSERT INTO company_followers (company_id, user_id) SELECT c.id, u.id FROM companies c, users u
        WHERE lower(c.slug) = $2 AND lower(u.username) = $1 ON CONFLICT DO NOTHING`,
      [member, slug],
    );
  }
  const users = await db.query<{ id: number; username: string }>(
    'SELECT id, lower(username) AS username FROM users WHERE lower(username) = ANY($1::text[])',
    [['ada', 'mehmet', 'claire', 'james', 'sofia', 'lucas']],
  );
  const ids = new Map(users.map((user) => [user.username, user.id]));
  if (ids.size < 6) return;
  if (await first(db, 'SELECT 1 FROM posts WHERE author_id = ANY($1::int[]) LIMIT 1', [[...ids.values()]])) return;
  const id = (name: string) => ids.get(name) as number;

  for (const demo of DEMO_POSTS) {
    let authorType = 'user';
    let ownerId = id(demo.author);
    if (demo.as && 'company' in demo.as) {
      const company = await first<{ id: number }>(db, 'SELECT id FROM companies WHERE lower(slug) = $1', [demo.as.company]);
      if (!company) continue;
      authorType = 'company';
      ownerId = company.id;
    } else if (demo.as && 'club' in demo.as) {
      const club = await first<{ id: number }>(db, 'SELECT id FROM clubs WHERE lower(slug) = $1', [demo.as.club]);
      if (!club) continue;
      authorType = 'club';
      ownerId = club.id;
    }
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, club_id, title, description, start_date, end_date, price, currency,
                          expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
               CASE WHEN $10::int IS NULL THEN NULL ELSE date_trunc('hour', now()) + make_interval(days => $10::int) END,
               CASE WHEN $10::int IS NULL THEN NULL ELSE date_trunc('hour', now()) + make_interval(days => $10::int, hours => 2) END,
               $11, $12, CASE WHEN $1 = 'survey' THEN now() + interval '7 days' END,
               now() - make_interval(hours => $13), now() - make_interval(hours => $13))
       RETURNING id`,
      [
        demo.kind,
        authorType,
        ownerId,
        id(demo.author),
        demo.body,
        demo.visible ?? 'public',
        authorType === 'club' ? ownerId : null,
        demo.title ?? null,
        demo.description ?? null,
        demo.startInDays ?? null,
        demo.price ?? null,
        demo.currency ?? null,
        demo.hoursAgo,
      ],
    );
    const postId = (row as { id: number }).id;
    await storeTextMarks(db, postId, [demo.body, demo.title, demo.description]);
    for (const [position, label] of (demo.options ?? []).entries()) {
      await db.query('INSERT INTO survey_options (post_id, position, label) VALUES ($1, $2, $3)', [postId, position + 1, label]);
    }
    if (demo.options) {
      for (const [voter, label] of DEMO_VOTES) {
        await db.query(
          `INSERT INTO survey_votes (post_id, user_id, option_id) SELECT $1, $2, o.id FROM survey_options o WHERE o.post_id = $1 AND o.label = $3`,
          [postId, id(voter), label],
        );
      }
    }
    for (const liker of demo.likes ?? []) {
      await db.query('INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [postId, id(liker)]);
    }
    for (const [n, comment] of (demo.comments ?? []).entries()) {
      const at = demo.hoursAgo - (n + 1) * 0.25;
      const [top] = await db.query<{ id: number }>(
        `INSERT INTO post_comments (post_id, author_id, body, created_at, updated_at) VALUES ($1, $2, $3, now() - make_interval(mins => $4), now() - make_interval(mins => $4)) RETURNING id`,
        [postId, id(comment.author), comment.body, Math.round(at * 60)],
      );
      for (const reply of comment.replies ?? []) {
        await db.query('INSERT INTO post_comments (post_id, parent_id, author_id, body) VALUES ($1, $2, $3, $4)', [
          postId,
          (top as { id: number }).id,
          id(reply.author),
          reply.body,
        ]);
      }
    }
  }
}
