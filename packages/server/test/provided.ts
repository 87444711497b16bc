// What the server tests' global setup hands to every test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Maintenance URL of the throw-away Postgres, or null when this machine has none. */
    postgresUrl: string | null;
  }
}

export {};
