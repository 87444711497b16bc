/**
 * The chat box's English strings, a module of their own (as messages-fr.ts and messages-tr.ts): the embed's chat chunk
 * for an English page imports this one only (src/embed/widgets/chat-box-en.ts).
 */
export const en = {
  'chat.label': 'Conversation with {name}',
  'chat.loading': 'Loading conversation…',
  'chat.error': 'The conversation could not be loaded.',
  'chat.notFound': 'This conversation could not be found.',
  'chat.retry': 'Try again',
  'chat.signIn': 'Sign in to Dealgrow to send messages',
  'chat.earlier': 'Load earlier messages',
  'chat.empty': 'No messages yet. Say hello!',
  'chat.unread': 'Unread messages',
  'chat.seen': 'Seen',
  'chat.typing': '{name} is typing…',
  'chat.input': 'Write a message',
  'chat.send': 'Send',
  'chat.sending': 'Sending…',
  'chat.failed': 'Not sent.',
  'chat.reconnecting': 'Reconnecting…',
  'chat.offline': 'Offline',
  'chat.auto': 'Automatic reply',
} as const;

export type ChatMessageKey = keyof typeof en;
/** The chat box's strings in one language. */
export type ChatStrings = Readonly<Record<ChatMessageKey, string>>;
