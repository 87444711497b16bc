import { en } from '../../chat-box/messages-en.ts';
import { registerChat } from '../chat-shared.tsx';

/** Chunk for `<dg-chat-box>` on a page in English (`data-lang="en"`): the whole chat chunk with the box's English strings. */
export const register = registerChat(en);
