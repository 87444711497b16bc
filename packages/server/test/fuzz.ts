import { readFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, NON_BLANK_TEXT_PATTERN, TEXT_PATTERN } from '../src/http/schema.ts';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../src/seed/demo.ts';
import { call, type DatabaseKind, databaseKinds, startTestServer, type TestServer } from './harness.ts';

/**
 * Schema-driven fuzzing: every operation of docs/openapi.json gets malformed path parameters, queries,
 * JSON and multipart bodies generated from its declared schemas, signed in and signed out, over real HTTP.
 * Any 5xx or reset connection fails, and so does a server that no longer answers /health afterwards.
 * No code here names a route: a new operation in the document is fuzzed as it is added.
 * FUZZ_SEED picks another seeded run; FUZZ_CASES the cases per category and operation.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

const document = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8')) as Document;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const CASES_PER_CATEGORY = Number(process.env.FUZZ_CASES ?? 7);
const BODY_LIMIT = 64 * 1024;
const UPLOAD_LIMIT = 256 * 1024;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** mulberry32: a small seeded PRNG, so a failing run can be replayed with its seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  return { next, pick, sample };
}
type Random = ReturnType<typeof prng>;

function resolve(schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document.components.schemas[schema.$ref.split('/').pop() ?? '']);
  return schema;
}

/** A value the schema accepts, as far as a generator without pattern support can tell. */
function validValue(input: Schema | undefined, depth = 0): unknown {
  const schema = resolve(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return validValue(choice.find((s) => resolve(s).type !== 'null') ?? choice[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 ? [] : [validValue(schema.items, depth + 1)];
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (depth < 3 && (schema.required ?? []).includes(name)) body[name] = validValue(property, depth + 1);
      }
      return body;
    }
    default:
      if (schema.format === 'email') return 'fuzz.member@gmail.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'fuzz'.padEnd(schema.minLength ?? 4, 'z');
  }
}

/** Text a path segment or query value can carry, already percent-encoded (some on purpose badly). */
const hostileText = [
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '1e400',
  '0x10',
  '0b1',
  'NaN',
  'Infinity',
  '%20',
  '%201',
  '1%20',
  'abc',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%F0%9F',
  '%FF%FE',
  '%zz',
  '%',
  '%C0%AE%C0%AE',
  "1'%20OR%201=1",
  '%D9%A1',
  '9'.repeat(600),
  'x'.repeat(6000),
  'true',
  'null',
  '[]',
  '%5B%5D',
];

/**
 * What a search box is typed (GET /search's q, every free-text query parameter): full-text and regular-expression
 * syntax, the search's own operators half written, quotes, 10 kB, lone surrogates (as their CESU-8 bytes, which no
 * decoder takes as UTF-8), combining accents. Every one is sent to every such parameter, not a sample: text reaching
 * SQL must never be a syntax error there (docs/search.md).
 */
const searchText = [
  ...[
    'a & | !b:*',
    "'",
    '\\',
    "O'Brien \\' \\\\",
    ':*',
    '<->',
    'a <-> b <2> c',
    '!(a | b) & c:* & d:A',
    '"unclosed phrase',
    '"a b" "c',
    '""',
    '(.*)+$',
    '[a-',
    '\\d{1,}?(?<x>',
    '% _ %% \\%',
    '#',
    '@',
    'from:@',
    'from:@@ada',
    'in:',
    'in:ACME--ltd',
    '#a'.repeat(60),
    'x:* & '.repeat(33),
    'İı'.repeat(100),
    'a\u0301'.repeat(100),
    '😀'.repeat(100),
    // 10 kB once percent-encoded (six bytes a letter): a request line stays under Node's 16 kB header limit.
    'é'.repeat(1_700),
  ].map((text) => encodeURIComponent(text)),
  'x'.repeat(10_240),
  'ab%ED%A0%80cd',
  '%ED%B0%80',
  'a%F0%9F%98',
  'before%3A2026-13-45',
  'after%3A2026-02-29',
  'before%3A2026-02-28%20after%3A2026-03-01',
  '%00',
];

/** Values a JSON field can carry that its schema should refuse (raw:… is spliced into the JSON text unquoted). */
const hostileJson: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  'raw:9223372036854775807',
  1e308,
  -1e308,
  'raw:1e999',
  'raw:123456789012345678901234567890',
  'raw:-0',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  'x'.repeat(40_000),
  '1e3',
  '0x10',
  '2147483648',
  '-1',
  '2026-13-45',
  'not-an-email',
  [],
  [1, 2, 3],
  ['\u0000'],
  {},
  { nested: { deeper: [null] } },
];

/** A multipart field's value as raw bytes. */
const hostileFormValues: Array<string | Buffer> = [
  '',
  '-1',
  '0',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'a\u0000b',
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xff, 0xfe, 0x00]),
  'true',
  '[1,2]',
  '{"a":1}',
  'x'.repeat(5000),
];

interface Case {
  label: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** Sent instead of the member's bearer token, signed in or not. */
  authorization?: string;
}

function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"raw:([^"]*)"/g, '$1');
}

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
}

function validParamText(parameter: Parameter): string {
  const value = validValue(parameter.schema);
  return encodeURIComponent(String(value));
}

const json = { 'content-type': 'application/json' };

function multipart(parts: Array<{ name: string; value: string | Buffer; file?: string }>, boundary = 'fuzzBoundary7x'): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.file ? `; filename="${part.file}"` : ''}`;
    const type = part.file ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const multipartType = (boundary = 'fuzzBoundary7x') => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });

/** The malformed requests of one operation, by category, at most CASES_PER_CATEGORY each. */
function casesOf(template: string, operation: Operation, random: Random): Case[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const validPath: Record<string, string> = Object.fromEntries(pathParams.map((p) => [p.name, validParamText(p)]));
  const path = pathWith(template, validPath);
  const categories: Case[][] = [];

  categories.push(
    pathParams.flatMap((parameter) =>
      hostileText.map((text) => ({
        label: `path ${parameter.name}=${text.slice(0, 40)}`,
        path: pathWith(template, { ...validPath, [parameter.name]: text }),
      })),
    ),
  );

  const validQuery = queryParams.filter((p) => p.required).map((p) => `${p.name}=${validParamText(p)}`);
  categories.push([
    ...queryParams.flatMap((parameter) =>
      hostileText.map((text) => {
        const rest = validQuery.filter((q) => !q.startsWith(`${parameter.name}=`));
        return {
          label: `query ${parameter.name}=${text.slice(0, 40)}`,
          path: `${path}?${[...rest, `${parameter.name}=${text}`].join('&')}`,
        };
      }),
    ),
    ...queryParams.map((parameter) => ({
      label: `query ${parameter.name} twice`,
      path: `${path}?${[...validQuery, `${parameter.name}=1`, `${parameter.name}=2`].join('&')}`,
    })),
    { label: 'query unknown parameter', path: `${path}?${[...validQuery, 'fuzz%00=1'].join('&')}` },
    { label: 'query broken encoding', path: `${path}?${[...validQuery, 'a=%E0%A4%A'].join('&')}` },
  ]);

  // Headers every route reads: the bearer token, the idempotency key, the language.
  const firstJson = JSON.stringify(validValue(resolve(operation.requestBody?.content['application/json']?.schema)) ?? {});
  const withHeaders = (label: string, headers: Record<string, string>, authorization?: string): Case => ({
    label,
    path,
    headers: { ...json, ...headers },
    body: Buffer.from(firstJson),
    ...(authorization === undefined ? {} : { authorization }),
  });
  categories.push([
    withHeaders('bearer token of garbage', {}, 'Bearer x\u00ff%00'),
    withHeaders('bearer token too long', {}, `Bearer ${'x'.repeat(6000)}`),
    withHeaders('empty bearer token', {}, 'Bearer '),
    withHeaders('basic credentials', {}, 'Basic YTpi'),
    withHeaders('idempotency key too long', { 'idempotency-key': 'k'.repeat(2000) }),
    withHeaders('empty idempotency key', { 'idempotency-key': '' }),
    withHeaders('idempotency key of odd bytes', { 'idempotency-key': 'cl\u00e9\u00ff' }),
    withHeaders('accept-language garbage', { 'accept-language': `;q=x,,${'a'.repeat(500)}` }),
    withHeaders('json in another charset', { 'content-type': 'application/json; charset=utf-16' }),
  ]);

  const jsonSchema = resolve(operation.requestBody?.content['application/json']?.schema);
  const formSchema = resolve(operation.requestBody?.content['multipart/form-data']?.schema);
  // Every operation, whether it reads a body or not, meets bodies it should refuse.
  const raw = (label: string, body: string | Buffer, headers: Record<string, string> = json): Case => ({
    label,
    path,
    headers,
    body: Buffer.from(body),
  });
  categories.push([
    raw('json invalid', '{"a": '),
    raw('json truncated string', '{"a": "\\ud8'),
    raw('json array', '[]'),
    raw('json number', '12'),
    raw('json string', '"text"'),
    raw('json null', 'null'),
    raw('json deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    raw('json bad utf-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    raw('json over the limit', `{"a":"${'x'.repeat(BODY_LIMIT + 10)}"}`),
    raw('json content-type with odd charset', '{}', { 'content-type': 'application/json; charset=latin-7' }),
    raw('text/plain body', 'hello', { 'content-type': 'text/plain' }),
    raw('unknown content-type', 'hello', { 'content-type': 'application/x-fuzz' }),
    raw('multipart without boundary', 'hello', { 'content-type': 'multipart/form-data' }),
    raw('multipart garbage', 'garbage\r\n--\r\n', multipartType()),
    raw('multipart empty', '', multipartType()),
  ]);

  if (jsonSchema.type === 'object' || jsonSchema.properties) {
    const base = validValue(jsonSchema) as Record<string, unknown>;
    const names = Object.keys(jsonSchema.properties ?? {});
    categories.push([
      ...names.flatMap((name) =>
        hostileJson.map((value) => raw(`json ${name}=${jsonText(value).slice(0, 40)}`, jsonText({ ...base, [name]: value }))),
      ),
      ...(jsonSchema.required ?? []).map((name) => {
        const { [name]: _missing, ...rest } = base;
        return raw(`json without ${name}`, jsonText(rest));
      }),
      raw('json extra field', jsonText({ ...base, fuzzExtra: 1 })),
      raw('json NUL field name', jsonText({ ...base, 'a\u0000': 1 })),
      raw('json __proto__', `{"__proto__": {"admin": true}, ${jsonText(base).slice(1)}`),
    ]);
  }

  if (formSchema.type === 'object' || formSchema.properties) {
    const properties = Object.entries(formSchema.properties ?? {});
    const textFields = properties.filter(([, s]) => resolve(s).format !== 'binary' && resolve(resolve(s).items).format !== 'binary');
    const fileFields = properties.filter(([, s]) => resolve(s).format === 'binary' || resolve(resolve(s).items).format === 'binary');
    const baseParts = textFields
      .filter(([name]) => (formSchema.required ?? []).includes(name))
      .map(([name, s]) => ({ name, value: String(validValue(s)) }));
    const form = (label: string, body: Buffer, boundary?: string): Case => ({ label, path, headers: multipartType(boundary), body });
    const whole = multipart(baseParts);
    categories.push([
      ...textFields.flatMap(([name]) =>
        hostileFormValues.map((value) =>
          form(`form ${name}=${String(value).slice(0, 30)}`, multipart([...baseParts.filter((p) => p.name !== name), { name, value }])),
        ),
      ),
      ...fileFields.map(([name]) =>
        form(
          `form garbage file in ${name}`,
          multipart([...baseParts, { name, value: random.pick(hostileFormValues), file: 'a\u0000.png' }]),
        ),
      ),
      form('form extra field', multipart([...baseParts, { name: 'fuzzExtra', value: '1' }])),
      form('form field without a name', multipart([...baseParts, { name: '', value: '1' }])),
      form('form truncated', whole.subarray(0, Math.floor(whole.length / 2))),
      form('form without its closing boundary', whole.subarray(0, whole.length - 8)),
      form('form with another boundary', whole, 'otherBoundary'),
      form('form of garbage bytes', Buffer.from(Array.from({ length: 300 }, () => Math.floor(random.next() * 256)))),
      form('form with a part without headers', Buffer.from('--fuzzBoundary7x\r\n\r\nvalue\r\n--fuzzBoundary7x--\r\n')),
      form(
        'form over the limit',
        multipart([...baseParts, { name: 'files', value: Buffer.alloc(UPLOAD_LIMIT + 1024, 1), file: 'big.png' }]),
      ),
    ]);
  }

  // Free-text query parameters (no format or enum, no pattern but the text rule's) get search texts: a search box's
  // (`q`) every one of them, signed in and out; any other a sample, as every category.
  const textRules = [undefined, TEXT_PATTERN, NON_BLANK_TEXT_PATTERN];
  const freeText = queryParams.filter((parameter) => {
    const schema = resolve(parameter.schema);
    return schema.type === 'string' && textRules.includes(schema.pattern) && !schema.format && !schema.enum;
  });
  const searchCase = (parameter: Parameter, text: string): Case => {
    const rest = validQuery.filter((q) => !q.startsWith(`${parameter.name}=`));
    return { label: `search ${parameter.name}=${text.slice(0, 40)}`, path: `${path}?${[...rest, `${parameter.name}=${text}`].join('&')}` };
  };
  const searches = freeText
    .filter((parameter) => parameter.name === 'q')
    .flatMap((parameter) => searchText.map((text) => searchCase(parameter, text)));
  categories.push(
    freeText.filter((parameter) => parameter.name !== 'q').flatMap((parameter) => searchText.map((text) => searchCase(parameter, text))),
  );
  return [...categories.flatMap((cases) => random.sample(cases, CASES_PER_CATEGORY)), ...searches];
}

interface Outcome {
  status?: number;
  body?: string;
  error?: string;
}

/** One request over a fresh connection, answering even when the server stops reading the body early. */
function send(base: URL, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Outcome> {
  return new Promise((done) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent: false,
        headers: { ...headers, ...(body ? { 'content-length': body.length } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => done({ status: response.statusCode, error: String(error) }));
      },
    );
    request.on('error', (error) => done({ error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
    request.end(body);
  });
}

/** Every leaf schema a request part declares, named by where it is. */
function requestLeaves(): Array<{ where: string; schema: Schema }> {
  const leaves: Array<{ where: string; schema: Schema }> = [];
  const walk = (where: string, input: Schema | undefined) => {
    const schema = resolve(input);
    const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
    const children: Array<[string, Schema]> = [
      ...branches.map((branch, i): [string, Schema] => [`${where}|${i}`, branch]),
      ...Object.entries(schema.properties ?? {}).map(([name, property]): [string, Schema] => [`${where}.${name}`, property]),
      ...(schema.items ? [[`${where}[]`, schema.items] as [string, Schema]] : []),
    ];
    for (const [childWhere, child] of children) walk(childWhere, child);
    if (children.length) return;
    leaves.push({ where, schema });
  };
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = item[method] as Operation;
      for (const parameter of operation.parameters ?? []) walk(`${method} ${template} ${parameter.in} ${parameter.name}`, parameter.schema);
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
        walk(`${method} ${template} ${type}`, content.schema);
    }
  }
  return leaves;
}

const SAFE_FORMATS = ['email', 'uuid', 'binary', 'date-time', 'date'];
const HOSTILE_TEXT = ['\u0000', 'EUR\u0000', 'ab\u0000cd', '\ud800', 'ab\udc00', 'abc\ud83d'];

export function inputRulesSuite(): void {
  describe('input rules of docs/openapi.json', () => {
    it('takes every id and number within its column and every text through the text rule (http/schema.ts)', () => {
      const broken: string[] = [];
      const leaves = requestLeaves();
      for (const { where, schema } of leaves) {
        const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
        if (schema.enum !== undefined || schema.const !== undefined) continue;
        if (type === 'integer' && !(schema.maximum !== undefined && schema.maximum <= MAX_ID && schema.minimum !== undefined))
          broken.push(`${where}: an integer without a minimum and a maximum within ${MAX_ID} (use Id())`);
        if (type === 'number' && !(schema.maximum !== undefined && Number.isFinite(schema.maximum)))
          broken.push(`${where}: a number without a maximum`);
        if (type === 'string' && !SAFE_FORMATS.includes(schema.format ?? '')) {
          const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
          if (!pattern || HOSTILE_TEXT.some((text) => pattern.test(text)))
            broken.push(`${where}: text that takes NUL or lone surrogates (use Text())`);
        }
      }
      expect(leaves.length).toBeGreaterThan(100);
      expect(broken).toEqual([]);
    });
  });
}

/**
 * The fuzzing of every operation on one database kind: a file of its own each (fuzz-pglite.test.ts,
 * fuzz-postgres.test.ts), so the two run side by side on the suite's workers (docs/testing.md). Skipped on a machine
 * without that kind (no Postgres binaries: the global setup says so).
 */
export function fuzzSuite(kind: DatabaseKind): void {
  describe.skipIf(!databaseKinds.includes(kind))(`fuzzing every operation on ${kind}`, () => {
    let t: TestServer;
    let token = '';
    const member = DEMO_MEMBERS[0];
    const signIn = async () => {
      const answer = await call(t.url, 'POST', '/auth/sign-in', { body: { email: member?.email, password: DEMO_PASSWORD } });
      token = answer.body.token;
    };
    beforeAll(async () => {
      t = await startTestServer(kind, { seedDemo: true, bodyLimit: BODY_LIMIT, maxUploadBytes: UPLOAD_LIMIT, logLevel: 'error' });
      await signIn();
    });
    afterAll(async () => t?.close());

    it('answers no malformed request with a 5xx or a reset connection, and stays healthy', { timeout: 360_000 }, async () => {
      expect(token).toBeTruthy();
      const random = prng(SEED);
      const base = new URL(t.url);
      const operations = Object.entries(document.paths).flatMap(([template, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          method: method.toUpperCase(),
          template,
          operation: item[method] as Operation,
        })),
      );
      const failures: string[] = [];
      let requests = 0;
      let serverErrors = 0;
      let resets = 0;
      const statuses = new Map<number, number>();
      for (const { method, template, operation } of operations) {
        const cases = casesOf(template, operation, random);
        // Each case signed out and signed in, a few at a time.
        const runs = cases.flatMap((c) => [
          { ...c, signedIn: false },
          { ...c, signedIn: true },
        ]);
        for (let i = 0; i < runs.length; i += 4) {
          await Promise.all(
            runs.slice(i, i + 4).map(async (run) => {
              const authorization = run.authorization ?? (run.signedIn ? `Bearer ${token}` : undefined);
              const headers = { ...run.headers, ...(authorization === undefined ? {} : { authorization }) };
              const outcome = await send(base, method, run.path, headers, run.body);
              requests += 1;
              const where = `${method} ${template} ${run.signedIn ? 'signed in' : 'signed out'}: ${run.label}`;
              if (outcome.status) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
              if (outcome.error || !outcome.status) {
                resets += 1;
                failures.push(`${where} → ${outcome.error}`);
              } else if (outcome.status >= 500) {
                serverErrors += 1;
                failures.push(`${where} → ${outcome.status} ${outcome.body?.slice(0, 200)}`);
              } else if (outcome.status >= 400 && !/"code":"[a-z_]+"/.test(outcome.body ?? '')) {
                failures.push(`${where} → ${outcome.status} without an error body: ${outcome.body?.slice(0, 200)}`);
              }
            }),
          );
        }
        // A write may have signed the member out (sign-out is an operation too): sign in again.
        if ((await call(t.url, 'GET', '/users/me', { token })).status === 401) await signIn();
      }
      const health = await call(t.url, 'GET', '/health');
      console.log(
        `fuzz on ${kind} (seed ${SEED}): ${operations.length} operations, ${requests} requests, ${serverErrors} 5xx, ${resets} resets; ` +
          `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
      );
      expect(failures.slice(0, 4000)).toEqual([]);
      expect(health.status).toBe(200);
    });
  });
}
