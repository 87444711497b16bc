import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { startThrowAwayRedis } from '../../test/redis.ts';

describe.each(databaseKinds)('/ready on %s', (kind) => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'dealgrow-ready-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('answers 200 with each check when the database and the files folder answer; /health stays the liveness probe', async () => {
    const t = await startTestServer(kind, { filesDir: join(folder, 'files') });
    try {
      const ready = await call(t.url, 'GET', '/ready');
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok', storage: 'ok' }, failed: [] } });
      expect(Object.keys(ready.body.checks)).toEqual(['database', 'storage']);
      // A probe answers no page: no browser security headers (as /health).
      expect(ready.headers.get('content-security-policy')).toBeNull();
      expect(await call(t.url, 'GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the storage when its folder cannot be written', async () => {
    // A files folder under a plain file: it can never be made.
    const file = join(folder, 'not-a-folder');
    writeFileSync(file, 'x');
    const t = await startTestServer(kind, { filesDir: join(file, 'files') });
    try {
      const ready = await call(t.url, 'GET', '/ready');
      expect(ready).toMatchObject({
        status: 503,
        body: { status: 'unready', checks: { database: 'ok', storage: 'failed' }, failed: ['storage'] },
      });
      // The cause is logged, not answered.
      expect(JSON.stringify(ready.body)).not.toContain('ENOTDIR');
      expect(await call(t.url, 'GET', '/health')).toMatchObject({ status: 200 });
    } finally {
      await t.close();
    }
  });

  // Closing the database under a running server: on PGlite only (on Postgres the test database must still be dropped).
  it.skipIf(kind === 'postgres')('answers 503 naming the database once it is gone', async () => {
    const t = await startTestServer(kind);
    try {
      expect((await call(t.url, 'GET', '/ready')).status).toBe(200);
      await t.server.db.close();
      const ready = await call(t.url, 'GET', '/ready');
      expect(ready).toMatchObject({ status: 503, body: { checks: { database: 'failed', storage: 'ok' }, failed: ['database'] } });
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('/ready with REDIS_URL', async () => {
  const redis = await startThrowAwayRedis();
  const unavailable = 'unavailable' in redis ? redis.unavailable : undefined;
  let t: TestServer;
  beforeAll(async () => {
    if ('url' in redis) t = await startTestServer('pglite', { redisUrl: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    if ('stop' in redis) await redis.stop();
  });

  it.skipIf(unavailable)('checks Redis too, and names it when it stops answering', async () => {
    expect(await call(t.url, 'GET', '/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' }, failed: [] },
    });
    if ('stop' in redis) await redis.stop();
    const ready = await call(t.url, 'GET', '/ready');
    expect(ready).toMatchObject({ status: 503, body: { status: 'unready', checks: { redis: 'failed' }, failed: ['redis'] } });
  });
});
