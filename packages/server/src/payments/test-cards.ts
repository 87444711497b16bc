/** The local provider's card checks: its test cards, Luhn's check and what is wrong with a card form. */

/** The local provider's test cards (docs/memberships.md "Test cards"), digits only. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002500003155',
  /** Attaches at checkout, then every later charge (a renewal, a proration) is declined. */
  declinesLater: '4000000000000341',
} as const;

/** Luhn's check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** What is wrong with a card form, or null: number (test cards only), expiry MM/YY not past, CVC 3–4 digits. */
export function cardProblem(card: { number: string; expiry: string; cvc: string }, now = new Date()): string | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return 'The card number is not valid.';
  if (!(Object.values(TEST_CARDS) as string[]).includes(digits))
    return 'This is a test checkout: use a test card (4242 4242 4242 4242 succeeds).';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return 'Give the expiry date as MM/YY.';
  const month = Number(expiry[1]);
  const year = Number(expiry[2]) + ((expiry[2] as string).length === 2 ? 2000 : 0);
  if (month < 1 || month > 12) return 'Give the expiry date as MM/YY.';
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return 'The card has expired.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'The security code (CVC) has 3 or 4 digits.';
  return null;
}
