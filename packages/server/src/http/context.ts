import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/** The Fastify instance every route module registers on, typed by its TypeBox schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/**
 * What route modules need besides the request. The ground knows no feature (docs/architecture.md "The server's
 * layers"), so it declares only the database and the configuration; each service adds its own member where it is
 * defined, by module augmentation of this interface: `mailer` (accounts/mailer.ts), `files` (files/storage.ts),
 * `payments` (payments/provider.ts), `notifications` (notifications/notify.ts) and `chatEvents` (chat/chat-events.ts).
 * A module uses only the members added by its own layer or a lower one. server.ts builds the one context with all.
 */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
}

/** The signed-in member behind a request's bearer token. */
export interface Viewer {
  userId: number;
  tokenHash: string;
}

/** How a route treats the bearer token: required answers 401 without one; optional reads it when sent. */
export type AuthMode = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** A public read whose answer may be reused briefly, per viewer (src/http/read-cache.ts). */
    readCache?: boolean;
    /** false on routes that answer no page (a health probe): no browser security headers. */
    securityHeaders?: boolean;
    /** A write whose answer carries a credential (a session token): never stored for an Idempotency-Key replay. */
    credentials?: boolean;
    /**
     * A POST or PATCH whose handler may run again after its first run was committed without changing anything (its
     * effect is keyed by the request): an Idempotency-Key claim taken over from a dead process runs it again
     * instead of answering 409 `idempotency_write_unconfirmed` (src/http/idempotency.ts).
     */
    rerunsSafely?: (request: FastifyRequest) => boolean;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The API's own address as the client reached it, for absolute links in answers. */
export function publicBaseUrl(request: { protocol: string; host: string }, config: { publicUrl: string | undefined }): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
