import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newestChange } from './product.ts';

const widgets = join(import.meta.dirname, '..', 'packages', 'widgets');
const staticDir = join(widgets, 'storybook-static');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Everything the static Storybook is made from: when any of it is newer than its index.json, the build is stale. */
const STORYBOOK_INPUTS = [
  join(widgets, 'src'),
  join(widgets, '.storybook'),
  join(widgets, 'package.json'),
  join(widgets, '..', 'sdk', 'src'),
];

export interface StorybookSite {
  url: string;
  /** Every story's id, e.g. `widgets-dealcard--offer-with-cover-french`. */
  stories: string[];
  close(): Promise<void>;
}

/**
 * Builds the widgets Storybook (`pnpm run build-storybook`) when it is missing or older than its stories and widgets.
 * `npm test` builds it before the tests and the browser tests' global setup calls this once, so the files that serve it
 * never build it again (two files building the same folder at once also raced).
 */
export function ensureStorybookBuilt(): void {
  const index = join(staticDir, 'index.json');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...STORYBOOK_INPUTS.map(newestChange))) return;
  execFileSync('pnpm', ['run', 'build-storybook'], { cwd: widgets, stdio: 'pipe' });
}

/** Serves the widgets Storybook, built from the current stories (built first if stale), on a loopback port. */
export async function serveStorybook(): Promise<StorybookSite> {
  ensureStorybookBuilt();
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, { type: string }> };
  const stories = Object.entries(index.entries)
    .filter(([, entry]) => entry.type === 'story')
    .map(([id]) => id);
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://storybook.local').pathname;
    const file = normalize(join(staticDir, path === '/' ? 'index.html' : decodeURIComponent(path)));
    const body = file.startsWith(staticDir) ? await readFile(file).catch(() => undefined) : undefined;
    if (body) response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stories,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser context for the Storybook's preview that says it is a test runner: its user agent carries
 * `StorybookTestRunner`, as Storybook's own test runner's does. Storybook then pauses a story's CSS animations at their
 * end instead of waiting for them: otherwise every story's render waits 100 ms before it looks for running animations
 * (`waitForAnimations`, the "completing" phase), 40 s of the sweep's 396 stories, with the browser idle.
 */
export async function storybookContext(
  browser: Browser,
  options: { viewport: { width: number; height: number } },
): Promise<BrowserContext> {
  const probe = await browser.newPage();
  const userAgent = await probe.evaluate(() => navigator.userAgent);
  await probe.close();
  return browser.newContext({ ...options, userAgent: `${userAgent} StorybookTestRunner` });
}

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: {
    on(event: string, listener: (detail: never) => void): void;
    off(event: string, listener: (detail: never) => void): void;
  };
  __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): void };
}

/**
 * What every story renders at its root: a card, a list, a connect or follow button, a chat box, a badge, a picker, a
 * bell or a search box; a design-system part (a skeleton, an empty state, an avatar, a button, tabs, a menu, a dialog, toasts; a card
 * is a card).
 */
export const STORY_WIDGET = [
  'card',
  'list',
  'connect',
  'follow',
  'chat',
  'badge',
  'picker',
  'bell',
  'search',
  'skeleton',
  'empty',
  'avatar',
  'button',
  'tabs',
  'menu',
  'dialog-opener',
  'toasts',
]
  .map((part) => `[part="${part}"]`)
  .join(', ');

/**
 * Shows a story in the page: the first one loads the Storybook's preview (iframe.html), the next ones are switched to in
 * that same preview (Storybook unmounts the last story and renders the next, as its own UI does), which skips loading
 * and starting the whole preview again. Resolves once Storybook says the story rendered and its widget is attached
 * (an unread badge is empty, so attached but not visible, signed out and while it loads).
 */
export async function showStory(page: Page, storybook: StorybookSite, id: string): Promise<void> {
  if (page.url().startsWith(`${storybook.url}/iframe.html`)) {
    await page.evaluate(async (storyId) => {
      const preview = window as unknown as StorybookWindow;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      await new Promise<void>((resolve, reject) => {
        const rendered = (renderedId: string) => {
          if (renderedId !== storyId) return;
          stop();
          resolve();
        };
        // A story that throws, errs or is missing fails at once (a fresh load would show Storybook's error screen).
        const failed = (event: string) => (detail: unknown) => {
          stop();
          reject(new Error(`${storyId}: ${event} ${JSON.stringify(detail)}`));
        };
        const failures = ['storyErrored', 'storyThrewException', 'storyMissing'].map((event) => [event, failed(event)] as const);
        const stop = () => {
          channel.off('storyRendered', rendered);
          for (const [event, listener] of failures) channel.off(event, listener);
        };
        channel.on('storyRendered', rendered);
        for (const [event, listener] of failures) channel.on(event, listener);
        preview.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
      });
    }, id);
  } else {
    await page.goto(`${storybook.url}/iframe.html?id=${id}&viewMode=story`);
  }
  await page.locator('#storybook-root').locator(STORY_WIDGET).first().waitFor({ state: 'attached' });
}
