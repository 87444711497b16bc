import { fr } from '../../chat-box/messages-fr.ts';
import { registerChat } from '../chat-shared.tsx';

/** Chunk for `<dg-chat-box>` on a page in French (`data-lang="fr"`): the whole chat chunk with the box's French strings. */
export const register = registerChat(fr);
