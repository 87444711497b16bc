import { type AnswerFacts, type ApiError, type ApiResult, isRetryableStatus, toApiError } from './result.ts';
import { DEFAULT_RETRY, parseRetryAfter, type RetryOptions, retryDelay, sleep } from './retry.ts';
import { resolveToken, type TokenSource, tokenNow } from './token.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the SDK reports what went wrong on the wire. None by default: the SDK never writes to the console unless given one (e.g. `logger: console`). */
export interface Logger {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export interface RequestInfo {
  method: HttpMethod;
  path: string;
  attempt: number;
}

export interface ResponseInfo extends RequestInfo {
  status: number;
  durationMs: number;
}

export interface ClientHooks {
  onRequest?(info: RequestInfo): void;
  onResponse?(info: ResponseInfo): void;
}

export interface ClientOptions {
  /** The API's base URL, e.g. https://api.dealgrow.io. */
  baseURL: string;
  /** The bearer token, or a function giving it. In browsers it defaults to the `token` cookie. */
  token?: TokenSource;
  /** A fetch implementation (tests, older runtimes). */
  fetch?: typeof fetch;
  logger?: Logger;
  /** Per attempt, in ms. Default 15 000. */
  timeout?: number;
  retry?: RetryOptions | false;
  hooks?: ClientHooks;
  /**
   * The language the server writes its error messages in (`en`, `fr` or `tr`), sent as `Accept-Language`;
   * a function is read at each call. In browsers it defaults to the page's `<html lang>`.
   */
  language?: string | (() => string | undefined);
}

export interface CallOptions {
  /** Cancels the call; it resolves with `code: 'aborted'`. */
  signal?: AbortSignal;
  /** For writes: the key the server deduplicates retries by. One is generated when omitted. */
  idempotencyKey?: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestSpec extends CallOptions {
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** 'blob' for file downloads. */
  responseType?: 'json' | 'blob';
  /**
   * `false` for a call that changes something and cannot be deduplicated (SPEC's GET toggles, which carry no
   * Idempotency-Key): it is never retried, since a retry after an answer lost on the way would apply it twice.
   */
  idempotent?: false;
}

/** What resources call: one request, retried as the options say, resolved as an ApiResult. */
export interface Transport {
  request<T>(spec: RequestSpec): Promise<ApiResult<T>>;
  setToken(token: TokenSource): void;
  readonly baseURL: string;
  /** A new random id: a chat message's client id (resources loaded later take it from here, not by an import). */
  newId(): string;
}

/** Fills `{name}` segments of a path, encoding each value. */
export function pathOf(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** A new random id (a UUID where the platform has one): Idempotency-Keys, a chat message's client id. */
function newUniqueId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function cleanQuery(query: Record<string, QueryValue> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
}

const failure = (error: ApiError, statusText = '', answer?: AnswerFacts): ApiResult<never> => ({
  data: undefined,
  success: false,
  status: error.status,
  statusText,
  error,
  ...answer,
});

/** Bodies sent as they are; anything else is sent as JSON. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function urlOf(baseURL: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const params = cleanQuery(query);
  return params ? `${baseURL}${path}?${new URLSearchParams(params)}` : `${baseURL}${path}`;
}

/** The answer's body: a Blob when asked for, JSON when it is JSON, the text otherwise, undefined when empty. */
async function readBody(response: Response, responseType: RequestSpec['responseType']): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (/[/+]json\b/i.test(response.headers.get('content-type') ?? '')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** The language to ask for now: the option's, else the page's `<html lang>` (none in Node). */
function languageNow(source: ClientOptions['language']): string | undefined {
  if (typeof source === 'function') return source() || undefined;
  if (source) return source;
  return (globalThis as { document?: { documentElement?: { lang?: string } } }).document?.documentElement?.lang || undefined;
}

export function createTransport(options: ClientOptions): Transport {
  const baseURL = options.baseURL.replace(/\/+$/, '');
  const logger = options.logger;
  const timeout = options.timeout ?? 15_000;
  const retry = options.retry === false ? { ...DEFAULT_RETRY, retries: 0 } : { ...DEFAULT_RETRY, ...options.retry };
  let tokenSource = options.token;
  // Read at call time, so a fetch installed after the client was made (tests, polyfills) is used.
  const fetcher = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  async function attempt(spec: RequestSpec, headers: Record<string, string>, attemptNumber: number) {
    // Only what a call needs is made per call: the clock is read for onResponse only, headers are copied only
    // to add a content type (bench/sdk-overhead.mjs keeps the SDK within 5 % of a bare fetch).
    const started = options.hooks?.onResponse ? Date.now() : 0;
    options.hooks?.onRequest?.({ method: spec.method, path: spec.path, attempt: attemptNumber });
    const timeoutSignal = AbortSignal.timeout(timeout);
    const signal = spec.signal ? AbortSignal.any([spec.signal, timeoutSignal]) : timeoutSignal;
    const init: RequestInit = { method: spec.method, headers, signal };
    if (spec.body !== undefined) {
      if (isRawBody(spec.body)) {
        init.body = spec.body;
      } else {
        init.body = JSON.stringify(spec.body);
        init.headers = { ...headers, 'content-type': 'application/json' };
      }
    }
    try {
      const response = await fetcher(urlOf(baseURL, spec.path, spec.query), init);
      const data = await readBody(response, spec.responseType);
      options.hooks?.onResponse?.({
        method: spec.method,
        path: spec.path,
        attempt: attemptNumber,
        status: response.status,
        durationMs: Date.now() - started,
      });
      return { kind: 'answer', response, data } as const;
    } catch (cause) {
      if (spec.signal?.aborted)
        return {
          kind: 'failure',
          error: { code: 'aborted', status: 0, message: 'The request was cancelled.', retryable: false } as ApiError,
        } as const;
      const timedOut = timeoutSignal.aborted;
      const error: ApiError = timedOut
        ? { code: 'timeout', status: 0, message: `No answer within ${timeout} ms.`, retryable: true }
        : { code: 'network_error', status: 0, message: 'Could not reach the Dealgrow API. Check your connection.', retryable: true };
      logger?.warn(`[dealgrow] ${spec.method} ${spec.path}: ${error.message}`, cause);
      return { kind: 'failure', error } as const;
    }
  }

  return {
    baseURL,
    newId: newUniqueId,
    setToken(token) {
      tokenSource = token;
    },
    async request<T>(spec: RequestSpec): Promise<ApiResult<T>> {
      const headers: Record<string, string> = { accept: 'application/json' };
      // A token given as a value is read without awaiting; a function (or the cookie) as before.
      const token = typeof tokenSource === 'function' ? await resolveToken(tokenSource) : tokenNow(tokenSource);
      if (token) headers.authorization = `Bearer ${token}`;
      const language = languageNow(options.language);
      if (language) headers['accept-language'] = language;
      // One key for every attempt: the server applies a retried write once.
      if (spec.method !== 'GET') headers['idempotency-key'] = spec.idempotencyKey ?? newUniqueId();

      for (let attemptNumber = 0; ; attemptNumber++) {
        const outcome = await attempt(spec, headers, attemptNumber);
        const canRetry = attemptNumber < (spec.idempotent === false ? 0 : retry.retries) && !spec.signal?.aborted;
        if (outcome.kind === 'failure') {
          if (canRetry && outcome.error.retryable) {
            await sleep(retryDelay(attemptNumber, retry), spec.signal).catch(() => undefined);
            continue;
          }
          return failure(outcome.error);
        }
        const { response, data } = outcome;
        // A server that asks for a longer wait than maxDelay (an account's sign-in paused for minutes) is not waited
        // for: the call resolves with its answer, whose message says when to try again.
        const retryAfter = response.headers.get('retry-after');
        const wait = parseRetryAfter(retryAfter);
        const facts: AnswerFacts = {
          retryAfter: wait && Math.ceil(wait / 1000),
          replayed: response.headers.get('idempotent-replayed') === 'true',
        };
        if (response.ok) {
          return { data: data as T, success: true, status: response.status, statusText: response.statusText, ...facts };
        }
        if (canRetry && isRetryableStatus(response.status) && (wait ?? 0) <= retry.maxDelay) {
          await sleep(retryDelay(attemptNumber, retry, retryAfter), spec.signal).catch(() => undefined);
          continue;
        }
        const error = toApiError(response.status, response.statusText, data);
        if (response.status >= 500) logger?.error(`[dealgrow] ${spec.method} ${spec.path}: ${response.status} ${error.message}`);
        return failure(error, response.statusText, facts);
      }
    },
  };
}
