import { describe, expect, it } from 'vitest';
import { formatAmount, formatCurrency, formatPrice } from './currency.ts';

// Intl separates with narrow and plain no-break spaces; compare them as plain spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCurrency (SPEC §5: the locale’s way, no decimals)', () => {
  it('writes each currency as the page’s language writes it', () => {
    expect(formatCurrency(1200, 'EUR', 'en')).toBe('€1,200');
    expect(plain(formatCurrency(1200, 'EUR', 'fr'))).toBe('1 200 €');
    expect(formatCurrency(1200, 'TRY', 'tr')).toBe('₺1.200');
    expect(plain(formatCurrency(1200, 'USD', 'fr'))).toBe('1 200 $US');
  });

  it('rounds to whole units', () => {
    expect(formatCurrency(1499.6, 'USD', 'en')).toBe('$1,500');
  });

  it('still shows the amount with an unknown currency code', () => {
    expect(formatCurrency(5, 'not-a-code', 'en')).toBe('5 not-a-code');
  });
});

describe('formatAmount', () => {
  it('is a plain number without a currency', () => {
    expect(formatAmount(1200.4, null, 'en')).toBe('1,200');
    expect(plain(formatAmount(1200, undefined, 'fr'))).toBe('1 200');
    expect(formatAmount(1200, 'EUR', 'tr')).toBe('€1.200');
  });
});

describe('formatPrice', () => {
  it('shows no price for a deal without one, never 0', () => {
    expect(formatPrice(null, 'EUR', 'en')).toBeUndefined();
    expect(formatPrice(undefined, 'EUR', 'fr')).toBeUndefined();
    expect(formatPrice(0, 'EUR', 'tr')).toBeUndefined();
  });

  it('formats a price above zero in its currency', () => {
    expect(plain(formatPrice(89000, 'EUR', 'fr'))).toBe('89 000 €');
    expect(formatPrice(250, null, 'en')).toBe('250');
  });
});
