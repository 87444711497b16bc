import { describe, expect, it } from 'vitest';
import { loadMessageTranslation } from '../i18n/i18n.ts';
import en from '../i18n/locales/message/en.ts';
import fr from '../i18n/locales/message/fr.ts';
import tr from '../i18n/locales/message/tr.ts';

/** Every leaf of a resource tree as a dotted path. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const leafValue = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();

describe('the message namespace (loaded with /message only)', () => {
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

  it('names each tab differently in every language, and loads each language lazily (English for the fallback)', async () => {
    for (const strings of [en, fr, tr]) expect(new Set(Object.values(strings.tabs)).size).toBe(4);
    expect((await loadMessageTranslation('fr')).title).toBe('Messagerie');
    expect((await loadMessageTranslation('dev')).title).toBe('Messages');
  });
});
