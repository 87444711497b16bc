// How every browser of the repository is launched: the browser tests and benches (e2e/browser.ts) and the examples
// job (scripts/examples.mjs, plain Node) read these two from here, so the flags cannot drift apart.

/** Debian's Chromium (apt-get install -y chromium); never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
