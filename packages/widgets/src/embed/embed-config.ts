import { LANGUAGES, type Language } from '@dealgrow/sdk/state';
import { DEFAULT_APP_URL } from '../elements/element-context.ts';

/** What the partner's script tag says: `data-api`, `data-lang`, `data-app`, `data-token`. */
export interface EmbedConfig {
  /** The API base URL (`data-api`). */
  api: string;
  lang: Language;
  /** The flagship site for profile links (`data-app`). */
  appUrl: string;
  /** Where the embed's chunks live: the folder of the script itself. */
  base: string;
  /**
   * A member's Dealgrow token the partner hands over (`data-token`), so that the connect button acts for them;
   * never read from the page's cookies. Absent: the widgets call the API signed out.
   */
  token?: string;
}

const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** Reads the embed tag's attributes; the page's own `<html lang>` picks the language when `data-lang` is absent. */
export function readEmbedConfig(script: HTMLScriptElement, document: Document): EmbedConfig {
  const base = new URL('.', script.src || document.baseURI).href;
  const api = script.dataset.api?.trim() || new URL(base).origin;
  const pageLang = document.documentElement.lang.slice(0, 2).toLowerCase();
  const lang = isLanguage(script.dataset.lang) ? script.dataset.lang : isLanguage(pageLang) ? pageLang : 'en';
  const token = script.dataset.token?.trim();
  return { api: api.replace(/\/+$/, ''), lang, appUrl: script.dataset.app?.trim() || DEFAULT_APP_URL, base, ...(token ? { token } : {}) };
}
