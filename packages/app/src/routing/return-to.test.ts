import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInPathFor } from './return-to.ts';

describe('return-to', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/fr/settings?tab=password')).toBe('/fr/settings?tab=password');
  });

  it('refuses anything that leaves the site', () => {
    for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', 'settings', '', null, undefined]) {
      expect(safeReturnTo(target)).toBeNull();
    }
  });

  it('builds the sign-in address with the target encoded', () => {
    expect(signInPathFor('/tr/auth/sign-in', '/tr/settings?x=1')).toBe('/tr/auth/sign-in?returnTo=%2Ftr%2Fsettings%3Fx%3D1');
  });
});
