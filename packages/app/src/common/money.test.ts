import { describe, expect, it } from 'vitest';
import { dateText, minorMoney } from './money.ts';

const clean = (text: string) => text.replace(/\s/g, ' ');

describe('minorMoney', () => {
  it('writes minor units with the currency’s own decimals in the page’s language', () => {
    expect(minorMoney(1250, 'EUR', 'en')).toBe('€12.50');
    expect(clean(minorMoney(1250, 'EUR', 'fr'))).toBe('12,50 €');
    expect(clean(minorMoney(1250, 'USD', 'tr'))).toBe('$12,50');
    expect(minorMoney(500, 'JPY', 'en')).toBe('¥500');
  });

  it('still shows an amount in a code Intl does not know', () => {
    expect(minorMoney(1250, 'XYZ1', 'en')).toBe('12.50 XYZ1');
  });
});

describe('dateText', () => {
  it('writes a date in the page’s language', () => {
    expect(dateText('2026-03-05T10:00:00.000Z', 'en')).toBe('Mar 5, 2026');
    expect(dateText('2026-03-05T10:00:00.000Z', 'fr')).toBe('5 mars 2026');
  });
});
