import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';
import { fetchLinkPreview, isPublicAddress, parseOpenGraph } from './link-preview.ts';
import { PREVIEW_JOB } from './preview-jobs.ts';

const PAGE = `<!doctype html><html><head><title>Fallback title</title>
<meta property="og:title" content="Northwind &amp; Co">
<meta content="Suppliers across Europe" property="og:description">
<meta property="og:image" content="/logo.png">
</head><body>Hello</body></html>`;

/** Pages of /held wait until the test lets them go; afterwards they answer at once. */
let heldPages: Array<() => void> = [];
let pagesReleased = false;
const releaseHeldPages = () => {
  pagesReleased = true;
  for (const release of heldPages) release();
  heldPages = [];
};

/** A local page server: the only kind of server these tests reach (loopback). */
function pageServer(): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) {
      response.writeHead(302, { location: to }).end();
    } else if (url.pathname === '/loop') {
      const n = Number(url.searchParams.get('n') ?? 0);
      response.writeHead(302, { location: `/loop?n=${n + 1}` }).end();
    } else if (url.pathname === '/slow') {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE), 1500);
    } else if (url.pathname === '/held') {
      const answer = () => response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      if (pagesReleased) answer();
      else heldPages.push(answer);
    } else if (url.pathname === '/big') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write(PAGE);
      response.end('x'.repeat(2 * 1024 * 1024));
    } else if (url.pathname === '/json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

describe('the link preview fetcher and its SSRF guard', () => {
  let allowed: { server: Server; port: number };
  let other: { server: Server; port: number };
  let options: { allowHosts: string[]; fetchPublic: boolean };

  beforeAll(async () => {
    allowed = await pageServer();
    other = await pageServer();
    // fetchPublic stays on here: the guard itself must refuse what is not public, not the test switch.
    options = { allowHosts: [`127.0.0.1:${allowed.port}`], fetchPublic: true };
  });
  afterAll(async () => {
    allowed?.server.close();
    other?.server.close();
  });

  it('reads the Open Graph fields of an allowed host', async () => {
    expect(await fetchLinkPreview(`http://127.0.0.1:${allowed.port}/page`, options)).toEqual({
      ok: true,
      preview: {
        url: `http://127.0.0.1:${allowed.port}/page`,
        title: 'Northwind & Co',
        description: 'Suppliers across Europe',
        image: `http://127.0.0.1:${allowed.port}/logo.png`,
      },
    });
  });

  it.each([
    ['loopback on another port', () => `http://127.0.0.1:${other.port}/`],
    ['a private network address', () => 'http://10.1.2.3/'],
    ['the cloud metadata address (link-local)', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${allowed.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${allowed.port}/`],
    ['CGNAT', () => 'http://100.64.0.1/'],
    ['multicast', () => 'http://224.0.0.1/'],
    ['IPv6 unique local', () => 'http://[fd00::1]/'],
    ['IPv6 link-local', () => 'http://[fe80::1]/'],
    ['a decimal-encoded loopback address', () => 'http://2130706433/'],
    ['a name resolving to loopback', () => `http://localhost:${other.port}/`],
    [
      'a redirect into loopback',
      () => `http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${other.port}/`)}`,
    ],
    ['a redirect into 10.x', () => `http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent('http://10.0.0.1/')}`],
    ['a redirect into 169.254.x', () => `http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`],
    ['a redirect into [::1]', () => `http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(`http://[::1]:${other.port}/`)}`],
  ])('refuses %s', async (_name, url) => {
    expect(await fetchLinkPreview(url(), options)).toEqual({ ok: false, reason: 'address' });
  });

  it('refuses other schemes, long redirect chains, slow pages and non-HTML', async () => {
    for (const url of ['ftp://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://127.0.0.1/', 'not a url']) {
      expect(await fetchLinkPreview(url, options), url).toEqual({ ok: false, reason: 'scheme' });
    }
    expect(await fetchLinkPreview(`http://127.0.0.1:${allowed.port}/loop`, options)).toEqual({ ok: false, reason: 'redirects' });
    const started = Date.now();
    expect(await fetchLinkPreview(`http://127.0.0.1:${allowed.port}/slow`, { ...options, timeLimitMs: 300 })).toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1200);
    expect(await fetchLinkPreview(`http://127.0.0.1:${allowed.port}/json`, options)).toEqual({ ok: false, reason: 'not_html' });
  });

  it('follows up to 3 redirects within the allowed host, and reads at most 512 KB of a page', async () => {
    const hop = (to: string) => `http://127.0.0.1:${allowed.port}/redirect?to=${encodeURIComponent(to)}`;
    const result = await fetchLinkPreview(hop(hop(`http://127.0.0.1:${allowed.port}/page`)), options);
    expect(result).toMatchObject({ ok: true, preview: { title: 'Northwind & Co' } });
    expect(await fetchLinkPreview(`http://127.0.0.1:${allowed.port}/big`, options)).toMatchObject({
      ok: true,
      preview: { title: 'Northwind & Co' },
    });
  });

  it('fetches no public address when public fetching is off (test runs), and classifies addresses', async () => {
    expect(await fetchLinkPreview('http://93.184.216.34/', { allowHosts: [], fetchPublic: false })).toEqual({ ok: false, reason: 'off' });
    expect(await fetchLinkPreview('http://10.0.0.1/', { allowHosts: [], fetchPublic: false })).toEqual({ ok: false, reason: 'address' });
    for (const address of ['93.184.216.34', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.1.1',
      '100.100.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:8.8.8.8',
      'example.org',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('parses plain titles and drops non-http images', () => {
    const page = new URL('https://example.org/a');
    expect(parseOpenGraph('<title> Just &lt;a&gt; title </title>', page, 'https://example.org/a')).toEqual({
      url: 'https://example.org/a',
      title: 'Just title',
      description: null,
      image: null,
    });
    expect(
      parseOpenGraph('<meta property="og:image" content="javascript:alert(1)"><meta name="description" content="D">', page, 'u'),
    ).toMatchObject({
      image: null,
      description: 'D',
    });
    expect(parseOpenGraph('<p>nothing</p>', page, 'u')).toBeNull();
  });
});

describe.each(productionDatabase)('link previews of posts on %s', (kind) => {
  let t: TestServer;
  let page: { server: Server; port: number };
  let author: TestMember;

  beforeAll(async () => {
    page = await pageServer();
    t = await startTestServer(kind, { linkPreviewAllowHosts: [`127.0.0.1:${page.port}`] });
    author = await addMember(t.server.db);
  });
  afterAll(async () => {
    await t?.close();
    page?.server.close();
  });

  it('stores the preview of the first link after answering the create, and none for refused addresses', async () => {
    pagesReleased = false;
    const created = await sendForm(t.url, 'POST', '/post/body-post', {
      token: author.token,
      fields: { body: `Read http://127.0.0.1:${page.port}/held, then tell me` },
    });
    // The page is still held: the create answered without waiting for it.
    expect(created.status).toBe(201);
    expect(created.body.linkPreview).toBeNull();
    releaseHeldPages();
    const refused = await sendForm(t.url, 'POST', '/post/body-post', {
      token: author.token,
      fields: { body: 'Metadata http://169.254.169.254/latest' },
    });
    await t.server.jobs.settled([PREVIEW_JOB]);
    expect((await as(t.url, author)('GET', `/post/${created.body.id}`)).body.linkPreview).toEqual({
      url: `http://127.0.0.1:${page.port}/held`,
      title: 'Northwind & Co',
      description: 'Suppliers across Europe',
      image: `http://127.0.0.1:${page.port}/logo.png`,
    });
    expect((await as(t.url, author)('GET', `/post/${refused.body.id}`)).body.linkPreview).toBeNull();
  });
});
