import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const widgets = join(import.meta.dirname, '..', 'packages', 'widgets');
const staticDir = join(widgets, 'storybook-static');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export interface StorybookSite {
  url: string;
  /** Every story's id, e.g. `widgets-dealcard--offer-with-cover-french`. */
  stories: string[];
  close(): Promise<void>;
}

/** Builds the widgets Storybook from the current stories (the command `pnpm run test:all` runs) and serves it on a loopback port. */
export async function serveStorybook(): Promise<StorybookSite> {
  execFileSync('pnpm', ['run', 'build-storybook'], { cwd: widgets, stdio: 'pipe' });
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
