import { LANGUAGES } from '@dealgrow/sdk/state';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey, t } from './messages.ts';

describe('widget messages', () => {
  it('has every English key, non-empty and different from the key, in every language', () => {
    const keys = Object.keys(MESSAGES.en) as MessageKey[];
    for (const lang of LANGUAGES) {
      expect(Object.keys(MESSAGES[lang]).sort(), lang).toEqual([...keys].sort());
      for (const key of keys) expect(t(lang, key).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('fills placeholders and keeps unknown ones visible', () => {
    expect(t('fr', 'profile.photoAlt', { name: 'Ada Laurent' })).toBe('Photo de Ada Laurent');
    expect(t('tr', 'profile.photoAlt', { name: 'Ada Laurent' })).toBe('Ada Laurent fotoğrafı');
    expect(t('en', 'profile.photoAlt')).toBe('Photo of {name}');
  });

  it('speaks each language', () => {
    expect(t('en', 'profile.notFound')).toBe('This member could not be found.');
    expect(t('fr', 'profile.notFound')).toBe('Ce membre est introuvable.');
    expect(t('tr', 'profile.notFound')).toBe('Bu üye bulunamadı.');
  });
});
