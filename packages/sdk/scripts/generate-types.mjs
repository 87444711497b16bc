// Generates src/generated/openapi.ts from docs/openapi.json: the SDK's request and response types
// come from the server's schemas, never from a hand-kept copy.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
export const documentPath = join(here, '..', '..', '..', 'docs', 'openapi.json');
export const typesPath = join(here, '..', 'src', 'generated', 'openapi.ts');

/**
 * The document the types are made from: every operation's successful answers only. Every error answers the one
 * `Error` schema (kept under `components`), which the SDK types as `ApiError`; the 4XX/5XX entries of each of the
 * ~300 operations were half of the declaration file every consumer downloads twice (ESM and CommonJS types).
 */
export function successOnly(document) {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !operation.responses) continue;
      operation.responses = Object.fromEntries(Object.entries(operation.responses).filter(([code]) => /^2/.test(code)));
    }
  }
  return document;
}

/**
 * openapi-typescript's filler, dropped from its output: the `?: never` slots no operation fills (headers, cookies,
 * methods a path lacks, path-level parameters) and the `headers: { [name: string]: unknown }` of every answer. What
 * `RequestBody`, `ResponseData` and `QueryOf` read (`query`, `path`, `requestBody`, `responses[2xx].content`) is kept.
 */
export function withoutFiller(source) {
  const operations = source.indexOf('\nexport interface components {');
  const paths = source
    .slice(0, operations)
    .replace(/^ *(get|put|post|delete|options|head|patch|trace)\?: never;\n/gm, '')
    .replace(/^( *)parameters: \{\n(?: *(?:query|header|path|cookie)\?: never;\n)*\1\};\n/gm, '');
  const rest = source
    .slice(operations)
    .replace(/^ *headers: \{\n *\[name: string\]: unknown;\n *\};\n/gm, '')
    .replace(/^ *(header|cookie)\?: never;\n/gm, '');
  return paths + rest;
}

/** Schema names that would shadow a global of the DOM or ES libraries inside the declaration bundle: left unnamed. */
const GLOBAL_NAMES = new Set(['Error', 'Event', 'File', 'Blob', 'Response', 'Request', 'Location', 'Comment', 'Text', 'Node', 'Element']);
/** Schemas declared under the SDK's name where the contract's name means another type in the SDK (`ChatMessagePage`). */
const SDK_NAMES = { ChatMessagePage: 'ChatMessageSlice' };
const declaredName = (name) => SDK_NAMES[name] ?? name;

/**
 * Every schema of `components` as a named declaration at the top of the module — an interface for an object schema, a
 * type alias for the others — which `components["schemas"]` and every operation then name. Editors and compiler
 * errors show `Deal`, `Post` or `ChatMessage` rather than the whole object, at any depth (a page's `items: Deal[]`).
 */
export function namedSchemas(source) {
  const open = '\nexport interface components {\n    schemas: {\n';
  const start = source.indexOf(open);
  if (start < 0) throw new Error('openapi-typescript output without components.schemas: update namedSchemas');
  const bodyStart = start + open.length;
  const bodyEnd = source.indexOf('\n    };\n', bodyStart);
  const lines = source.slice(bodyStart, bodyEnd).split('\n');
  const entries = [];
  let doc = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (/^ {8}\/\*\*/.test(line)) {
      doc = [line];
      while (!doc.at(-1).includes('*/')) doc.push(lines[++i]);
      continue;
    }
    const head = line.match(/^ {8}(\w+): (.*)$/);
    if (!head) throw new Error(`unexpected line in components.schemas: ${line}`);
    const value = [head[2]];
    while (!/;$/.test(value.at(-1)) || (value.length > 1 && !/^\S/.test(value.at(-1)))) value.push(lines[++i].slice(8));
    entries.push({ name: head[1], doc: doc.map((l) => l.slice(8)), value });
    doc = [];
  }
  const named = entries.filter(({ name }) => !GLOBAL_NAMES.has(name));
  const declarations = named.map(({ name, doc, value }) => {
    const text = value.join('\n').replace(/;$/, '');
    const isObject = value.length > 1 && value[0] === '{' && value.at(-1) === '};';
    const declared = declaredName(name);
    return [...doc, isObject ? `export interface ${declared} ${text}` : `export type ${declared} = ${text};`].join('\n');
  });
  const schemas = entries
    .map(({ name, doc, value }) =>
      GLOBAL_NAMES.has(name)
        ? [...doc, `${name}: ${value[0]}`, ...value.slice(1)].map((l) => `        ${l}`).join('\n')
        : `        ${name}: ${declaredName(name)};`,
    )
    .join('\n');
  let result = `${source.slice(0, start)}\n${declarations.join('\n')}${open}${schemas}${source.slice(bodyEnd)}`;
  for (const { name } of named) result = result.replaceAll(`components["schemas"]["${name}"]`, declaredName(name));
  return result;
}

export async function generateTypes() {
  const document = successOnly(JSON.parse(readFileSync(documentPath, 'utf8')));
  const ast = await openapiTS(document, { alphabetize: true });
  return `// Generated from docs/openapi.json by scripts/generate-types.mjs. Do not edit: run \`pnpm openapi\`.\n\n${namedSchemas(withoutFiller(astToString(ast)))}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(typesPath, await generateTypes());
  console.log('wrote packages/sdk/src/generated/openapi.ts');
}
