import type { Language } from '@dealgrow/sdk/state';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../routing/language-path.ts';
import { TRANSLATION_MAX_RETRIES } from './loading.ts';

/** An area's strings in each language, each its own chunk: `{ en: () => import('./en.ts'), fr: …, tr: … }`. */
export type AreaStringChunks<T extends object> = Record<Language, () => Promise<{ default: T }>>;

/**
 * Loads the strings of an area whose screens are not in the first load into their own i18next namespace, in the
 * page's language (again when it changes), and answers whether they are in. The main catalogue (locales/en.ts) stays
 * the size of the first load; an area's strings download with its screen. Render a loading state until `true`, then
 * read them with `useTranslation(namespace)`.
 */
/** `lang/namespace` of the areas whose strings were added (the backend answers `{}` for an area's namespace, so
 * i18next's own "has a bundle" cannot tell). */
const added = new WeakMap<object, Set<string>>();

export function useAreaStrings<T extends object>(namespace: string, chunks: AreaStringChunks<T>): boolean {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const key = `${lang}/${namespace}`;
  const present = added.get(i18n)?.has(key) ?? false;
  // Bumped when a bundle is in, to render again (a count: the second language's bundle must render too).
  const [, setLoads] = useState(0);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (present || failures > TRANSLATION_MAX_RETRIES) return;
    let live = true;
    chunks[lang]().then(
      (strings) => {
        i18n.addResourceBundle(lang, namespace, strings.default, true, true);
        added.set(i18n, (added.get(i18n) ?? new Set()).add(key));
        if (live) setLoads((count) => count + 1);
      },
      // A chunk that failed to download (a deploy, a dropped connection) is asked again a second later, as i18next
      // retries the main catalogue.
      () => {
        if (live) setTimeout(() => live && setFailures((count) => count + 1), 1000);
      },
    );
    return () => {
      live = false;
    };
  }, [i18n, lang, namespace, key, chunks, present, failures]);
  return present;
}
