/** SPEC §3 country list: the countries members and deals can be located in, named in en, fr and tr. */
export interface Country {
  id: number;
  value: string;
  name: string;
  name_fr: string;
  name_tr: string;
}

const rows: Array<[value: string, name: string, name_fr: string, name_tr: string]> = [
  ['AU', 'Australia', 'Australie', 'Avustralya'],
  ['AT', 'Austria', 'Autriche', 'Avusturya'],
  ['BE', 'Belgium', 'Belgique', 'Belçika'],
  ['BG', 'Bulgaria', 'Bulgarie', 'Bulgaristan'],
  ['CA', 'Canada', 'Canada', 'Kanada'],
  ['CY', 'Cyprus', 'Chypre', 'Kıbrıs'],
  ['CZ', 'Czech Republic', 'République tchèque', 'Çek Cumhuriyeti'],
  ['DK', 'Denmark', 'Danemark', 'Danimarka'],
  ['FR', 'France', 'France', 'Fransa'],
  ['DE', 'Germany', 'Allemagne', 'Almanya'],
  ['GR', 'Greece', 'Grèce', 'Yunanistan'],
  ['HK', 'Hong Kong', 'Hong Kong', 'Hong Kong'],
  ['IE', 'Ireland', 'Irlande', 'İrlanda'],
  ['IT', 'Italy', 'Italie', 'İtalya'],
  ['JP', 'Japan', 'Japon', 'Japonya'],
  ['LV', 'Latvia', 'Lettonie', 'Letonya'],
  ['LT', 'Lithuania', 'Lituanie', 'Litvanya'],
  ['LU', 'Luxembourg', 'Luxembourg', 'Lüksemburg'],
  ['MT', 'Malta', 'Malte', 'Malta'],
  ['NL', 'Netherlands', 'Pays-Bas', 'Hollanda'],
  ['NZ', 'New Zealand', 'Nouvelle-Zélande', 'Yeni Zelanda'],
  ['NO', 'Norway', 'Norvège', 'Norveç'],
  ['PL', 'Poland', 'Pologne', 'Polonya'],
  ['PT', 'Portugal', 'Portugal', 'Portekiz'],
  ['RO', 'Romania', 'Roumanie', 'Romanya'],
  ['SG', 'Singapore', 'Singapour', 'Singapur'],
  ['SK', 'Slovakia', 'Slovaquie', 'Slovakya'],
  ['SI', 'Slovenia', 'Slovénie', 'Slovenya'],
  ['ES', 'Spain', 'Espagne', 'İspanya'],
  ['SE', 'Sweden', 'Suède', 'İsveç'],
  ['CH', 'Switzerland', 'Suisse', 'İsviçre'],
  ['GB', 'United Kingdom', 'Royaume-Uni', 'Birleşik Krallık'],
  ['US', 'United States', 'États-Unis', 'Amerika Birleşik Devletleri'],
];

export const COUNTRIES: readonly Country[] = rows.map(([value, name, name_fr, name_tr], index) => ({
  id: index + 1,
  value,
  name,
  name_fr,
  name_tr,
}));

export const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((country) => country.value));
