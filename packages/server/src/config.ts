import { createHmac, randomBytes } from 'node:crypto';
import { homedir } from 'node:os';
import { join } from 'node:path';

// The defaults below live here, with the configuration, so the ground imports no feature (docs/architecture.md "Layers").

/**
 * Made once per process: the secret when FILE_ADDRESS_SECRET is unset, until the server replaces it by the one kept
 * in the database (http/server-processes.ts), which every process on that database shares.
 */
export const PROCESS_FILE_ADDRESS_SECRET = randomBytes(32).toString('hex');
/** How long a signed address lives at least, by default: an hour (a page left open longer reloads its feed). */
export const DEFAULT_FILE_ADDRESS_SECONDS = 3600;
/** How long this process trusts a session it looked up, unless SESSION_CACHE_SECONDS says otherwise. */
export const DEFAULT_SESSION_CACHE_SECONDS = 30;

/** Everything the server reads from its environment, with the defaults a fresh machine runs on. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, or ':memory:' for a throw-away database. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** NODE_ENV=production: no demo members, and their published password refused (docs/accounts-security.md "Demo members"). */
  production: boolean;
  /**
   * SEED_DEMO: add the demo members and their companies, deals and posts (password in the README). On by default,
   * off by default in production, where turning it on is refused at start (configProblem).
   */
  seedDemo: boolean;
  /** Origins allowed to call the API from a browser (the app and partner sites). `*` allows any. */
  corsOrigins: string[];
  /** The API's public address, for absolute links in answers; by default taken from each request's Host. */
  publicUrl: string | undefined;
  /** Where the member-facing app lives: links in e-mails point there. */
  appUrl: string;
  /** Sign-in / sign-up attempts allowed per client address per minute. */
  authRateLimit: number;
  /** Failed sign-ins for one account, from any addresses, after which each further failure is answered slower. */
  signInSlowdownAfter: number;
  /** Failed sign-ins for one account after which its sign-in pauses (429) and the owner is e-mailed. */
  signInLockoutAfter: number;
  /** How long an account's sign-in pauses, in seconds; failures older than this are forgotten. */
  signInLockoutSeconds: number;
  /** Trust X-Forwarded-For from the proxy in front (TRUST_PROXY): client addresses, and so per-address limits, come from it. */
  trustProxy: boolean;
  /** Redis for the rate limits (REDIS_URL); when unset they count in the database. See docs/rate-limits.md. */
  redisUrl: string | undefined;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit: number;
  /** Uploaded files: a folder (default `files` beside DATA_DIR), or ':memory:'. Ignored when Azure storage is set. */
  filesDir: string;
  /** Azure Blob storage for uploads (AZURE_STORAGE_CONNECTION_STRING); the local folder when unset. */
  azureStorageConnectionString: string | undefined;
  azureStorageContainer: string;
  /** Largest uploaded file accepted, in bytes (MAX_UPLOAD_BYTES). */
  maxUploadBytes: number;
  /**
   * The key signing short-lived file addresses (FILE_ADDRESS_SECRET, at least 32 characters): when unset, made once
   * and kept in the database, so every process on it shares it. See docs/deals-and-files.md "Signed addresses".
   */
  fileAddressSecret: string;
  /** The least time a signed file address stays valid, in seconds (FILE_ADDRESS_SECONDS, default an hour). */
  fileAddressSeconds: number;
  /** Check every answer against its declared schema: the tests turn it on; off by default (it costs every answer). */
  validateResponses: boolean;
  logLevel: string;
  /** Log every request and its answer (pino, at info); off by default: the proxy in front keeps the access log. */
  logRequests: boolean;
  /** Seconds this process trusts a session it looked up (0: look it up at every request). See docs/performance.md. */
  sessionCacheSeconds: number;
  /** Seconds a public read's answer may be reused, per viewer, until this process writes (0: off). See docs/performance.md. */
  readCacheSeconds: number;
  /**
   * Hosts (`host` or `host:port`, comma-separated in LINK_PREVIEW_ALLOW_HOSTS) a link preview may fetch whatever
   * their address, private ones included: for tests only (docs/posts.md "Link previews").
   */
  linkPreviewAllowHosts: string[];
  /** Fetch link previews of public pages (LINK_PREVIEW_FETCH; off in test runs, so no test traffic leaves the machine). */
  linkPreviewFetch: boolean;
  /** Web Push VAPID subject (VAPID_SUBJECT): a mailto: or https: address push services may contact (docs/notifications.md). */
  vapidSubject: string;
  /** Seconds a push service keeps a notification for an offline browser (PUSH_TTL_SECONDS, default a day). */
  pushTtlSeconds: number;
  /** Hosts (`host` or `host:port`, comma-separated in PUSH_ALLOW_HOSTS) a push subscription may name over plain http: tests only. */
  pushAllowHosts: string[];
  /**
   * The secret the local payment provider signs its webhooks with (PAYMENTS_WEBHOOK_SECRET); made once and kept
   * with the data when unset. See docs/memberships.md "Payments".
   */
  paymentsWebhookSecret: string | undefined;
  /** Seconds between two runs of the membership sweep (renewals, scheduled changes, expiries; MEMBERSHIP_SWEEP_SECONDS; 0: off). */
  membershipSweepSeconds: number;
  /** Stripe's secret key (STRIPE_SECRET_KEY): when set, payments go through Stripe instead of the local provider (docs/payments.md). */
  stripeSecretKey: string | undefined;
  /** The signing secret of the Stripe webhook endpoint (STRIPE_WEBHOOK_SECRET, `whsec_…`). */
  stripeWebhookSecret: string | undefined;
  /** Another address for Stripe's API (STRIPE_API_URL, e.g. http://localhost:12111 for stripe-mock); Stripe's own by default. */
  stripeApiUrl: string | undefined;
  /** The OpenID Connect provider of "Sign in with {network}" (OIDC_ISSUER); with the client id and secret it turns the button on (docs/accounts.md). */
  oidcIssuer: string | undefined;
  oidcClientId: string | undefined;
  oidcClientSecret: string | undefined;
  /** The network's name on the button (OIDC_NAME); by default LinkedIn for linkedin.com, else the issuer's host. */
  oidcName: string | undefined;
  /** OIDC_DEV=1: start a local development provider on loopback and use it when no OIDC_ISSUER is set (never in production). */
  oidcDev: boolean;
  /**
   * The SMTP server mail leaves through (SMTP_URL, `smtp://user:pass@host:587` or `smtps://…:465`); when unset, mail
   * goes to the local outbox (docs/mail.md).
   */
  smtpUrl: string | undefined;
  /** The sender of every e-mail (MAIL_FROM, `Dealgrow <no-reply@example.com>`); by default no-reply at the app's host. */
  mailFrom: string;
  /** Seconds before the first retry of a mail the SMTP server did not take (MAIL_RETRY_SECONDS); each retry waits twice as long. */
  mailRetrySeconds: number;
  /** The longest wait between two attempts at one mail, in seconds (MAIL_RETRY_MAX_SECONDS). */
  mailRetryMaxSeconds: number;
  /** Seconds a process holds a mail it is sending; past it another process (or this one after a crash) sends it again. */
  mailLeaseSeconds: number;
  /** Seconds a notification waits before its instant e-mail leaves (NOTICE_MAIL_DELAY_SECONDS): a burst merges into one mail, a notification read meanwhile sends none (docs/digests.md). */
  noticeMailDelaySeconds: number;
  /** Schedule the daily and weekly mail jobs (DIGEST_SCHEDULES; off under the test runner, whose tests enqueue them). */
  digestSchedules: boolean;
  /** Seconds between two looks at the job queue when nothing woke it (JOB_POLL_SECONDS): jobs enqueued by other processes (docs/jobs.md). */
  jobPollSeconds: number;
  /** Seconds a process holds a job it runs, renewed while it runs (JOB_LEASE_SECONDS); past it (a crash) another process runs it. */
  jobLeaseSeconds: number;
  /** Seconds before a failed job's first retry (JOB_RETRY_SECONDS); each retry waits twice as long, up to JOB_RETRY_MAX_SECONDS. */
  jobRetrySeconds: number;
  jobRetryMaxSeconds: number;
  /** Attempts before a job stays failed (JOB_MAX_ATTEMPTS), visible in `pnpm run queue`. */
  jobMaxAttempts: number;
  /** Jobs one process runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /**
   * The bearer token /metrics asks for (METRICS_TOKEN). Without it, /metrics answers anyone outside production and
   * nobody in production (404), unless METRICS_PORT serves it apart. See docs/observability.md "Access".
   */
  metricsToken: string | undefined;
  /** A port of its own for /metrics (METRICS_PORT), off the API's: the API's /metrics then answers 404. */
  metricsPort: number | undefined;
  /** The address METRICS_PORT listens on (METRICS_HOST), HOST by default. */
  metricsHost: string;
  /**
   * Where traces are sent over OTLP/HTTP (the `…/v1/traces` URL): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, or
   * OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces`; none (no tracing, nothing loaded) when unset, or when
   * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none. See docs/observability.md "Traces".
   */
  otlpTracesEndpoint: string | undefined;
}

/** The OTLP/HTTP traces URL the standard OTEL_* variables name, or undefined (docs/observability.md "Traces"). */
export function otlpTracesEndpoint(env: NodeJS.ProcessEnv): string | undefined {
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === 'true' || env.OTEL_TRACES_EXPORTER?.toLowerCase() === 'none') return undefined;
  if (env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/** The sender when MAIL_FROM is unset: no-reply at the app's host. */
export function defaultMailFrom(appUrl: string): string {
  const host = URL.canParse(appUrl) ? new URL(appUrl).hostname : 'localhost';
  return `Dealgrow <no-reply@${host}>`;
}

export const DEFAULT_PORT = 8787;

/** The button's name of a provider: LinkedIn for linkedin.com, else its host. */
function networkName(issuer: string | undefined): string | undefined {
  if (!issuer || !URL.canParse(issuer)) return undefined;
  const host = new URL(issuer).hostname;
  return /(^|\.)linkedin\.com$/.test(host) ? 'LinkedIn' : host;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Uploads live in a `files` folder beside the data folder, and in memory with an in-memory database. */
export function defaultFilesDir(dataDir: string): string {
  return dataDir === ':memory:' ? ':memory:' : join(dataDir, '..', 'files');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.DATA_DIR || join(homedir(), '.dealgrow', 'data');
  const production = env.NODE_ENV === 'production';
  const appUrl = env.APP_URL ?? 'http://localhost:3000';
  return {
    port: Number(env.PORT ?? env.API_PORT ?? DEFAULT_PORT),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    production,
    seedDemo: flag(env.SEED_DEMO, !production),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL || undefined,
    appUrl,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 20),
    signInSlowdownAfter: Number(env.SIGN_IN_SLOWDOWN_AFTER ?? 5),
    signInLockoutAfter: Number(env.SIGN_IN_LOCKOUT_AFTER ?? 10),
    signInLockoutSeconds: Number(env.SIGN_IN_LOCKOUT_SECONDS ?? 15 * 60),
    trustProxy: flag(env.TRUST_PROXY, false),
    redisUrl: env.REDIS_URL || undefined,
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    filesDir: env.FILES_DIR || defaultFilesDir(dataDir),
    azureStorageConnectionString: env.AZURE_STORAGE_CONNECTION_STRING || undefined,
    azureStorageContainer: env.AZURE_STORAGE_CONTAINER || 'dealgrow',
    maxUploadBytes: Number(env.MAX_UPLOAD_BYTES ?? 10 * 1024 * 1024),
    fileAddressSecret: env.FILE_ADDRESS_SECRET || PROCESS_FILE_ADDRESS_SECRET,
    fileAddressSeconds: Number(env.FILE_ADDRESS_SECONDS ?? DEFAULT_FILE_ADDRESS_SECONDS),
    validateResponses: flag(env.VALIDATE_RESPONSES, false),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: flag(env.LOG_REQUESTS, false),
    sessionCacheSeconds: Number(env.SESSION_CACHE_SECONDS ?? DEFAULT_SESSION_CACHE_SECONDS),
    readCacheSeconds: Number(env.READ_CACHE_SECONDS ?? 1),
    linkPreviewAllowHosts: (env.LINK_PREVIEW_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    linkPreviewFetch: flag(env.LINK_PREVIEW_FETCH, !env.VITEST),
    vapidSubject: env.VAPID_SUBJECT || 'mailto:notifications@dealgrow.io',
    pushTtlSeconds: Number(env.PUSH_TTL_SECONDS ?? 24 * 60 * 60),
    pushAllowHosts: (env.PUSH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    paymentsWebhookSecret: env.PAYMENTS_WEBHOOK_SECRET || undefined,
    membershipSweepSeconds: Number(env.MEMBERSHIP_SWEEP_SECONDS ?? (env.VITEST ? 0 : 300)),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: env.STRIPE_API_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || undefined,
    oidcClientSecret: env.OIDC_CLIENT_SECRET || undefined,
    oidcName: env.OIDC_NAME || networkName(env.OIDC_ISSUER),
    oidcDev: flag(env.OIDC_DEV, false),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || defaultMailFrom(appUrl),
    mailRetrySeconds: Number(env.MAIL_RETRY_SECONDS ?? 30),
    mailRetryMaxSeconds: Number(env.MAIL_RETRY_MAX_SECONDS ?? 30 * 60),
    mailLeaseSeconds: Number(env.MAIL_LEASE_SECONDS ?? 120),
    noticeMailDelaySeconds: Number(env.NOTICE_MAIL_DELAY_SECONDS ?? 60),
    digestSchedules: flag(env.DIGEST_SCHEDULES, !env.VITEST),
    // Under the test runner a job is run when its own process enqueues it: no poll lands inside a measured request.
    jobPollSeconds: Number(env.JOB_POLL_SECONDS ?? (env.VITEST ? 30 : 2)),
    jobLeaseSeconds: Number(env.JOB_LEASE_SECONDS ?? 60),
    jobRetrySeconds: Number(env.JOB_RETRY_SECONDS ?? 10),
    jobRetryMaxSeconds: Number(env.JOB_RETRY_MAX_SECONDS ?? 3600),
    jobMaxAttempts: Number(env.JOB_MAX_ATTEMPTS ?? 8),
    jobConcurrency: Number(env.JOB_CONCURRENCY ?? 4),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
    metricsHost: env.METRICS_HOST || env.HOST || '127.0.0.1',
    otlpTracesEndpoint: otlpTracesEndpoint(env),
  };
}

/**
 * Why this configuration must not start, or undefined: demo members in production (SEED_DEMO on with
 * NODE_ENV=production) would be accounts whose password is printed in the README.
 */
export function configProblem(config: Pick<ServerConfig, 'production' | 'seedDemo'>): string | undefined {
  if (config.production && config.seedDemo) {
    return (
      'SEED_DEMO is on while NODE_ENV=production: the demo members’ password is printed in the README, so a production ' +
      'server does not add them. Unset SEED_DEMO (or set SEED_DEMO=0) to start; to try the demo, start without NODE_ENV=production.'
    );
  }
  return undefined;
}

/**
 * The settings every server process on one database must share, by variable: a fingerprint of each (an HMAC, never
 * the value), `unset` when the variable is. Compared at start with the live processes (http/server-processes.ts).
 * - FILE_ADDRESS_SECRET: an address signed by one process is refused by another.
 * - REDIS_URL: a process without it neither hears nor tells revocations, and counts rate limits elsewhere.
 * - PAYMENTS_WEBHOOK_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: a checkout opened by one process is paid and
 *   confirmed through another.
 * - OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: a network sign-in started by one process ends on another
 *   (OIDC_DEV's provider lives inside one process: its issuer differs in each).
 */
export function sharedSettings(config: ServerConfig): Record<string, string> {
  const fingerprint = (name: string, value: string | undefined) =>
    value ? createHmac('sha256', 'dealgrow-shared-setting').update(`${name}\n${value}`).digest('hex').slice(0, 16) : 'unset';
  return {
    FILE_ADDRESS_SECRET: fingerprint('FILE_ADDRESS_SECRET', config.fileAddressSecret),
    REDIS_URL: config.redisUrl ? 'set' : 'unset',
    PAYMENTS_WEBHOOK_SECRET: fingerprint('PAYMENTS_WEBHOOK_SECRET', config.paymentsWebhookSecret),
    STRIPE_SECRET_KEY: fingerprint('STRIPE_SECRET_KEY', config.stripeSecretKey),
    STRIPE_WEBHOOK_SECRET: fingerprint('STRIPE_WEBHOOK_SECRET', config.stripeWebhookSecret),
    OIDC_ISSUER: fingerprint('OIDC_ISSUER', config.oidcIssuer),
    OIDC_CLIENT_ID: fingerprint('OIDC_CLIENT_ID', config.oidcClientId),
    OIDC_CLIENT_SECRET: fingerprint('OIDC_CLIENT_SECRET', config.oidcClientSecret),
  };
}

/** Another server process serving the same database, as its heartbeat row describes it. */
export interface PeerProcess {
  host: string;
  pid: number;
  startedAt: Date;
  settings: Record<string, string>;
}

/**
 * Why this process must not start beside `peer`, or undefined: a shared setting that differs, named with what to do.
 */
export function sharedSettingProblem(mine: Record<string, string>, peer: PeerProcess): string | undefined {
  const differing = Object.keys(mine).filter((name) => (peer.settings[name] ?? 'unset') !== mine[name]);
  if (differing.length === 0) return undefined;
  const who = `the server process ${peer.pid} on ${peer.host}, started ${peer.startedAt.toISOString()}`;
  const advice = differing.map((name) => SHARED_SETTING_ADVICE[name] ?? `set ${name} to the same value in every process`);
  return (
    `Another server process serves this database (${who}) with a different ${differing.join(', ')}. Every process on one ` +
    `database must share ${differing.length === 1 ? 'it' : 'them'}: ${advice.join('; ')}. Or stop the other process first ` +
    '(a process that stopped without closing is forgotten 30 s after its last heartbeat).'
  );
}

const SHARED_SETTING_ADVICE: Record<string, string> = {
  FILE_ADDRESS_SECRET:
    'set FILE_ADDRESS_SECRET to the same value (at least 32 characters) in every process, or unset it in every process (it is then made once and kept in the database)',
  REDIS_URL: 'set REDIS_URL to the same Redis in every process, or in none',
  OIDC_ISSUER:
    'set OIDC_ISSUER (and OIDC_CLIENT_ID, OIDC_CLIENT_SECRET) the same in every process; OIDC_DEV starts a provider inside each process, so it serves one process only',
};
