import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates.ts';
import { useRunPostgres } from './postgres.ts';

import './provided.ts';

export default async function setup(project: TestProject) {
  const { postgres, release } = await useRunPostgres();
  if ('unavailable' in postgres) console.warn(`[server tests] Postgres runs skipped: ${postgres.unavailable}. PGlite runs still run.`);
  const postgresUrl = 'unavailable' in postgres ? null : postgres.url;
  project.provide('postgresUrl', postgresUrl);
  const { templates, remove } = await makeDatabaseTemplates(postgresUrl);
  project.provide('databaseTemplates', templates);
  return () => {
    remove();
    release();
  };
}
