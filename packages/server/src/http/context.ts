import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Mailer } from '../accounts/mailer.ts';
import type { ChatEvents } from '../chat/chat-events.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Notifications } from '../notifications/notify.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/** The Fastify instance every route module registers on, typed by its TypeBox schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What route modules need besides the request: the database, the mailer, file storage and the configuration. */
export interface ServerContext {
  db: Database;
  mailer: Mailer;
  files: FileStorage;
  config: ServerConfig;
  /** Chat events the routes publish; the /chatx socket delivers them once attached (chat/chat-events.ts). */
  chatEvents: ChatEvents;
  /** The notification centre: producers call notify(context, …) after their write (docs/notifications.md). */
  notifications: Notifications;
  /** Checkout, charges, webhooks, connected accounts and payouts (payments/provider.ts): local by default, Stripe with STRIPE_SECRET_KEY. */
  payments: PaymentProvider;
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
  }
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

/** The API's own address as the client reached it, for absolute links in answers. */
export function publicBaseUrl(request: { protocol: string; host: string }, config: { publicUrl: string | undefined }): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}
