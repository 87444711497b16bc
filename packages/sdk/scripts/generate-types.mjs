// Generates src/generated/openapi.ts from docs/openapi.json: the SDK's request and response types
// come from the server's schemas, never from a hand-kept copy.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
export const documentPath = join(here, '..', '..', '..', 'docs', 'openapi.json');
export const typesPath = join(here, '..', 'src', 'generated', 'openapi.ts');

export async function generateTypes() {
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  const ast = await openapiTS(document, { alphabetize: true });
  return `// Generated from docs/openapi.json by scripts/generate-types.mjs. Do not edit: run \`pnpm openapi\`.\n\n${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(typesPath, await generateTypes());
  console.log('wrote packages/sdk/src/generated/openapi.ts');
}
