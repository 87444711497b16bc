// The whole product (e2e/product.ts `startProduct`: the real server with its demo data, and the built app) in a process
// of its own, for a bench whose own work must not share the server's event loop (bench/lighthouse.mjs: Lighthouse
// parses the page's trace while the page asks the API for its data). Prints `product ready {appUrl, apiUrl, spki}` and
// closes on SIGTERM.
//
// With HTTPS_FRONT=1 the browser's addresses are HTTPS fronts with HTTP/2 (bench/lib/https-front.ts), as members'
// browsers reach a deployment: `appUrl` is the app's front, whose `/config.js` names the API's front; `apiUrl` stays
// the API itself, for the bench's own SDK calls; `spki` is the fronts' key for Chromium's certificate list.
import { startProduct } from '../../e2e/product.ts';
import { localhostCertificate, startHttpsFront } from './https-front.ts';

/** The product, with the fronts before it when asked: what the browser is given, and how it all closes. */
async function start(): Promise<{ ready: Record<string, string>; close(): Promise<void> }> {
  if (process.env.HTTPS_FRONT !== '1') {
    const product = await startProduct({});
    return { ready: { appUrl: product.appUrl, apiUrl: product.apiUrl }, close: () => product.close() };
  }
  const certificate = localhostCertificate();
  let upstream = { app: '', api: '' };
  const apiFront = await startHttpsFront(certificate, () => upstream.api);
  const appFront = await startHttpsFront(
    certificate,
    () => upstream.app,
    (path) =>
      path === '/config.js'
        ? { type: 'text/javascript', body: `window.__DEALGROW_CONFIG__ = ${JSON.stringify({ apiUrl: apiFront.url })};\n` }
        : undefined,
  );
  // The API's own addresses (files, avatars) through its front too: the page asks nothing over plain HTTP.
  const product = await startProduct({ corsOrigins: [appFront.url], publicUrl: apiFront.url });
  upstream = { app: product.appUrl, api: product.apiUrl };
  return {
    ready: { appUrl: appFront.url, apiUrl: product.apiUrl, spki: certificate.spki },
    async close() {
      await Promise.all([appFront.close(), apiFront.close()]);
      await product.close();
    },
  };
}

const { ready, close } = await start();
console.log(`product ready ${JSON.stringify(ready)}`);
process.once('SIGTERM', () => {
  void close().then(() => process.exit(0));
});
