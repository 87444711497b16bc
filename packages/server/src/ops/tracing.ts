import { AsyncResource } from 'node:async_hooks';
import type { Span, Tracer } from '@opentelemetry/api';

/**
 * OpenTelemetry traces (docs/observability.md "Traces"): a span per HTTP request, a child span per SQL statement, and
 * `traced(name, work)` for background jobs. Nothing is loaded unless an OTLP endpoint is configured (the standard
 * `OTEL_EXPORTER_OTLP_ENDPOINT` or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`): until `startTracing`, every function here
 * runs its work as is, at the cost of one check.
 */

type Api = typeof import('@opentelemetry/api');

interface ActiveTracing {
  api: Api;
  tracer: Tracer;
  users: number;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let active: ActiveTracing | undefined;
let starting: Promise<ActiveTracing> | undefined;

/** Whether spans are being recorded in this process. */
export function tracingOn(): boolean {
  return active !== undefined;
}

export interface TracingOptions {
  /** Where spans are sent: the OTLP/HTTP traces URL (`…/v1/traces`). */
  endpoint: string;
  /** The service's version (`service.version`); its name comes from OTEL_SERVICE_NAME, else `dealgrow-api`. */
  serviceVersion: string;
}

/**
 * Loads the OpenTelemetry SDK and starts exporting spans over OTLP/HTTP (JSON) to `endpoint`, in batches (the
 * standard OTEL_BSP_* variables tune them; OTEL_TRACES_SAMPLER samples). One tracer per process, shared by the
 * servers it runs; answers the function that stops it once the last of them stops (flushing what is left).
 */
export async function startTracing(options: TracingOptions): Promise<() => Promise<void>> {
  starting ??= load(options);
  const tracing = await starting;
  tracing.users += 1;
  let stopped = false;
  return async () => {
    if (stopped) return;
    stopped = true;
    tracing.users -= 1;
    if (tracing.users > 0) return tracing.flush();
    active = undefined;
    starting = undefined;
    await tracing.shutdown();
  };
}

async function load({ endpoint, serviceVersion }: TracingOptions): Promise<ActiveTracing> {
  const [api, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const resource = resources
    .resourceFromAttributes({ 'service.name': 'dealgrow-api', 'service.version': serviceVersion })
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, take precedence.
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: endpoint }))],
  });
  // The global provider, context manager (AsyncLocalStorage) and W3C propagator: libraries using the API join in.
  provider.register();
  const tracing: ActiveTracing = {
    api,
    tracer: provider.getTracer('dealgrow', serviceVersion),
    users: 0,
    flush: () => provider.forceFlush(),
    async shutdown() {
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
  active = tracing;
  return tracing;
}

/** Records a failure on a span: its exception event and the error status. */
function failed(span: Span, api: Api, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `work` in a span named `name` (a child of the current span, if any), ended when it settles; a throw marks it
 * failed. For a job queue's jobs, sweeps and other work outside requests: `traced('job mail.deliver', () => …)`.
 */
export function traced<T>(name: string, work: () => Promise<T>, attributes?: Record<string, string | number | boolean>): Promise<T> {
  const tracing = active;
  if (!tracing) return work();
  return tracing.tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      failed(span, tracing.api, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The statement's first word (SELECT, INSERT, WITH …), the span's name as the conventions ask for a query summary. */
function operationOf(sql: string): string {
  return /^\s*([A-Za-z]+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
}

/**
 * Runs one SQL statement (or a transaction, `sql` undefined) in a client span, child of the current span. The
 * database layer's one wrapper (db/database.ts) calls it around every call.
 */
export function sqlSpan<T>(engine: string, sql: string | undefined, work: () => Promise<T>): Promise<T> {
  const tracing = active;
  if (!tracing) return work();
  const { api, tracer } = tracing;
  const attributes: Record<string, string> = { 'db.system.name': 'postgresql', 'db.namespace': engine };
  if (sql !== undefined) attributes['db.query.text'] = sql.length > 2000 ? `${sql.slice(0, 2000)}…` : sql;
  const name = sql === undefined ? 'TRANSACTION' : operationOf(sql);
  const span = tracer.startSpan(name, { kind: api.SpanKind.CLIENT, attributes }, api.context.active());
  // A transaction's statements are its children.
  const run = sql === undefined ? () => api.context.with(api.trace.setSpan(api.context.active(), span), work) : work;
  return run().then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      failed(span, api, error);
      span.end();
      throw error;
    },
  );
}

/** One request's server span, and the async scope its hooks and handler run in. */
export interface RequestTrace {
  /** Calls `next` inside the request's span (its SQL and job spans become children). */
  enter(next: () => void): void;
  /** Ends the span with the route pattern and the status answered. */
  finish(route: string, status: number): void;
}

/**
 * Starts the server span of a request, continuing the caller's trace when it sent a `traceparent`; undefined when
 * tracing is off.
 */
export function traceRequest(
  method: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
  requestId: string,
): RequestTrace | undefined {
  const tracing = active;
  if (!tracing) return undefined;
  const { api, tracer } = tracing;
  const parent = api.propagation.extract(api.ROOT_CONTEXT, headers);
  const span = tracer.startSpan(
    method,
    {
      kind: api.SpanKind.SERVER,
      attributes: { 'http.request.method': method, 'url.path': path, 'http.request.header.x-request-id': [requestId] },
    },
    parent,
  );
  const scope = api.trace.setSpan(parent, span);
  // The request's body arrives in the socket's async context, not the hook's: the scope is kept in an AsyncResource
  // entered again before validation (as @fastify/request-context does).
  let resource: AsyncResource | undefined;
  return {
    enter(next) {
      if (resource) {
        resource.runInAsyncScope(next);
        return;
      }
      api.context.with(scope, () => {
        resource = new AsyncResource('dealgrow.request');
        resource.runInAsyncScope(next);
      });
    },
    finish(route, status) {
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    },
  };
}

/** Exports the spans ended so far now, rather than at the next batch (tests; a job runner before it exits). */
export async function flushTracing(): Promise<void> {
  await active?.flush();
}
