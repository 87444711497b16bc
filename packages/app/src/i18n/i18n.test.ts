import { LANGUAGES } from '@dealgrow/sdk/state';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, loadTranslation, type TranslationLoader } from './i18n.ts';
import {
  FALLBACK_LANGUAGE,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_NAMESPACE,
  TRANSLATION_RETRY_TIMEOUT_MS,
} from './loading.ts';
import en, { type Translation } from './locales/en.ts';
import fr from './locales/fr.ts';
import tr from './locales/tr.ts';

/** Every leaf of a resource tree as a dotted path (array items by index). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** `{{name}}` placeholders and `<tag>` components a string uses. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
}

function leafValue(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

describe('translations', () => {
  const english = leafKeys(en).sort();

  it.each([
    ['fr', fr],
    ['tr', tr],
  ] as const)('%s has exactly the English keys, none missing and none extra', (_lang, strings: Translation) => {
    const keys = leafKeys(strings).sort();
    expect(english.filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !english.includes(key))).toEqual([]);
  });

  it.each([
    ['fr', fr],
    ['tr', tr],
  ] as const)('%s is translated: no empty string, same placeholders and components as English', (_lang, strings: Translation) => {
    for (const key of english) {
      const source = leafValue(en, key) as string;
      const translated = leafValue(strings, key) as string;
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(source));
    }
  });

  it('the site title is the one SPEC §1 names', () => {
    expect(en.meta.title).toBe('Social Network to do Business - Interact. Deal. Grow');
  });

  it('loads each language lazily, and the English source strings for the fallback language', async () => {
    for (const lang of LANGUAGES) expect((await loadTranslation(lang)).nav.home).toBe({ en, fr, tr }[lang].nav.home);
    expect(await loadTranslation(FALLBACK_LANGUAGE)).toEqual(en);
  });
});

describe('createI18n (SPEC §9)', () => {
  it('uses the namespace, fallback and loading limits of SPEC §9', async () => {
    const i18n = await createI18n('fr');
    expect(i18n.options.defaultNS).toBe(TRANSLATION_NAMESPACE);
    expect(i18n.options.fallbackLng).toEqual([FALLBACK_LANGUAGE]);
    const connector = i18n.services.backendConnector as unknown as { maxParallelReads: number; maxRetries: number; retryTimeout: number };
    expect(connector.maxParallelReads).toBe(10);
    expect(connector.maxRetries).toBe(5);
    expect(connector.retryTimeout).toBe(350);
    expect([TRANSLATION_MAX_PARALLEL_READS, TRANSLATION_MAX_RETRIES, TRANSLATION_RETRY_TIMEOUT_MS]).toEqual([10, 5, 350]);
    expect(i18n.t('settings.title')).toBe('Paramètres');
  });

  it('retries a failed read after 350 ms, then after twice as long each time', async () => {
    const attempts: number[] = [];
    const flaky: TranslationLoader = async (language) => {
      if (language !== 'tr') return en;
      attempts.push(performance.now());
      if (attempts.length < 3) throw new Error('chunk failed to load');
      return tr;
    };
    const i18n = await createI18n('tr', flaky);
    expect(i18n.t('nav.home')).toBe('Ana sayfa');
    expect(attempts).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(TRANSLATION_RETRY_TIMEOUT_MS - 5);
    expect(third - second).toBeGreaterThanOrEqual(2 * TRANSLATION_RETRY_TIMEOUT_MS - 5);
    expect(third - second).toBeLessThan(4 * TRANSLATION_RETRY_TIMEOUT_MS);
  });

  it('gives up after 5 retries (350, 700, 1400, 2800, 5600 ms) and shows the fallback strings', async () => {
    vi.useFakeTimers();
    try {
      const attempts: number[] = [];
      const offline: TranslationLoader = async (language) => {
        if (language !== 'fr') return en;
        attempts.push(Date.now());
        throw new Error('offline');
      };
      const created = createI18n('fr', offline);
      await vi.runAllTimersAsync();
      const i18n = await created;
      expect(attempts.slice(1).map((at, index) => at - (attempts[index] ?? 0))).toEqual([350, 700, 1400, 2800, 5600]);
      expect(i18n.t('nav.home')).toBe('Home');
    } finally {
      vi.useRealTimers();
    }
  });
});
