import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedConfig } from './embed-config.ts';
import { readEmbedConfig } from './embed-config.ts';

const config: EmbedConfig = { api: 'https://api.example', lang: 'en', appUrl: 'https://app.example', base: 'https://cdn.example/e/' };

// Fresh modules per test: the embed configures itself once per page.
async function load() {
  vi.resetModules();
  const shared = await import('./connect-shared.ts');
  const context = await import('../elements/context-store.ts');
  return { ...shared, ...context };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the connect button in the embed', () => {
  it('reads a token only from data-token, never from the page', () => {
    document.cookie = 'token=partner-cookie';
    const script = document.createElement('script');
    script.setAttribute('src', 'https://cdn.example/e/dealgrow-embed.js');
    expect(readEmbedConfig(script, document).token).toBeUndefined();
    script.dataset.token = ' member-token ';
    expect(readEmbedConfig(script, document).token).toBe('member-token');
    document.cookie = 'token=; Max-Age=0';
  });

  it('without a token: the users and three connect calls, a signed-out viewer, and no call to the API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { configureConnectEmbed, elementContext } = await load();
    configureConnectEmbed(config);
    const { client, state } = elementContext();
    expect(Object.keys(client.network).sort()).toEqual(['cancelConnectionRequest', 'respondToConnectionRequest', 'sendConnectionRequest']);
    // The profile's `users` calls come with the profile chunk, not in the core every page loads.
    expect(Object.keys(client.users).sort()).toEqual(['me', 'profile', 'userProfile']);
    expect(state.user?.getState().user.id).toBe(-1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a token: the viewer is the member the API answers for it, sent as a bearer token', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(new Headers(init.headers).get('authorization')).toBe('Bearer member-token');
      return new Response(JSON.stringify({ id: 7, username: 'vera' }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { configureConnectEmbed, elementContext } = await load();
    configureConnectEmbed({ ...config, token: 'member-token' });
    const user = elementContext().state.user;
    const changed = vi.fn();
    user?.subscribe(changed);
    await vi.waitFor(() => expect(user?.getState().user.id).toBe(7));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://api.example/users/me');
    // Once per page, however many chunks ask.
    configureConnectEmbed({ ...config, token: 'member-token' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
