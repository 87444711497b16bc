import { asElement } from '../elements/as-element.tsx';
import { ChatBox } from './ChatBox.tsx';

/** `<dg-chat-box room="uuid">` or `<dg-chat-box user="ID-or-username">`, not registered; see define.ts. */
export const ChatBoxElement = asElement(ChatBox, { room: 'string', user: 'string' });
