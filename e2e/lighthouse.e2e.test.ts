import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LighthouseBrowser,
  type LighthouseCategory,
  type LighthousePage,
  launchLighthouseBrowser,
  lighthousePages,
  runLighthouse,
} from './lighthouse.ts';
import { type Product, startProduct } from './product.ts';

// Issue 26: Lighthouse (mobile, the production build) at 95 or more in every category on home, deals, a post and a
// profile. Accessibility, best practices and SEO are asserted here; performance is a speed figure on a shared machine,
// measured by bench/lighthouse.mjs and recorded in docs/performance.md "Lighthouse", not asserted.

const CATEGORIES: LighthouseCategory[] = ['accessibility', 'best-practices', 'seo'];
const MIN_SCORE = 95;

let product: Product;
let browser: LighthouseBrowser;
let pages: LighthousePage[] = [];

beforeAll(async () => {
  product = await startProduct();
  browser = await launchLighthouseBrowser();
  pages = await lighthousePages(product);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('Lighthouse, mobile, on the built app', () => {
  it(`scores ${MIN_SCORE} or more in accessibility, best practices and SEO on home, deals, a post and a profile`, async () => {
    const found: string[] = [];
    // One page after the other: Lighthouse drives one tab of one browser at a time.
    for (const page of pages) {
      const { scores, failing } = await runLighthouse(browser, product, page, CATEGORIES);
      for (const category of CATEGORIES) {
        const score = scores[category] ?? 0;
        if (score >= MIN_SCORE) continue;
        const lost = failing.filter((line) => line.startsWith(`${category}:`));
        found.push(`${page.name} ${page.path}: ${category} ${score}\n    ${lost.join('\n    ')}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  }, 300_000);
});
