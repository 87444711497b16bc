import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

const repo = join(import.meta.dirname, '..');
export const PARTNER_SITE_DIR = join(repo, 'examples', 'partner-site');
export const EMBED_DIR = join(repo, 'packages', 'widgets', 'dist', 'embed');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Builds packages/widgets/dist/embed from the current sources: once per run, by e2e/global-setup.ts. */
export function buildEmbed(): void {
  execFileSync(process.execPath, [join(repo, 'packages', 'widgets', 'scripts', 'build.mjs'), '--embed'], { stdio: 'pipe' });
}

/**
 * The strict policy of docs/csp.md for a page whose embed is served from its own origin. A page with a chat box
 * (`websocket`) also lets its live connection reach the API: the `ws(s):` form of the API's origin in connect-src, and
 * nothing else more.
 */
export function strictCsp(api: string, { websocket = false }: { websocket?: boolean } = {}): string {
  const apiOrigin = new URL(api).origin;
  const socketOrigin = apiOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${apiOrigin}${websocket ? ` ${socketOrigin}` : ''}`,
    `img-src 'self' ${apiOrigin}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export interface PartnerSite {
  url: string;
  /** The API the pages' embed tag points at, and the CSP's connect-src. */
  api: string;
  /** Send the strict CSP header with every answer. */
  csp: boolean;
  close(): Promise<void>;
}

/**
 * The example partner site on a loopback port: its plain HTML pages (with the embed tag's data-api
 * pointed at `api`, and `?lang=` overriding data-lang), and the built embed under /dealgrow/. Each answer carries the
 * strict CSP; a page with a chat box's allows the API's WebSocket origin too.
 */
export async function startPartnerSite(options: { api?: string; csp?: boolean } = {}): Promise<PartnerSite> {
  const site = { api: options.api ?? 'http://127.0.0.1:8787', csp: options.csp ?? true };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.local');
    const path = url.pathname === '/' ? '/index.html' : decodeURIComponent(url.pathname);
    const file = path.startsWith('/dealgrow/')
      ? normalize(join(EMBED_DIR, path.slice('/dealgrow/'.length)))
      : normalize(join(PARTNER_SITE_DIR, path));
    if (!file.startsWith(EMBED_DIR) && !file.startsWith(PARTNER_SITE_DIR)) {
      response.writeHead(403).end();
      return;
    }
    try {
      let body: Buffer | string = await readFile(file);
      let chatBox = false;
      if (extname(file) === '.html') {
        chatBox = body.includes('<dg-chat-box');
        const lang = url.searchParams.get('lang');
        body = body
          .toString('utf8')
          .replace(/data-api="[^"]*"/g, `data-api="${site.api}"`)
          .replace(/data-lang="[^"]*"/g, (attribute) => (lang ? `data-lang="${lang}"` : attribute));
      }
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      };
      if (site.csp) headers['content-security-policy'] = strictCsp(site.api, { websocket: chatBox });
      response.writeHead(200, headers).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(site, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  });
}

declare global {
  interface Window {
    /** The page's Content-Security-Policy violations, as `directive blocked-uri`. */
    cspViolations: string[];
  }
}

/** Records the page's CSP violations in `window.cspViolations`; init scripts come from the browser, so the page's CSP does not apply to them. */
export async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/**
 * The page's CSP violations so far. The browser reports a violation in an event it queues after the blocked act, so
 * the list is read after the page's next frame and a task after it: the events queued by then have been handled.
 */
export async function cspViolationsSoFar(page: Page): Promise<string[]> {
  return page.evaluate(
    () => new Promise<string[]>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(window.cspViolations), 0))),
  );
}

/** The flagship site the example pages' embed tag names (`data-app`). */
export const PARTNER_PAGE_APP = 'http://localhost:3000';

/** Sends the example pages' links to the flagship site (`data-app`) to the app under test, path and query kept. */
export async function sendFlagshipLinksTo(context: BrowserContext, appUrl: string): Promise<void> {
  await context.route(`${PARTNER_PAGE_APP}/**`, (route) => {
    const { pathname, search } = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${appUrl}${pathname}${search}` } });
  });
}

/**
 * Hands a member's token to the embed (`data-token` on its script tag), as a partner's server would write on the tag:
 * set as the parser adds the tag, before the deferred loader runs (the page itself stays the loopback answer, so
 * Chromium lets it call the loopback API).
 */
export async function giveEmbedToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    new MutationObserver((_, observer) => {
      const script = document.querySelector<HTMLScriptElement>('script[src*="dealgrow-embed"]');
      if (!script) return;
      script.dataset.token = value;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, token);
}

/** The page's console errors and uncaught exceptions, as `url: message`, filled as they happen. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
