import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ServerConfig } from '../config.ts';
import { METRICS_CONTENT_TYPE, observeRequest, renderMetrics } from '../ops/metrics.ts';
import { type RequestTrace, traceRequest, tracingOn } from '../ops/tracing.ts';
import type { App } from './context.ts';
import { unauthorized } from './errors.ts';

/** The header a request id comes in (from a proxy or a client) and goes out in (docs/observability.md "Request ids"). */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A request id taken as given: 1 to 128 characters a log line and a header hold safely (a UUID, a proxy's hex id…). */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:+=/@-]{1,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route label of a request: its pattern (`/deals/:id`), or `unmatched` for a URL no route takes. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Every request's id in its answer's X-Request-Id header, its time and status in the metrics by route pattern, and,
 * when tracing is on, its server span around its hooks and handler (their SQL statements are its children).
 */
export function observeRequests(app: App): void {
  const traces = new WeakMap<FastifyRequest, RequestTrace>();
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (!tracingOn()) return done();
    const trace = traceRequest(request.method, request.url.split('?')[0] ?? '/', request.headers, request.id);
    if (!trace) return done();
    traces.set(request, trace);
    trace.enter(done);
  });
  // A request's body is read in the socket's async context: back into the request's span for the rest.
  if (tracingOn())
    app.addHook('preValidation', (request, _reply, done) => {
      const trace = traces.get(request);
      if (trace) trace.enter(done);
      else done();
    });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    traces.get(request)?.finish(route, reply.statusCode);
    done();
  });
}

/** Who may read /metrics on the API's port (docs/observability.md "Access"). */
export type MetricsAccess = 'open' | 'token' | 'elsewhere';

export function metricsAccess(config: Pick<ServerConfig, 'metricsToken' | 'metricsPort' | 'production'>): MetricsAccess {
  if (config.metricsPort !== undefined) return 'elsewhere';
  if (config.metricsToken) return 'token';
  return config.production ? 'elsewhere' : 'open';
}

/** Whether a request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A check /ready runs: resolves when what it names is reachable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

/** How long one readiness check may take before it counts as failed. */
export const READINESS_TIMEOUT_MS = 2000;

const CheckOutcome = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);
const ReadinessAnswer = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('unready')]),
    checks: Type.Record(Type.String(), CheckOutcome, { description: 'Each check by name (database, redis, storage): ok or failed.' }),
    failed: Type.Array(Type.String(), { description: 'The checks that failed, by name: none when ready.' }),
  },
  { title: 'Readiness', additionalProperties: false },
);

async function runCheck(check: ReadinessCheck): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${READINESS_TIMEOUT_MS} ms`)), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.check(), timeout]);
    return 'ok';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /ready, the readiness probe (its checks: the database, Redis when REDIS_URL is set, the file storage), and
 * GET /metrics (Prometheus), as docs/observability.md describes. Neither answers a page: no browser security headers.
 */
export function operationsRoutes(app: App, config: ServerConfig, checks: () => ReadinessCheck[]): void {
  app.get(
    '/ready',
    {
      config: { securityHeaders: false },
      schema: {
        operationId: 'ready',
        tags: ['operations'],
        summary: 'Answers 200 when the server can serve: its database, Redis and file storage answer; 503 naming what failed.',
        description:
          'The readiness probe of load balancers and orchestrators, beside /health (the process is alive). Each check has ' +
          `${READINESS_TIMEOUT_MS / 1000} s; a failure's cause is logged, not answered.`,
        response: { 200: ReadinessAnswer, 503: ReadinessAnswer },
      },
    },
    async (request, reply) => {
      const list = checks();
      const outcomes = await Promise.all(
        list.map((check) =>
          runCheck(check).catch((error: unknown) => {
            request.log.warn({ err: error, check: check.name }, 'readiness check failed');
            return 'failed' as const;
          }),
        ),
      );
      const results = Object.fromEntries(list.map((check, index) => [check.name, outcomes[index] ?? 'failed']));
      const failed = list.filter((_check, index) => outcomes[index] !== 'ok').map((check) => check.name);
      return reply.code(failed.length > 0 ? 503 : 200).send({ status: failed.length > 0 ? 'unready' : 'ready', checks: results, failed });
    },
  );

  const access = metricsAccess(config);
  app.get(
    '/metrics',
    {
      config: { securityHeaders: false },
      schema: {
        operationId: 'metrics',
        tags: ['operations'],
        summary: 'The process’s metrics in Prometheus’ text format.',
        description:
          'Requests by route pattern and status with latency histograms, SQL statement times, the Postgres pool, sockets ' +
          'connected, e-mails and pushes sent or failed, and Node’s process metrics (docs/observability.md). With ' +
          'METRICS_TOKEN set it asks for `Authorization: Bearer <METRICS_TOKEN>` (401 without it); in production without ' +
          'a token, or with METRICS_PORT set, this address answers 404 and the metrics are served on METRICS_PORT only.',
        response: {
          200: {
            description: 'Prometheus text exposition format 0.0.4.',
            content: { 'text/plain': { schema: Type.String({ description: 'Prometheus text exposition format 0.0.4.' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      if (access === 'elsewhere') return reply.callNotFound();
      if (access === 'token' && !bearerMatches(request.headers.authorization, config.metricsToken ?? '')) {
        return sendUnauthorized(reply);
      }
      return reply.type(METRICS_CONTENT_TYPE).send(await renderMetrics());
    },
  );
}

function sendUnauthorized(reply: FastifyReply): never {
  void reply.header('www-authenticate', 'Bearer realm="metrics"');
  throw unauthorized();
}

/**
 * /metrics on a port of its own (METRICS_PORT), for a scraper inside the deployment's network; the token is asked for
 * there too when METRICS_TOKEN is set. Answers the server, listening.
 */
export async function listenForMetrics(config: Pick<ServerConfig, 'metricsPort' | 'metricsHost' | 'metricsToken'>): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (config.metricsToken && !bearerMatches(request.headers.authorization, config.metricsToken)) {
      response.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end();
      return;
    }
    renderMetrics().then(
      (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.metricsPort, config.metricsHost, () => resolve());
  });
  return server;
}
