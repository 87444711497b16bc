import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from '../embed-config.ts';
import { chunkOf } from '../widget-chunks.ts';

const config: EmbedConfig = { api: 'https://api.example', lang: 'fr', appUrl: 'https://app.example', base: 'https://cdn.example/e/' };

afterEach(() => {
  for (const element of document.querySelectorAll('dg-membership-picker')) element.remove();
  vi.unstubAllGlobals();
  vi.resetModules();
});

const PACKAGES = {
  kind: 'personal',
  currency: 'EUR',
  currencies: ['EUR'],
  free_limits: { deals: 25, products: 25 },
  plans: [
    {
      key: 'business',
      name: 'Business',
      rank: 2,
      features: [],
      limits: { deals: null, products: null },
      prices: { month: 2999, year: 29999 },
      yearly_saving_percent: 17,
    },
  ],
  current: null,
};

describe('<dg-membership-picker> in the embed', () => {
  it('loads the chunk of the page’s language: the loader fills in {lang}', () => {
    expect(chunkOf('dg-membership-picker')).toBe('membership-picker-{lang}');
  });

  it('a language chunk adds the two reads only (no changes) and defines the element, whose actions link to the flagship', async () => {
    const fetch = vi.fn(async (url: string) => {
      const body = url.includes('/membership/packages/personal') ? PACKAGES : { items: [{ question: 'Q ?', answer: 'R.' }] };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { register } = await import('./membership-picker-fr.ts');
    const { elementContext } = await import('../../elements/context-store.ts');
    register(config);
    register(config);
    const { client } = elementContext();
    expect(Object.keys(client.memberships ?? {}).sort()).toEqual(['faq', 'packages']);

    const picker = document.createElement('dg-membership-picker');
    picker.setAttribute('kind', 'personal');
    document.body.append(picker);
    await vi.waitFor(() => expect(picker.shadowRoot?.querySelector('[part="action"]')?.textContent).toBe('Choisir'));
    expect(picker.shadowRoot?.querySelector('[part="action"]')?.getAttribute('href')).toBe('https://app.example/fr/membership/personal');
    expect(picker.shadowRoot?.querySelector('.dg-mp-price')?.textContent).toMatch(/29,99\s€ \/ mois/);
    expect(picker.shadowRoot?.querySelector('summary')?.textContent).toBe('Q ?');
  });
});
