import { LANGUAGES, type Language } from '@dealgrow/sdk/state';

/** SPEC §1: English URLs carry no prefix; the others start with their language (`/fr/...`, `/tr/...`). */
export const UNPREFIXED_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: its prefix, or English. */
export function languageOfPath(pathname: string): Language {
  const prefix = pathname.split('/')[1];
  return isLanguage(prefix) && prefix !== UNPREFIXED_LANGUAGE ? prefix : UNPREFIXED_LANGUAGE;
}

/** The page a path shows, without its language prefix: `/fr/settings` → `/settings`, `/tr` → `/`. */
export function stripLanguage(pathname: string): string {
  const lang = languageOfPath(pathname);
  if (lang === UNPREFIXED_LANGUAGE) return pathname || '/';
  const rest = pathname.slice(lang.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The address of a page in a language. `path` is unprefixed and may carry a query or hash. */
export function localizePath(path: string, lang: Language): string {
  const page = path.startsWith('/') ? path : `/${path}`;
  if (lang === UNPREFIXED_LANGUAGE) return page;
  // The home page in French is `/fr`, not `/fr/`; a query or hash follows directly.
  return page === '/' || page.startsWith('/?') || page.startsWith('/#') ? `/${lang}${page.slice(1)}` : `/${lang}${page}`;
}

/** The same page in another language, keeping the query and hash. */
export function switchLanguagePath(location: { pathname: string; search?: string; hash?: string }, lang: Language): string {
  return localizePath(`${stripLanguage(location.pathname)}${location.search ?? ''}${location.hash ?? ''}`, lang);
}
