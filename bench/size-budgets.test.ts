import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFirstLoad, embedPage, partnerSitePage, partnerSitePages, sdkCreateClient, widgetSets } from './sizes.mjs';

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

  it.each(widgetSets().map((widgets) => [widgets.join(' + '), widgets] as const))('a partner page with %s', (_name, widgets) => {
    withinBudget(embedPage(widgets), 'embed-page');
  });

  it("the app's first load of the home page, JS and CSS", () => {
    withinBudget(appFirstLoad(), 'app-first-load');
  });

  it("the SDK's createClient bundle", async () => {
    withinBudget(await sdkCreateClient(), 'sdk-create-client');
  });
});
