import type { Language } from '@dealgrow/sdk/state';

/** A widget's own strings in every language; `satisfies MessageTable<keyof typeof en>` fails the typecheck when a language misses a key. */
export type MessageTable<Key extends string> = Readonly<Record<Language, Readonly<Record<Key, string>>>>;

/**
 * The message for `key` in `lang` from a widget's own table, with `{name}`-style placeholders filled
 * from `values`. Each widget carries only its table, so an embed chunk holds no other widget's strings.
 */
export function translate<Key extends string>(
  table: MessageTable<Key>,
  lang: Language,
  key: Key,
  values: Record<string, string> = {},
): string {
  const message: string = (table[lang] ?? table.en)[key];
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
