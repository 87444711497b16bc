import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/notifications/en.ts';
import fr from '../i18n/locales/notifications/fr.ts';
import tr from '../i18n/locales/notifications/tr.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('the notifications namespace (loaded with the bell and the centre)', () => {
  it.each([
    ['fr', fr],
    ['tr', tr],
  ] as const)('%s has exactly the English keys, translated, with the same placeholders', (_lang, strings) => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const translated = strings[key as keyof typeof en];
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
  });
});
