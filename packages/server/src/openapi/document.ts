import { join } from 'node:path';
import { chatEventSchemas } from '../chat/socket-events.ts';
import { nameSharedSchemas } from '../http/schema-components.ts';
import { createServer } from '../server.ts';

/** The committed OpenAPI document, from which the SDK's types are generated. */
export const OPENAPI_PATH = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'openapi.json');

type Schemas = Record<string, unknown>;

/**
 * The /chatx socket's event payloads (src/chat/socket-events.ts) as `ChatEvent…` components, so the SDK types them from
 * generated/openapi.ts like any answer. No route refers to them; the schemas they share with routes (ChatMessage,
 * MemberSummary, …) are the routes' components.
 */
function withChatEvents(document: { components?: { schemas?: Schemas } }): object {
  const events = nameSharedSchemas({ components: { schemas: { ...chatEventSchemas } as Schemas } });
  const schemas: Schemas = { ...events.components.schemas, ...document.components?.schemas };
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return { ...document, components: { ...document.components, schemas: sorted } };
}

/** The OpenAPI 3.1 document of every route, as the server declares them, and the chat socket's events, in stable JSON. */
export async function openApiDocument(): Promise<string> {
  const server = await createServer({ dataDir: ':memory:', seedDemo: false, logLevel: 'silent', databaseUrl: undefined });
  try {
    const document: { components?: { schemas?: Schemas } } = JSON.parse(JSON.stringify(server.app.swagger()));
    return `${JSON.stringify(withChatEvents(document), null, 2)}\n`;
  } finally {
    await server.close();
  }
}
