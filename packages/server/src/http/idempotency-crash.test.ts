import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createPostgresDatabase, databaseKinds, signUp } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { OutboxMailer } from '../accounts/mailer.ts';
import { befriend } from '../network/fixtures.ts';
import { createServer, type DealgrowServer } from '../server.ts';
import { CLAIM_LEASE_MS } from './idempotency.ts';

// Two server processes on one Postgres database: A, a child process (`node --import tsx src/main.ts`, as `pnpm dev`
// runs it) killed with SIGKILL while a keyed write it claimed is still running, and B, this test's own server. The
// retry of that write through B must not be told 409 `idempotency_in_progress` for the key's whole life: once A's
// claim lease runs out, B takes the claim over and runs the write, once (docs/accounts-security.md "Idempotency-Key").
// PGlite is one process by nature: Postgres only.
const runs = databaseKinds.includes('postgres') ? ['postgres'] : [];
const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Polls `check` until it is true (every 20 ms), or fails naming `what`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every server process a test started: killed after the tests, whatever became of them. */
const started: ChildProcess[] = [];

/** Starts a server as its own process on `databaseUrl`, and answers its URL once it says it is ready. */
function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready on (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1], output: () => output });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`the server process ended (${code}) before it was ready:\n${output}`)));
  });
}

describe.each(runs)('an Idempotency-Key claimed by a process killed mid-write (%s)', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: { child: ChildProcess; url: string; output: () => string };
  let b: { server: DealgrowServer; url: string };
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase('migrated');
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    // Postgres ends the statements of a client that vanished (checked every 100 ms) rather than running them to
    // the end: what docs/deploy.md recommends, so that a killed process's write in flight is not committed after it.
    await admin.query(`ALTER DATABASE ${new URL(database.url).pathname.slice(1)} SET client_connection_check_interval = '100ms'`);
    const server = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: ':memory:',
      databaseUrl: database.url,
      seedDemo: false,
      logLevel: 'silent',
      authRateLimit: 10_000,
      corsOrigins: ['http://localhost:3000'],
      mailer: new OutboxMailer(),
    });
    [a, b] = await Promise.all([startProcess(database.url), server.listen().then((url) => ({ server, url }))]);
  }, 120_000);

  afterAll(async () => {
    for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await b?.server.close();
    await admin?.end();
    await database?.drop();
  });

  /** Holds every INSERT into `table` inside Postgres (a lock this test takes) until `release` is called. */
  async function holdInserts(table: string) {
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    const waiting = async () =>
      (
        await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE $1`,
          [`%INSERT INTO ${table}%`],
        )
      ).rows[0]?.n ?? 0;
    return {
      waiting,
      release: async () => {
        await locker.query('COMMIT');
        await locker.end();
      },
    };
  }

  /** Kills A with SIGKILL while its write waits in `held`; Postgres ends the statement, and the lock is let go. */
  async function killMidWrite(held: { waiting(): Promise<number>; release(): Promise<void> }, answered: Promise<unknown>) {
    const exited = new Promise((resolve) => a.child.once('exit', resolve));
    a.child.kill('SIGKILL');
    await exited;
    expect(await answered).toHaveProperty('failed');
    await until(async () => (await held.waiting()) === 0, 'Postgres to end the killed process’s statement');
    await held.release();
  }

  /** The retry's next retry replays its answer, and what it wrote (`rows`) is there once. */
  async function replaysOnce(
    write: () => Promise<{ status: number; body: { id: number }; headers: Headers }>,
    retried: { body: { id: number } },
    rows: () => Promise<unknown[]>,
  ) {
    const again = await write();
    expect(again).toMatchObject({ status: 201, body: retried.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rows()).toHaveLength(1);
  }

  const outcome = (answer: Promise<{ status: number }>) =>
    answer.then(
      (done) => ({ answered: done.status }),
      (error: unknown) => ({ failed: String(error) }),
    );

  it('leaves no claim of a JSON write killed before its first write was committed: the retry through another process runs it at once, once', async () => {
    const member = await signUp(b.url);
    const key = `crash-${member.username}`;
    const write = (url: string) =>
      call(url, 'POST', '/member-connection/lists', {
        token: member.token,
        body: { name: 'Suppliers met at the fair' },
        headers: { 'idempotency-key': key },
      });
    const lists = async () =>
      (
        await admin.query<{ id: number }>(
          'SELECT l.id FROM friend_lists l JOIN users u ON u.id = l.owner_id WHERE u.username = $1 AND l.name = $2',
          [member.username, 'Suppliers met at the fair'],
        )
      ).rows;

    // A's write is held inside Postgres: its list's INSERT, which carries the key's claim, waits for a lock.
    const held = await holdInserts('friend_lists');
    const first = outcome(write(a.url));
    await until(async () => (await held.waiting()) === 1, 'A’s write waiting for the lock');
    expect((await admin.query('SELECT status_code FROM idempotency_keys WHERE key = $1', [key])).rows).toEqual([]);
    await killMidWrite(held, first);
    expect(await lists()).toEqual([]);
    expect((await admin.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).rows).toEqual([]);

    // The member's retry through B runs at once (no lease to wait for) and writes the list once; its next retry replays.
    const retried = await write(b.url);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await lists()).toEqual([{ id: retried.body.id }]);
    await replaysOnce(() => write(b.url), retried, lists);
  }, 120_000);

  it('lets a retry through another process take over a claim made before the write (a multipart form) once its lease ran out, and writes once', async () => {
    a = await startProcess(database.url);
    const member = await signUp(b.url);
    const key = `crash-form-${member.username}`;
    const title = `Deal of ${member.username}`;
    const write = (url: string) =>
      sendForm(url, 'POST', '/deals', { token: member.token, fields: { title, type: 'offer' }, headers: { 'idempotency-key': key } });
    const deals = async () => (await admin.query<{ id: number }>('SELECT id FROM deals WHERE title = $1', [title])).rows;

    // A claims the key once the form is read, before its deal's INSERT, which waits for a lock.
    const held = await holdInserts('deals');
    const first = outcome(write(a.url));
    await until(async () => (await held.waiting()) === 1, 'A’s write waiting for the lock');
    expect((await admin.query('SELECT status_code FROM idempotency_keys WHERE key = $1', [key])).rows).toEqual([{ status_code: null }]);
    await killMidWrite(held, first);
    expect(await deals()).toEqual([]);

    // The member's retry through B: answered 201 within A's lease (and a margin for a loaded machine), not a 409.
    const killedAt = performance.now();
    let retried = await write(b.url);
    const answers = [retried.status];
    while (retried.status === 409 && performance.now() - killedAt < CLAIM_LEASE_MS + 10_000) {
      retried = await write(b.url);
      answers.push(retried.status);
    }
    expect(retried.status, JSON.stringify({ answers, body: retried.body })).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(performance.now() - killedAt).toBeLessThan(CLAIM_LEASE_MS + 10_000);
    expect(await deals()).toEqual([{ id: retried.body.id }]);

    // Its next retry replays that answer; the deal exists once.
    await replaysOnce(() => write(b.url), retried, deals);
  }, 120_000);

  it('does not run again a write committed before its process died: 409 write_unconfirmed, unless it reruns safely (a chat message with its client id)', async () => {
    // A new A (the first test killed the last): two sends through it, both committed, then held before their answer.
    a = await startProcess(database.url);
    const ada = await signUp(b.url);
    const bea = await signUp(b.url);
    await befriend(b.server.db, ada.user as { id: number }, bea.user as { id: number });
    const room = await call(b.url, 'POST', '/chat-room', { token: ada.token, body: { room_type: 'private', userId: bea.user.id } });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    const send = (url: string, key: string, body: Record<string, string>) =>
      call(url, 'POST', `/chat-room/${room.body.id}/chat-message`, { token: ada.token, body, headers: { 'idempotency-key': key } });
    const plain = { key: `plain-${ada.username}`, body: { text: 'Without a client id' } };
    const tagged = { key: `tagged-${ada.username}`, body: { text: 'With a client id', clientMessageId: `m-${ada.username}` } };
    const stored = async (text: string) =>
      (await admin.query<{ id: number }>('SELECT id FROM chat_messages WHERE room_id = $1 AND text = $2', [room.body.id, text])).rows;

    // The message is written (and its claim marked written, in the same transaction); the notice after it waits for
    // a lock this test holds on the notifications.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE notifications IN EXCLUSIVE MODE');
    const waiting = async () =>
      (
        await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%notifications%' AND pid <> $1`,
          [(await locker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid],
        )
      ).rows[0]?.n ?? 0;
    const firsts = [plain, tagged].map((each) => send(a.url, each.key, each.body).catch((error: unknown) => String(error)));
    await until(async () => (await waiting()) === 2, 'both sends’ notices waiting for the lock');
    expect(await stored(plain.body.text)).toHaveLength(1);
    expect(await stored(tagged.body.text)).toHaveLength(1);
    const marks = await admin.query(
      'SELECT key, written_at IS NOT NULL AS written, status_code FROM idempotency_keys WHERE key = ANY($1) ORDER BY key',
      [[plain.key, tagged.key]],
    );
    expect(marks.rows).toEqual([
      { key: plain.key, written: true, status_code: null },
      { key: tagged.key, written: true, status_code: null },
    ]);

    const exited = new Promise((resolve) => a.child.once('exit', resolve));
    a.child.kill('SIGKILL');
    await exited;
    await Promise.all(firsts);
    await until(async () => (await waiting()) === 0, 'Postgres to end the killed process’s statements');
    await locker.query('COMMIT');
    await locker.end();

    // Retried through B once A's lease ran out: the plain send is not written twice and says why; the tagged one
    // runs again, finds its message and answers it.
    const retry = async (each: typeof plain) => {
      const killedAt = performance.now();
      let answer = await send(b.url, each.key, each.body);
      while (
        answer.status === 409 &&
        answer.body.code === 'idempotency_in_progress' &&
        performance.now() - killedAt < CLAIM_LEASE_MS + 10_000
      )
        answer = await send(b.url, each.key, each.body);
      return answer;
    };
    const [plainRetry, taggedRetry] = await Promise.all([retry(plain), retry(tagged)]);
    expect(plainRetry.status, JSON.stringify(plainRetry.body)).toBe(409);
    expect(plainRetry.body.code).toBe('idempotency_write_unconfirmed');
    expect(plainRetry.body.message).toMatch(/saved/);
    expect(await stored(plain.body.text)).toHaveLength(1);
    expect(taggedRetry.status, JSON.stringify(taggedRetry.body)).toBe(201);
    expect(await stored(tagged.body.text)).toEqual([{ id: taggedRetry.body.id }]);
    // Its notice, lost with A, is written by the rerun: Bea is told of it (the plain send's notice is lost with A).
    const notices = await admin.query(
      "SELECT count, data->>'preview' AS preview FROM notifications WHERE recipient_id = $1 AND kind = 'chat_message'",
      [bea.user.id],
    );
    expect(notices.rows).toEqual([{ count: 1, preview: tagged.body.text }]);
    // And its next retry replays that answer.
    const again = await send(b.url, tagged.key, tagged.body);
    expect(again).toMatchObject({ status: 201, body: taggedRetry.body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  }, 120_000);
});
