import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './compile-hints.ts';
import { designSystemCss } from './design-system-css.ts';
import { fontPreloads } from './font-preloads.ts';
import { hoistedImports } from './hoisted-imports.ts';

const appPort = Number(process.env.APP_PORT ?? 3000);
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The production build runs on preact/compat instead of react-dom (about 55 KB gzip less on every first load,
 * docs/performance.md) and on react-router's production build; the dev server and the unit tests keep React,
 * react-router's development build and their warnings. Exact aliases: a prefix alias would turn react/jsx-runtime into
 * preact/compat/jsx-runtime.
 */
const productionAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // react-router exports only its development build, which logs its dev warnings; its production build is the same
  // code with those off (`ENABLE_DEV_WARNINGS = false`), not exported, so named by its file.
  { find: /^react-router$/, replacement: reactRouterProduction },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), hoistedImports(), compileHints(), designSystemCss(), fontPreloads()],
  // Workspace packages (sdk, widgets) are bundled from their TypeScript sources, so the app needs no prior package build.
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: command === 'build' ? productionAliases : [],
  },
  server: { port: appPort, strictPort: true, host: 'localhost' },
  preview: { port: appPort, strictPort: true, host: 'localhost' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    // No <link rel=modulepreload> for a lazy chunk's imports: the browser's module loader finds them as it reads the
    // chunk. Vite's preload helper appended one link per import from script, 20–25 for a data page, in the task that
    // asked the screen: a third of the profile's blocking time on a phone (docs/performance.md "Module preloads").
    // Over HTTP/2 the imports' requests cost no connection of their own; a lazy chunk's stylesheets still load first.
    modulePreload: false,
  },
}));
