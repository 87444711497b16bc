import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../http/errors.ts';
import { acceptedLanguage, LANGUAGES, type MessageKey, render, t } from './catalogue.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { tr } from './tr.ts';

const catalogues = { en, fr, tr };
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogues', () => {
  it('give every error code a message in en, fr and tr', () => {
    for (const language of LANGUAGES)
      for (const code of ERROR_CODES) {
        const text: string | undefined = catalogues[language][`code.${code}` as MessageKey];
        expect(text?.trim(), `${language}: code.${code}`).toBeTruthy();
      }
  });

  it('translate every English message, with the same {slots}', () => {
    for (const key of Object.keys(en) as MessageKey[])
      for (const language of ['fr', 'tr'] as const) {
        const text = catalogues[language][key];
        expect(text?.trim(), `${language}: ${key}`).toBeTruthy();
        expect(slots(text), `${language}: ${key}`).toEqual(slots(en[key]));
      }
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
  });

  it('renders params, nested messages rendered in the same language', () => {
    const message = t('lead.already_status', { status: t('lead_status.accepted') });
    expect(render(message, 'en')).toBe('This lead is already accepted.');
    expect(render(message, 'fr')).toBe('Cette piste est déjà au statut « acceptée ».');
    expect(render(message, 'tr')).toBe('Bu potansiyel müşterinin durumu zaten “kabul edildi”.');
    expect(render(t('code.rate_limited', { seconds: 30 }), 'fr')).toBe('Trop de tentatives. Réessayez dans 30 secondes.');
  });
});

describe('acceptedLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['tr-TR,tr;q=0.9,en;q=0.8', 'tr'],
    ['de-DE, fr-CA;q=0.9, en;q=0.5', 'fr'],
    ['en;q=0.2, fr;q=0.7', 'fr'],
    ['FR-be', 'fr'],
    ['fr;q=0, en', 'en'],
    ['de, es;q=0.9', undefined],
    ['', undefined],
    [';;;q=abc, ,', undefined],
  ])('%j → %s', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});
