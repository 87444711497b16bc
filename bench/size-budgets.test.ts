import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../packages/app/compile-hints.ts';
import {
  appFirstLoad,
  chatChunk,
  embedPage,
  measureSizes,
  partnerSiteChatPages,
  partnerSitePage,
  partnerSitePages,
  sdkCreateClient,
  widgetSets,
} from './sizes.mjs';

/** The one file of size budgets (gzip bytes). */
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'size-budgets.json'), 'utf8')) as Record<string, number>;

function withinBudget(figure: { name: string; gzip: number }, key: string) {
  const budget = budgets[key];
  expect(budget, `size-budgets.json has no "${key}"`).toBeTypeOf('number');
  const over = figure.gzip - (budget ?? 0);
  expect(over, `${figure.name} is ${figure.gzip} B gzip: ${over} B over its ${budget} B budget ("${key}")`).toBeLessThanOrEqual(0);
}

describe('size budgets (size-budgets.json), on the built artefacts', () => {
  it.each(partnerSitePages().map((page) => [page.file, page] as const))('the example partner page %s, whole', (_name, page) => {
    withinBudget(partnerSitePage(page), 'embed-page');
  });

  it('budgets the partner page with a company card, its deals and a deal list (issue 12)', () => {
    expect(partnerSitePages().find((page) => page.file === 'company.html')?.widgets).toEqual(
      expect.arrayContaining(['company-card', 'deal-list', 'follow-button']),
    );
  });

  it('reports the partner page with a chat box (support.html) and budgets no chat page as a page, while any other unknown tag still fails', async () => {
    expect(partnerSitePages().map((page) => page.file)).not.toContain('support.html');
    const [support, ...others] = partnerSiteChatPages();
    expect(others).toEqual([]);
    expect([...(support?.widgets ?? [])].sort()).toEqual(['chat-box', 'unread-badge']);
    expect(support?.reported).toBe(true);
    // Its first load: the loader, the runtime, the badge's chunk and the chat chunk of its heaviest language.
    expect(support?.rows.map((row) => row.file)).toEqual(expect.arrayContaining(['dealgrow-embed.js', 'widgets/unread-badge.js']));
    expect(support?.rows.some((row) => /^widgets\/chat-box-(en|fr|tr)\.js$/.test(row.file))).toBe(true);
    expect((await measureSizes()).filter((figure) => figure.reported).map((figure) => figure.name)).toHaveLength(2);

    const dir = mkdtempSync(join(tmpdir(), 'partner-pages-'));
    try {
      writeFileSync(join(dir, 'chat.html'), '<dg-chat-box user="ada"></dg-chat-box><dg-deal-list></dg-deal-list>');
      expect(partnerSitePages(dir)).toEqual([]);
      expect(partnerSiteChatPages(dir).map((page) => page.widgets)).toEqual([['chat-box', 'deal-list']]);
      writeFileSync(join(dir, 'other.html'), '<dg-chat-box></dg-chat-box><dg-mystery-widget></dg-mystery-widget>');
      expect(() => partnerSitePages(dir)).toThrow('other.html shows mystery-widget, which EMBED_WIDGETS does not list');
      expect(() => partnerSiteChatPages(dir)).toThrow('other.html shows mystery-widget');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(widgetSets().map((widgets) => [widgets.join(' + '), widgets] as const))('a partner page with %s', (_name, widgets) => {
    withinBudget(embedPage(widgets), 'embed-page');
  });

  it('the chat chunk (<dg-chat-box>: the box, the live connection and socket.io-client in one file), its heaviest language', () => {
    withinBudget(chatChunk(), 'embed-chat-chunk');
  });

  it("the app's first load of the home page, JS and CSS", () => {
    withinBudget(appFirstLoad(), 'app-first-load');
  });

  it("every script chunk of the built app begins with V8's compile hint (packages/app/compile-hints.ts), its map one line down", () => {
    const assets = join(import.meta.dirname, '..', 'packages', 'app', 'dist', 'assets');
    // The locale warm-up worker is built apart (Vite's worker bundle) and runs off the main thread anyway.
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js') && !file.includes('.worker-'));
    expect(chunks.length).toBeGreaterThan(20);
    const unhinted = chunks.filter((file) => !readFileSync(join(assets, file), 'utf8').startsWith(COMPILE_HINT));
    expect(unhinted).toEqual([]);
    const [first] = chunks;
    const map = JSON.parse(readFileSync(join(assets, `${first}.map`), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
  });

  it('every page entry and lazy screen of the built app imports every chunk it needs itself (packages/app/hoisted-imports.ts)', () => {
    const dist = join(import.meta.dirname, '..', 'packages', 'app', 'dist');
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; isDynamicEntry?: boolean }
    >;
    // What a chunk's code imports statically, read from the file as the browser reads it (each file once).
    const read = new Map<string, string[]>();
    const importsOf = (file: string): string[] => {
      let imports = read.get(file);
      if (!imports) {
        imports = [...readFileSync(join(dist, file), 'utf8').matchAll(/(?:import|from)\s*"\.\/([\w.-]+\.js)"/g)].map(
          ([, name]) => `assets/${name}`,
        );
        read.set(file, imports);
      }
      return imports;
    };
    const askedAlone = Object.values(manifest).filter((entry) => entry.isEntry || entry.isDynamicEntry);
    expect(askedAlone.length).toBeGreaterThan(20);
    const late: string[] = [];
    for (const { file } of askedAlone) {
      const direct = new Set(importsOf(file));
      const seen = new Set<string>();
      const waiting = [...direct];
      while (waiting.length > 0) {
        const next = waiting.pop() as string;
        if (seen.has(next)) continue;
        seen.add(next);
        const further = importsOf(next);
        for (const chunk of further) if (!direct.has(chunk) && chunk !== file) late.push(`${file} → ${next} → ${chunk}`);
        waiting.push(...further);
      }
    }
    expect(late).toEqual([]);
  });

  it("the SDK's createClient bundle", async () => {
    withinBudget(await sdkCreateClient(), 'sdk-create-client');
  });
});
