import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { type ChatRealtimeEvents, type ChatRealtimeStatus, DealgrowProvider } from '../provider.tsx';
import { signedInState } from '../testing/fake-client.ts';
import { ChatBox } from './ChatBox.tsx';
import {
  FAKE_ROOM_UUID,
  type FakeChatOptions,
  type FakeRealtime,
  fakeChatClient,
  fakeRealtime,
  fakeRoom,
  UNREACHABLE,
} from './fake-chat.ts';

/** What the server would answer in the page's language (docs/server-messages.md): the story's refusals, as words. */
const SERVER_SAYS: Record<Language, { notConnected: string; rateLimited: string }> = {
  en: {
    notConnected: 'You can only message your connections. Send Ada Laurent an invitation first.',
    rateLimited: 'Too many attempts. Try again in 42 seconds.',
  },
  fr: {
    notConnected: 'Vous ne pouvez écrire qu’à vos relations. Envoyez d’abord une invitation à Ada Laurent.',
    rateLimited: 'Trop de tentatives. Réessayez dans 42 secondes.',
  },
  tr: {
    notConnected: 'Yalnızca bağlantılarınıza mesaj gönderebilirsiniz. Önce Ada Laurent adlı üyeye bir istek gönderin.',
    rateLimited: 'Çok fazla deneme. 42 saniye sonra yeniden deneyin.',
  },
};

/** Story args: the box's own props, the fake server's behaviour, and the page's live connection. */
interface ChatStoryArgs {
  room?: string;
  user?: string;
  lang: Language;
  /** How the fake chat server answers (no network). */
  server: 'conversation' | 'empty' | 'signed-out' | 'loading' | 'not-connected' | 'unreachable' | 'send-fails' | 'send-waits';
  /** The page's live connection (a fake one). */
  connection: ChatRealtimeStatus;
  /** Ada types in the conversation (her `typing` is delivered again every 4 s). */
  adaTyping?: boolean;
  /** Written and sent by the story once the box shows (the sending and refused states). */
  write?: string;
}

function serverOptions(server: ChatStoryArgs['server'], lang: Language): FakeChatOptions {
  const refusal = { data: undefined, success: false as const, status: 403, statusText: '' };
  switch (server) {
    case 'empty':
      return { messages: [], room: fakeRoom({ lastSequence: 0, totalUnreadMessages: 0, lastChatMessage: null, readUpTo: [] }) };
    case 'signed-out':
      return { signedIn: false };
    case 'loading':
      return { pending: true };
    case 'not-connected':
      return {
        refuse: { ...refusal, error: { code: 'not_connected', status: 403, message: SERVER_SAYS[lang].notConnected, retryable: false } },
      };
    case 'unreachable':
      return { refuse: UNREACHABLE };
    case 'send-fails':
      return { sendFails: SERVER_SAYS[lang].rateLimited };
    case 'send-waits':
      return { sendPending: true };
    default:
      return {};
  }
}

/** A fake connection on which Ada keeps typing in the story's room. */
function typingRealtime(status: ChatRealtimeStatus): FakeRealtime {
  const realtime = fakeRealtime(status);
  const on = realtime.on.bind(realtime);
  realtime.on = <E extends keyof ChatRealtimeEvents>(event: E, handler: (payload: ChatRealtimeEvents[E]) => void) => {
    const off = on(event, handler);
    if (event !== 'typing') return off;
    const tell = () => realtime.emit('typing', { roomId: 7, room_uuid: FAKE_ROOM_UUID, userId: 1, typing: true });
    const first = setTimeout(tell, 0);
    const again = setInterval(tell, 4_000);
    return () => {
      clearTimeout(first);
      clearInterval(again);
      off();
    };
  };
  return realtime;
}

function ChatStory({ room, user, lang, server, connection, adaTyping }: ChatStoryArgs) {
  // A fake SDK client and connection per story (kept across renders): stories never touch the network.
  const { client } = useMemo(() => fakeChatClient(serverOptions(server, lang)), [server, lang]);
  const realtime = useMemo(() => (adaTyping ? typingRealtime(connection) : fakeRealtime(connection)), [adaTyping, connection]);
  const signedIn = server !== 'signed-out';
  return (
    <DealgrowProvider
      client={client}
      state={signedIn ? { ...signedInState(), realtime } : createDealgrowState()}
      lang={lang}
      appUrl="https://dealgrow.io"
    >
      <ChatBox room={room} user={user} />
    </DealgrowProvider>
  );
}

/** Types `text` in the box's composer once it shows, and sends it (as a reader would, Enter aside). */
async function writeAndSend(canvas: HTMLElement, text: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let input = canvas.querySelector<HTMLTextAreaElement>('[part="input"]');
  while (!input && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    input = canvas.querySelector<HTMLTextAreaElement>('[part="input"]');
  }
  if (!input) throw new Error('the chat box has no composer');
  // React reads the value a native input event carries.
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  input.form?.requestSubmit();
}

const meta = {
  title: 'Widgets/ChatBox',
  component: ChatStory,
  args: { room: FAKE_ROOM_UUID, lang: 'en', server: 'conversation', connection: 'connected' },
  argTypes: {
    lang: { control: 'inline-radio', options: ['en', 'fr', 'tr'] },
    server: {
      control: 'select',
      options: ['conversation', 'empty', 'signed-out', 'loading', 'not-connected', 'unreachable', 'send-fails', 'send-waits'],
    },
    connection: { control: 'inline-radio', options: ['idle', 'connecting', 'connected', 'reconnecting', 'offline'] },
    adaTyping: { control: 'boolean' },
  },
} satisfies Meta<typeof ChatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const state =
  (args: Partial<ChatStoryArgs>) =>
  (lang: Language): Story => ({ args: { lang, ...args } });
const WRITTEN: Record<Language, string> = {
  en: 'Are the samples ready?',
  fr: 'Les échantillons sont-ils prêts ?',
  tr: 'Numuneler hazır mı?',
};
const written =
  (args: Partial<ChatStoryArgs>) =>
  (lang: Language): Story => ({
    args: { lang, write: WRITTEN[lang], ...args },
    play: async ({ canvasElement, args: { write } }) => {
      if (write) await writeAndSend(canvasElement, write);
    },
  });

const conversation = state({});
const withMember = state({ room: undefined, user: 'ada' });
const typing = state({ adaTyping: true });
const sending = written({ server: 'send-waits' });
const sendFailed = written({ server: 'send-fails' });
const reconnecting = state({ connection: 'reconnecting' });
const offline = state({ connection: 'offline' });
const empty = state({ server: 'empty' });
const signedOut = state({ server: 'signed-out' });
const loading = state({ server: 'loading' });
const notFound = state({ room: 'b1f0c3d2-0000-4000-8000-000000000000' });
const notConnected = state({ room: undefined, user: 'ada', server: 'not-connected' });
const failed = state({ server: 'unreachable' });

export const Conversation: Story = conversation('en');
export const ConversationFrench: Story = conversation('fr');
export const ConversationTurkish: Story = conversation('tr');
export const OpenedWithMember: Story = withMember('en');
export const OpenedWithMemberFrench: Story = withMember('fr');
export const OpenedWithMemberTurkish: Story = withMember('tr');
export const Typing: Story = typing('en');
export const TypingFrench: Story = typing('fr');
export const TypingTurkish: Story = typing('tr');
export const Sending: Story = sending('en');
export const SendingFrench: Story = sending('fr');
export const SendingTurkish: Story = sending('tr');
export const SendFailed: Story = sendFailed('en');
export const SendFailedFrench: Story = sendFailed('fr');
export const SendFailedTurkish: Story = sendFailed('tr');
export const Reconnecting: Story = reconnecting('en');
export const ReconnectingFrench: Story = reconnecting('fr');
export const ReconnectingTurkish: Story = reconnecting('tr');
export const Offline: Story = offline('en');
export const OfflineFrench: Story = offline('fr');
export const OfflineTurkish: Story = offline('tr');
export const Empty: Story = empty('en');
export const EmptyFrench: Story = empty('fr');
export const EmptyTurkish: Story = empty('tr');
export const SignedOut: Story = signedOut('en');
export const SignedOutFrench: Story = signedOut('fr');
export const SignedOutTurkish: Story = signedOut('tr');
export const Loading: Story = loading('en');
export const LoadingFrench: Story = loading('fr');
export const LoadingTurkish: Story = loading('tr');
export const NotFound: Story = notFound('en');
export const NotFoundFrench: Story = notFound('fr');
export const NotFoundTurkish: Story = notFound('tr');
export const NotConnected: Story = notConnected('en');
export const NotConnectedFrench: Story = notConnected('fr');
export const NotConnectedTurkish: Story = notConnected('tr');
export const LoadError: Story = failed('en');
export const LoadErrorFrench: Story = failed('fr');
export const LoadErrorTurkish: Story = failed('tr');
