import type { TestProject } from 'vitest/node';
import { startThrowAwayPostgres } from './postgres.ts';

import './provided.ts';

export default async function setup(project: TestProject) {
  const postgres = await startThrowAwayPostgres();
  if ('unavailable' in postgres) {
    console.warn(`[server tests] Postgres runs skipped: ${postgres.unavailable}. PGlite runs still run.`);
    project.provide('postgresUrl', null);
    return;
  }
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
