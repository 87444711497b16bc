import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from './embed-config.ts';

const config: EmbedConfig = { api: 'https://api.example', lang: 'fr', appUrl: 'https://app.example', base: 'https://cdn.example/e/' };

// Each test gets fresh modules: the embed configures itself once per page.
async function load() {
  vi.resetModules();
  const runtime = await import('./runtime.ts');
  const deals = await import('./deal-shared.ts');
  const context = await import('../elements/context-store.ts');
  return { ...runtime, ...deals, ...context };
}

afterEach(() => {
  vi.resetModules();
});

describe('embed runtime', () => {
  it('gives a profile-only page the users and files resources and nothing of the deals', async () => {
    const { configureEmbed, elementContext } = await load();
    const runtime = configureEmbed(config);
    const context = elementContext();
    expect(Object.keys(context.client)).toEqual(['users', 'files']);
    expect(context.state).toEqual({});
    expect(context).toMatchObject({ lang: 'fr', appUrl: 'https://app.example' });
    // Once per page, however many chunks ask.
    expect(configureEmbed({ ...config, lang: 'tr' })).toBe(runtime);
    expect(elementContext().lang).toBe('fr');
  });

  it('lets the deal chunks add deals and the deal slice on the same transport, once', async () => {
    const { configureDealEmbed, configureEmbed, elementContext } = await load();
    configureEmbed(config);
    configureDealEmbed(config);
    const { client, state } = elementContext();
    expect(Object.keys(client).sort()).toEqual(['deals', 'files', 'users']);
    expect(client.files.downloadUrl('a/b.png', { inline: true })).toMatch(/^https:\/\/api\.example\//);
    const slice = state.deal;
    expect(slice.getState().lists.offers.page).toBe(0);
    configureDealEmbed(config);
    expect(elementContext().state.deal).toBe(slice);
  });
});
