import { describe, expect, it } from 'vitest';
import { missingProfileFields } from './getting-started.ts';

describe('missingProfileFields', () => {
  it('lists empty and blank fields in profile order', () => {
    expect(missingProfileFields({ jobTitle: 'CEO', companyName: ' ', bio: null, country: 'FR' })).toEqual(['companyName', 'bio']);
  });

  it('is empty for a complete profile', () => {
    expect(missingProfileFields({ jobTitle: 'CEO', companyName: 'Dealgrow', bio: 'Deals.', country: 'FR' })).toEqual([]);
  });
});
