import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH, openApiDocument } from './document.ts';

describe('docs/openapi.json', () => {
  // Generating it starts a server: once for the file.
  let generated = '';
  beforeAll(async () => {
    generated = await openApiDocument();
  });

  it('is the document the server generates (run `pnpm openapi` after changing a route)', async () => {
    const committed = readFileSync(OPENAPI_PATH, 'utf8');
    expect(committed, 'docs/openapi.json is stale: run `pnpm openapi`').toBe(generated);
  });

  it('is OpenAPI 3.1 and names every operation', async () => {
    const document = JSON.parse(generated);
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
      Object.values(item),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const operation of operations) expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
  });

  it('gives every operation a summary, a description and who may call it, and names its shared schemas', async () => {
    const document = JSON.parse(generated);
    type Operation = { operationId: string; summary?: string; description?: string; security?: unknown[] };
    const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap((item) => Object.values(item));
    for (const operation of operations) {
      expect(operation.summary?.trim(), `${operation.operationId} has no summary`).toBeTruthy();
      expect(operation.description?.trim(), `${operation.operationId} has no description`).toBeTruthy();
      expect(Array.isArray(operation.security), `${operation.operationId} does not say who may call it`).toBe(true);
    }
    const signUp = document.paths['/auth/sign-up'].post as Operation;
    expect(signUp.security).toEqual([]);
    expect(document.paths['/users/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.servers.length).toBeGreaterThan(0);
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Deal', 'Lead', 'MemberSummary', 'Error', 'SessionUser']),
    );
    expect(document.paths['/deals/{id}'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DealDetail',
    });
  });
});
