/** SPEC §9: currency is shown with no decimals. */
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
