import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

/** The Chromium binary, or a clear error where it is missing. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return CHROMIUM_PATH;
}

/** Launches headless Chromium with a fresh profile (benches; browser tests share one: connectBrowser). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}
