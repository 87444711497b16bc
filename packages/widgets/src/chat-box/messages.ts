import type { MessageTable } from '../i18n/translate.ts';
import { type ChatMessageKey, en } from './messages-en.ts';
import { fr } from './messages-fr.ts';
import { tr } from './messages-tr.ts';

export type { ChatMessageKey, ChatStrings } from './messages-en.ts';

/**
 * The chat box's strings in en, fr and tr, for `ChatBox` (the library and the app). Each language is a module of its own
 * so that the embed's chat chunk for a page carries that page's language only (src/embed/widgets/chat-box-{lang}.ts).
 */
export const CHAT_MESSAGES: MessageTable<ChatMessageKey> = { en, fr, tr };
