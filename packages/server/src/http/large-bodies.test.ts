import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../../test/harness.ts';

/**
 * Sends a JSON body of exactly `size` bytes the way curl or a browser does: every byte, in 64 KiB writes (one a turn
 * of the event loop, each after the socket drained), whatever the server answers meanwhile; then reads the answer. Resolves with the status and
 * body, or the error the client met instead (ECONNRESET, EPIPE: the "broken pipe" of the issue).
 */
function sendWhole(base: string, method: string, path: string, size: number, token?: string) {
  const prefix = '{"note":"';
  const body = Buffer.alloc(size, 0x78);
  body.write(prefix);
  body.write('"}', size - 2);
  return new Promise<{ status?: number; code?: string; message?: string; error?: string }>((done) => {
    const url = new URL(base);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(size), 'accept-language': 'fr' };
    if (token) headers.authorization = `Bearer ${token}`;
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => done({ status: response.statusCode, error: String(error) }));
      response.on('end', () => {
        const answer = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        done({ status: response.statusCode, code: answer.code, message: answer.message });
      });
    });
    request.on('error', (error) => done({ error: String(error) }));
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const chunk = body.subarray(sent, Math.min(size, sent + 64 * 1024));
        sent += chunk.length;
        // One write a turn of the event loop, as bytes arrive from a network rather than all at once over loopback.
        if (request.write(chunk)) setTimeout(pump, 1);
        else request.once('drain', pump);
        return;
      }
      request.end();
    };
    pump();
  });
}

const LIMIT = 1024 * 1024;
/** The routes of the issue (sign-up, change-email, company managers, company reviews); the sizes around the 1 MiB limit. */
const ROUTES = [
  ['POST', '/auth/sign-up'],
  ['POST', '/auth/change-email'],
  ['POST', '/company/1/managers'],
  ['POST', '/company/1/reviews'],
  ['PATCH', '/company/1/reviews/1'],
] as const;
const SIZES = [900_000, 950_000, 1_000_000, LIMIT, LIMIT + 1, LIMIT + 100_000];

// Once, on PGlite: the body is read (or refused) before any statement.
describe('bodies of 0.9 to 1.1 MB on pglite', () => {
  let t: TestServer;
  let token = '';
  beforeAll(async () => {
    // The default body limit (1 MiB, config.ts); the demo companies, so company 1 exists.
    t = await startTestServer('pglite', { seedDemo: true });
    token = (await signUp(t.url)).token;
  });
  afterAll(async () => t?.close());

  it('answers every one with its 4xx and its message, signed in or not, before or after reading it', { timeout: 120_000 }, async () => {
    const answers: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [method, path] of ROUTES) {
      for (const size of SIZES) {
        for (const signedIn of [false, true]) {
          const label = `${method} ${path} ${size} B ${signedIn ? 'signed in' : 'signed out'}`;
          const answer = await sendWhole(t.url, method, path, size, signedIn ? token : undefined);
          answers[label] = answer;
          // Anonymous callers are refused before the body is read (401), except on sign-up; then a body over the
          // limit is 413, and one under it is read and refused by its schema (400).
          const refused = !signedIn && path !== '/auth/sign-up';
          expected[label] = refused
            ? { status: 401, code: 'unauthorized', message: 'Connectez-vous pour continuer.' }
            : size > LIMIT
              ? { status: 413, code: 'payload_too_large', message: 'Le corps de la requête est trop volumineux.' }
              : { status: 400, code: 'validation_failed', message: expect.any(String) };
        }
      }
    }
    expect(answers).toEqual(expected);
  });

  it('answers a body refused before it is read through fetch too, and keeps the connection usable', async () => {
    const body = JSON.stringify({ note: 'x'.repeat(1_000_000) });
    for (const [method, path] of ROUTES.filter(([, path]) => path !== '/auth/sign-up')) {
      const answer = await fetch(`${t.url}${path}`, { method, body, headers: { 'content-type': 'application/json' } });
      expect(answer.status, path).toBe(401);
      expect((await answer.json()).code).toBe('unauthorized');
    }
    const over = await fetch(`${t.url}/auth/sign-up`, {
      method: 'POST',
      body: `{"a":"${'x'.repeat(LIMIT)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(over.status).toBe(413);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
  });
});
