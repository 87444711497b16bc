/** Types of deploy/local-cluster.mjs. */
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const repo: string;
export declare const serverDir: string;

/** Something started that can be stopped. */
export interface Stoppable {
  stop(): Promise<void>;
}

export interface SpawnedNode extends Stoppable {
  url: string;
  child: ChildProcess;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export declare function stopAll(): Promise<void>;
export declare function freePort(): Promise<number>;
export declare function spawnUntil(args: string[], options: SpawnOptions, ready: RegExp, what: string): Promise<SpawnedNode>;

export interface Postgres extends Stoppable {
  /** postgres://… of the deployment's database. */
  url: string;
  /** postgres://… of the maintenance database. */
  adminUrl: string;
}
export declare function startPostgres(options?: { database?: string }): Promise<Postgres>;

export interface Redis extends Stoppable {
  url: string;
}
export declare function startRedis(): Promise<Redis>;

export interface Azurite extends Stoppable {
  url: string;
  connectionString: string;
}
export declare function startAzurite(): Promise<Azurite>;

/** A mail the SMTP receiver got, parsed. */
export interface CaughtMail {
  messageId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
}
export interface Smtp extends Stoppable {
  port: number;
  url: string;
  readonly mails: CaughtMail[];
  next(matches: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  countsByMessageId(): Map<string, number>;
  close(): Promise<void>;
}
export declare function startSmtp(): Promise<Smtp>;

export type ApiEnvironment = Record<string, string>;
export declare function apiEnvironment(parts: {
  postgres: { url: string };
  redis: { url: string };
  azurite: { connectionString: string };
  smtp: { url: string };
  appUrl?: string;
  extra?: Record<string, string>;
}): ApiEnvironment;

export declare function ensureServerBuilt(): void;

export interface ApiProcess extends Stoppable {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  readonly pid: number | undefined;
  readonly alive: boolean;
  /** Ends the process (SIGKILL by default: a crash) and waits until it is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port, under the same name; resolves once it is ready. */
  restart(): Promise<void>;
}
export declare function startApi(env: ApiEnvironment, options?: { name?: string; port?: number }): Promise<ApiProcess>;

export interface Backend {
  name: string;
  port: number;
}
export declare function haproxyConfig(options: { port: number; backends: Backend[]; checkIntervalMs?: number }): string;

export interface Haproxy extends Stoppable {
  url: string;
  port: number;
  configPath: string;
}
export declare function startHaproxy(backends: Backend[], options?: { checkIntervalMs?: number }): Promise<Haproxy>;

export declare function waitUntilServed(url: string, names: string[], options?: { timeoutMs?: number }): Promise<void>;

export interface Cluster extends Stoppable {
  /** The balancer's address: the deployment's API. */
  url: string;
  postgres: Postgres;
  redis: Redis;
  azurite: Azurite;
  smtp: Smtp;
  apis: ApiProcess[];
  haproxy: Haproxy;
  env: ApiEnvironment;
}
export declare function startCluster(options?: { apis?: number; env?: Record<string, string>; appUrl?: string }): Promise<Cluster>;
