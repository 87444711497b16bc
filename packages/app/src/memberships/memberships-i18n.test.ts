import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/memberships/en.ts';
import fr from '../i18n/locales/memberships/fr.ts';
import tr from '../i18n/locales/memberships/tr.ts';

/** Every leaf of a resource tree as a dotted path. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const leafValue = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the memberships namespace (loaded with the membership pages only)', () => {
  const english = leafKeys(en).sort();

  it.each([
    ['fr', fr],
    ['tr', tr],
  ] as const)('%s has exactly the English keys, translated, with the same placeholders', (_lang, strings) => {
    expect(leafKeys(strings).sort()).toEqual(english);
    for (const key of english) {
      const translated = leafValue(strings, key) as string;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(leafValue(en, key) as string));
    }
  });
});
