import type { Country } from '@dealgrow/sdk';

/** A country's name in the page's language, from the SPEC §3 country list. */
export function countryName(code: string | null, countries: Country[], lang: string): string | null {
  if (!code) return null;
  const country = countries.find((item) => item.value === code);
  if (!country) return code;
  return lang === 'fr' ? country.name_fr : lang === 'tr' ? country.name_tr : country.name;
}
