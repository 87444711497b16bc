import { describe, expect, it } from 'vitest';
import { leadTypeOf, newLeadInput } from './lead-form.ts';

const empty = { text: '', budget: '', currency: '', referralUserId: null };

describe('lead start form', () => {
  it('reads only buy, sell and refer from the query', () => {
    expect(leadTypeOf('refer')).toBe('refer');
    expect(leadTypeOf('buy')).toBe('buy');
    expect(leadTypeOf('steal')).toBeNull();
    expect(leadTypeOf(null)).toBeNull();
  });

  it('sends the message, budget and currency that were filled, and the referred member only for a referral', () => {
    const values = { text: '  Meet Claire  ', budget: '2500', currency: 'EUR', referralUserId: 4 };
    expect(newLeadInput(7, 'refer', values, [])).toEqual({
      deal_id: 7,
      type: 'refer',
      text: 'Meet Claire',
      budget: 2500,
      currency: 'EUR',
      referral_user_id: 4,
    });
    expect(newLeadInput(7, 'buy', values, [])).not.toHaveProperty('referral_user_id');
  });

  it('leaves out empty fields and a currency without a budget', () => {
    expect(newLeadInput(3, 'sell', { ...empty, currency: 'USD' }, [])).toEqual({ deal_id: 3, type: 'sell' });
    const file = new File(['x'], 'brief.txt');
    expect(newLeadInput(3, 'buy', empty, [file]).files).toEqual([file]);
  });
});
