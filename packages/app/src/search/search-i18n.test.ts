import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/search/en.ts';
import fr from '../i18n/locales/search/fr.ts';
import tr from '../i18n/locales/search/tr.ts';

/** Every leaf of a strings tree as `dotted.key: text`. */
const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value as object, `${prefix}${key}.`),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the search namespace (loaded with the header’s list and the results page)', () => {
  it.each([
    ['fr', fr],
    ['tr', tr],
  ] as const)('%s has exactly the English keys, translated, with the same placeholders', (_lang, strings) => {
    const english = new Map(leaves(en));
    const translated = new Map(leaves(strings));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(translated.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});
