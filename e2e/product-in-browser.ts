import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { demoMemberContext, type Product, startProduct } from './product.ts';
import { connectBrowser } from './shared-browser.ts';

export interface ProductInBrowser {
  /** The running product (started by the file's beforeAll). */
  readonly product: Product;
  /** A new tab in a browser context signed in as a demo member; the context is closed after the test. */
  pageAs(username: string, options?: BrowserContextOptions): Promise<Page>;
  /** A new tab in a browser context of its own with nobody signed in; closed after the test. */
  visitorPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Registers a test file's hooks: the product and Chromium started once before its tests and closed after
 * them, and every context opened through pageAs closed after each test. Call it at the top of the file.
 */
export function useProductInBrowser(): ProductInBrowser {
  let product: Product | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    product = await startProduct();
    browser = await connectBrowser();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  const started = () => {
    if (!product || !browser) throw new Error('the product is not started: use it inside a test');
    return { product, browser };
  };

  return {
    get product() {
      return started().product;
    },
    async pageAs(username, options = {}) {
      const { product, browser } = started();
      const context = await demoMemberContext(browser, product, username, options);
      contexts.push(context);
      return context.newPage();
    },
    async visitorPage(options = {}) {
      const context = await started().browser.newContext(options);
      contexts.push(context);
      return context.newPage();
    },
  };
}
