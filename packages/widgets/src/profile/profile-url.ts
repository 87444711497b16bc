import type { Language } from '@dealgrow/sdk/state';

/** A path of the flagship site in a language; non-English pages carry the language prefix (SPEC §1). */
const localPath = (lang: Language, path: string) => `${lang === 'en' ? '' : `/${lang}`}${path}`;
const site = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** A member's profile on the flagship site. */
export function profileUrl(appUrl: string, lang: Language, username: string): string {
  return `${site(appUrl)}${localPath(lang, `/${encodeURIComponent(username)}`)}`;
}

/**
 * Sign-in on the flagship site, which brings the member to `username`'s profile afterwards (`returnTo`: the app
 * returns only to its own pages, so the member connects there).
 */
export function signInUrl(appUrl: string, lang: Language, username: string): string {
  const returnTo = localPath(lang, `/${encodeURIComponent(username)}`);
  return `${site(appUrl)}${localPath(lang, '/auth/sign-in')}?${new URLSearchParams({ returnTo })}`;
}
