import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, openApiDocument } from './document.ts';

describe('docs/openapi.json', () => {
  it('is the document the server generates (run `pnpm openapi` after changing a route)', async () => {
    const committed = readFileSync(OPENAPI_PATH, 'utf8');
    expect(committed, 'docs/openapi.json is stale: run `pnpm openapi`').toBe(await openApiDocument());
  });

  it('is OpenAPI 3.1 and names every operation', async () => {
    const document = JSON.parse(await openApiDocument());
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
  });
});
