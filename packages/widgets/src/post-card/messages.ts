import type { MessageTable } from '../i18n/translate.ts';
import { en, type PostMessageKey } from './messages-en.ts';
import { fr } from './messages-fr.ts';
import { tr } from './messages-tr.ts';

export type { PostMessageKey, PostStrings } from './messages-en.ts';

/**
 * The post card's strings in en, fr and tr, for `PostCard` (the library and the app). Each language is a module of its
 * own so that the embed's chunk for a page carries that page's language only (src/embed/widgets/post-{lang}.ts).
 */
export const POST_MESSAGES: MessageTable<PostMessageKey> = { en, fr, tr };
