import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from '../packages/server/test/database-templates.ts';
import { useRunPostgres } from '../packages/server/test/postgres.ts';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';
import { buildEmbed } from './partner-site-server.ts';
import { ensureAppBuilt } from './product.ts';
import { ensureStorybookBuilt } from './storybook-server.ts';

import './provided.ts';

/**
 * Once per run for every browser test file: the built app, embed script and Storybook they serve, one Chromium they all connect
 * to (each file opens its own contexts), and the seeded database each file's server starts from
 * (packages/server/test/database-templates.ts).
 */
export default async function setup(project: TestProject) {
  ensureAppBuilt();
  buildEmbed();
  ensureStorybookBuilt();
  // The servers of the browser tests on the run's Postgres (e2e/product.ts): their queries in a process of their own,
  // not in WebAssembly in the worker that drives the browser (docs/testing.md "The browser tests' servers on Postgres").
  const { postgres, release } = await useRunPostgres();
  const postgresUrl = 'unavailable' in postgres ? null : postgres.url;
  const [chromiumServer, { templates, remove }] = await Promise.all([
    chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }),
    makeDatabaseTemplates(postgresUrl),
  ]);
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  project.provide('postgresUrl', postgresUrl);
  project.provide('databaseTemplates', templates);
  return async () => {
    await chromiumServer.close();
    remove();
    release();
  };
}
