import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/test/harness.ts';

const run = promisify(execFile);
const script = join(import.meta.dirname, '..', '..', '..', 'examples', 'node-script', 'index.mjs');

// The example runs on the built SDK (dist/), as a published package would: `pnpm run build` comes first in the test command.
describe('examples/node-script: the SDK from plain Node', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { seedDemo: true });
  });
  afterAll(async () => t?.close());

  it('signs in as a demo member, reads the member and walks every offer', async () => {
    const { stdout } = await run(process.execPath, [script], { env: { ...process.env, DEALGROW_API: t.url } });
    expect(stdout).toContain('Signed in as Ada Laurent (@ada), managing 1 company(ies).');
    const listed = Number(stdout.match(/Listed (\d+) offer/)?.[1]);
    const total = Number(stdout.match(/Offers: (\d+) in/)?.[1]);
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBe(total);
  });

  it('loads from the built package by require (CJS) and import (ESM), with the state entry', async () => {
    const probe = [
      "const cjs = require('@dealgrow/sdk');",
      "const state = require('@dealgrow/sdk/state');",
      "import('@dealgrow/sdk').then((esm) => console.log(typeof cjs.createClient, typeof esm.createClient, state.createDealgrowState().user.getState().user.id));",
    ].join('');
    const { stdout } = await run(process.execPath, ['-e', probe], {
      cwd: join(import.meta.dirname, '..', '..', '..', 'examples', 'node-script'),
    });
    expect(stdout.trim()).toBe('function function -1');
  });

  it('exits 1 with the server message on a wrong password', async () => {
    const failed = run(process.execPath, [script], { env: { ...process.env, DEALGROW_API: t.url, DEALGROW_PASSWORD: 'wrong-password' } });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('The e-mail, username or password is incorrect.'),
    });
  });
});
