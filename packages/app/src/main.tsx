// Fonts in the subsets English, French and Turkish need: latin and latin-ext (docs/performance.md).
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-ext-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-ext-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-ext-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-ext-600.css';
import '@fontsource/manrope/latin-700.css';
import '@fontsource/manrope/latin-ext-700.css';
import '@fontsource/manrope/latin-800.css';
import '@fontsource/manrope/latin-ext-800.css';
import '@dealgrow/widgets/tokens.css';
import './theme/theme.css';
import './theme/app.css';
import { createClient } from '@dealgrow/sdk';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { readAppConfig } from './config.ts';
import { createI18n } from './i18n/i18n.ts';
import { discoverRoutes, routes } from './routes.tsx';
import { languageOfPath, stripLanguage } from './routing/language-path.ts';

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
// The token comes from the `token` cookie, the SDK's default in a browser.
const client = createClient({ baseURL: config.apiUrl });
const state = createDealgrowState();
const lang = languageOfPath(location.pathname);
state.app.getState().setLang(lang);
// While the strings download: the connection to the API (the session and the page's data come from there), and the
// page's own code — the home screen, or the table of the later pages (more-routes.tsx), which any other path but the
// first load's few discovers first. Each would otherwise wait for the strings, then for the one before it.
document.head.append(Object.assign(document.createElement('link'), { rel: 'preconnect', href: config.apiUrl, crossOrigin: '' }));
const moreRoutes = () => import('./more-routes.tsx');
void (stripLanguage(location.pathname) === '/' ? import('./screens/home.tsx') : moreRoutes());
// The first language's strings arrive before the first paint, so no page flashes untranslated keys.
const i18n = await createI18n(lang);

createRoot(root).render(
  <App client={client} state={state} i18n={i18n} router={createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })} />,
);
// The later pages' route table, once the first page is up: a link to them then opens without waiting for it.
setTimeout(moreRoutes, 1500);
