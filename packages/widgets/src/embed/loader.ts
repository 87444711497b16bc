import { type EmbedConfig, readEmbedConfig } from './embed-config.ts';
import { WIDGET_CHUNKS } from './widget-chunks.ts';

/** What a widget chunk exports: registers its element for this page's configuration. */
export interface WidgetChunk {
  register(config: EmbedConfig): void;
}

/**
 * The one script a partner adds. It stays tiny: it reads the tag's attributes and loads a widget's
 * ES module chunk (and the shared runtime it imports) only once that widget's tag is on the page.
 */
function start(script: HTMLScriptElement) {
  const config = readEmbedConfig(script, document);
  const pending = new Map(Object.entries(WIDGET_CHUNKS));

  const load = (name: string, chunk: string) => {
    pending.delete(name);
    import(/* @vite-ignore */ `${config.base}widgets/${(chunk || name).replace('{lang}', config.lang)}.js`)
      .then((module: WidgetChunk) => module.register(config))
      .catch((error: unknown) => console.error(`[dealgrow] could not load <dg-${name}>`, error));
  };
  const scan = () => {
    for (const [name, chunk] of pending) if (document.querySelector(`dg-${name}`)) load(name, chunk);
    if (!pending.size) observer.disconnect();
  };
  // Widgets added later (by the parser or by the page's scripts) load when they appear.
  const observer = new MutationObserver(scan);
  observer.observe(document.documentElement, { childList: true, subtree: true });
  scan();
}

const script = (document.currentScript ?? document.querySelector('script[src*="dealgrow-embed"]')) as HTMLScriptElement | null;
if (script) start(script);
else console.error('[dealgrow] could not find the embed <script> tag.');
