import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates.ts';

import './provided.ts';

/**
 * The global setup of projects outside the server's that start test servers (the SDK's and the app's tests): the
 * PGlite templates only; their servers run on PGlite (the server's own tests cover Postgres).
 */
export default async function setup(project: TestProject) {
  project.provide('postgresUrl', null);
  const { templates, remove } = await makeDatabaseTemplates(null);
  project.provide('databaseTemplates', templates);
  return remove;
}
