import type { TestProject } from 'vitest/node';
import { startThrowAwayPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the throw-away Postgres, or null when this machine has none. */
    postgresUrl: string | null;
  }
}

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
