import { afterAll, vi } from 'vitest';

/**
 * A file ends only once the modules it began to load have arrived. The projects whose files share a worker's modules
 * (`isolate: false`, vitest.config.ts) keep each module a file loaded for the files after it — a failed load too. A
 * test that stops while a screen's code is still on its way (a lazy route, a home's side column, a language's strings)
 * would otherwise leave that load to be cut when vitest closes the file's channel, and every later file in the worker
 * would find the module broken ("Cannot load … after the environment was torn down"; docs/testing.md).
 */
afterAll(() => vi.dynamicImportSettled());
