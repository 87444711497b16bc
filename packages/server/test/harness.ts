import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { OutboxMailer } from '../src/accounts/mailer.ts';
import { createServer, type DealgrowServer, type ServerOptions } from '../src/server.ts';
import { BytesAtHand } from './bytes-at-hand.ts';
import type { TemplateKind } from './database-templates.ts';
import './provided.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Both databases, for the suites of the parts where the engines differ (the database layer, the HTTP layer's shared
 * state, jobs, realtime, the demo seed, the sign-in lockout, the fuzz): PGlite always, Postgres where the machine has
 * it.
 */
export const databaseKinds: DatabaseKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The database a capability's suite runs on: Postgres, as in production, where the machine has it; PGlite without.
 * PGlite runs the capabilities under every SDK, app and browser test, whose servers start on it (docs/testing.md
 * "Both databases where they differ").
 */
export const productionDatabase: DatabaseKind[] = inject('postgresUrl') ? ['postgres'] : ['pglite'];

export interface TestServer {
  url: string;
  server: DealgrowServer;
  mailer: OutboxMailer;
  close(): Promise<void>;
}

const pgliteTemplates = new Map<TemplateKind, Blob>();
/** The data folder an in-memory test database starts from, read once per worker. */
function pgliteTemplate(template: TemplateKind): Blob {
  let blob = pgliteTemplates.get(template);
  if (!blob) {
    blob = new BytesAtHand(readFileSync(inject('databaseTemplates').pglite[template]));
    pgliteTemplates.set(template, blob);
  }
  return blob;
}

/**
 * A fresh server on a fresh database (in-memory PGlite, or a new database on the throw-away Postgres), listening on a
 * free port. The database is a copy of one migrated (and, with `seedDemo`, seeded) once per run, so the server's own
 * migrations and seeding find their work done.
 */
export async function startTestServer(kind: DatabaseKind, options: ServerOptions = {}): Promise<TestServer> {
  const template: TemplateKind = options.seedDemo ? 'seeded' : 'migrated';
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (kind === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await createPostgresDatabase(template));
  const mailer = new OutboxMailer();
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: ':memory:',
    pgliteTemplate: kind === 'pglite' ? pgliteTemplate(template) : undefined,
    databaseUrl,
    seedDemo: false,
    logLevel: 'silent',
    authRateLimit: 10_000,
    validateResponses: true,
    corsOrigins: ['http://localhost:3000'],
    mailer,
    ...options,
  });
  const url = await server.listen();
  return {
    url,
    server,
    mailer,
    async close() {
      await server.close();
      await dropDatabase();
    },
  };
}

/**
 * A new database on the throw-away Postgres: its URL, and how to drop it. Empty, or a copy of a template made once
 * per run (test/database-templates.ts).
 */
export async function createPostgresDatabase(template?: TemplateKind): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const templates = inject('databaseTemplates').postgres;
  if (!adminUrl || !templates) throw new Error('Postgres is not available on this machine');
  const name = `dealgrow_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${templates[template]}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: adminUrl.replace(/\/postgres$/, `/${name}`),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** One HTTP call as a client makes it: JSON in, JSON out, the bearer token when given. */
export async function call<T = any>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${base}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

let counter = 0;
/** A new member's sign-up body, unique in this run. */
export function newMember(overrides: Record<string, string> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    email: `member${tag}@gmail.com`,
    password: 'correct-horse-9',
    username: `member${tag}`,
    firstName: 'Test',
    lastName: `Member ${counter}`,
    ...overrides,
  };
}

/** Signs a new member up and returns their token and user. */
export async function signUp(base: string, overrides: Record<string, string> = {}) {
  const body = newMember(overrides);
  const answer = await call(base, 'POST', '/auth/sign-up', { body });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...body, token: answer.body.token as string, user: answer.body.user };
}
