// What one search costs, and how it grows (issue 42): seeds a community of 10k posts (2k members, 500 companies, 2k
// deals), measures, grows it to 100k posts (20k members, 5k companies, 20k deals), measures again; on PGlite and on a
// throw-away Postgres. A measure sends, one request at a time and in turn, each search of QUERIES (all kinds, five hits
// a kind, as the results page asks) and a read of one deal by id (`GET /deals/{id}`, the yardstick), signed in as the
// demo member ada, against the compiled server with its read cache off (every request runs its statements). It prints
// p50/p99 of each search, the searches' p50 ÷ the deal read's p50 (target ≤ 5) and the 100k ÷ 10k growth of each
// search's p50 (target ≤ 1.5), with the load average beside them.
// Usage: node bench/search.mjs [rounds, default 60] [postgres|pglite: one engine only]. Not a test: figures depend on the
// machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { growOnPglite, growOnPostgres } from './lib/growth.mjs';
import { buildServer, loadAverage, signInDemoMember } from './lib/servers.mjs';

const rounds = Number(process.argv[2] ?? 60);
const engine = process.argv[3];
const SIZES = [10_000, 100_000];
const COST_TARGET = 5;
const GROWTH_TARGET = 1.5;

/** The searches measured: a name, a typo, a word of many posts, a hashtag, a prefix, two words, a phrase, an operator. */
const QUERIES = ['mehmet', 'mehmte', 'export', '#logistics', 'tex', 'istanbul textile', '"trade fair"', 'from:@sb7 export'];

const FIRST_NAMES = [
  'Mehmet',
  'Ayşe',
  'Élodie',
  'Jean',
  'Oğuz',
  'Şule',
  'İlker',
  'Çağla',
  'Grace',
  'Amélie',
  'Emre',
  'Zeynep',
  'Lucas',
  'Chloé',
  'Burak',
  'Hélène',
];
const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Dubois',
  'Martin',
  'Şahin',
  'Öztürk',
  'Lefèvre',
  'Demir',
  'Hopper',
  'Çelik',
  'Moreau',
  'Aydın',
  'Laurent',
  'Koç',
];
const WORDS = [
  'export',
  'import',
  'textile',
  'logistics',
  'istanbul',
  'lyon',
  'trade',
  'fair',
  'machine',
  'parts',
  'olive',
  'oil',
  'software',
  'consulting',
  'freight',
  'cotton',
  'steel',
  'organic',
  'wholesale',
  'packaging',
  'solar',
  'panels',
  'furniture',
  'ceramic',
  'marble',
  'hazelnut',
  'leather',
  'denim',
  'coffee',
  'tea',
  'spices',
  'shipping',
  'partner',
  'supplier',
  'distributor',
  'quality',
];

const sqlArray = (values) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;
/** SQL: the `k`-th word of WORDS picked by the integer expression `n` and a multiplier (a fixed, scrambled choice). */
const word = (n, k) => `(${sqlArray(WORDS)})[1 + ((${n}) * ${k}) % ${WORDS.length}]`;

async function countOf(query, sql) {
  const [{ n }] = await query(sql);
  return n;
}

/** Adds members, companies, deals and posts until there are `size` bench posts and the rest in proportion. */
async function grow(query, size) {
  const members = size / 5;
  const companies = size / 20;
  const deals = size / 5;
  const haveMembers = await countOf(query, `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@search.bench.dealgrow.io'`);
  await query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, job_title, company_name)
     SELECT 'sb' || n || '@search.bench.dealgrow.io', 'sb' || n, 'none',
            (${sqlArray(FIRST_NAMES)})[1 + (n * 7) % ${FIRST_NAMES.length}], (${sqlArray(LAST_NAMES)})[1 + (n * 11) % ${LAST_NAMES.length}],
            initcap(${word('n', 5)}) || ' manager', initcap(${word('n', 13)}) || ' ' || initcap(${word('n', 17)})
       FROM generate_series($1::int, $2::int) n`,
    [haveMembers + 1, members],
  );
  const haveCompanies = await countOf(query, `SELECT count(*)::int AS n FROM companies WHERE slug LIKE 'sb-company-%'`);
  await query(
    `INSERT INTO companies (name, slug, owner_id)
     SELECT initcap(${word('n', 3)}) || ' ' || initcap(${word('n', 19)}) || ' ' || n, 'sb-company-' || n,
            (SELECT id FROM users WHERE username = 'sb' || (1 + n % ${members}))
       FROM generate_series($1::int, $2::int) n`,
    [haveCompanies + 1, companies],
  );
  const haveDeals = await countOf(query, `SELECT count(*)::int AS n FROM deals WHERE description LIKE 'Search bench deal:%'`);
  await query(
    `INSERT INTO deals (title, type, description, author_id, industry_id, category_id, currency, price, created_at)
     SELECT initcap(${word('n', 7)}) || ' ' || ${word('n', 23)} || ' ' || ${word('n', 29)}, CASE WHEN n % 2 = 0 THEN 'offer' ELSE 'demand' END,
            'Search bench deal: ' || ${word('n', 31)} || ' ' || ${word('n', 37)} || ' ' || ${word('n', 41)} || ' from ' || ${word('n', 43)},
            u.id, 1 + n % 20, 1 + n % 5, 'EUR', n % 1000, now() - make_interval(secs => n * 60)
       FROM generate_series($1::int, $2::int) n JOIN users u ON u.username = 'sb' || (1 + n % ${members})`,
    [haveDeals + 1, deals],
  );
  const havePosts = await countOf(query, `SELECT count(*)::int AS n FROM posts WHERE body LIKE 'Search bench post%'`);
  await query(
    `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, created_at)
     SELECT 'body', 'user', u.id, u.id,
            'Search bench post: ' || ${word('n', 3)} || ' ' || ${word('n', 7)} || ' ' || ${word('n', 11)} || ' ' || ${word('n', 13)}
              || ' ' || ${word('n', 17)} || ' #' || ${word('n', 19)},
            CASE WHEN n % 10 < 7 THEN 'public' WHEN n % 10 < 9 THEN 'connections' ELSE 'hide' END, now() - make_interval(secs => n * 30)
       FROM generate_series($1::int, $2::int) n JOIN users u ON u.username = 'sb' || (1 + (n * 7919) % ${members})`,
    [havePosts + 1, size],
  );
}

function percentile(times, share) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

async function timed(url, headers) {
  const sent = performance.now();
  const answer = await fetch(url, { headers });
  if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
  return performance.now() - sent;
}

/** Every search and the deal read in turn, `rounds` times after five warm-up rounds: their times by name. */
async function measure(url) {
  const headers = await signInDemoMember(url);
  const deal = (await (await fetch(`${url}/deals/new-deals?limit=1`, { headers })).json()).items[0].id;
  const times = { deal: [] };
  for (const q of QUERIES) times[q] = [];
  for (let round = 0; round < rounds + 5; round++) {
    for (const q of QUERIES) {
      const search = await timed(`${url}/search?${new URLSearchParams({ q, limit: '5' })}`, headers);
      const read = await timed(`${url}/deals/${deal}`, headers);
      if (round >= 5) {
        times[q].push(search);
        times.deal.push(read);
      }
    }
  }
  return times;
}

function print(name, figures) {
  const [small, large] = SIZES;
  console.log(`\n${name}: ms, one request at a time (load average ${figures.load})`);
  console.log(
    `  ${'search'.padEnd(22)} ${'p50 10k'.padStart(8)} ${'p99 10k'.padStart(8)} ${'p50 100k'.padStart(9)} ${'p99 100k'.padStart(9)}  ÷ deal read   growth`,
  );
  const deal = { small: percentile(figures[small].deal, 0.5), large: percentile(figures[large].deal, 0.5) };
  const costs = [];
  const growths = [];
  for (const q of QUERIES) {
    const at = (size, share) => percentile(figures[size][q], share);
    const cost = at(large, 0.5) / deal.large;
    const growth = at(large, 0.5) / at(small, 0.5);
    costs.push(cost);
    growths.push(growth);
    console.log(
      `  ${q.padEnd(22)} ${at(small, 0.5).toFixed(2).padStart(8)} ${at(small, 0.99).toFixed(2).padStart(8)} ${at(large, 0.5).toFixed(2).padStart(9)} ${at(large, 0.99).toFixed(2).padStart(9)}  ${cost.toFixed(2).padStart(11)} ${growth.toFixed(2).padStart(8)}`,
    );
  }
  console.log(`  GET /deals/{id} p50: ${deal.small.toFixed(2)} / ${deal.large.toFixed(2)} ms`);
  const worstCost = Math.max(...costs);
  const worstGrowth = Math.max(...growths);
  console.log(
    `  worst search ÷ deal read at 100k: ${worstCost.toFixed(2)} (target ≤ ${COST_TARGET}) ${worstCost <= COST_TARGET ? 'ok' : 'ABOVE'}`,
  );
  console.log(
    `  worst growth 10k → 100k: ${worstGrowth.toFixed(2)} (target ≤ ${GROWTH_TARGET}) ${worstGrowth <= GROWTH_TARGET ? 'ok' : 'ABOVE'}`,
  );
}

async function measured(url) {
  const times = await measure(url);
  return { ...times, load: await loadAverage() };
}

function withLoad(figures) {
  return { ...figures, load: SIZES.map((size) => figures[size].load).join(' | ') };
}

buildServer();
console.log(`load average before: ${await loadAverage()}`);
const dir = mkdtempSync(join(tmpdir(), 'dealgrow-search-'));
try {
  if (engine !== 'pglite') {
    const postgres = await growOnPostgres('dealgrow_search', SIZES, { grow, measure: measured });
    if (postgres) print('postgres', withLoad(postgres));
  }
  if (engine !== 'postgres') print('pglite', withLoad(await growOnPglite(dir, SIZES, { grow, measure: measured })));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nload average after: ${await loadAverage()}`);
