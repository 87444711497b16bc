import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Id, Text } from './schema.ts';
import { coerceText, textValidator } from './validation.ts';

describe('text from paths, queries and forms', () => {
  const Query = Type.Object({
    id: Id(),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    all: Type.Optional(Type.Boolean()),
    ids: Type.Optional(Type.Array(Id())),
    x: Type.Optional(Type.Union([Type.Literal('mine'), Id()])),
    search: Type.Optional(Text({ maxLength: 100 })),
  });

  it('turns plainly written numbers, booleans and single values into what the schema asks for', () => {
    expect(coerceText(Query, { id: '42', price: '12.50', all: 'true', ids: '7', x: '3', search: '1e3' })).toEqual({
      id: 42,
      price: 12.5,
      all: true,
      ids: [7],
      x: 3,
      search: '1e3',
    });
    expect(coerceText(Query, { id: '1', price: '1e-7', x: 'mine', ids: ['1', '2'] })).toEqual({
      id: 1,
      price: 1e-7,
      x: 'mine',
      ids: [1, 2],
    });
  });

  it('leaves ids in exponent, hex, spaced or overflowing notation as text, refused', () => {
    const validate = textValidator(Query);
    for (const id of ['1e3', '0x10', ' 7', '7 ', '+7', '', 'Infinity', '1.5', '2147483648', '-1', '0', '9'.repeat(400)]) {
      expect(validate({ id }), id).toBe(false);
    }
    expect(validate({ id: '2147483647' })).toBe(true);
  });

  it('refuses NUL and lone surrogates in text but not emoji', () => {
    const validate = textValidator(Query);
    expect(validate({ id: '1', search: 'a\u0000b' })).toBe(false);
    expect(validate({ id: '1', search: 'a\ud800b' })).toBe(false);
    expect(validate({ id: '1', search: 'b\udc00' })).toBe(false);
    expect(validate({ id: '1', search: 'deal 🚀 été' })).toBe(true);
  });
});
