import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import './provided.ts';

/**
 * Headless Chromium for one browser test file: a connection to the run's shared browser (e2e/global-setup.ts), whose
 * `close()` closes this file's contexts and disconnects, leaving the browser to the next file.
 */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
