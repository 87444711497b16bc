import { tr } from '../../chat-box/messages-tr.ts';
import { registerChat } from '../chat-shared.tsx';

/** Chunk for `<dg-chat-box>` on a page in Turkish (`data-lang="tr"`): the whole chat chunk with the box's Turkish strings. */
export const register = registerChat(tr);
