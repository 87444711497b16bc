import './theme/fonts.css';
import '@dealgrow/widgets/tokens.css';
// The design system's button (vite.config.ts, design-system-css.ts): the app's buttons and links that look like one.
import 'virtual:dealgrow-design-system.css';
import './theme/theme.css';
import './theme/app.css';
import { createClient, readTokenCookie } from '@dealgrow/sdk';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { warmLocaleData } from './common/locale-warmup.ts';
import { readAppConfig } from './config.ts';
import { createI18n } from './i18n/i18n.ts';
import { profilePages } from './profile/profile-routes.tsx';
import { discoverRoutes, routes } from './routes.tsx';
import { createEarlyReads } from './routing/early-reads.ts';
import { languageOfPath, stripLanguage } from './routing/language-path.ts';
import { confirmSession } from './session/session.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The member's theme before the first paint, as settings keep it on this device (theme/color-scheme.ts; read here
// without importing it, which would make it a chunk of its own in the first load).
try {
  const theme = localStorage.getItem('dg-theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage off: the device's theme.
}
const config = readAppConfig();
// The token comes from the `token` cookie, the SDK's default in a browser. The page's first reads start here, through
// a client of their own; the app's client takes their answers when its screens ask (routing/early-reads.ts).
const early = createEarlyReads();
const client = createClient({ baseURL: config.apiUrl, fetch: early.fetch });
const lang = languageOfPath(location.pathname);
warmLocaleData(lang);
// In the page's language, as the app's client asks once the layout has set `<html lang>`.
const earlyClient = createClient({ baseURL: config.apiUrl, fetch: early.keep, language: lang });
const signedIn = Boolean(readTokenCookie());
const state = createDealgrowState();
state.app.getState().setLang(lang);
// While the strings download: the connection to the API (the session and the page's data come from there), and the
// page's own code — the home screen, or the table of the later pages (more-routes.tsx), which any other path but the
// first load's few discovers first. Each would otherwise wait for the strings, then for the one before it.
document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href: config.apiUrl, crossOrigin: '' }));
const moreRoutes = () => import('./more-routes.tsx');
const path = stripLanguage(location.pathname);
// A member's page is drawn once, as the member's: the token's check is read beside the strings, so the first render
// has the member's header and home, not a visitor's header and a splash redrawn when the answer comes. Through the
// app's client: nothing keeps the answer for a later ask (session/session.tsx `confirmSession`).
const session = confirmSession(client, state);
if (path === '/') {
  void import('./screens/home.tsx');
  // A member's home is their feed: its code and first page with the session's check, not after it.
  if (signedIn) {
    void import('./posts/home-feed.tsx');
    void earlyClient.posts.homeFeed({ page: 1 });
  }
} else {
  void moreRoutes().then((more) => more.startEarlyReads(earlyClient, path, profilePages()));
}
// The first language's strings arrive before the first paint, so no page flashes untranslated keys.
const [i18n, confirmed] = await Promise.all([createI18n(lang), session]);
// The router ranks the three languages' routes as it is made: in a task of its own, then the first render in the
// next, not both in one (docs/performance.md "The router made before the first render"). Made once the strings are
// in, as before: a page whose route the router discovers (more-routes.tsx) has started its early read by then.
const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes });
await new Promise((resolve) => setTimeout(resolve));

createRoot(root).render(<App client={client} state={state} i18n={i18n} router={router} sessionConfirmed={confirmed !== 'unconfirmed'} />);
// The later pages' route table, once the first page is up: a link to them then opens without waiting for it.
setTimeout(moreRoutes, 1500);
