import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAKE_POSTS } from '../post-card/fake-posts.ts';
import type { EmbedConfig } from './embed-config.ts';
import { chunkOf } from './widget-chunks.ts';

const config: EmbedConfig = { api: 'https://api.example', lang: 'tr', appUrl: 'https://app.example', base: 'https://cdn.example/e/' };

afterEach(() => {
  for (const element of document.querySelectorAll('dg-post')) element.remove();
  vi.unstubAllGlobals();
  vi.resetModules();
});

const shadowText = (element: Element) => element.shadowRoot?.textContent ?? '';

describe('<dg-post> in the embed', () => {
  it('loads the chunk of the page’s language: the loader fills in {lang}', () => {
    expect(chunkOf('dg-post')).toBe('post-{lang}');
  });

  it('a language chunk adds the post read (getPost only) on the shared transport and defines <dg-post>, speaking its language', async () => {
    const post = { ...FAKE_POSTS.body, created_at: new Date(Date.now() - 3 * 3_600_000).toISOString() };
    const fetch = vi.fn(async (url: string) =>
      url.endsWith('/post/301')
        ? new Response(JSON.stringify(post), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Not found', code: 'not_found' }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.resetModules();
    const { register } = await import('./widgets/post-tr.ts');
    const { elementContext } = await import('../elements/context-store.ts');
    register(config);
    register(config);
    const { client } = elementContext();
    expect(Object.keys(client).sort()).toEqual(['files', 'posts']);
    expect(Object.keys(client.posts)).toEqual(['getPost']);

    const found = document.createElement('dg-post');
    found.setAttribute('post', '301');
    const missing = document.createElement('dg-post');
    missing.setAttribute('post', '999');
    document.body.append(found, missing);
    await vi.waitFor(() => expect(shadowText(missing)).toBe('Bu gönderi bulunamadı.'));
    await vi.waitFor(() => expect(shadowText(found)).toContain('Our new warehouse in Lyon is open!'));
    // The Turkish words of the chunk: the relative time and the actions.
    expect(found.shadowRoot?.querySelector('[part~="time"]')?.textContent).toBe('3s');
    expect(found.shadowRoot?.querySelector('[part~="action-like"]')?.textContent).toBe(`Beğen ${post.likes}`);
    expect(found.shadowRoot?.querySelector('[part~="action-like"]')?.getAttribute('href')).toBe('https://app.example/tr/post/301');
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual(['https://api.example/post/301', 'https://api.example/post/999']);
  });
});
