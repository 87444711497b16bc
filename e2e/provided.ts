import '../packages/server/test/provided.ts';

// What the browser tests' global setup hands to every test file, beside the server tests' database templates.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared Chromium's address (playwright's `launchServer`), which `launchBrowser` connects to. */
    chromiumEndpoint: string;
  }
}
