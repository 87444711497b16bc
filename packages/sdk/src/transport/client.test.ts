import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newMember, startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { createClient } from '../client.ts';
import { DealgrowError, unwrap } from './result.ts';

const quietLogger = () => ({ warn: vi.fn(), error: vi.fn() });

/** A local HTTP server whose answers a test scripts, for failures the real API never gives on purpose. */
async function scriptedServer(handler: Parameters<typeof createHttpServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('SDK against the running server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite');
  });
  afterAll(async () => t?.close());

  it('resolves a success as { data, success, status, statusText }', async () => {
    const client = createClient({ baseURL: t.url });
    const result = await client.general.countries();
    expect(result).toMatchObject({ success: true, status: 200, statusText: 'OK' });
    expect(result.data).toHaveLength(33);
  });

  it('resolves an HTTP error with a typed error and no data, without throwing', async () => {
    const client = createClient({ baseURL: t.url });
    const result = await client.auth.signIn({ email: 'nobody@gmail.com', password: 'wrong-password' });
    expect(result).toMatchObject({
      success: false,
      status: 401,
      data: undefined,
      error: { code: 'invalid_credentials', status: 401, retryable: false },
    });
    expect(result.error?.message).toMatch(/incorrect/);
  });

  it("asks for the page's language, or the one given, and the server's messages come in it", async () => {
    const signIn = (client: ReturnType<typeof createClient>) =>
      client.auth.signIn({ email: 'nobody@gmail.com', password: 'wrong-password' });
    expect((await signIn(createClient({ baseURL: t.url, language: 'fr' }))).error?.message).toBe(
      'L’e-mail, le nom d’utilisateur ou le mot de passe est incorrect.',
    );
    let language = 'tr';
    const following = createClient({ baseURL: t.url, language: () => language });
    expect((await signIn(following)).error?.message).toBe('E-posta, kullanıcı adı veya şifre yanlış.');
    language = 'en';
    expect((await signIn(following)).error?.message).toBe('The e-mail, username or password is incorrect.');
    vi.stubGlobal('document', { documentElement: { lang: 'fr' }, cookie: '' });
    try {
      expect((await signIn(createClient({ baseURL: t.url }))).error?.message).toMatch(/^L’e-mail/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('carries field errors for forms', async () => {
    const client = createClient({ baseURL: t.url });
    const result = await client.auth.signUp(newMember({ email: 'someone@mailinator.com' }));
    expect(result.status).toBe(422);
    expect(result.error?.fields?.email).toMatch(/temporary/);
  });

  it('runs the account flow: sign-up, verify, sign-in, me, sign-out, refused', async () => {
    let token: string | undefined;
    const client = createClient({ baseURL: t.url, token: () => token });
    const member = newMember();
    const signedUp = await unwrap(client.auth.signUp(member));
    expect(signedUp.user.status).toBe('pending');
    const link = t.mailer.lastTo(member.email)?.text.match(/token=([\w%-]+)/)?.[1] ?? '';
    expect((await client.auth.verifyEmail({ token: decodeURIComponent(link) })).data?.user.status).toBe('active');
    token = (await unwrap(client.auth.signIn({ email: member.email, password: member.password }))).token;
    const me = await client.users.me();
    expect(me.data).toMatchObject({ username: member.username, is_email_verified: true });
    expect((await client.auth.signOut()).status).toBe(204);
    const refused = await client.users.me();
    expect(refused).toMatchObject({ success: false, status: 401, error: { code: 'invalid_token' } });
    await expect(unwrap(client.users.me())).rejects.toBeInstanceOf(DealgrowError);
  });

  it('takes a plain token, and a token set later', async () => {
    const member = newMember();
    const { token } = await unwrap(createClient({ baseURL: t.url }).auth.signUp(member));
    expect((await createClient({ baseURL: t.url, token }).users.me()).data?.email).toBe(member.email);
    const client = createClient({ baseURL: t.url });
    expect((await client.users.me()).status).toBe(401);
    client.setToken(token);
    expect((await client.users.me()).status).toBe(200);
  });

  it('reads the token from the `token` cookie in a browser', async () => {
    const { token } = await unwrap(createClient({ baseURL: t.url }).auth.signUp(newMember()));
    vi.stubGlobal('document', { cookie: `lang=fr; token=${encodeURIComponent(token)}` });
    try {
      expect((await createClient({ baseURL: t.url }).users.me()).status).toBe(200);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('retries a write whose answer was lost with the same Idempotency-Key, and the server applies it once', async () => {
    // A proxy that passes the first sign-up to the server but answers the client 503, as a dropped connection would.
    let forwarded = 0;
    const keys: string[] = [];
    const proxy = await scriptedServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      keys.push(String(request.headers['idempotency-key']));
      const upstream = await fetch(`${t.url}${request.url}`, {
        method: request.method,
        headers: { 'content-type': 'application/json', 'idempotency-key': String(request.headers['idempotency-key']) },
        body: Buffer.concat(chunks),
      });
      forwarded += 1;
      const text = await upstream.text();
      if (forwarded === 1) {
        response.writeHead(503, { 'retry-after': '0' }).end();
        return;
      }
      response
        .writeHead(upstream.status, {
          'content-type': 'application/json',
          'idempotent-replayed': upstream.headers.get('idempotent-replayed') ?? '',
        })
        .end(text);
    });
    try {
      const member = newMember();
      const client = createClient({ baseURL: proxy.url, retry: { retries: 2, baseDelay: 10 }, logger: quietLogger() });
      const result = await client.auth.signUp(member);
      expect(result).toMatchObject({ success: true, status: 201 });
      expect(forwarded).toBe(2);
      expect(new Set(keys).size).toBe(1);
      expect(t.mailer.messages.filter((mail) => mail.to === member.email)).toHaveLength(1);
    } finally {
      proxy.server.close();
    }
  });
});

describe('SDK transport failures', () => {
  it('resolves a network failure with status 0, no data, logs it, and retries reads first', async () => {
    const logger = quietLogger();
    const attempts: number[] = [];
    const client = createClient({
      baseURL: 'http://127.0.0.1:9',
      logger,
      retry: { retries: 2, baseDelay: 5 },
      hooks: { onRequest: (info) => attempts.push(info.attempt) },
    });
    const result = await client.general.countries();
    expect(result).toMatchObject({ success: false, status: 0, data: undefined, error: { code: 'network_error', retryable: true } });
    expect(attempts).toEqual([0, 1, 2]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('does not wait out a Retry-After longer than maxDelay: the 429 and its message come back at once', async () => {
    let calls = 0;
    const scripted = await scriptedServer((_request, response) => {
      calls += 1;
      response
        .writeHead(429, { 'retry-after': '900', 'content-type': 'application/json' })
        .end('{"message":"Signing in is paused. Try again in 15 minutes.","code":"sign_in_locked"}');
    });
    try {
      const client = createClient({ baseURL: scripted.url, logger: quietLogger(), retry: { retries: 2, maxDelay: 1000 } });
      const result = await client.auth.signIn({ email: 'ada@dealgrow.io', password: 'a-wrong-one' });
      expect(result).toMatchObject({
        success: false,
        status: 429,
        error: { code: 'sign_in_locked', message: expect.stringMatching(/15 minutes/) },
      });
      expect(calls).toBe(1);
    } finally {
      scripted.server.close();
    }
  });

  it('retries 503 and 429 honouring Retry-After, then succeeds', async () => {
    let calls = 0;
    const scripted = await scriptedServer((_request, response) => {
      calls += 1;
      if (calls === 1) return void response.writeHead(503, { 'retry-after': '0' }).end();
      if (calls === 2)
        return void response
          .writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' })
          .end('{"message":"slow down","code":"rate_limited"}');
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"version":"9.9.9"}');
    });
    try {
      const result = await createClient({
        baseURL: scripted.url,
        retry: { retries: 3, baseDelay: 5 },
        logger: quietLogger(),
      }).general.version();
      expect(result).toMatchObject({ success: true, data: { version: '9.9.9' } });
      expect(calls).toBe(3);
    } finally {
      scripted.server.close();
    }
  });

  it('does not retry a 4xx that will not change', async () => {
    let calls = 0;
    const scripted = await scriptedServer((_request, response) => {
      calls += 1;
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end('{"message":"bad","code":"validation_failed","fields":{"email":"Required."}}');
    });
    try {
      const result = await createClient({ baseURL: scripted.url, retry: { retries: 3, baseDelay: 5 } }).general.version();
      expect(result).toMatchObject({
        success: false,
        status: 400,
        error: { code: 'validation_failed', fields: { email: 'Required.' }, retryable: false },
      });
      expect(calls).toBe(1);
    } finally {
      scripted.server.close();
    }
  });

  it('times out a call with no answer, and a caller can abort one', async () => {
    const scripted = await scriptedServer(() => {
      // Never answers.
    });
    try {
      const client = createClient({ baseURL: scripted.url, timeout: 100, retry: false, logger: quietLogger() });
      expect((await client.general.version()).error).toMatchObject({ code: 'timeout', status: 0 });
      const controller = new AbortController();
      const pending = createClient({ baseURL: scripted.url, timeout: 10_000, logger: quietLogger() }).general.version({
        signal: controller.signal,
      });
      controller.abort();
      expect((await pending).error).toMatchObject({ code: 'aborted', retryable: false });
    } finally {
      scripted.server.closeAllConnections();
      scripted.server.close();
    }
  });

  it('answers a non-JSON error body with a readable message', async () => {
    const scripted = await scriptedServer(
      (_request, response) => void response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>nope</h1>'),
    );
    try {
      const result = await createClient({ baseURL: scripted.url }).general.version();
      expect(result.error).toMatchObject({ code: 'http_404', status: 404, message: expect.any(String) });
    } finally {
      scripted.server.close();
    }
  });
});
