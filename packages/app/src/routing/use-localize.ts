import type { Language } from '@dealgrow/sdk/state';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from './language-path.ts';

/** The language of the current page and a function giving an unprefixed path in that language. */
export function useLocalize(): { lang: Language; localize: (path: string) => string } {
  const { pathname } = useLocation();
  const lang = languageOfPath(pathname);
  const localize = useCallback((path: string) => localizePath(path, lang), [lang]);
  return { lang, localize };
}
