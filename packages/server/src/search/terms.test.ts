import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { FOLD_FROM, fold, foldSql } from '../db/search-fold.ts';
import { ApiError } from '../http/errors.ts';
import { parseSearch } from './terms.ts';

describe('parseSearch', () => {
  it('folds the words and makes each a prefix, all required', () => {
    const terms = parseSearch('  Acme   EXPORT  ');
    expect(terms.q).toBe('Acme   EXPORT');
    expect(terms.text).toBe('acme export');
    expect(terms.words).toEqual(['acme', 'export']);
    expect(terms.tsquery).toBe('acme:* & export:*');
  });

  it('reads every operator and keeps them out of the text', () => {
    const terms = parseSearch('#Export from:@Ada @Bob in:Acme-Ltd before:2026-01-31 after:2025-12-01 şirket');
    expect(terms).toMatchObject({
      hashtags: ['export'],
      from: 'ada',
      mentions: ['bob'],
      in: 'acme-ltd',
      before: '2026-01-31',
      after: '2025-12-01',
      text: 'sirket',
      words: ['sirket'],
      tsquery: 'sirket:*',
    });
  });

  it('takes from: without an @, and the in parameter over in: in the text', () => {
    expect(parseSearch('from:ada').from).toBe('ada');
    expect(parseSearch('in:acme', 'Globex').in).toBe('globex');
    expect(parseSearch('deals', 'globex').in).toBe('globex');
  });

  it('leaves an operator that is part of a word alone', () => {
    const terms = parseSearch('mail@example.org c#');
    expect(terms.mentions).toEqual([]);
    expect(terms.hashtags).toEqual([]);
    expect(terms.words).toEqual(['mail', 'example', 'org', 'c']);
  });

  it('answers an empty text and no tsquery when the search is only operators', () => {
    const terms = parseSearch('#export @ada');
    expect(terms.text).toBe('');
    expect(terms.words).toEqual([]);
    expect(terms.tsquery).toBeNull();
  });

  it('makes a quoted phrase adjacent words and a quoted word a prefix', () => {
    expect(parseSearch('"Café İstanbul" deals').tsquery).toBe('deals:* & (cafe <-> istanbul)');
    expect(parseSearch('"acme"').tsquery).toBe('acme:*');
    expect(parseSearch('"Café İstanbul" deals').text).toBe('cafe istanbul deals');
    expect(parseSearch('"unclosed quote').tsquery).toBe('unclosed:* & quote:*');
  });

  it('keeps only letters and digits out of tsquery syntax', () => {
    const terms = parseSearch("a & | !b:* ' \\ :* <-> (c)");
    expect(terms.tsquery).toBe('a:* & b:* & c:*');
    expect(parseSearch('& | ! :* <->').tsquery).toBeNull();
  });

  it('refuses a date that is not a day', () => {
    for (const bad of ['before:2026-02-30', 'after:yesterday', 'before:', 'after:2026-1-1']) {
      let error: unknown;
      try {
        parseSearch(bad);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, bad).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(400);
    }
  });

  it('reads a lone surrogate as a space', () => {
    expect(parseSearch('ab\ud800cd').words).toEqual(['ab', 'cd']);
  });
});

describe('fold', () => {
  it('folds case, accents and the Turkish letters', () => {
    expect(fold('İSTANBUL')).toBe('istanbul');
    expect(fold('ıstanbul')).toBe('istanbul');
    expect(fold('Şirket Ğüçö')).toBe('sirket guco');
    expect(fold('Café')).toBe('cafe');
    expect(fold('Cafe\u0301')).toBe('cafe');
    expect(fold('Straße Œuvre Æsir')).toBe('strasse oeuvre aesir');
    expect(fold('Москва ΑΘΗΝΑ')).toBe('москва αθηνα');
    expect(fold('東京 😀')).toBe('東京 😀');
  });
});

const SAMPLES = [
  'İıŞşĞğÇçÖöÜüÉéÀàÂâ ß',
  'İSTANBUL istanbul Istanbul ıstanbul',
  'Şirket Müdürü, Çağrı Öztürk',
  'Café Crème Brûlée à Zürich',
  'Cafe\u0301 decomposed',
  'ASCII Only 123 _-.',
  'Straße ẞ Æ æ Œ œ Þ þ Ĳ ĳ',
  'Ελληνικά ΑΘΗΝΑ σοφίας ς',
  'Москва ЁЛКА Йошкар',
  '東京 😀 emoji',
  FOLD_FROM,
];

describe.each(databaseKinds)('search_fold on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t?.close());

  it('gives what fold gives, character for character', async () => {
    const [row] = await t.server.db.query<{ folded: string[] }>(
      `SELECT array_agg(${foldSql('value')} ORDER BY n) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS s(value, n)`,
      [SAMPLES],
    );
    expect(row?.folded).toEqual(SAMPLES.map(fold));
    const [chars] = await t.server.db.query<{ folded: string[] }>(
      `SELECT array_agg(${foldSql('value')} ORDER BY n) AS folded FROM unnest($1::text[]) WITH ORDINALITY AS s(value, n)`,
      [[...FOLD_FROM]],
    );
    expect(chars?.folded).toEqual([...FOLD_FROM].map(fold));
  });
});
