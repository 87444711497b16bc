import type { Language } from '@dealgrow/sdk/state';

/** A member's profile on the flagship site; non-English pages carry the language prefix (SPEC §1). */
export function profileUrl(appUrl: string, lang: Language, username: string): string {
  const base = appUrl.replace(/\/+$/, '');
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return `${base}${prefix}/${encodeURIComponent(username)}`;
}
