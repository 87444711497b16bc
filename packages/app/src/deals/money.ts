import { formatCurrency } from '@dealgrow/sdk/format';

/** SPEC §9: amounts with no decimals, in the page's language; an amount without a currency shows as a plain number. */
export function moneyText(amount: number, currency: string | null | undefined, lang: string): string {
  if (currency) return formatCurrency(amount, currency, lang);
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(amount);
}
