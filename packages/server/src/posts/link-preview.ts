import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { LinkPreview } from './schemas.ts';

/** docs/posts.md "Link previews": the limits of one preview fetch, redirects included. */
export const PREVIEW_TIME_LIMIT_MS = 3000;
export const PREVIEW_SIZE_LIMIT_BYTES = 512 * 1024;
export const PREVIEW_MAX_REDIRECTS = 3;

/**
 * Addresses a preview never connects to: anything not public unicast. Two lists: a BlockList matches IPv4
 * addresses against IPv6 rules too (as ::ffff:a.b.c.d), so the IPv6 rules for mapped addresses stay apart.
 */
const refused4 = new BlockList();
const refused6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local (ULA)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused6.addSubnet(network, prefix, 'ipv6');
}

/** True for a public unicast address; false for private, loopback, link-local, CGNAT, multicast, ULA, mapped, … and non-addresses. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused4.check(address, 'ipv4');
  if (family === 6) return !refused6.check(address, 'ipv6');
  return false;
}

export interface PreviewOptions {
  /** `host` or `host:port` entries that may be fetched whatever their address (LINK_PREVIEW_ALLOW_HOSTS, tests only). */
  allowHosts: readonly string[];
  /** false: only allowed hosts are fetched (the test runs: no traffic leaves the machine). */
  fetchPublic: boolean;
  timeLimitMs?: number;
  sizeLimitBytes?: number;
}

export type PreviewOutcome =
  | { ok: true; preview: LinkPreview | null }
  | { ok: false; reason: 'scheme' | 'address' | 'redirects' | 'timeout' | 'status' | 'not_html' | 'off' | 'unreachable' };

class Refusal extends Error {
  constructor(readonly reason: Exclude<PreviewOutcome, { ok: true }>['reason']) {
    super(reason);
  }
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '').toLowerCase();

function allowedHost(url: URL, allowHosts: readonly string[]): boolean {
  const host = bare(url.hostname);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowHosts.some((entry) => {
    const value = entry.trim().toLowerCase();
    if (!value) return false;
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(value);
    if (!match) return false;
    return bare(match[1] ?? '') === host && (match[2] === undefined || match[2] === port);
  });
}

/** Checks a URL's address (every address its name resolves to) and answers the one to connect to. */
async function checkedAddress(url: URL, options: PreviewOptions, deadline: number): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refusal('scheme');
  if (url.username || url.password) throw new Refusal('scheme');
  const host = bare(url.hostname);
  const allowed = allowedHost(url, options.allowHosts);
  if (isIP(host)) {
    if (!allowed && !isPublicAddress(host)) throw new Refusal('address');
    if (!allowed && !options.fetchPublic) throw new Refusal('off');
    return host;
  }
  if (!allowed && !options.fetchPublic) throw new Refusal('off');
  const addresses = await within(lookup(host, { all: true, verbatim: true }), deadline).catch((error: unknown) => {
    if (error instanceof Refusal) throw error;
    throw new Refusal('unreachable');
  });
  const first = addresses[0];
  if (!first) throw new Refusal('unreachable');
  if (!allowed && addresses.some((entry) => !isPublicAddress(entry.address))) throw new Refusal('address');
  return first.address;
}

function within<T>(work: Promise<T>, deadline: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Refusal('timeout')), Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

interface Hop {
  status: number;
  location: string | undefined;
  contentType: string;
  body: string;
}

/** One request to the checked address (never a second resolution of the name), read up to the size limit. */
function request(url: URL, address: string, deadline: number, sizeLimit: number): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const host = bare(url.hostname);
    const req = (secure ? https : http).request({
      host: address,
      port: url.port || (secure ? 443 : 80),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      agent: false,
      headers: { host: url.host, 'user-agent': 'DealgrowLinkPreview/1.0', accept: 'text/html,application/xhtml+xml' },
      ...(secure && !isIP(host) ? { servername: host } : {}),
    });
    const timer = setTimeout(
      () => {
        req.destroy(new Refusal('timeout'));
      },
      Math.max(0, deadline - Date.now()),
    );
    const done = () => clearTimeout(timer);
    req.on('error', (error) => {
      done();
      reject(error instanceof Refusal ? error : new Refusal('unreachable'));
    });
    req.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      const location = typeof response.headers.location === 'string' ? response.headers.location : undefined;
      const contentType = String(response.headers['content-type'] ?? '').toLowerCase();
      const isHtml = contentType.includes('text/html') || contentType.includes('application/xhtml+xml');
      if ((status >= 300 && status < 400) || status >= 400 || !isHtml) {
        done();
        response.destroy();
        resolve({ status, location, contentType, body: '' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        done();
        resolve({ status, location, contentType, body: Buffer.concat(chunks).toString('utf8') });
      };
      response.on('data', (chunk: Buffer) => {
        const room = sizeLimit - size;
        chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
        size += Math.min(chunk.length, room);
        // Enough: the Open Graph tags are in the head; the rest is not read.
        if (size >= sizeLimit) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', () => {
        done();
        reject(new Refusal('unreachable'));
      });
    });
    req.end();
  });
}

/**
 * Fetches a page's Open Graph data with the SSRF guard of docs/posts.md: http(s) only; every address the name
 * resolves to must be public (unless its host is allowed); the connection goes to the checked address; each
 * redirect (at most 3) is checked the same way; 3 s and 512 KB in all.
 */
export async function fetchLinkPreview(address: string, options: PreviewOptions): Promise<PreviewOutcome> {
  const deadline = Date.now() + (options.timeLimitMs ?? PREVIEW_TIME_LIMIT_MS);
  const sizeLimit = options.sizeLimitBytes ?? PREVIEW_SIZE_LIMIT_BYTES;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: 'scheme' };
  }
  try {
    for (let redirects = 0; ; redirects++) {
      const checked = await checkedAddress(url, options, deadline);
      const hop = await request(url, checked, deadline, sizeLimit);
      if (hop.status >= 300 && hop.status < 400 && hop.location) {
        if (redirects === PREVIEW_MAX_REDIRECTS) return { ok: false, reason: 'redirects' };
        url = new URL(hop.location, url);
        continue;
      }
      if (hop.status < 200 || hop.status >= 300) return { ok: false, reason: 'status' };
      if (!hop.contentType.includes('html')) return { ok: false, reason: 'not_html' };
      return { ok: true, preview: parseOpenGraph(hop.body, url, address) };
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    return { ok: false, reason: 'unreachable' };
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff) ? String.fromCodePoint(value) : '';
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Plain text for a preview field: entities decoded, tags and control characters removed, spaces collapsed, capped. */
function clean(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  const text = decodeEntities(value)
    .replace(/<[^>]*>/g, '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : null;
}

/** The page's Open Graph (or Twitter, or plain) title, description and image; null when it has none of them. */
export function parseOpenGraph(html: string, pageUrl: URL, postedUrl: string): LinkPreview | null {
  const meta = new Map<string, string>();
  for (const tag of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map<string, string>();
    for (const attribute of tag[0].matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attributes.set((attribute[1] ?? '').toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
    const content = attributes.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title[^>]*>([\s\S]{0,2000}?)<\/title>/i.exec(html)?.[1];
  const title = clean(meta.get('og:title') ?? meta.get('twitter:title') ?? titleTag, 300);
  const description = clean(meta.get('og:description') ?? meta.get('twitter:description') ?? meta.get('description'), 1000);
  let image: string | null = null;
  const imageValue = clean(meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('twitter:image'), 2000);
  if (imageValue) {
    try {
      const resolved = new URL(imageValue, pageUrl);
      if (resolved.protocol === 'http:' || resolved.protocol === 'https:') image = resolved.toString();
    } catch {
      image = null;
    }
  }
  if (!title && !description && !image) return null;
  return { url: postedUrl, title, description, image };
}
