import { describe, expect, it } from 'vitest';
import { formatLeadAmount, leadBudget } from './lead-budget.ts';

describe('lead budgets', () => {
  it('shows the final budget once agreed, else the proposed one, with no decimals', () => {
    expect(leadBudget({ budget: 6000, final_budget: 5500.75, currency: 'EUR' }, 'en')).toBe('€5,501');
    expect(leadBudget({ budget: 6000, final_budget: null, currency: 'GBP' }, 'en')).toBe('£6,000');
  });

  it('shows nothing without an amount, and the bare number without a currency', () => {
    expect(leadBudget({ budget: null, final_budget: null, currency: 'EUR' }, 'en')).toBeNull();
    expect(formatLeadAmount(1200, null, 'en')).toBe('1,200');
  });
});
