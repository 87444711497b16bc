import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Workspace packages resolve to their TypeScript sources (the `source` export condition), so tests need no build.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  test: {
    projects: [
      {
        test: {
          name: 'server',
          root: 'packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'widgets',
          root: 'packages/widgets',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'app',
          root: 'packages/app',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
