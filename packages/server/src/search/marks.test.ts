import { describe, expect, it } from 'vitest';
import { excerpt, fieldMarks, withMarks } from './marks.ts';

describe('fieldMarks', () => {
  it('marks the start of each word that begins with a search word, folded', () => {
    expect(fieldMarks('title', 'Şirket Holding', ['sirk'])).toEqual([{ field: 'title', start: 0, end: 4 }]);
    expect(fieldMarks('title', 'Mehmet Yılmaz', ['mehmet', 'yil'])).toEqual([
      { field: 'title', start: 0, end: 6 },
      { field: 'title', start: 7, end: 10 },
    ]);
  });

  it('takes the longest search word a field word starts with, and marks every occurrence', () => {
    expect(fieldMarks('text', 'acme, Acme Export', ['ac', 'acme'])).toEqual([
      { field: 'text', start: 0, end: 4 },
      { field: 'text', start: 6, end: 10 },
    ]);
  });

  it('counts in UTF-16 units of the text as shown: a dropped accent joins its letter, ß stands for ss', () => {
    expect(fieldMarks('title', 'Cafe\u0301 Central', ['cafe'])).toEqual([{ field: 'title', start: 0, end: 5 }]);
    expect(fieldMarks('title', 'Straße', ['strass'])).toEqual([{ field: 'title', start: 0, end: 5 }]);
    expect(fieldMarks('title', 'Straße', ['stras'])).toEqual([{ field: 'title', start: 0, end: 5 }]);
    expect(fieldMarks('title', '😀 İstanbul', ['ist'])).toEqual([{ field: 'title', start: 3, end: 6 }]);
  });

  it('marks nothing for a word inside another, a typo, or no words', () => {
    expect(fieldMarks('title', 'Reacme', ['acme'])).toEqual([]);
    expect(fieldMarks('title', 'Mehmet', ['mehmte'])).toEqual([]);
    expect(fieldMarks('title', 'Mehmet', [])).toEqual([]);
    expect(fieldMarks('subtitle', null, ['a'])).toEqual([]);
  });
});

describe('withMarks', () => {
  it('marks the title, then the subtitle, then the text', () => {
    const hit = withMarks(
      {
        type: 'companies',
        id: 1,
        title: 'Acme Export',
        subtitle: 'Export · İzmir',
        text: 'We export machines.',
        imageUrl: null,
        path: '/companies/acme-export',
        createdAt: null,
        closeness: 'none',
        price: null,
      },
      ['export'],
    );
    expect(hit.marks).toEqual([
      { field: 'title', start: 5, end: 11 },
      { field: 'subtitle', start: 0, end: 6 },
      { field: 'text', start: 3, end: 9 },
    ]);
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, spaces collapsed', () => {
    expect(excerpt('  a   short\ntext ', ['short'])).toBe('a short text');
    expect(excerpt(null, ['a'])).toBeNull();
  });

  it('cuts a long text to at most 240 units around the first match, at a word start', () => {
    const text = `${'lorem ipsum '.repeat(40)}the pangolin word ${'dolor sit '.repeat(40)}`;
    const cut = excerpt(text, ['pangolin']) ?? '';
    expect(cut.length).toBeLessThanOrEqual(240);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('pangolin');
    expect(cut.slice(1, 7)).toMatch(/^(lorem|ipsum)/);
  });

  it('starts at the beginning when nothing matched, and never splits a surrogate pair', () => {
    const text = '😀'.repeat(200);
    const cut = excerpt(text, ['x']) ?? '';
    expect(cut.length).toBeLessThanOrEqual(240);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1)).toBe('😀'.repeat((cut.length - 1) / 2));
  });
});
