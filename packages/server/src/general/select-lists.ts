/** SPEC §3 "Select-list item": what the forms offer to pick from, named in en and fr. */
export interface SelectItem {
  id: number;
  name: string;
  name_fr: string;
}

const list = (names: Array<[string, string]>): SelectItem[] => names.map(([name, name_fr], index) => ({ id: index + 1, name, name_fr }));

export const INDUSTRIES: readonly SelectItem[] = list([
  ['Agriculture', 'Agriculture'],
  ['Automotive', 'Automobile'],
  ['Banking & Finance', 'Banque et finance'],
  ['Construction', 'Construction'],
  ['Consulting', 'Conseil'],
  ['Education', 'Éducation'],
  ['Energy', 'Énergie'],
  ['Food & Beverage', 'Alimentation et boissons'],
  ['Healthcare', 'Santé'],
  ['Hospitality & Tourism', 'Hôtellerie et tourisme'],
  ['Information Technology', 'Technologies de l’information'],
  ['Insurance', 'Assurance'],
  ['Legal Services', 'Services juridiques'],
  ['Logistics & Transport', 'Logistique et transport'],
  ['Manufacturing', 'Industrie manufacturière'],
  ['Marketing & Advertising', 'Marketing et publicité'],
  ['Media & Entertainment', 'Médias et divertissement'],
  ['Real Estate', 'Immobilier'],
  ['Retail & E-commerce', 'Commerce et e-commerce'],
  ['Telecommunications', 'Télécommunications'],
]);

export const CATEGORIES: readonly SelectItem[] = list([
  ['Products', 'Produits'],
  ['Services', 'Services'],
  ['Software & SaaS', 'Logiciels et SaaS'],
  ['Equipment', 'Équipement'],
  ['Training', 'Formation'],
  ['Events', 'Événements'],
  ['Partnerships', 'Partenariats'],
  ['Investment', 'Investissement'],
  ['Recruitment', 'Recrutement'],
  ['Subcontracting', 'Sous-traitance'],
  ['Wholesale', 'Vente en gros'],
  ['Other', 'Autre'],
]);

export const EMPLOYMENT_TYPES: readonly SelectItem[] = list([
  ['Full-time', 'Temps plein'],
  ['Part-time', 'Temps partiel'],
  ['Self-employed', 'Indépendant'],
  ['Freelance', 'Freelance'],
  ['Contract', 'Contrat à durée déterminée'],
  ['Internship', 'Stage'],
  ['Apprenticeship', 'Apprentissage'],
  ['Seasonal', 'Saisonnier'],
]);

export interface Currency extends SelectItem {
  /** ISO 4217 code, as deals and products store their currency. */
  code: string;
  symbol: string;
}

export const CURRENCIES: readonly Currency[] = (
  [
    ['EUR', 'Euro', 'Euro', '€'],
    ['USD', 'US Dollar', 'Dollar américain', '$'],
    ['GBP', 'British Pound', 'Livre sterling', '£'],
    ['TRY', 'Turkish Lira', 'Livre turque', '₺'],
    ['CHF', 'Swiss Franc', 'Franc suisse', 'CHF'],
    ['CAD', 'Canadian Dollar', 'Dollar canadien', 'CA$'],
    ['AUD', 'Australian Dollar', 'Dollar australien', 'A$'],
    ['JPY', 'Japanese Yen', 'Yen japonais', '¥'],
  ] as const
).map(([code, name, name_fr, symbol], index) => ({ id: index + 1, code, name, name_fr, symbol }));

export const CURRENCY_CODES: ReadonlySet<string> = new Set(CURRENCIES.map((currency) => currency.code));
