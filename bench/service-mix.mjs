// How many members one process serves (issue 25; docs/performance.md "Member mix", docs/deploy.md "Sizing"): a
// realistic member mix — feed reads, profile and deal pages, a post's comments, notification reads, likes, comments,
// posts, chat sends — against 1, 2 and 3 compiled API processes behind Debian's HAProxy (round-robin) on one Postgres
// and one Redis, each step a fresh deployment from deploy/local-cluster.mjs (the topology test's launcher). At each
// step the load rises through several concurrencies (autocannon connections, each a member after member making one
// request after another) and prints req/s, p50/p99 and errors (non-2xx, socket errors, timeouts) at each, then the
// knee: the highest rate with p99 ≤ 200 ms and no error, and the highest with p99 ≤ 100 ms (issue 41). Beside it in
// the same run, the yardstick: a bare Fastify hello world (bench/lib/servers.mjs). Not a test: the figures depend on
// the machine's cores and load, both printed.
//
// Usage: node bench/service-mix.mjs [--processes 1,2,3] [--connections 4,8,16,32,64] [--duration 8] [--members 400] [--each [--actions feed,like]]
//        node bench/service-mix.mjs --growth 400,4000,40000 [--duration 8]
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { repo, serverDir, startCluster, stopAll } from '../deploy/local-cluster.mjs';
import { pool } from './lib/pool.mjs';
import { buildServer, startHelloWorld } from './lib/servers.mjs';

const { values: options } = parseArgs({
  options: {
    processes: { type: 'string', default: '1,2,3' },
    connections: { type: 'string', default: '4,8,16,32,64' },
    duration: { type: 'string', default: '8' },
    members: { type: 'string', default: '400' },
    // After the mix on one process: each action alone, its rate and what a request of it costs each part.
    each: { type: 'boolean', default: false },
    // With --each: only these actions (names as in the mix, comma-separated).
    actions: { type: 'string' },
    // Instead of the mix: the feed's and a like's cost at each of these numbers of members (issue 41), one process.
    growth: { type: 'string' },
  },
});
const PROCESSES = options.processes.split(',').map(Number);
const CONNECTIONS = options.connections.split(',').map(Number);
const DURATION = Number(options.duration);
const MEMBERS = Number(options.members);
/** Each member's connections: a ring, each member connected to the next FRIENDS (and the previous FRIENDS). */
const FRIENDS = 10;
const POSTS_PER_MEMBER = 2;
const DEALS = 60;
/** The knee's bounds (issue 25). */
const P99_LIMIT_MS = 200;
/** Issue 41's target: the rate one process holds with p99 within this, no error (≥ 1,000 req/s asked). */
const P99_TARGET_MS = 100;

/**
 * The member mix: what share of the requests each action is (percent), and the request it makes for member `m`.
 * Proportions and their reasons: docs/performance.md "Member mix".
 */
const MIX = [
  { name: 'feed', share: 34, request: (m) => get(m, '/post?page=1') },
  { name: 'profile page', share: 14, request: (m, data) => get(m, `/users/profile/${pick(data.members).username}`) },
  { name: 'deal page', share: 14, request: (m, data) => get(m, `/deals/${pick(data.deals)}`) },
  { name: "post's comments", share: 8, request: (m, data) => get(m, `/post/${pick(data.posts)}/comments`) },
  { name: 'notifications', share: 6, request: (m) => get(m, '/notifications') },
  { name: 'unread count', share: 4, request: (m) => get(m, '/notifications/unread/total') },
  { name: 'like', share: 9, request: (m, data) => write(m, 'PUT', `/post/${pick(data.posts)}/like`) },
  {
    name: 'comment',
    share: 4,
    request: (m, data) => write(m, 'POST', `/post/${pick(data.posts)}/comments`, { body: 'Good point, thanks.' }),
  },
  { name: 'chat send', share: 5, request: (m) => write(m, 'POST', `/chat-room/${pick(m.rooms)}/chat-message`, { text: 'See you at 3?' }) },
  { name: 'post', share: 2, request: (m) => postRequest(m, 'A short update from the service bench.') },
];
if (MIX.reduce((sum, action) => sum + action.share, 0) !== 100) throw new Error('the mix does not add up to 100 %');

const rootRequire = createRequire(join(repo, 'package.json'));
const serverRequire = createRequire(join(serverDir, 'package.json'));
const autocannon = rootRequire('autocannon');
const pg = serverRequire('pg');

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const auth = (member) => ({ authorization: `Bearer ${member.token}` });
const get = (member, path) => ({ method: 'GET', path, headers: auth(member), body: undefined });
/** A write as the SDK sends it: JSON, with an Idempotency-Key. */
const write = (member, method, path, body) => ({
  method,
  path,
  headers: {
    ...auth(member),
    'idempotency-key': randomUUID(),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});
/** A text post: multipart, as the app sends it. */
function postRequest(member, text) {
  const boundary = `----dealgrow${randomUUID()}`;
  return {
    method: 'POST',
    path: '/post/body-post',
    headers: { ...auth(member), 'idempotency-key': randomUUID(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\n${text}\r\n--${boundary}--\r\n`,
  };
}

/** Chooses an action of `mix` by its share. */
function chooser(mix) {
  let total = 0;
  const bounds = mix.map((action) => {
    total += action.share;
    return total;
  });
  return () => {
    const roll = Math.random() * total;
    return mix[bounds.findIndex((bound) => roll < bound)] ?? mix[0];
  };
}

/**
 * One seeding request; like the SDK, it tries again (same Idempotency-Key) when the balancer has no process to give
 * it (502/503/504: on a loaded machine HAProxy's checks may take every process out for a moment) or the connection fails.
 */
async function send(url, { method, path, headers, body }) {
  for (let attempt = 1; ; attempt++) {
    let answer;
    try {
      answer = await fetch(`${url}${path}`, { method, headers, body });
    } catch (error) {
      if (attempt >= 6) throw error;
    }
    if (answer) {
      const text = await answer.text();
      if (answer.status < 300) return text ? JSON.parse(text) : null;
      if (![502, 503, 504].includes(answer.status) || attempt >= 6) {
        throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 200)}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

/**
 * What seeding writes with: the server's own openSession (its TypeScript, through tsx) and a pool on the deployment's
 * database (`database`, to end; `db`, the Queryable openSession takes).
 */
async function seedingTools(cluster) {
  const tsxApi = join(serverDir, 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs');
  const { tsImport } = await import(pathToFileURL(tsxApi).href);
  const { openSession } = await tsImport(pathToFileURL(join(serverDir, 'src', 'http', 'auth.ts')).href, import.meta.url);
  const database = new pg.Pool({ connectionString: cluster.postgres.url, max: 4 });
  const db = { query: async (sql, params) => (await database.query(sql, params)).rows };
  return { openSession, database, db };
}

/** Connects each member to the FRIENDS after them in `ids` (a ring: so also to the FRIENDS before). */
function connectInRing(db, ids) {
  return db.query(
    `INSERT INTO friendships (user_id, friend_id, status)
     SELECT ids[i], ids[1 + (i - 1 + k) % cardinality(ids)], 'accept'
       FROM (SELECT $1::int[] AS ids) m, generate_series(1, cardinality($1::int[])) i, generate_series(1, $2::int) k`,
    [ids, FRIENDS],
  );
}

/**
 * The members and what they read: members written straight into the database (as the server tests' fixtures do) with
 * a session each (the server's own openSession) and their connections; then, through the balancer as the app would,
 * one private chat room each with the next member, POSTS_PER_MEMBER posts each and DEALS deals.
 */
async function seed(cluster) {
  const { openSession, database, db } = await seedingTools(cluster);
  const tag = Date.now().toString(36);
  const rows = await db.query(
    `INSERT INTO users (email, username, password_hash, first_name, last_name, job_title, company_name, country, status)
     SELECT 'mix' || n || '-' || $2 || '@example.org', 'mix' || n || $2, 'not-a-hash', 'Member', 'Number ' || n,
            'Buyer', 'Mix Ltd', 'FR', 'active'
       FROM generate_series(1, $1::int) n ORDER BY n RETURNING id, username`,
    [MEMBERS, tag],
  );
  const members = await pool(rows.length, 4, async (n) => ({ ...rows[n], token: await openSession(db, rows[n].id), rooms: [] }));
  await connectInRing(
    db,
    members.map((member) => member.id),
  );
  await database.end();

  await pool(members.length, 8, async (n) => {
    const member = members[n];
    const friend = members[(n + 1) % members.length];
    const room = await send(cluster.url, write(member, 'POST', '/chat-room', { room_type: 'private', userId: friend.id }));
    member.rooms.push(room.id);
    friend.rooms.push(room.id);
  });
  // The members are regulars: each has read their feed before the posts are made (their home timeline is stored, as
  // a member active in the last 14 days has; a first read builds it), so the posts below reach them by fan-out.
  await pool(members.length, 8, (n) => send(cluster.url, get(members[n], '/post?page=1')));
  const posts = (
    await pool(members.length * POSTS_PER_MEMBER, 8, (n) =>
      send(cluster.url, postRequest(members[n % members.length], `Post ${n} of the service bench: what we learned this week.`)),
    )
  ).map((post) => post.id);
  const deals = await pool(DEALS, 4, async (n) => {
    const form = new FormData();
    form.append('title', `Mix deal ${n}`);
    form.append('type', n % 2 ? 'offer' : 'demand');
    form.append('description', 'A deal listed by the service bench.');
    const deal = await send(cluster.url, { method: 'POST', path: '/deals', headers: auth(members[n]), body: form });
    return deal.id;
  });
  return { members, posts, deals };
}

/** VACUUM ANALYZE of the deployment's database (the bench's own connection; before a measure, not during it). */
async function vacuum(cluster) {
  const database = new pg.Pool({ connectionString: cluster.postgres.url, max: 1 });
  try {
    await database.query('VACUUM ANALYZE');
  } finally {
    await database.end();
  }
}

/** Milliseconds of CPU (user + system) a process has used so far, from /proc; 0 once it is gone. */
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The machine's processes: pid, parent pid, command line (NUL-separated arguments joined by spaces). */
function processes() {
  const found = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ');
      found.push({ pid: Number(name), ppid, cmdline });
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** A process and all its descendants. */
function tree(all, root) {
  const pids = [root];
  for (let i = 0; i < pids.length; i++) for (const { pid, ppid } of all) if (ppid === pids[i]) pids.push(pid);
  return pids;
}

/**
 * Where the CPU goes, per part of the deployment: the API processes, Postgres (its postmaster, found by its port, and
 * every backend), HAProxy (master and worker, by their configuration file), Redis (by its port) and this process (the
 * load generator). The machine is shared, so rates move with its load; CPU time per request much less.
 */
function cpuSnapshot(cluster) {
  const all = processes();
  const port = (url) => new URL(url).port;
  const postmaster = all.find(({ cmdline }) => / -p \d+ /.test(cmdline) && cmdline.includes(` -p ${port(cluster.postgres.url)} `));
  const groups = {
    api: cluster.apis.map((api) => api.pid).filter(Boolean),
    postgres: postmaster ? tree(all, postmaster.pid) : [],
    haproxy: all.filter(({ cmdline }) => cmdline.includes(cluster.haproxy.configPath)).map(({ pid }) => pid),
    // redis-server names itself `redis-server 127.0.0.1:<port>`.
    redis: all
      .filter(({ cmdline }) => cmdline.startsWith('redis-server') && cmdline.includes(`:${port(cluster.redis.url)}`))
      .map(({ pid }) => pid),
  };
  const { user, system } = process.cpuUsage();
  const snapshot = { generator: new Map([[process.pid, (user + system) / 1000]]) };
  for (const [group, pids] of Object.entries(groups)) snapshot[group] = new Map(pids.map((pid) => [pid, cpuMs(pid)]));
  return snapshot;
}

/**
 * CPU milliseconds per request of each part between two snapshots, process by process: one that started meanwhile
 * counts from zero; one that ended meanwhile (a Postgres backend whose pool connection closed) is left out, its last
 * moments unseen.
 */
function cpuPerRequest(before, after, requests) {
  return Object.fromEntries(
    Object.entries(after).map(([group, pids]) => {
      let used = 0;
      for (const [pid, ms] of pids) if (ms > 0) used += ms - (before[group]?.get(pid) ?? 0);
      return [group, used / Math.max(1, requests)];
    }),
  );
}

/** One autocannon run of the mix: req/s, p50/p99 (ms), errors, and the answers' statuses per action. */
async function runMix(cluster, data, connections, duration, mix = MIX) {
  const chooseAction = chooser(mix);
  const statuses = new Map();
  const cpuBefore = cpuSnapshot(cluster);
  const result = await autocannon({
    url: cluster.url,
    connections,
    duration,
    requests: [
      {
        setupRequest(request, context) {
          const action = chooseAction();
          context.action = action.name;
          const made = action.request(pick(data.members), data);
          return { ...request, method: made.method, path: made.path, headers: made.headers, body: made.body };
        },
        onResponse(status, _body, context) {
          const key = `${context.action} ${status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        },
      },
    ],
  });
  return {
    connections,
    cpu: cpuPerRequest(cpuBefore, cpuSnapshot(cluster), result.requests.total),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    statuses,
  };
}

/** Hello world at every concurrency of the run, the highest rate: the yardstick of the ratios. */
async function helloWorldRate() {
  const hello = await startHelloWorld();
  try {
    let best = 0;
    for (const connections of CONNECTIONS) {
      const result = await autocannon({ url: hello.url, connections, duration: Math.min(DURATION, 5) });
      best = Math.max(best, result.requests.average);
    }
    return best;
  } finally {
    await hello.stop();
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const cell = (value, width) => String(value).padStart(width);

/**
 * A community of `size` members written in SQL (the growth run): each connected to the FRIENDS before and after them,
 * POSTS_PER_MEMBER posts each over the last 30 days, every member's home timeline built (regulars; where the server
 * has timelines), and a session for 400 of them, picked across the whole, who make the requests.
 */
async function seedAtScale(cluster, size) {
  const { openSession, database, db } = await seedingTools(cluster);
  try {
    const ids = (
      await db.query(
        `INSERT INTO users (email, username, password_hash, first_name, last_name, job_title, company_name, country, status)
         SELECT 'grow' || n || '@example.org', 'grow' || n, 'not-a-hash', 'Member', 'Number ' || n, 'Buyer', 'Mix Ltd', 'FR', 'active'
           FROM generate_series(1, $1::int) n ORDER BY n RETURNING id`,
        [size],
      )
    ).map((row) => row.id);
    await connectInRing(db, ids);
    const posts = (
      await db.query(
        `INSERT INTO posts (kind, author_type, owner_id, author_id, body, created_at)
         SELECT 'body', 'user', u, u, 'Post ' || k || ' of the growth run: what we learned this week.', now() - random() * interval '30 days'
           FROM unnest($1::int[]) u, generate_series(1, $2::int) k RETURNING id`,
        [ids, POSTS_PER_MEMBER],
      )
    ).map((row) => row.id);
    const [{ timelines }] = await db.query(`SELECT to_regproc('home_timeline_fill') IS NOT NULL AS timelines`);
    if (timelines) {
      for (let start = 0; start < ids.length; start += 2000) {
        await db.query('SELECT count(home_timeline_fill(id)) FROM unnest($1::int[]) id', [ids.slice(start, start + 2000)]);
      }
    }
    await db.query('VACUUM ANALYZE');
    const step = Math.max(1, Math.floor(size / 400));
    const active = ids.filter((_, n) => n % step === 0).slice(0, 400);
    const members = await pool(active.length, 4, async (n) => ({ id: active[n], token: await openSession(db, active[n]), rooms: [] }));
    return { members, posts, deals: [], timelines };
  } finally {
    await database.end();
  }
}

async function growthRun(sizes) {
  const growth = [];
  for (const size of sizes) {
    const cluster = await startCluster({ apis: 1 });
    try {
      const started = Date.now();
      const data = await seedAtScale(cluster, size);
      console.log(
        `\n${size} members (${data.posts.length} posts, timelines ${data.timelines ? 'built' : 'none'}) seeded in ${((Date.now() - started) / 1000).toFixed(0)} s, load average ${load()}`,
      );
      console.log(
        '          action    req/s   p50 ms   p99 ms   errors   CPU ms a request: API / Postgres / HAProxy / Redis / load generator',
      );
      const row = { size };
      for (const action of MIX.filter((entry) => entry.name === 'feed' || entry.name === 'like')) {
        await runMix(cluster, data, 16, 2, [action]);
        await vacuum(cluster);
        const alone = await runMix(cluster, data, 16, DURATION, [action]);
        row[action.name] = alone.cpu;
        console.log(
          `${cell(action.name, 16)} ${cell(Math.round(alone.rps), 8)} ${cell(alone.p50, 8)} ${cell(alone.p99, 8)} ${cell(alone.errors, 8)}   ` +
            ['api', 'postgres', 'haproxy', 'redis', 'generator'].map((group) => alone.cpu[group].toFixed(2)).join(' / '),
        );
      }
      growth.push(row);
    } finally {
      await stopAll();
    }
  }
  const [smallest] = growth;
  console.log(`\nPostgres CPU a request, against ${smallest.size} members (load average ${load()}):`);
  console.log('   members    feed ms    × smallest    like ms    × smallest');
  for (const row of growth) {
    const feed = row.feed.postgres;
    const like = row.like.postgres;
    console.log(
      `${cell(row.size, 10)} ${cell(feed.toFixed(2), 10)} ${cell((feed / smallest.feed.postgres).toFixed(2), 13)} ${cell(like.toFixed(2), 10)} ${cell((like / smallest.like.postgres).toFixed(2), 13)}`,
    );
  }
}

buildServer();
if (options.growth) {
  console.log(
    `growth run: ${options.growth} members, feed and like alone × ${DURATION} s each, ${availableParallelism()} cores, load average ${load()}`,
  );
  await growthRun(options.growth.split(',').map(Number));
  process.exit(0);
}
console.log(
  `service mix: ${MEMBERS} members, ${CONNECTIONS.join('/')} connections × ${DURATION} s, ${availableParallelism()} cores, ` +
    `load average ${load()} at ${new Date().toISOString()}`,
);
console.log(`mix: ${MIX.map((action) => `${action.name} ${action.share} %`).join(', ')}`);

const helloBefore = await helloWorldRate();
console.log(`hello world (best of the concurrencies): ${Math.round(helloBefore)} req/s`);

const knees = [];
for (const processes of PROCESSES) {
  console.log(`\n${processes} API process${processes > 1 ? 'es' : ''} behind HAProxy (load average ${load()})`);
  const cluster = await startCluster({ apis: processes });
  try {
    const data = await seed(cluster);
    // The clean-up of the seeding's writes (autovacuum of the tables it filled) is the seed's, not the mix's: done
    // before the mix is measured, as before each action alone. The mix's own writes' clean-up stays in its figures.
    await vacuum(cluster);
    // Warm-up: the processes' code paths, the session caches, Postgres' buffers.
    await runMix(cluster, data, CONNECTIONS[0], 3);
    console.log(' connections    req/s   p50 ms   p99 ms   errors   CPU ms a request: API / Postgres / HAProxy / Redis / load generator');
    const levels = [];
    for (const connections of CONNECTIONS) {
      const level = await runMix(cluster, data, connections, DURATION);
      levels.push(level);
      console.log(
        `${cell(connections, 12)} ${cell(Math.round(level.rps), 8)} ${cell(level.p50, 8)} ${cell(level.p99, 8)} ${cell(level.errors, 8)}   ` +
          ['api', 'postgres', 'haproxy', 'redis', 'generator'].map((group) => level.cpu[group].toFixed(2)).join(' / '),
      );
      if (level.errors > 0) {
        const failed = [...level.statuses].filter(([key]) => !/ 2\d\d$/.test(key));
        console.log(
          `             failed answers: ${failed.map(([key, count]) => `${key} ×${count}`).join(', ') || 'none (socket errors or timeouts)'}`,
        );
      }
    }
    const within = levels.filter((level) => level.p99 <= P99_LIMIT_MS && level.errors === 0);
    const knee = within.sort((a, b) => b.rps - a.rps)[0];
    // API CPU per request over every level: what a core of API process serves, whatever the machine's load.
    const total = levels.reduce((sum, level) => sum + level.rps * DURATION, 0);
    const apiCpu = levels.reduce((sum, level) => sum + level.cpu.api * level.rps * DURATION, 0) / Math.max(1, total);
    knees.push({ processes, knee, load: load(), apiCpu });
    console.log(
      knee
        ? ` knee: ${Math.round(knee.rps)} req/s at ${knee.connections} connections (p50 ${knee.p50} ms, p99 ${knee.p99} ms, 0 errors)`
        : ` knee: none — no concurrency kept p99 ≤ ${P99_LIMIT_MS} ms with 0 errors`,
    );
    const fast = within.filter((level) => level.p99 <= P99_TARGET_MS).sort((a, b) => b.rps - a.rps)[0];
    console.log(
      fast
        ? ` with p99 ≤ ${P99_TARGET_MS} ms: ${Math.round(fast.rps)} req/s at ${fast.connections} connections (p50 ${fast.p50} ms, p99 ${fast.p99} ms, 0 errors)`
        : ` with p99 ≤ ${P99_TARGET_MS} ms: none`,
    );
    if (options.each && processes === PROCESSES[0]) {
      console.log(` each action alone, ${CONNECTIONS[1] ?? CONNECTIONS[0]} connections × ${DURATION} s:`);
      console.log(
        '          action    req/s   p50 ms   p99 ms   errors   CPU ms a request: API / Postgres / HAProxy / Redis / load generator',
      );
      const only = options.actions?.split(',');
      for (const action of MIX.filter((entry) => !only || only.includes(entry.name))) {
        // The clean-up of the writes before (autovacuum of the tables they changed) is theirs: done before the
        // action is measured, so a read is not charged with it.
        await vacuum(cluster);
        const alone = await runMix(cluster, data, CONNECTIONS[1] ?? CONNECTIONS[0], DURATION, [action]);
        console.log(
          `${cell(action.name, 16)} ${cell(Math.round(alone.rps), 8)} ${cell(alone.p50, 8)} ${cell(alone.p99, 8)} ${cell(alone.errors, 8)}   ` +
            ['api', 'postgres', 'haproxy', 'redis', 'generator'].map((group) => alone.cpu[group].toFixed(2)).join(' / '),
        );
      }
    }
    // What the mix made, all levels together: each action's answers by status.
    const made = new Map();
    for (const level of levels) for (const [key, count] of level.statuses) made.set(key, (made.get(key) ?? 0) + count);
    console.log(` answers: ${[...made].map(([key, count]) => `${key} ×${count}`).join(', ')}`);
  } finally {
    await stopAll();
  }
}

const helloAfter = await helloWorldRate();
const hello = (helloBefore + helloAfter) / 2;
console.log(`\nhello world: ${Math.round(helloBefore)} req/s before, ${Math.round(helloAfter)} after; mean ${Math.round(hello)}`);
console.log('processes   knee req/s   ratio to hello world   × one process   API CPU ms a request   load average after');
const one = knees.find((entry) => entry.processes === 1)?.knee?.rps;
for (const { processes, knee, load: after, apiCpu } of knees) {
  const rps = knee?.rps;
  console.log(
    `${cell(processes, 9)} ${cell(rps === undefined ? '—' : Math.round(rps), 12)} ${cell(rps === undefined ? '—' : (rps / hello).toFixed(3), 22)} ${cell(rps === undefined || !one ? '—' : (rps / one).toFixed(2), 15)} ${cell(apiCpu === undefined ? '—' : apiCpu.toFixed(2), 22)}   ${after}`,
  );
}
if (availableParallelism() <= 2) {
  console.log(
    `\nThis machine has ${availableParallelism()} cores for the API processes, Postgres, Redis, HAProxy and the load generator together: ` +
      'a second process cannot show 1.6× one here; the ratio needs a core per process beside the rest.',
  );
}
