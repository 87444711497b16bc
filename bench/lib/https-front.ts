// An HTTPS front with HTTP/2, as the TLS terminator of docs/deploy.md serves the app and the API to members' browsers
// (every CDN and ingress speaks HTTP/2): requests are passed to a plain HTTP server on loopback, as the terminator
// passes them to nginx or HAProxy. bench/lighthouse.mjs measures the app through two of these (HTTPS_FRONT=1, its
// default): over HTTP/1.1 a browser opens at most six connections to an origin, and Lighthouse's simulation then
// queues the app's small chunks six at a time, which no member's browser does over HTTP/2.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HttpsFront {
  /** e.g. https://localhost:41235 */
  url: string;
  close(): Promise<void>;
}

export interface FrontCertificate {
  key: Buffer;
  cert: Buffer;
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spki: string;
}

/** A self-signed certificate for localhost, made by the machine's openssl. */
export function localhostCertificate(): FrontCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'dealgrow-front-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const pem = readFileSync(cert);
    const spki = createHash('sha256')
      .update(new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    return { key: readFileSync(key), cert: pem, spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers that belong to one hop (HTTP/1.1's connection management, HTTP/2's pseudo-headers), not passed on. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'host']);

function passedOn(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_HEADERS.has(name)));
}

/**
 * Listens on a loopback port with TLS (HTTP/2, and HTTP/1.1 for clients that ask it) and passes every request to
 * `upstream()` (read on each request, so the front can listen before what it fronts does). `answer` may answer a
 * request itself (the app's `/config.js`, which names the API's front).
 */
export async function startHttpsFront(
  certificate: FrontCertificate,
  upstream: () => string,
  answer?: (path: string) => { type: string; body: string } | undefined,
): Promise<HttpsFront> {
  const server = createSecureServer({ key: certificate.key, cert: certificate.cert, allowHTTP1: true });
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const path = request.url;
    const own = answer?.(path);
    if (own) {
      response.writeHead(200, { 'content-type': own.type, 'cache-control': 'no-store' }).end(own.body);
      return;
    }
    const target = new URL(path, upstream());
    const outgoing = httpRequest(
      target,
      { method: request.method, headers: { ...passedOn(request.headers), host: target.host } },
      (incoming) => {
        response.writeHead(incoming.statusCode ?? 502, passedOn(incoming.headers));
        incoming.pipe(response);
      },
    );
    outgoing.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('the front could not reach its upstream');
    });
    request.pipe(outgoing);
  });
  // A WebSocket (the live feeds' socket.io) asks an HTTP/1.1 upgrade: its bytes are passed on both ways as they are.
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const target = new URL(request.url ?? '/', upstream());
    const upstreamSocket = connect(Number(target.port), target.hostname, () => {
      const headers = Object.entries({ ...request.headers, host: target.host })
        .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
        .join('\r\n');
      upstreamSocket.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
      upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    const end = () => {
      socket.destroy();
      upstreamSocket.destroy();
    };
    upstreamSocket.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
