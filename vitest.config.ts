import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The suite signs thousands of members up and in: scrypt at N=2^10 instead of production's 2^15 (0.2 s of a core a
// hash), the same kind of hash (packages/server/src/accounts/passwords.ts). Set here, before the global setups seed the
// demo members, and inherited by the workers and the servers they spawn.
process.env.DEALGROW_TEST_SCRYPT_N ??= '1024';

/** Every project whose files share their worker's modules waits, as each file ends, for the modules it is loading. */
const IMPORTS_SETTLED = fileURLToPath(new URL('vitest.imports-settled.ts', import.meta.url));

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), so tests need no build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    // Where the run's time went, printed at its end (docs/testing.md).
    reporters: ['default', './scripts/test-timings.ts'],
    // Vitest's default leaves a core to its main process, which here mostly waits: with two cores that is one test file
    // at a time. The files wait on sockets, Postgres and Chromium much of the time, so one worker per core (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // The server's modules are loaded once per worker, not once per file (no test mocks a module or changes a
          // global): a third of a file's time was importing them.
          isolate: false,
          setupFiles: [IMPORTS_SETTLED],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'sdk',
          root: 'packages/sdk',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // As the server's: its modules (and the server's, which most files start) loaded once per worker.
          isolate: false,
          setupFiles: [IMPORTS_SETTLED],
          // Tests that start a server start it from the run's migrated database (packages/server/test/database-templates.ts).
          globalSetup: ['../server/test/templates-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...inOneDocument({
        name: 'widgets',
        root: 'packages/widgets',
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
        // These define the custom elements, each file in a registry of its own.
        isolated: ['src/elements/elements.test.tsx', 'src/embed/**/*.test.ts'],
      }),
      ...inOneDocument({
        name: 'app',
        root: 'packages/app',
        include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
        // These replace a module (vi.mock), which would stay replaced for the files after them.
        isolated: ['src/posts/posts-screens.test.tsx', 'src/message/message-screens.test.tsx', 'src/companies/companies-screens.test.tsx'],
        // Tests that start a server start it from the run's migrated database (packages/server/test/database-templates.ts).
        globalSetup: ['../server/test/templates-setup.ts'],
      }),
      {
        // Size budgets (size-budgets.json) on what `pnpm run build` wrote: embed pages, the app's first load, the SDK.
        test: {
          name: 'size',
          root: 'bench',
          include: ['**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        // Browser tests: the real server, the built app and embed script, headless Chromium.
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['global-setup.ts'],
          isolate: false,
          setupFiles: [IMPORTS_SETTLED],
          // After the other projects, two files at a time: a browser test mostly waits (for pages, sockets, the
          // server), and each file has its own server and browser contexts in the shared Chromium.
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The deployment tested whole (docs/deploy.md "Topology test"): HAProxy round-robin in front of three compiled
        // API processes (`pnpm run build` made them) on Postgres, Redis, Azurite and SMTP. Last and alone: it starts
        // a dozen processes and kills one, on a machine that may have two cores.
        test: {
          name: 'deploy',
          root: 'deploy',
          include: ['**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

/**
 * A package's jsdom tests as two projects. Most files share their worker's document (`isolate: false`): building a
 * jsdom window and loading React, the SDK and testing-library again for each file cost 1.7 s a file, more than most
 * files' tests (the app's and widgets' 85 files: 169 s → 66 s alone). vitest.one-document.ts puts back what a file may have
 * changed (timers, globals, storage, the address, the document) once it ends. The `isolated` files, which change
 * what the others would see (a module replaced, a custom element defined), each get a fresh one (`<name>-isolated`).
 */
function inOneDocument(options: {
  name: string;
  root: string;
  include: string[];
  isolated: string[];
  globalSetup?: string[];
}): TestProjectInlineConfiguration[] {
  const shared = {
    root: options.root,
    // After-all hooks run last-registered first: the package's (its screens taken down), then the document put back,
    // then the wait for the modules still loading.
    setupFiles: [IMPORTS_SETTLED, fileURLToPath(new URL('vitest.one-document.ts', import.meta.url)), 'test-setup.ts'],
    environment: 'jsdom',
    ...(options.globalSetup ? { globalSetup: options.globalSetup } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  };
  return [
    { test: { ...shared, name: options.name, include: options.include, exclude: options.isolated, isolate: false } },
    { test: { ...shared, name: `${options.name}-isolated`, include: options.isolated } },
  ];
}
