import type { Language } from '@dealgrow/sdk/state';

/** A path of the flagship site in a language; non-English pages carry the language prefix (SPEC §1). */
const localPath = (lang: Language, path: string) => `${lang === 'en' ? '' : `/${lang}`}${path}`;
const site = (appUrl: string) => appUrl.replace(/\/+$/, '');
const companyPath = (lang: Language, slug: string) => localPath(lang, `/companies/${encodeURIComponent(slug)}`);

/** The company's page on the flagship site (the app's `/companies/{slug}`). */
export function companyUrl(appUrl: string, lang: Language, slug: string): string {
  return `${site(appUrl)}${companyPath(lang, slug)}`;
}

/**
 * Sign-in on the flagship site, which brings the member to the company's page with `?follow=1` afterwards: the app
 * follows the company there once (docs/companies-and-clubs.md "Widgets"); it returns only to its own pages.
 */
export function followSignInUrl(appUrl: string, lang: Language, slug: string): string {
  const returnTo = `${companyPath(lang, slug)}?follow=1`;
  return `${site(appUrl)}${localPath(lang, '/auth/sign-in')}?${new URLSearchParams({ returnTo })}`;
}

/** A deal's page on the flagship site, for the company card's latest deals. */
export function companyDealUrl(appUrl: string, lang: Language, dealId: number): string {
  return `${site(appUrl)}${localPath(lang, `/deals/${dealId}`)}`;
}

/** A picture the API gave as an address, kept only when it is an http(s) one (or an inline image, as in stories). */
export function imageAddress(value: string | null | undefined): string | undefined {
  return value && /^(https?:\/\/|data:image\/)/i.test(value) ? value : undefined;
}
