import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from './embed-config.ts';
import { chunkOf } from './widget-chunks.ts';

const config: EmbedConfig = { api: 'https://api.example', lang: 'fr', appUrl: 'https://app.example', base: 'https://cdn.example/e/' };

afterEach(() => {
  for (const element of document.querySelectorAll('dg-search')) element.remove();
  vi.unstubAllGlobals();
  vi.resetModules();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('<dg-search> in the embed', () => {
  it('loads the chunk of the page’s language: the loader fills in {lang}', () => {
    expect(chunkOf('dg-search')).toBe('search-{lang}');
  });

  it('a language chunk adds GET /search on the shared transport and defines <dg-search>, speaking its language', async () => {
    const hit = {
      type: 'deals',
      id: 30,
      title: 'Panneaux solaires, 40 kW',
      subtitle: 'Acme Solar',
      text: null,
      imageUrl: null,
      path: '/deals/30',
      createdAt: null,
      closeness: 'none',
      price: null,
      marks: [{ field: 'title', start: 9, end: 17 }],
    };
    const fetch = vi.fn(async (url: string) => {
      const q = new URL(url).searchParams.get('q') ?? '';
      return q === 'refus'
        ? json({ code: 'validation_failed', message: 'Recherche trop longue.' }, 400)
        : json({ q, groups: [{ type: 'deals', total: 1, items: [hit], next: null }] });
    });
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { register } = await import('./widgets/search-fr.ts');
    const { elementContext } = await import('../elements/context-store.ts');
    register(config);
    register(config);
    const { client } = elementContext();
    expect(Object.keys(client).sort()).toEqual(['files', 'search']);
    await expect(client.search?.('refus')).resolves.toMatchObject({
      success: false,
      status: 400,
      error: { code: 'validation_failed', status: 400, message: 'Recherche trop longue.' },
    });

    const element = document.createElement('dg-search');
    element.setAttribute('types', 'deals,products');
    element.setAttribute('company', 'acme-solar');
    document.body.append(element);
    const input = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector('input');
      if (!found) throw new Error('no field yet');
      return found;
    });
    expect(input.getAttribute('placeholder')).toBe('Personnes, entreprises, offres…');
    input.dispatchEvent(new FocusEvent('focus'));
    input.value = 'solaires';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(element.shadowRoot?.querySelectorAll('[role="option"]')).toHaveLength(2));
    const [deal] = element.shadowRoot?.querySelectorAll('[role="option"]') ?? [];
    expect(deal?.getAttribute('href')).toBe('https://app.example/fr/deals/30');
    expect(deal?.querySelector('mark')?.textContent).toBe('solaires');
    expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('1 résultat');
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('https://api.example/search?q=solaires&type=deals%2Cproducts&limit=3&in=acme-solar');
  });
});
