import { en } from './en.ts';
import { fr } from './fr.ts';
import type { Catalogue, MessageKey } from './keys.ts';
import { tr } from './tr.ts';

/** The languages the server answers in: the app's and the widgets' three. */
export const LANGUAGES = ['en', 'fr', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export type { Catalogue, MessageKey } from './keys.ts';

const catalogues: Record<Language, Catalogue> = { en, fr, tr };

/** A message to render in the caller's language: a catalogue key and the values its `{name}` slots take. */
export interface Message {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}
/** A value for a `{name}` slot: text taken as is (a name, a number) or a message rendered in the same language. */
export type MessageParam = string | number | Message;

/** The message `key` with its params, rendered later in the language of the request it answers. */
export function t(key: MessageKey, params?: Message['params']): Message {
  return params ? { key, params } : { key };
}

const isMessage = (value: MessageParam): value is Message => typeof value === 'object';

/** Renders a message in a language; a `{name}` without a param stays as written. */
export function render(message: Message, language: Language): string {
  const template = catalogues[language][message.key];
  const params = message.params ?? {};
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = params[name];
    if (value === undefined) return slot;
    return isMessage(value) ? render(value, language) : String(value);
  });
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The first of our languages an `Accept-Language` header asks for, by its q-values (`fr-CA;q=0.9, en;q=0.5` → fr);
 * undefined when it names none of them.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...options] = entry.trim().split(';');
      const q = options.map((option) => option.trim()).find((option) => option.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => isLanguage(entry.language))?.language as Language | undefined;
}
