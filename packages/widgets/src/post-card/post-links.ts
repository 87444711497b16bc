import type { Language } from '@dealgrow/sdk/state';

/** A page of the flagship site; non-English pages carry the language prefix (SPEC §1). */
export function flagshipPath(appUrl: string, lang: Language, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${lang === 'en' ? '' : `/${lang}`}${path}`;
}

/** The post's page on the flagship site (its comments, likes and shares). */
export function postUrl(appUrl: string, lang: Language, postId: number): string {
  return flagshipPath(appUrl, lang, `/post/${postId}`);
}

/** Only web addresses: a `javascript:`, `data:` or other scheme (or bad text) gives undefined, so nothing links to it. */
export function webUrl(text: string | null | undefined): string | undefined {
  return text && /^https?:\/\/[^\s]/i.test(text) ? text : undefined;
}
