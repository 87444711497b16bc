import type { DatabaseTemplates } from './database-templates.ts';

// What the server tests' global setup hands to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the throw-away Postgres, or null when this machine has none. */
    postgresUrl: string | null;
    /** The migrated and seeded databases each test database starts from (test/database-templates.ts). */
    databaseTemplates: DatabaseTemplates;
  }
}
