import { afterEach, describe, expect, it } from 'vitest';
import { readEmbedConfig } from './embed-config.ts';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

afterEach(() => {
  document.documentElement.lang = '';
});

describe('readEmbedConfig', () => {
  it('reads data-api, data-lang and data-app, and finds the chunks beside the script', () => {
    const config = readEmbedConfig(
      scriptTag({
        src: 'https://cdn.partner.example/dealgrow/dealgrow-embed.js',
        'data-api': 'http://127.0.0.1:8787/',
        'data-lang': 'fr',
        'data-app': 'https://app.example',
      }),
      document,
    );
    expect(config).toEqual({
      api: 'http://127.0.0.1:8787',
      lang: 'fr',
      appUrl: 'https://app.example',
      base: 'https://cdn.partner.example/dealgrow/',
    });
  });

  it("falls back to the page's language, then English, and to the flagship site", () => {
    document.documentElement.lang = 'tr-TR';
    const fromPage = readEmbedConfig(
      scriptTag({ src: 'https://cdn.example/e/dealgrow-embed.js', 'data-api': 'https://api.example' }),
      document,
    );
    expect(fromPage).toMatchObject({ lang: 'tr', appUrl: 'https://dealgrow.io' });
    document.documentElement.lang = 'de';
    const unknown = readEmbedConfig(scriptTag({ src: 'https://cdn.example/e/dealgrow-embed.js', 'data-lang': 'xx' }), document);
    expect(unknown).toMatchObject({ lang: 'en', api: 'https://cdn.example' });
  });
});
