import { describe, expect, it } from 'vitest';
import billingEn from '../i18n/locales/billing/en.ts';
import billingFr from '../i18n/locales/billing/fr.ts';
import billingTr from '../i18n/locales/billing/tr.ts';
import payoutsEn from '../i18n/locales/payouts/en.ts';
import payoutsFr from '../i18n/locales/payouts/fr.ts';
import payoutsTr from '../i18n/locales/payouts/tr.ts';

/** Every leaf of a resource tree as a dotted path. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

const leafValue = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe.each([
  ['billing', billingEn, billingFr, billingTr],
  ['payouts', payoutsEn, payoutsFr, payoutsTr],
] as const)('the %s namespace', (_name, en, fr, tr) => {
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
