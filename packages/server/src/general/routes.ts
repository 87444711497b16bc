import { Type } from 'typebox';
import type { App } from '../http/context.ts';
import { COUNTRIES } from './countries.ts';
import { CATEGORIES, CURRENCIES, EMPLOYMENT_TYPES, INDUSTRIES, type SelectItem } from './select-lists.ts';

const SelectItemSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), name_fr: Type.String() },
  { title: 'SelectItem', additionalProperties: false },
);
const CountrySchema = Type.Object(
  {
    id: Type.Integer(),
    value: Type.String({ description: 'Two-letter code.' }),
    name: Type.String(),
    name_fr: Type.String(),
    name_tr: Type.String(),
  },
  { title: 'Country', additionalProperties: false },
);
const CurrencySchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), name_fr: Type.String(), code: Type.String(), symbol: Type.String() },
  { title: 'Currency', additionalProperties: false },
);

const selectLists: Array<{ path: string; operationId: string; summary: string; items: readonly SelectItem[] }> = [
  { path: '/industries', operationId: 'industries', summary: 'Industries deals, products and companies belong to.', items: INDUSTRIES },
  { path: '/categories', operationId: 'categories', summary: 'Categories of deals, products and posts.', items: CATEGORIES },
  { path: '/employment-types', operationId: 'employmentTypes', summary: 'Employment types of an experience.', items: EMPLOYMENT_TYPES },
];

export function generalRoutes(app: App, version: string): void {
  app.get(
    '/health',
    {
      // A probe for load balancers and monitors: it answers no page, so it skips the browser security headers
      // (they cost more than the answer itself; docs/performance.md).
      config: { securityHeaders: false },
      schema: {
        operationId: 'health',
        tags: ['general'],
        summary: 'Answers 200 when the server is ready.',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/version.json',
    {
      schema: {
        operationId: 'version',
        tags: ['general'],
        summary: 'The running version.',
        response: { 200: Type.Object({ version: Type.String() }) },
      },
    },
    async () => ({ version }),
  );
  app.get(
    '/countries',
    {
      schema: {
        operationId: 'countries',
        tags: ['general'],
        summary: 'The 33 countries of SPEC §3.',
        response: { 200: Type.Array(CountrySchema) },
      },
    },
    async () => [...COUNTRIES],
  );
  app.get(
    '/currencies',
    {
      schema: {
        operationId: 'currencies',
        tags: ['general'],
        summary: 'Currencies prices can be given in.',
        response: { 200: Type.Array(CurrencySchema) },
      },
    },
    async () => [...CURRENCIES],
  );
  for (const list of selectLists) {
    app.get(
      list.path,
      {
        schema: {
          operationId: list.operationId,
          tags: ['general'],
          summary: list.summary,
          response: { 200: Type.Array(SelectItemSchema) },
        },
      },
      async () => [...list.items],
    );
  }
}
