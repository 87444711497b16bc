// How the home feed grows with posts, against the deals' popular list on the same data size: seeds 1k, 10k and 100k
// posts (over ~5k authors, 500 of them the viewer's connections) and as many deals, then measures the p50 and p90 of
// `GET /post?page=1` (signed in as that member) and of `GET /deals/popular-deals?limit=100`, the two requests
// interleaved in one run, and prints the home feed / popular deals p50 ratio at each size and the home feed's
// 100k / 1k ratio, on PGlite and on a throw-away Postgres. Same method as bench/deals-growth.mjs: the compiled
// server, read cache off (READ_CACHE_SECONDS=0), one request at a time, data added directly in SQL between sizes.
// Usage: node bench/feed-growth.mjs [seconds per size, default 4] [largest size, default 100000]
// (e.g. `node bench/feed-growth.mjs 1 10000` checks the bench at 100 / 1k / 10k). Not a test: figures depend on the
// machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { growOnPglite, growOnPostgres } from './lib/growth.mjs';
import { buildServer, loadAverage, signInDemoMember } from './lib/servers.mjs';

const duration = Number(process.argv[2] ?? 4);
const largest = Number(process.argv[3] ?? 100_000);
const SIZES = [largest / 100, largest / 10, largest];
const AUTHORS = 5_000;
const CONNECTIONS = 500;
const FEED = '/post?page=1';
const POPULAR = '/deals/popular-deals?limit=100';
const ROUTES = { feed: FEED, popular: POPULAR };

/**
 * Once: 5k authors (`poster<n>@feed.bench.dealgrow.io`), the first 500 connected to Ada (the viewer), and each
 * author connected to the next two (so friendships is not only Ada's), plus the 50 members listing the deals.
 */
async function seedMembers(query) {
  const [{ n }] = await query(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@feed.bench.dealgrow.io'`);
  if (n >= AUTHORS) return;
  await query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name)
     SELECT 'poster' || n || '@feed.bench.dealgrow.io', 'poster' || n, 'none', 'Poster', n::text FROM generate_series(1, $1::int) n
     ON CONFLICT DO NOTHING`,
    [AUTHORS],
  );
  await query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name)
     SELECT 'grower' || n || '@bench.dealgrow.io', 'grower' || n, 'none', 'Grower', n::text FROM generate_series(1, 50) n
     ON CONFLICT DO NOTHING`,
  );
  await query(
    `INSERT INTO friendships (user_id, friend_id, status)
     SELECT p.id, ada.id, CASE WHEN p.n % 2 = 0 THEN 'accept' ELSE 'friends' END
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@feed.bench.dealgrow.io') p,
            (SELECT id FROM users WHERE email = 'ada@dealgrow.io') ada
      WHERE p.n <= $1
     ON CONFLICT DO NOTHING`,
    [CONNECTIONS],
  );
  await query(
    `INSERT INTO friendships (user_id, friend_id, status)
     SELECT a.id, b.id, 'accept'
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@feed.bench.dealgrow.io') a
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@feed.bench.dealgrow.io') b
         ON b.n IN (a.n + 1, a.n + 2)
     ON CONFLICT DO NOTHING`,
  );
}

/**
 * Adds posts until there are `size` bench posts, newest first in the order added: one in 500 by Ada herself, the
 * others by the 5k authors in a scrambled order (so about 10 % by her connections, spread over time); 70 % public,
 * 20 % for connections, 10 % only me. Kinds: mostly text, some articles and events.
 */
async function growPosts(query, size) {
  const [{ n }] = await query(`SELECT count(*)::int AS n FROM posts WHERE body LIKE 'Feed bench post %'`);
  if (n >= size) return;
  await query(
    `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, title, description, created_at)
     SELECT CASE n % 20 WHEN 0 THEN 'article' WHEN 1 THEN 'event' ELSE 'body' END, 'user', w.id, w.id,
            'Feed bench post ' || n, CASE WHEN n % 10 < 7 THEN 'public' WHEN n % 10 < 9 THEN 'connections' ELSE 'hide' END,
            CASE WHEN n % 20 IN (0, 1) THEN 'Bench title ' || n END, CASE WHEN n % 20 IN (0, 1) THEN 'Bench description.' END,
            now() - make_interval(secs => n * 30)
       FROM generate_series($1::int, $2::int) n,
            (SELECT ARRAY(SELECT id FROM users WHERE email LIKE '%@feed.bench.dealgrow.io' ORDER BY id) AS ids,
                    (SELECT id FROM users WHERE email = 'ada@dealgrow.io') AS ada) a,
            LATERAL (SELECT CASE WHEN n % 500 = 0 THEN a.ada ELSE a.ids[1 + (n * 7919) % cardinality(a.ids)] END AS id) w`,
    [n + 1, size],
  );
}

/** Adds deals until there are `size` growth deals (as bench/deals-growth.mjs: every 50th sponsored, every 10th reviewed). */
async function growDeals(query, size) {
  const [{ n }] = await query(`SELECT count(*)::int AS n FROM deals WHERE title LIKE 'Growth deal %'`);
  if (n >= size) return;
  await query(
    `INSERT INTO deals (title, type, description, author_id, industry_id, category_id, currency, price, is_sponsored, created_at)
     SELECT 'Growth deal ' || n, CASE WHEN n % 2 = 0 THEN 'offer' ELSE 'demand' END, 'Seeded by bench/feed-growth.mjs.',
            members.ids[1 + n % cardinality(members.ids)], 1 + n % 20, 1 + n % 5, 'EUR', n % 1000, n % 50 = 0,
            now() - make_interval(secs => n)
       FROM generate_series($1::int, $2::int) n,
            (SELECT ARRAY(SELECT id FROM users WHERE email LIKE '%@bench.dealgrow.io' ORDER BY id) AS ids) members`,
    [n + 1, size],
  );
  // Reviewers: the demo members (domain exactly dealgrow.io), not the bench's thousands of authors.
  await query(
    `INSERT INTO deal_reviews (deal_id, author_id, content, rate)
     SELECT d.id, u.id, 'Seeded review.', 1 + (d.id + u.id) % 5
       FROM deals d JOIN users u ON u.email LIKE '%@dealgrow.io' AND (d.id + u.id) % 4 = 0
      WHERE d.title LIKE 'Growth deal %' AND d.id % 10 = 0 AND d.id > (SELECT coalesce(max(deal_id), 0) FROM deal_reviews)
     ON CONFLICT DO NOTHING`,
  );
}

async function grow(query, size) {
  await seedMembers(query);
  await growPosts(query, size);
  await growDeals(query, size);
}

async function timed(url, headers) {
  const sent = performance.now();
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  const body = await answer.json();
  return { ms: performance.now() - sent, body };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** Both routes, one request of each in turn for `duration` seconds after 5 warm-up pairs: their p50 and p90. */
async function measure(url, size) {
  const headers = await signInDemoMember(url);
  const times = { feed: [], popular: [] };
  const shown = {};
  for (let started = performance.now(), n = 0; performance.now() - started < (duration + 0.5) * 1000 || n < 10; n++) {
    for (const [key, route] of Object.entries(ROUTES)) {
      const { ms, body } = await timed(`${url}${route}`, headers);
      if (n >= 5) times[key].push(ms);
      shown[key] = { items: body.items.length, total: body.total };
    }
  }
  // The page must be full, and the totals show what the viewer sees of the data.
  if (shown.feed.items < 10 || shown.popular.items < Math.min(100, size)) throw new Error(`short page: ${JSON.stringify(shown)}`);
  const figures = { shown, requests: times.feed.length };
  for (const [key, list] of Object.entries(times)) {
    list.sort((a, b) => a - b);
    figures[key] = { p50: percentile(list, 0.5), p90: percentile(list, 0.9) };
  }
  return figures;
}

const k = (size) => (size >= 1000 ? `${size / 1000}k` : String(size));

function print(name, figures) {
  const [small, , large] = SIZES;
  console.log(`\n${name}: p50 / p90 in ms, ${AUTHORS} authors, ${CONNECTIONS} of them the viewer's connections`);
  console.log(`  ${'posts = deals'.padEnd(14)} GET ${FEED}     GET ${POPULAR}   feed p50 / popular p50   (feed total, requests)`);
  for (const size of SIZES) {
    const { feed, popular, shown, requests } = figures[size];
    console.log(
      `  ${k(size).padEnd(14)} ${feed.p50.toFixed(2).padStart(8)} / ${feed.p90.toFixed(2).padStart(8)}   ` +
        `${popular.p50.toFixed(2).padStart(8)} / ${popular.p90.toFixed(2).padStart(8)}             ` +
        `${(feed.p50 / popular.p50).toFixed(2).padStart(6)}            (${shown.feed.total}, ${requests})`,
    );
  }
  const growth = (key) => (figures[large][key].p50 / figures[small][key].p50).toFixed(2);
  console.log(`  ${k(large)} / ${k(small)} p50 ratio: home feed ${growth('feed')}, popular deals ${growth('popular')}`);
}

const began = Date.now();
buildServer();
console.log(`feed growth, ${new Date().toISOString()}, ${duration} s a size; load average before: ${await loadAverage()}`);
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-feed-growth-'));
try {
  print('pglite', await growOnPglite(dir, SIZES, { grow, measure }));
  const postgres = await growOnPostgres('dealgrow_feed_growth', SIZES, { grow, measure });
  if (postgres) print('postgres', postgres);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nload average after: ${await loadAverage()}; ${Math.round((Date.now() - began) / 1000)} s in all`);
