import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ValidateFunction } from 'ajv';
import fastJson, { type Schema } from 'fast-json-stringify';
import Fastify, { errorCodes, type FastifyError, type FastifyReply, type FastifyRequest, type FastifySchema, LogController } from 'fastify';
import { first } from '../db/database.ts';
import { behindWriteGate } from '../db/write-gate.ts';
import { acceptedLanguage, isLanguage, type Language, type Message, render, t } from '../i18n/catalogue.ts';
import { bearerToken, configureSessionCache, resolveViewer } from './auth.ts';
import { openClusterBus } from './cluster-bus.ts';
import type { App, ServerContext } from './context.ts';
import { ApiError, ErrorBody, unauthorized } from './errors.ts';
import {
  answerUnclaimedKey,
  claimGate,
  claimIdempotencyKey,
  claimOutcome,
  flushIdempotencyAnswers,
  IDEMPOTENCY_HEADER,
  isReplayedWrite,
  REPLAYED_HEADER,
  ReplayedAnswer,
  replacedByReplay,
  replay,
  settleIdempotencyKey,
} from './idempotency.ts';
import { dropUnreadBody } from './linger.ts';
import { malformedInput } from './malformed-input.ts';
import { observeRequests, operationsRoutes, REQUEST_ID_HEADER, type ReadinessCheck, requestIdOf } from './observability.ts';
import { describeOperation, operationSecurity, RATE_LIMITED, rateLimitFacts } from './operation-docs.ts';
import { openSharedRateLimits } from './rate-limit-store.ts';
import { outdatingReads, ReadCache, readsVersion } from './read-cache.ts';
import { nameSharedSchemas } from './schema-components.ts';
import { securityHeaders } from './security-headers.ts';
import { bodyAjv, compiledOnFirstUse, fieldErrors, responseAjv, textValidator } from './validation.ts';

export const API_TITLE = 'Dealgrow API';

/** What the HTTP app takes beside the context: the readiness checks of the layers above, and where logs go (tests). */
export interface HttpAppOptions {
  /** /ready's checks besides the database and Redis, which the app adds itself (docs/observability.md). */
  readiness?: ReadinessCheck[];
  /** Where log lines are written: standard output when unset. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the HTTP app with its cross-cutting behaviour: validation, error bodies, auth, idempotency,
 * CORS, security headers and rate limiting. Route modules are registered by `register`.
 */
export async function buildHttpApp(
  context: ServerContext,
  version: string,
  register: (app: App) => void,
  options: HttpAppOptions = {},
): Promise<App> {
  const { config, db } = context;
  // Browser security headers (helmet's; the API answers JSON and files that partner pages load cross-origin),
  // computed once and set by a route-level hook on every route but those that answer no page
  // (`config.securityHeaders: false`, e.g. /health), and on 404 answers.
  const security = securityHeaders({ crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Every request's id: the caller's X-Request-Id when well-formed, else a new one; on each of its log lines as
    // `requestId`, in its answer's header and in every error body (docs/observability.md "Request ids").
    logController: new LogController({ disableRequestLogging: !config.logRequests, requestIdLogLabel: 'requestId' }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ajv: undefined,
    // A URL the router cannot read (bad percent-encoding, a parameter over maxParamLength) answers like any error.
    frameworkErrors: (error, _request, reply) => {
      void reply.headers(security);
      sendError(reply, errorBody(error), acceptedLanguage(_request.headers['accept-language']) ?? 'en');
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? compiledOnFirstUse(bodyAjv, schema as object) : textValidator(schema as object),
  );
  // Answers are serialized by fast-json-stringify from each route's declared response schema, as Fastify does by
  // default, but each serializer is built on the route's first answer rather than all at start (a quarter second).
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= fastJson(schema as Schema);
      return serialize(data);
    };
  });
  app.decorateRequest('viewer', null);
  // JSON is the only body the API reads (multipart is added per route); anything else is a 415.
  app.removeContentTypeParser(['text/plain']);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: API_TITLE,
        version,
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'The Dealgrow business social network API. Every answer is JSON; errors are `{ message, code, fields?, requestId }` (the request id also in the `X-Request-Id` header). ' +
          'Writes accept an `Idempotency-Key` header: a retried write with the same key is applied once and answered the same. ' +
          'Error messages come in the caller’s language: `Accept-Language` (en, fr or tr), else the signed-in member’s saved language, else English.',
      },
      servers: [{ url: 'http://localhost:8787', description: 'The reference server as `npm start` runs it' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transformObject: (document) => ('openapiObject' in document ? nameSharedSchemas(document.openapiObject) : document.swaggerObject),
  });
  function addSecurityHeaders(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
    reply.headers(security);
    done();
  }
  await app.register(cors, {
    origin: config.corsOrigins.includes('*') ? true : config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', REPLAYED_HEADER, 'Content-Disposition', 'X-Request-Id'],
    maxAge: 600,
  });
  // Request ids, metrics by route pattern, and the request's span when tracing is on (http/observability.ts).
  observeRequests(app);
  // Multipart is read only by routes that call readUploads (src/files/uploads.ts); these are the outer limits.
  await app.register(multipart, {
    limits: { fileSize: config.maxUploadBytes, files: 20, fields: 60, fieldSize: 100 * 1024, parts: 80, headerPairs: 200 },
  });
  // Limits count in a store every server process shares (the database, or Redis with REDIS_URL): see
  // docs/rate-limits.md. Only routes with `config.rateLimit` run the plugin's hook; the others never reach the store.
  const limits = await openSharedRateLimits(config, db, app.log);
  app.addHook('onClose', limits.close);
  // Keyed writes' answers still waiting for their batch are stored before the database closes.
  app.addHook('onClose', () => flushIdempotencyAnswers(db));
  await app.register(rateLimit, {
    global: false,
    ...limits.options,
    skipOnError: true,
    // A replay of an answered Idempotency-Key runs nothing: it is not counted (limits checked in preHandler, after the claim).
    allowList: (request: FastifyRequest) => isReplayedWrite(db, request),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', t('code.rate_limited', { seconds: Math.ceil(context.ttl / 1000) })),
  });

  // Every route documents its auth and its error answers the same way.
  const described = new WeakSet<object>();
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as FastifySchema & { security?: unknown; description?: string; response?: Record<string, unknown> };
    const auth = route.config?.auth;
    schema.security = operationSecurity(auth);
    const response = (schema.response ?? {}) as Record<string, { properties?: Record<string, unknown> }>;
    const paged = ['200', '2xx'].some((status) => Boolean(response[status]?.properties?.items && response[status]?.properties?.total));
    const multipart = ((schema as { consumes?: string[] }).consumes ?? []).includes('multipart/form-data');
    // A GET's schema object serves its HEAD route too: describe it once.
    if (!described.has(schema))
      schema.description = describeOperation(
        { method: route.method, auth, multipart, paged, rateLimit: rateLimitFacts(route.config?.rateLimit) },
        schema.description,
      );
    described.add(schema);
    if (route.config?.auth) route.onRequest = [resolveSession, ...hooksOf(route.onRequest)];
    if (route.config?.securityHeaders !== false) route.onRequest = [addSecurityHeaders, ...hooksOf(route.onRequest)];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method))) {
      route.preHandler = [claimKey, ...hooksOf(route.preHandler)];
      route.onSend = [keepAnswer, ...hooksOf(route.onSend)];
      route.onResponse = [settleKey, ...hooksOf(route.onResponse)];
      if (bus.kind === 'redis') route.onSend = [...hooksOf(route.onSend), outdateReads];
      // A keyed JSON write's handler runs while its key is being claimed, its effects behind the claim (idempotency.ts).
      const handler = route.handler;
      route.handler = function gatedHandler(request, reply) {
        const gate = claimGate(request);
        return gate ? behindWriteGate(gate, () => handler.call(this, request, reply)) : handler.call(this, request, reply);
      };
    }
    if (route.config?.readCache && readCache.ttlMs > 0) {
      route.preHandler = [...hooksOf(route.preHandler), serveCachedRead];
      route.onSend = [...hooksOf(route.onSend), keepRead];
    }
    // A rate-limited route says so in the contract: its 429 and the Retry-After header (docs/rate-limits.md).
    const limited = route.config?.rateLimit ? { 429: RATE_LIMITED } : {};
    if (schema.response) schema.response = { ...schema.response, ...limited, '4xx': ErrorBody, '5xx': ErrorBody };
    route.schema = schema;
  });

  // Revocations, and the read caches' version, shared by every process through Redis with REDIS_URL (cluster-bus.ts).
  const bus = await openClusterBus(config, app.log);
  app.addHook('onClose', bus.close);
  configureSessionCache(db, config.sessionCacheSeconds, bus);
  // The session is resolved only on the routes that read it (`config.auth`): a route-level hook, so the others
  // (health, lists of select values, files) run no hook for it.
  async function resolveSession(request: FastifyRequest) {
    const mode = request.routeOptions.config.auth;
    const token = bearerToken(request);
    if (token) {
      try {
        request.viewer = await resolveViewer(db, token);
      } catch (error) {
        if (mode === 'required') throw error;
      }
    }
    if (mode === 'required' && !request.viewer) throw unauthorized();
  }

  // Public reads answered again within READ_CACHE_SECONDS reuse their serialized answer (per viewer and URL)
  // until any process writes to the database: see read-cache.ts and docs/performance.md.
  const readCache = new ReadCache(config.readCacheSeconds * 1000);
  const reads = new WeakMap<FastifyRequest, { key: string; version: string }>();
  async function serveCachedRead(request: FastifyRequest, reply: FastifyReply) {
    const version = await readsVersion(db, bus);
    if (version === undefined) return;
    const key = `${request.viewer?.userId ?? 0} ${request.protocol}://${request.host}${request.url}`;
    const answer = readCache.get(key, version);
    if (answer === undefined) {
      reads.set(request, { key, version });
      return;
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  }
  async function keepRead(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const read = reads.get(request);
    if (read && reply.statusCode === 200 && typeof payload === 'string') readCache.set(read.key, read.version, payload);
    return payload;
  }
  // A write's answer leaves once every process's read caches are outdated: its author reads it through any process.
  const outdateReads = outdatingReads(db, bus);

  // Idempotency keys are read on writes only: reads run no hook for them.
  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) return;
    await claimIdempotencyKey(db, request, reply);
  }

  // A keyed write's answer is stored once it has been sent, off the answer's path and in batches; a retry arriving
  // before that waits for it (idempotency.ts).
  const answers = new WeakMap<FastifyRequest, unknown>();
  async function keepAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    // A claim lost at the handler's first effect, or the key of a write that wrote nothing found someone's already: the
    // stored answer, or the refusal, goes out instead.
    const lost = claimOutcome(request) ?? (await answerUnclaimedKey(request, reply.statusCode, payload));
    if (lost instanceof ReplayedAnswer) return replacedByReplay(reply, lost);
    if (lost) {
      const body = errorBody(lost);
      if (body.status >= 500) request.log.error(lost);
      void reply.type('application/json; charset=utf-8');
      return JSON.stringify(errorAnswer(reply, body, await replyLanguage(request)));
    }
    if (request.headers[IDEMPOTENCY_HEADER] !== undefined && reply.getHeader(REPLAYED_HEADER) === undefined) answers.set(request, payload);
    return payload;
  }
  async function settleKey(request: FastifyRequest, reply: FastifyReply) {
    if (!answers.has(request)) return;
    const payload = answers.get(request);
    answers.delete(request);
    await settleIdempotencyKey(db, request, reply.statusCode, payload).catch((error: unknown) => request.log.error(error));
  }

  if (config.validateResponses) {
    const compiled = new WeakMap<object, ValidateFunction>();
    app.addHook('preSerialization', async (request, reply, payload) => {
      const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, object>;
      const schema = responses[String(reply.statusCode)] ?? responses[`${String(reply.statusCode)[0]}xx`];
      if (!schema || reply.statusCode >= 400) return payload;
      let validate = compiled.get(schema);
      if (!validate) {
        validate = responseAjv.compile(schema);
        compiled.set(schema, validate);
      }
      if (!validate(payload)) {
        request.log.error({ errors: validate.errors }, 'answer does not match its declared schema');
        throw new Error(
          `Answer of ${request.method} ${request.routeOptions.url} does not match its schema: ${responseAjv.errorsText(validate.errors)}`,
        );
      }
      return payload;
    });
  }

  app.setNotFoundHandler((request, reply) => {
    reply.headers(security);
    const route = `${request.method} ${request.url.split('?')[0]}`;
    const language = acceptedLanguage(request.headers['accept-language']) ?? 'en';
    void reply
      .code(404)
      .header(REQUEST_ID_HEADER, request.id)
      .send({ message: render(t('code.route_not_found', { route }), language), code: 'route_not_found', requestId: request.id });
  });

  // The member's saved language, for a signed-in caller whose Accept-Language names none of ours.
  const savedLanguage = async (request: FastifyRequest): Promise<Language | undefined> => {
    if (!request.viewer) return undefined;
    const row = await first<{ default_language: string }>(context.db, 'SELECT default_language FROM users WHERE id = $1', [
      request.viewer.userId,
    ]).catch(() => undefined);
    return isLanguage(row?.default_language) ? row.default_language : undefined;
  };
  // Messages speak the caller's language: Accept-Language (the SDK sends the page's), else the member's saved one.
  const replyLanguage = async (request: FastifyRequest): Promise<Language> =>
    acceptedLanguage(request.headers['accept-language']) ?? (await savedLanguage(request)) ?? 'en';

  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ReplayedAnswer) return replay(reply, error);
    const body = errorBody(error);
    if (body.status >= 500) request.log.error(error);
    if (error instanceof ApiError && error.statusCode === 429 && !reply.getHeader('retry-after')) {
      void reply.header('retry-after', String(error.retry?.retryAfterSeconds ?? 60));
    }
    const language = await replyLanguage(request);
    // Fastify closes the connection after a body over the limit; the client, still sending, would see it reset
    // before reading the 413. It stays open instead while the rest of the body is read and dropped (linger.ts).
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') void reply.removeHeader('connection');
    sendError(reply, body, language);
    dropUnreadBody(request.raw);
    return reply;
  });

  // No route reads the body of a GET or HEAD, so Fastify never checks its size: one over the limit is refused with the
  // same 413 as any other (the error handler lingers while it is dropped). Answered in full, a large answer (/metrics)
  // could be cut by the reset of a connection closed with the client still sending (the fuzz test's bodies).
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (Number(request.headers['content-length'] ?? 0) > config.bodyLimit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });
  // A smaller body is read and dropped as the answer goes, so the client's sending never stalls against it.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD') dropUnreadBody(request.raw);
    return payload;
  });

  // /ready and /metrics (docs/observability.md): the database and, with REDIS_URL, Redis, then the layers' checks.
  const readiness: ReadinessCheck[] = [{ name: 'database', check: () => db.query('SELECT 1') }];
  const { ping } = limits;
  if (ping) readiness.push({ name: 'redis', check: () => ping() });
  readiness.push(...(options.readiness ?? []));
  operationsRoutes(app, config, () => readiness);

  register(app);
  return app;
}

/** A route's own hooks of one kind, as a list (Fastify takes one function or several). */
function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/** Sends an error answer (`errorAnswer`). */
function sendError(reply: FastifyReply, body: ErrorAnswer, language: Language) {
  void reply.send(errorAnswer(reply, body, language));
}

/**
 * Puts an error answer's status and language on the reply and returns its body: the message and field messages
 * rendered in `language` (docs/server-messages.md).
 */
function errorAnswer(reply: FastifyReply, body: ErrorAnswer, language: Language) {
  const fields = body.fields
    ? Object.fromEntries(Object.entries(body.fields).map(([name, text]) => [name, render(text, language)]))
    : undefined;
  const requestId = reply.request.id;
  void reply.code(body.status).header('content-language', language).header(REQUEST_ID_HEADER, requestId);
  return { message: render(body.message, language), code: body.code, ...(fields ? { fields } : {}), requestId };
}

interface ErrorAnswer {
  status: number;
  code: string;
  message: Message;
  fields?: Record<string, Message> | undefined;
}

const fastifyCodes: Record<string, { code: string; message: Message }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: t('code.invalid_json') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: t('body.empty_json') },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: t('body.too_large') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: t('body.send_json') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'validation_failed', message: t('body.content_length') },
};

const PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const partOf = (context: string | undefined) => t(`part.${PARTS.find((part) => part === context) ?? 'body'}`);

/** Maps anything thrown to the `{ message, code, fields?, requestId }` answer and its status; messages render in the caller's language. */
export function errorBody(error: FastifyError | ApiError | Error): ErrorAnswer {
  if (!(error instanceof ApiError)) error = malformedInput(error) ?? error;
  if (error instanceof ApiError) return { status: error.statusCode, code: error.code, message: error.text, fields: error.fields };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const fields = fieldErrors(fastifyError.validation as never);
    const part = fastifyError.validationContext ?? 'body';
    if (fields._)
      return { status: 400, code: 'validation_failed', message: t('request.invalid', { part: partOf(part), problem: fields._ }) };
    const names = Object.keys(fields).join(', ');
    const message =
      part === 'body' ? t('request.check_fields', { fields: names }) : t('request.check_fields_in', { part: partOf(part), fields: names });
    return { status: 400, code: 'validation_failed', message, fields };
  }
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  const status = fastifyError.statusCode && fastifyError.statusCode >= 400 ? fastifyError.statusCode : 500;
  if (known) return { status, ...known };
  // SyntaxError from a parser that did not set a code.
  if (error instanceof SyntaxError && status < 500) return { status: 400, code: 'invalid_json', message: t('code.invalid_json') };
  if (status === 404) return { status, code: 'not_found', message: t('code.not_found') };
  if (status === 413) return { status, code: 'payload_too_large', message: t('code.payload_too_large') };
  if (status === 415) return { status, code: 'unsupported_media_type', message: t('code.unsupported_media_type') };
  if (status < 500) return { status, code: 'validation_failed', message: t('code.validation_failed') };
  return { status: 500, code: 'internal_error', message: t('code.internal_error') };
}
