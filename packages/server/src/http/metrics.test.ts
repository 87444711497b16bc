import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signUp, startTestServer, type TestServer } from '../../test/harness.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { browserKeys } from '../../test/web-push-decrypt.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { registerGauge } from '../ops/metrics.ts';
import { connectChat } from '../realtime/test-clients.ts';

/** One scrape of /metrics: each sample line's value by its name and labels as written (`name{a="1",b="2"}`). */
type Scrape = Map<string, number>;

async function scrape(url: string, headers: Record<string, string> = {}): Promise<{ scrape: Scrape; text: string }> {
  const answer = await fetch(`${url}/metrics`, { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await answer.text();
  const samples: Scrape = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return { scrape: samples, text };
}

const sample = (scrape: Scrape, key: string) => scrape.get(key) ?? 0;

/** Scrapes until `ready` holds of the scrape (a counter moved by background work), for up to ten seconds. */
async function scrapeUntil(url: string, ready: (scrape: Scrape) => boolean): Promise<Scrape> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { scrape: samples } = await scrape(url);
    if (ready(samples) || Date.now() > deadline) return samples;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe.each(databaseKinds)('/metrics on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t?.close());

  it('counts requests by route pattern and status, with latency histogram buckets, and the SQL statements', async () => {
    const route = (status: number) => `method="GET",route="/deals/:id",status="${status}"`;
    const { scrape: before } = await scrape(t.url);
    for (const id of [910_001, 910_002, 910_003]) expect((await call(t.url, 'GET', `/deals/${id}`)).status).toBe(404);
    expect((await call(t.url, 'GET', '/deals/not-a-number')).status).toBe(400);
    expect((await call(t.url, 'GET', '/no/such/route/910004')).status).toBe(404);
    const { scrape: after, text } = await scrape(t.url);

    const delta = (key: string) => sample(after, key) - sample(before, key);
    expect(delta(`http_requests_total{${route(404)}}`)).toBe(3);
    expect(delta(`http_requests_total{${route(400)}}`)).toBe(1);
    expect(delta('http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    // The raw URLs never become labels: one series per route pattern.
    // (Labels only: a sample's value, a process metric's bytes or seconds, may hold those digits by chance.)
    const labels = text.split('\n').flatMap((line) => (line.startsWith('#') ? [] : (line.match(/\{[^}]*\}/g) ?? [])));
    expect(labels.join('\n')).not.toMatch(/91000\d/);

    // The histogram: cumulative buckets up to +Inf, which holds every request, and the sum of their times.
    const bounds = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'];
    const buckets = bounds.map((le) => delta(`http_request_duration_seconds_bucket{${route(404)},le="${le}"}`));
    for (let index = 1; index < buckets.length; index++) expect(buckets[index]).toBeGreaterThanOrEqual(buckets[index - 1] as number);
    expect(buckets.at(-1)).toBe(3);
    expect(delta(`http_request_duration_seconds_count{${route(404)}}`)).toBe(3);
    expect(delta(`http_request_duration_seconds_sum{${route(404)}}`)).toBeGreaterThan(0);

    // Each deal read ran SQL: the statements' histogram moved on this engine.
    expect(delta(`dealgrow_db_query_duration_seconds_count{engine="${kind}",operation="query"}`)).toBeGreaterThanOrEqual(3);
    // Node's process metrics.
    expect(after.has('process_cpu_user_seconds_total')).toBe(true);
    expect(after.has('nodejs_heap_size_used_bytes')).toBe(true);
    if (kind === 'postgres') {
      expect(sample(after, 'dealgrow_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(after.has('dealgrow_db_pool_connections{state="idle"}')).toBe(true);
      expect(after.has('dealgrow_db_pool_waiting')).toBe(true);
    }
  });

  it('shows the job queue by job name and state, counted in the database at each scrape', async () => {
    const name = `metrics.unclaimed.${kind}`;
    // No handler has this name: the jobs wait, one of them marked failed as an operator would find it.
    for (const key of ['a', 'b', 'c']) await enqueueJob(t.server.db, name, {}, { key, maxAttempts: 1 });
    await t.server.db.query(`UPDATE jobs SET state = 'failed', attempts = 2 WHERE name = $1 AND key = 'c'`, [name]);
    const { scrape: samples } = await scrape(t.url);
    expect(sample(samples, `dealgrow_jobs{name="${name}",state="waiting"}`)).toBe(2);
    expect(sample(samples, `dealgrow_jobs{name="${name}",state="failed"}`)).toBe(1);
    expect(sample(samples, `dealgrow_jobs{name="${name}",state="retried"}`)).toBe(1);
    expect(samples.has(`dealgrow_jobs{name="${name}",state="running"}`)).toBe(true);
  });

  it('shows the sockets connected, by namespace', async () => {
    const member = await signUp(t.url);
    const key = 'dealgrow_sockets_connected{namespace="/chatx"}';
    const { scrape: before } = await scrape(t.url);
    const socket = await connectChat(t.url, member.token);
    try {
      const { scrape: connected } = await scrape(t.url);
      expect(sample(connected, key) - sample(before, key)).toBe(1);
    } finally {
      socket.close();
    }
    const after = await scrapeUntil(t.url, (now) => sample(now, key) === sample(before, key));
    expect(sample(after, key)).toBe(sample(before, key));
  });
});

describe('registerGauge', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(() => t?.close());

  it('reads its collectors at each scrape, at once or awaited, adds them up by labels, and skips one that throws', async () => {
    let waiting = 3;
    const stops = [
      // A job queue's depth, counted in its database.
      registerGauge('dealgrow_test_jobs', 'Jobs by state (test).', async () => {
        const [row] = await t.server.db.query<{ failed: number }>('SELECT 2 AS failed');
        return [
          { labels: { state: 'waiting' }, value: waiting },
          { labels: { state: 'failed' }, value: row?.failed ?? 0 },
        ];
      }),
      registerGauge('dealgrow_test_jobs', 'Jobs by state (test).', () => [{ labels: { state: 'waiting' }, value: 10 }]),
      registerGauge('dealgrow_test_jobs', 'Jobs by state (test).', () => {
        throw new Error('its database is down');
      }),
    ];
    const { scrape: first, text } = await scrape(t.url);
    expect(text).toContain('# TYPE dealgrow_test_jobs gauge');
    expect(sample(first, 'dealgrow_test_jobs{state="waiting"}')).toBe(13);
    expect(sample(first, 'dealgrow_test_jobs{state="failed"}')).toBe(2);
    waiting = 0;
    expect(sample((await scrape(t.url)).scrape, 'dealgrow_test_jobs{state="waiting"}')).toBe(10);
    for (const stop of stops) stop();
    expect((await scrape(t.url)).scrape.has('dealgrow_test_jobs{state="waiting"}')).toBe(false);
  });
});

describe('/metrics access', () => {
  const servers: TestServer[] = [];
  const start = async (options: Parameters<typeof startTestServer>[1]) => {
    const server = await startTestServer('pglite', options);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('asks for METRICS_TOKEN as a bearer token when it is set', async () => {
    const token = 'a-long-random-scrape-token-for-the-test';
    const t = await start({ metricsToken: token, production: true });
    const refused = await call(t.url, 'GET', '/metrics');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'unauthorized', requestId: refused.headers.get('x-request-id') });
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await call(t.url, 'GET', '/metrics', { token: `${token}x` })).status).toBe(401);
    expect((await call(t.url, 'GET', '/metrics', { token: token.slice(1) })).status).toBe(401);
    const { text } = await scrape(t.url, { authorization: `Bearer ${token}` });
    expect(text).toContain('# TYPE http_requests_total counter');
  });

  it('answers 404 in production without a token, as an unknown route does', async () => {
    const t = await start({ production: true });
    const refused = await call(t.url, 'GET', '/metrics');
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'route_not_found' });
    expect(await call(t.url, 'GET', '/ready')).toMatchObject({ status: 200 });
  });

  it('with METRICS_PORT, serves /metrics there only (with the token when set)', async () => {
    const token = 'another-scrape-token-for-the-port';
    const t = await start({ metricsPort: 0, metricsHost: '127.0.0.1', metricsToken: token });
    expect((await call(t.url, 'GET', '/metrics', { token })).status).toBe(404);
    const port = t.server.metricsUrl;
    expect(port).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await fetch(`${port}/metrics`)).status).toBe(401);
    const { text } = await scrape(port as string, { authorization: `Bearer ${token}` });
    expect(text).toContain('process_cpu_user_seconds_total');
    expect((await fetch(`${port}/deals/1`)).status).toBe(404);
  });
});

describe('/metrics: e-mails over SMTP', () => {
  let catcher: SmtpCatcher;
  let t: TestServer;
  beforeAll(async () => {
    catcher = await startSmtpCatcher({ refuse: (address) => address.startsWith('refused') });
    // A refused recipient fails for good at once: no retry to wait for.
    t = await startTestServer('pglite', { smtpUrl: catcher.url, mailer: undefined });
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
  });

  it('counts the mails the SMTP server took and the attempts it refused', async () => {
    const sent = 'dealgrow_mail_deliveries_total{outcome="sent"}';
    const failed = 'dealgrow_mail_deliveries_total{outcome="failed"}';
    const { scrape: before } = await scrape(t.url);
    await signUp(t.url);
    const afterSent = await scrapeUntil(t.url, (now) => sample(now, sent) > sample(before, sent));
    expect(sample(afterSent, sent) - sample(before, sent)).toBe(1);

    await signUp(t.url, { email: `refused${Date.now()}@gmail.com` });
    const afterFailed = await scrapeUntil(t.url, (now) => sample(now, failed) > sample(before, failed));
    expect(sample(afterFailed, failed) - sample(before, failed)).toBe(1);
    expect(sample(afterFailed, sent) - sample(before, sent)).toBe(1);
  });
});

describe('/metrics: Web Push', () => {
  // A push service stand-in: 201 for every endpoint but those under /push/gone (410: the subscription is gone).
  const service = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = request.url?.startsWith('/push/gone') ? 410 : 201;
      response.end();
    });
  });
  let host: string;
  let t: TestServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(service.address() as AddressInfo).port}`;
    t = await startTestServer('pglite', { pushAllowHosts: [host] });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => service.close(resolve));
  });

  it('counts the pushes a push service took, and those for a subscription that is gone', async () => {
    const sent = 'dealgrow_push_deliveries_total{outcome="sent"}';
    const gone = 'dealgrow_push_deliveries_total{outcome="gone"}';
    const member = await signUp(t.url);
    const { scrape: before } = await scrape(t.url);
    // Each new subscription gets a welcome push (docs/notifications.md).
    for (const name of ['browser-1', 'gone-1']) {
      const answer = await call(t.url, 'POST', '/notifications/push-subscriptions', {
        token: member.token,
        body: { endpoint: `http://${host}/push/${name}`, expirationTime: null, keys: browserKeys().json },
      });
      expect(answer.status).toBeLessThan(300);
    }
    await t.server.notifications.settled();
    const { scrape: after } = await scrape(t.url);
    expect(sample(after, sent) - sample(before, sent)).toBe(1);
    expect(sample(after, gone) - sample(before, gone)).toBe(1);
  });
});
