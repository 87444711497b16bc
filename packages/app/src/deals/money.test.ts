import { describe, expect, it } from 'vitest';
import { moneyText } from './money.ts';

describe('moneyText (SPEC §9)', () => {
  it('shows amounts with no decimals, with or without a currency', () => {
    expect(moneyText(1234.56, 'EUR', 'en')).toBe('€1,235');
    expect(moneyText(1234.4, null, 'en')).toBe('1,234');
    expect(moneyText(99.5, 'USD', 'fr')).toMatch(/^100\s\$US$/);
  });
});
