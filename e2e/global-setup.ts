import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from '../packages/server/test/database-templates.ts';
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
  const [chromiumServer, { templates, remove }] = await Promise.all([
    chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS }),
    makeDatabaseTemplates(null),
  ]);
  project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  project.provide('databaseTemplates', templates);
  return async () => {
    await chromiumServer.close();
    remove();
  };
}
