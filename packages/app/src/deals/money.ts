import { formatAmount } from '@dealgrow/sdk/format';

/** SPEC §9: amounts with no decimals, in the page's language; an amount without a currency shows as a plain number. */
export const moneyText = (amount: number, currency: string | null | undefined, lang: string): string =>
  formatAmount(amount, currency, lang);
