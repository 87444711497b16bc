// The whole product (e2e/product.ts `startProduct`: the real server with its demo data, and the built app) in a process
// of its own, for a bench whose own work must not share the server's event loop (bench/lighthouse.mjs: Lighthouse
// parses the page's trace while the page asks the API for its data). Prints `product ready {appUrl, apiUrl}` and
// closes on SIGTERM.
import { startProduct } from '../../e2e/product.ts';

const product = await startProduct({});
console.log(`product ready ${JSON.stringify({ appUrl: product.appUrl, apiUrl: product.apiUrl })}`);
process.once('SIGTERM', () => {
  void product.close().then(() => process.exit(0));
});
