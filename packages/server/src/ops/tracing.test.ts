import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, type TestServer } from '../../test/harness.ts';
import { flushTracing, traced, tracingOn } from './tracing.ts';

/** A span as OTLP/HTTP JSON carries it (the fields these tests read). */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
  status?: { code?: number };
}

/**
 * A real OTLP/HTTP trace receiver on loopback, as a collector listens on :4318: it takes `POST /v1/traces` in the
 * JSON encoding and keeps every span, with the resource attributes of its batch.
 */
async function startOtlpReceiver() {
  const spans: Array<ReceivedSpan & { resource: Record<string, string> }> = [];
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      contentTypes.add(`${request.method} ${request.url} ${request.headers['content-type']}`);
      if (request.method === 'POST' && request.url === '/v1/traces' && request.headers['content-type'] === 'application/json') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: Array<{
            resource: { attributes: ReceivedSpan['attributes'] };
            scopeSpans: Array<{ spans: ReceivedSpan[] }>;
          }>;
        };
        for (const batch of body.resourceSpans) {
          const resource = Object.fromEntries(
            batch.resource.attributes.map((attribute) => [attribute.key, attribute.value.stringValue ?? '']),
          );
          for (const scope of batch.scopeSpans) for (const span of scope.spans) spans.push({ ...span, resource });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    /** The first span that matches, once exported: the server's batch is flushed while waiting. */
    async next(matches: (span: ReceivedSpan) => boolean): Promise<ReceivedSpan & { resource: Record<string, string> }> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = spans.find(matches);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no such span among ${spans.map((span) => span.name).join(', ')}`);
        await flushTracing();
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: ReceivedSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry traces over OTLP/HTTP', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let t: TestServer;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    t = await startTestServer('pglite', { otlpTracesEndpoint: `${receiver.url}/v1/traces` });
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it('exports a span per request, named by its route pattern, with a child span per SQL statement', async () => {
    const answer = await call(t.url, 'GET', '/deals/910001');
    expect(answer.status).toBe(404);
    const requestId = answer.headers.get('x-request-id');
    const server = await receiver.next(
      (span) =>
        span.name === 'GET /deals/:id' &&
        span.attributes.some((entry) => entry.key === 'url.path' && entry.value.stringValue === '/deals/910001'),
    );
    expect(server.kind).toBe(2); // SERVER
    expect(attribute(server, 'http.route')).toBe('/deals/:id');
    expect(attribute(server, 'http.response.status_code')).toBe(404);
    expect(server.resource['service.name']).toBe('dealgrow-api');
    expect(JSON.stringify(server.attributes)).toContain(requestId);

    const sql = await receiver.next((span) => span.parentSpanId === server.spanId);
    expect(sql.traceId).toBe(server.traceId);
    expect(sql.kind).toBe(3); // CLIENT
    expect(sql.name).toMatch(/^(SELECT|WITH)$/);
    expect(attribute(sql, 'db.system.name')).toBe('postgresql');
    expect(attribute(sql, 'db.query.text')).toContain('d.title');
    // Only OTLP/HTTP JSON reached the receiver.
    expect([...receiver.contentTypes]).toEqual(['POST /v1/traces application/json']);
  });

  it('continues the caller’s trace from its traceparent header, through a body-carrying write', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const answer = await call(t.url, 'POST', '/auth/sign-in', {
      body: { email: 'nobody-here@gmail.com', password: 'not-the-password-1' },
      headers: { traceparent: `00-${traceId}-${parent}-01` },
    });
    expect(answer.status).toBe(401);
    const server = await receiver.next((span) => span.traceId === traceId && span.name === 'POST /auth/sign-in');
    expect(server.parentSpanId).toBe(parent);
    // The handler ran after the body was read (another async context): its statements are still children.
    const sql = await receiver.next((span) => span.traceId === traceId && span.parentSpanId === server.spanId);
    expect(attribute(sql, 'db.query.text')).toBeDefined();
  });

  it('traced(name, work) makes a job span, its statements children of it', async () => {
    expect(tracingOn()).toBe(true);
    await traced('job test.sweep', () => t.server.db.query('SELECT 1 AS one'), { 'job.attempt': 1 });
    const job = await receiver.next((span) => span.name === 'job test.sweep');
    expect(attribute(job, 'job.attempt')).toBe(1);
    const sql = await receiver.next((span) => span.parentSpanId === job.spanId);
    expect(attribute(sql, 'db.query.text')).toBe('SELECT 1 AS one');
    await expect(traced('job test.fails', () => Promise.reject(new Error('no luck')))).rejects.toThrow('no luck');
    const failed = await receiver.next((span) => span.name === 'job test.fails');
    expect(failed.status?.code).toBe(2); // ERROR
  });
});

describe('without an OTLP endpoint', () => {
  it('records nothing: traced() runs the work as it is', async () => {
    const t = await startTestServer('pglite');
    try {
      expect(tracingOn()).toBe(false);
      expect((await call(t.url, 'GET', '/health')).status).toBe(200);
      expect(await traced('job test.untraced', async () => 42)).toBe(42);
    } finally {
      await t.close();
    }
  });
});
