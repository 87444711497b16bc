/**
 * Currencies whose minor unit is the unit itself (no cents), as the payment providers count them: an amount
 * of 500 JPY is sent as 500, 5.00 EUR as 500.
 */
export const ZERO_DECIMAL_CURRENCIES = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];

/** SQL turning a price column (numeric, major unit) in currency `currency` into the provider's minor unit. */
export const MINOR_UNITS_SQL = (price: string, currency: string) =>
  `round(${price} * CASE WHEN upper(${currency}) IN (${ZERO_DECIMAL_CURRENCIES.map((code) => `'${code}'`).join(', ')}) THEN 1 ELSE 100 END)::bigint`;

/** A price in the major unit (12.5 EUR) as the provider's minor unit (1250). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * (ZERO_DECIMAL_CURRENCIES.includes(currency.toUpperCase()) ? 1 : 100));
}

/** An amount in the provider's minor unit (1250) as the major unit (12.5 EUR). */
export function toMajorUnits(amount: number, currency: string): number {
  return amount / (ZERO_DECIMAL_CURRENCIES.includes(currency.toUpperCase()) ? 1 : 100);
}
