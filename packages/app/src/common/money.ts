/** Digits of a currency's minor unit (2 for EUR, 0 for JPY), as `Intl` knows them; 2 for a code it does not know. */
function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * An amount the payment routes answer in its currency's minor unit (1250 EUR is €12.50, 500 JPY is ¥500: docs/payments.md),
 * written in the page's language with the currency's own decimals.
 */
export function minorMoney(amount: number, currency: string, lang: string): string {
  const digits = minorDigits(currency);
  const value = amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)} ${currency}`;
  }
}

/** A date (ISO string) in the page's language, day month year. */
export function dateText(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
}
