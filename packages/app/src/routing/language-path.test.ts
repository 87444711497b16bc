import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfPath, localizePath, stripLanguage, switchLanguagePath } from './language-path.ts';

describe('language prefix', () => {
  it('reads the language from the first segment, English when there is none', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/settings')).toBe('en');
    expect(languageOfPath('/fr')).toBe('fr');
    expect(languageOfPath('/tr/legal/privacy-policy')).toBe('tr');
    expect(languageOfPath('/french-deals')).toBe('en');
    expect(languageOfPath('/en/settings')).toBe('en');
  });

  it('strips the prefix to name the page', () => {
    expect(stripLanguage('/fr/settings')).toBe('/settings');
    expect(stripLanguage('/tr')).toBe('/');
    expect(stripLanguage('/fr/')).toBe('/');
    expect(stripLanguage('/settings')).toBe('/settings');
    expect(stripLanguage('/fries')).toBe('/fries');
    expect(stripLanguage('')).toBe('/');
  });

  it('prefixes every language but English', () => {
    expect(localizePath('/settings', 'en')).toBe('/settings');
    expect(localizePath('/settings', 'fr')).toBe('/fr/settings');
    expect(localizePath('/', 'tr')).toBe('/tr');
    expect(localizePath('/?welcome=1', 'fr')).toBe('/fr?welcome=1');
    expect(localizePath('auth/sign-in', 'tr')).toBe('/tr/auth/sign-in');
  });

  it('switches language and keeps the page, its query and hash', () => {
    expect(switchLanguagePath({ pathname: '/fr/auth/verify-email', search: '?token=abc' }, 'tr')).toBe('/tr/auth/verify-email?token=abc');
    expect(switchLanguagePath({ pathname: '/legal/cookie-policy', hash: '#cookies' }, 'fr')).toBe('/fr/legal/cookie-policy#cookies');
    expect(switchLanguagePath({ pathname: '/tr' }, 'en')).toBe('/');
    expect(switchLanguagePath({ pathname: '/' }, 'fr')).toBe('/fr');
  });

  it('knows the three interface languages only', () => {
    expect(['en', 'fr', 'tr'].every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
