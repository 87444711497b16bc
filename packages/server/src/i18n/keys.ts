import type { en } from './en.ts';

/** A message's key: every English key (en.ts is the source every other language translates). */
export type MessageKey = keyof typeof en;
/** A language's messages: every English key, translated. Here, not in catalogue.ts, so fr.ts and tr.ts need not import the module that imports them. */
export type Catalogue = Record<MessageKey, string>;
