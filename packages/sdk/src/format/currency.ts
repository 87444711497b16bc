/** SPEC §5/§9: an amount in a currency, written as the locale writes it, with no decimals. */
export function formatCurrency(amount: number, currency: string, locale = 'en'): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
      amount,
    );
  } catch {
    // An unknown currency code still shows the amount.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount)} ${currency}`;
  }
}

/** An amount with no decimals: in its currency when it has one, else as a plain number. */
export function formatAmount(amount: number, currency: string | null | undefined, locale = 'en'): string {
  return currency ? formatCurrency(amount, currency, locale) : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(amount);
}

/**
 * A deal's or product's price as a page shows it, or undefined when it has none: a missing price and
 * a price of zero (a demand that names no budget) both show no price, never "0".
 */
export function formatPrice(price: number | null | undefined, currency: string | null | undefined, locale = 'en'): string | undefined {
  return price !== null && price !== undefined && price > 0 ? formatAmount(price, currency, locale) : undefined;
}
