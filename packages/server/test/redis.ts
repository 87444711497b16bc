import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './postgres.ts';

/** A throw-away Redis server started from the machine's `redis-server`, in memory only. */
export interface ThrowAwayRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `redis-server` on a free loopback port (or `port`: a Redis started again where one was stopped), or answers
 * why it cannot (no binary on this machine).
 */
export async function startThrowAwayRedis(port?: number): Promise<ThrowAwayRedis | { unavailable: string }> {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) return { unavailable: 'no redis-server on this machine' };
  port ??= await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || redis.exitCode !== null) {
      redis.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (redis.exitCode === null) redis.kill('SIGTERM');
      await exited;
    },
  };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
