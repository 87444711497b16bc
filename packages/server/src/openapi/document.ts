import { join } from 'node:path';
import { createServer } from '../server.ts';

/** The committed OpenAPI document, from which the SDK's types are generated. */
export const OPENAPI_PATH = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'openapi.json');

/** The OpenAPI 3.1 document of every route, as the server declares them, in stable JSON. */
export async function openApiDocument(): Promise<string> {
  const server = await createServer({ dataDir: ':memory:', seedDemo: false, logLevel: 'silent', databaseUrl: undefined });
  try {
    return `${JSON.stringify(server.app.swagger(), null, 2)}\n`;
  } finally {
    await server.close();
  }
}
