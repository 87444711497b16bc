import { describe, expect, it } from 'vitest';
import { nameSharedSchemas } from './schema-components.ts';

const member = { title: 'Member', type: 'object', properties: { id: { type: 'integer' } } };

describe('nameSharedSchemas', () => {
  it('moves each titled schema into components once and points every copy, nested ones too, at it', () => {
    const deal = { title: 'Deal', type: 'object', properties: { author: member, title: { type: 'string' } } };
    const document = {
      paths: { '/a': { get: { responses: { 200: { schema: deal } } } }, '/b': { get: { responses: { 200: { schema: member } } } } },
    };
    const named = nameSharedSchemas(document) as unknown as {
      paths: Record<string, { get: { responses: { 200: { schema: unknown } } } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(named.paths['/a']?.get.responses[200].schema).toEqual({ $ref: '#/components/schemas/Deal' });
    expect(named.paths['/b']?.get.responses[200].schema).toEqual({ $ref: '#/components/schemas/Member' });
    expect(named.components.schemas.Deal).toEqual({
      title: 'Deal',
      type: 'object',
      properties: { author: { $ref: '#/components/schemas/Member' }, title: { type: 'string' } },
    });
    expect(named.components.schemas.Member).toEqual(member);
  });

  it('refuses two different schemas under one name', () => {
    const other = { ...member, properties: { name: { type: 'string' } } };
    expect(() => nameSharedSchemas({ a: member, b: other })).toThrow(/Two different schemas are titled Member/);
  });
});
