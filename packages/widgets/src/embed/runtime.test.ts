import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from './embed-config.ts';

const config: EmbedConfig = { api: 'https://api.example', lang: 'fr', appUrl: 'https://app.example', base: 'https://cdn.example/e/' };

// Each test gets fresh modules: the embed configures itself once per page.
async function load() {
  vi.resetModules();
  const runtime = await import('./runtime.ts');
  const deals = await import('./deal-shared.ts');
  const companies = await import('./company-shared.ts');
  const context = await import('../elements/context-store.ts');
  return { ...runtime, ...deals, ...companies, ...context };
}

afterEach(() => {
  vi.resetModules();
});

describe('embed runtime', () => {
  it('gives every page the files resource and a signed-out viewer, and nothing of the profiles, deals or posts', async () => {
    const { configureEmbed, elementContext } = await load();
    const runtime = configureEmbed(config);
    const context = elementContext();
    expect(Object.keys(context.client)).toEqual(['files']);
    expect(Object.keys(context.state)).toEqual(['user']);
    expect(context.state.user?.getState().user.id).toBe(-1);
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
    expect(Object.keys(client).sort()).toEqual(['deals', 'files']);
    expect(client.files.downloadUrl('a/b.png', { inline: true })).toMatch(/^https:\/\/api\.example\//);
    const slice = state.deal;
    expect(slice.getState().lists.offers.page).toBe(0);
    configureDealEmbed(config);
    expect(elementContext().state.deal).toBe(slice);
  });

  it('lets the company chunk add the company reads (not the whole companies resource) on the same transport, once', async () => {
    const { configureCompanyEmbed, elementContext } = await load();
    configureCompanyEmbed(config);
    const { client, state } = elementContext();
    expect(Object.keys(client).sort()).toEqual(['companies', 'files']);
    expect(Object.keys(client.companies).sort()).toEqual(['deals', 'follow', 'get', 'isFollower', 'unfollow']);
    const reads = client.companies;
    configureCompanyEmbed(config);
    expect(elementContext().client.companies).toBe(reads);
    expect(state.deal).toBeUndefined();
  });
});
