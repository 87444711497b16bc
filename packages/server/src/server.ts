import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountDataRoutes } from './account-data/routes.ts';
import { type Mailer, OutboxMailer } from './accounts/mailer.ts';
import { accountRoutes } from './accounts/routes.ts';
import { DEFAULT_PROFILE_PHOTO_PATH } from './accounts/session-user.ts';
import { openSmtpMail } from './accounts/smtp-mail.ts';
import { PageViews } from './analytics/page-views.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { ChatEvents } from './chat/chat-events.ts';
import { chatRoutes } from './chat/routes.ts';
import { clubRoutes } from './clubs/routes.ts';
import { companyReviewRoutes } from './companies/reviews.ts';
import { companyRoutes } from './companies/routes.ts';
import { configProblem, defaultFilesDir, readConfig, type ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { passWriteGate } from './db/write-gate.ts';
import { dealRoutes } from './deals/routes.ts';
import { digestRoutes } from './digests/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { openFileStorage } from './files/storage.ts';
import { generalRoutes } from './general/routes.ts';
import { buildHttpApp } from './http/app.ts';
import type { App, ServerContext } from './http/context.ts';

import { listenForMetrics } from './http/observability.ts';

import { joinServerProcesses } from './http/server-processes.ts';
import { queueCounts } from './jobs/queue.ts';
import { Jobs } from './jobs/runner.ts';

import { leadRoutes } from './leads/routes.ts';
import { membershipRoutes, membershipWebhooks } from './memberships/routes.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { networkRoutes } from './network/routes.ts';
import { Notifications } from './notifications/notify.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { startDevOidcProvider } from './oidc/dev-provider.ts';
import { oidcRedirectUris, oidcRoutes } from './oidc/routes.ts';
import { registerGauge } from './ops/metrics.ts';
import { startTracing } from './ops/tracing.ts';
import { paymentRoutes } from './payments/checkout.ts';
import { LocalPaymentProvider } from './payments/local-provider.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { stripeProviderFrom } from './payments/stripe-provider.ts';
import { payoutWebhooks } from './payouts/accounts.ts';
import { payoutRoutes } from './payouts/routes.ts';
import { postRoutes } from './posts/routes.ts';
import { productRoutes } from './products/routes.ts';
import { type Realtime, startRealtime } from './realtime/socket.ts';
import { reportRoutes } from './reports/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { seedDemo } from './seed/demo.ts';
import { trustRoutes } from './trust/routes.ts';
import { userRoutes } from './users/routes.ts';

const packageRoot = join(import.meta.dirname, '..');
export const SERVER_VERSION: string = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')).version;
const defaultProfilePhoto = readFileSync(join(import.meta.dirname, 'assets', 'default-profile.svg'));

export interface DealgrowServer {
  app: App;
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
  /** Chat events the routes publish (the /chatx socket attaches to it; tests attach a fake publisher). */
  chatEvents: ChatEvents;
  /** The notification centre's engine (notifications/notify.ts); `settled()` awaits the pushes under way. */
  notifications: Notifications;
  /** The background job queue of this process (jobs/runner.ts, docs/jobs.md); `settled()` awaits the jobs due now. */
  jobs: Jobs;
  /** The payment provider the routes use (payments/provider.ts): local unless STRIPE_SECRET_KEY is set. */
  payments: PaymentProvider;
  /** Page views waiting for their batch (analytics/page-views.ts); `flush()` writes them now (tests). */
  pageViews: PageViews;
  /** The socket server (/chatx and /notifications) while listening; null before `listen()` and after `close()`. */
  readonly realtime: Realtime | null;
  /** Where METRICS_PORT serves /metrics once listening, `http://host:port`; undefined without METRICS_PORT. */
  readonly metricsUrl: string | undefined;
  /** Starts listening; resolves with the base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

export interface ServerOptions extends Partial<ServerConfig> {
  mailer?: Mailer;
  /** An already open database (tests share one); otherwise opened from the configuration. */
  db?: Database;
  /** A new PGlite database's starting data folder (src/db/database.ts `pgliteTemplate`): tests only. */
  pgliteTemplate?: Blob;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** Opens the database, applies migrations, seeds demo data when asked, and builds the HTTP app. */
export async function createServer(options: ServerOptions = {}): Promise<DealgrowServer> {
  const { mailer: givenMailer, db: givenDb, pgliteTemplate, logStream, ...overrides } = options;
  const config: ServerConfig = { ...readConfig(), ...overrides };
  const problem = configProblem(config);
  if (problem) throw new Error(problem);
  // A data folder given in code takes its files folder along, unless one is given too.
  if (overrides.dataDir !== undefined && overrides.filesDir === undefined) config.filesDir = defaultFilesDir(overrides.dataDir);
  // OIDC_DEV=1 without a provider: a local development provider on loopback (docs/accounts.md "Sign in with a network").
  const devOidc =
    config.oidcDev && !config.oidcIssuer ? await startDevOidcProvider({ redirectUris: oidcRedirectUris(config.appUrl) }) : undefined;
  if (devOidc) {
    Object.assign(config, { oidcIssuer: devOidc.issuer, oidcClientId: devOidc.clientId, oidcClientSecret: devOidc.clientSecret });
    config.oidcName ??= 'Dev network';
  }
  // Traces only when an OTLP endpoint is configured: the OpenTelemetry SDK is not even loaded otherwise (docs/observability.md).
  const stopTracing = config.otlpTracesEndpoint
    ? await startTracing({ endpoint: config.otlpTracesEndpoint, serviceVersion: SERVER_VERSION })
    : undefined;
  const db = givenDb ?? (await openDatabase({ ...config, pgliteTemplate }));
  await migrate(db);
  // Settings every process on this database shares, or a refusal to start beside one that differs (server-processes.ts).
  const processes = await joinServerProcesses(db, config).catch(async (error: unknown) => {
    if (!givenDb) await db.close();
    await devOidc?.close();
    throw error;
  });
  if (config.seedDemo) await seedDemo(db);
  const outbox = config.dataDir === ':memory:' || config.databaseUrl ? undefined : join(config.dataDir, '..', 'outbox');
  // The background job queue (docs/jobs.md): modules register their handlers below; it starts once the app is ready.
  const jobs = new Jobs(db, {
    pollSeconds: config.jobPollSeconds,
    leaseSeconds: config.jobLeaseSeconds,
    retrySeconds: config.jobRetrySeconds,
    retryMaxSeconds: config.jobRetryMaxSeconds,
    maxAttempts: config.jobMaxAttempts,
    concurrency: config.jobConcurrency,
  });
  // The queue's depth and failures on /metrics, counted in the database at each scrape (docs/observability.md).
  const unwatchQueue = registerGauge('dealgrow_jobs', 'Background jobs in the queue, by job name and state.', async () =>
    (await queueCounts(db)).flatMap((counts) =>
      (['waiting', 'running', 'failed', 'retried'] as const).map((state) => ({
        labels: { name: counts.name, state },
        value: counts[state],
      })),
    ),
  );
  // SMTP_URL: mail is queued in the database and delivered through SMTP by the job queue (docs/mail.md); else the outbox.
  const { smtpUrl } = config;
  const smtp = !givenMailer && smtpUrl ? openSmtpMail(db, jobs, { ...config, smtpUrl }) : undefined;
  const mailer = givenMailer ?? smtp?.mailer ?? new OutboxMailer(outbox);
  const payments: PaymentProvider = config.stripeSecretKey
    ? stripeProviderFrom(config)
    : await LocalPaymentProvider.open(db, {
        webhookSecret: config.paymentsWebhookSecret,
        publicUrl: config.publicUrl,
      });
  const chatEvents = new ChatEvents();
  const notifications = new Notifications(db, config, chatEvents, jobs);
  // Mails and payment calls are effects like writes: behind a keyed write's claim too (src/db/write-gate.ts).
  const files = openFileStorage(config);
  // Views of pages, deals, products and showrooms: a buffer written once a second (docs/analytics.md).
  const pageViews = new PageViews(db);
  const context: ServerContext = {
    db,
    mailer: gatedMailer(mailer),
    files,
    config,
    chatEvents,
    notifications,
    payments: gatedPayments(payments),
    jobs,
    pageViews,
  };

  const app = await buildHttpApp(
    context,
    SERVER_VERSION,
    (app) => {
      generalRoutes(app, SERVER_VERSION);
      accountRoutes(app, context);
      accountDataRoutes(app, context);
      fileRoutes(app, context);
      dealRoutes(app, context);
      productRoutes(app, context);
      userRoutes(app, context);
      leadRoutes(app, context);
      networkRoutes(app, context);
      postRoutes(app, context);
      companyRoutes(app, context);
      companyReviewRoutes(app, context);
      clubRoutes(app, context);
      chatRoutes(app, context);
      notificationRoutes(app, context);
      payoutRoutes(app, context);
      // The hosted checkout pages and POST /payments/webhook; each module's webhook handlers in the list.
      paymentRoutes(app, context, [membershipWebhooks(context), payoutWebhooks()]);
      membershipRoutes(app, context);
      oidcRoutes(app, context);
      trustRoutes(app, context);
      reportRoutes(app, context);
      searchRoutes(app, context);
      moderationRoutes(app, context);
      digestRoutes(app, context);
      analyticsRoutes(app, context);
      app.get(DEFAULT_PROFILE_PHOTO_PATH, { schema: { hide: true } }, async (_request, reply) =>
        reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(defaultProfilePhoto),
      );
      app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      // A job written in a request's transaction is visible once the answer went out: the runner looks then.
      app.addHook('onResponse', async () => jobs.afterAnswer());
    },
    { readiness: [{ name: 'storage', check: () => files.reachable() }], logStream },
  );
  await app.ready();
  notifications.useLog(app.log);
  pageViews.useLog(app.log);
  jobs.start(app.log);
  processes.useLog(app.log);
  // The VAPID key pair is made on the first start and kept in the database (docs/notifications.md).
  await notifications.vapidKeys();
  let realtime: Realtime | null = null;
  let metricsServer: import('node:http').Server | undefined;

  return {
    app,
    db,
    mailer,
    config,
    chatEvents: context.chatEvents,
    notifications,
    jobs,
    payments,
    pageViews,
    get realtime() {
      return realtime;
    },
    async listen() {
      // The /chatx socket shares the HTTP server (docs/realtime.md "Socket"); the chat routes publish through it.
      realtime = await startRealtime(app.server, { db, config, log: app.log });
      context.chatEvents.attach(realtime);
      // METRICS_PORT: /metrics on a port of its own (docs/observability.md "Access").
      if (config.metricsPort !== undefined) metricsServer = await listenForMetrics(config);
      return app.listen({ port: config.port, host: config.host });
    },
    /** The address of the METRICS_PORT listener, once listening (0 in METRICS_PORT picks a free port). */
    get metricsUrl() {
      const address = metricsServer?.address();
      return address && typeof address === 'object' ? `http://${config.metricsHost}:${address.port}` : undefined;
    },
    async close() {
      unwatchQueue();
      if (metricsServer) await new Promise((resolve) => metricsServer?.close(resolve));
      metricsServer = undefined;
      context.chatEvents.detach();
      await realtime?.close();
      realtime = null;
      await app.close();
      await pageViews.close();
      await jobs.stop();
      smtp?.stop();
      await processes.leave();
      if (!givenDb) await db.close();
      await devOidc?.close();
      await stopTracing?.();
    },
  };
}

/** The mailer, each mail sent once the current work's write gate passes. */
function gatedMailer(mailer: Mailer): Mailer {
  return {
    send: async (message, via) => {
      await passWriteGate();
      await mailer.send(message, via);
    },
  };
}

/** The payment provider, each call made once the current work's write gate passes (not the webhook check, a pure function). */
function gatedPayments(provider: PaymentProvider): PaymentProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'verifyWebhook') return value;
      return async (...args: unknown[]) => {
        await passWriteGate();
        return value.apply(target, args);
      };
    },
  });
}
