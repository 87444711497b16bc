// How list latency grows with data: seeds 1k, 10k and 100k deals (some reviewed, some sponsored) and prints the p50
// of each deal list route at each size, and the 100k / 1k ratio (target ≤ 2), on PGlite and on a throw-away Postgres.
// Latency is taken one request at a time, signed in as a demo member, against the compiled server with its read
// cache off (READ_CACHE_SECONDS=0): every request runs its query, which is what grows with the data.
// Usage: node bench/deals-growth.mjs [seconds per route, default 3]. Not a test: figures depend on the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { growOnPglite, growOnPostgres } from './lib/growth.mjs';
import { buildServer, loadAverage, signInDemoMember } from './lib/servers.mjs';

const duration = Number(process.argv[2] ?? 3);
const SIZES = [1_000, 10_000, 100_000];
const TARGET = 2;
const ROUTES = [
  '/deals/popular-deals?limit=100',
  '/deals/recommended-deals',
  '/deals/new-deals',
  '/deals/sponsored-deals',
  '/deals/popular-deals?type=offer',
];

/**
 * Adds growth deals until there are `size` of them, listed by 50 bench members (the platform grows with other
 * members' deals, not the viewer's): every 50th sponsored, every 10th reviewed by one or two members.
 */
async function grow(query, size) {
  const [{ n }] = await query(`SELECT count(*)::int AS n FROM deals WHERE title LIKE 'Growth deal %'`);
  if (n >= size) return;
  await query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name)
     SELECT 'grower' || n || '@bench.dealgrow.io', 'grower' || n, 'none', 'Grower', n::text FROM generate_series(1, 50) n
     ON CONFLICT DO NOTHING`,
  );
  await query(
    `INSERT INTO deals (title, type, description, author_id, industry_id, category_id, currency, price, is_sponsored, created_at)
     SELECT 'Growth deal ' || n, CASE WHEN n % 2 = 0 THEN 'offer' ELSE 'demand' END, 'Seeded by bench/deals-growth.mjs.',
            members.ids[1 + n % cardinality(members.ids)], 1 + n % 20, 1 + n % 5, 'EUR', n % 1000, n % 50 = 0,
            now() - make_interval(secs => n)
       FROM generate_series($1::int, $2::int) n,
            (SELECT ARRAY(SELECT id FROM users WHERE email LIKE '%@bench.dealgrow.io' ORDER BY id) AS ids) members`,
    [n + 1, size],
  );
  await query(
    `INSERT INTO deal_reviews (deal_id, author_id, content, rate)
     SELECT d.id, u.id, 'Seeded review.', 1 + (d.id + u.id) % 5
       FROM deals d JOIN users u ON u.email NOT LIKE '%@bench.dealgrow.io' AND (d.id + u.id) % 4 = 0
      WHERE d.title LIKE 'Growth deal %' AND d.id % 10 = 0 AND d.id > (SELECT coalesce(max(deal_id), 0) FROM deal_reviews)
     ON CONFLICT DO NOTHING`,
  );
}

/** Median latency of one route, requests sent one after the other for `duration` seconds (after a warm-up). */
async function p50Of(url, headers) {
  const times = [];
  for (let started = performance.now(), n = 0; performance.now() - started < (duration + 0.5) * 1000; n++) {
    const sent = performance.now();
    const answer = await fetch(url, { headers });
    if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
    await answer.arrayBuffer();
    if (n >= 5) times.push(performance.now() - sent);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
}

async function measureRoutes(url) {
  const headers = await signInDemoMember(url);
  const p50 = {};
  for (const route of ROUTES) p50[route] = await p50Of(`${url}${route}`, headers);
  return p50;
}

function print(name, figures) {
  const [small, , large] = SIZES;
  console.log(
    `\n${name}: p50 in ms at ${SIZES.map((size) => `${size / 1000}k`).join(' / ')} deals, and the ${large / 1000}k / ${small / 1000}k ratio`,
  );
  for (const route of ROUTES) {
    const values = SIZES.map((size) => figures[size][route].toFixed(2));
    const ratio = figures[large][route] / figures[small][route];
    console.log(
      `  ${route.padEnd(36)} ${values.map((value) => value.padStart(7)).join(' ')}   ratio ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'ok' : 'ABOVE'}`,
    );
  }
}

buildServer();
console.log(`load average before: ${await loadAverage()}`);
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-growth-'));
try {
  print('pglite', await growOnPglite(dir, SIZES, { grow, measure: measureRoutes }));
  const postgres = await growOnPostgres('dealgrow_growth', SIZES, { grow, measure: measureRoutes });
  if (postgres) print('postgres', postgres);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nload average after: ${await loadAverage()}`);
