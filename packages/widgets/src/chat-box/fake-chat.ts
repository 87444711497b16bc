import type { ApiResult, ChatMessage, ChatRoom } from '@dealgrow/sdk';
import type { ChatRealtime, ChatRealtimeEvents, ChatRealtimeStatus, WidgetClient } from '../provider.tsx';
import { FAKE_VIEWER_ID, fakeClient } from '../testing/fake-client.ts';

/** Stories' and tests' conversation: Vera (the viewer, id 50) and Ada (id 1), 40 messages, the last 2 unread. */
export const FAKE_ROOM_UUID = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';
const AT = Date.parse('2025-03-01T09:00:00.000Z');
const ADA = { id: 1, username: 'ada', firstName: 'Ada', lastName: 'Laurent', profilePhotoUrl: '' };
const VERA = { id: FAKE_VIEWER_ID, username: 'viewer', firstName: 'Vera', lastName: 'Martin', profilePhotoUrl: '' };

export function fakeMessage(sequence: number, text: string, fromViewer = sequence % 3 === 0): ChatMessage {
  return {
    id: 1000 + sequence,
    room_id: 7,
    room_uuid: FAKE_ROOM_UUID,
    sequence,
    text,
    file: null,
    sender: fromViewer ? VERA : ADA,
    sender_company: null,
    is_auto: false,
    created_at: new Date(AT + sequence * 60_000).toISOString(),
  };
}

export const FAKE_MESSAGES: readonly ChatMessage[] = Array.from({ length: 40 }, (_, index) =>
  fakeMessage(
    index + 1,
    index === 38 ? 'See the offer on https://dealgrow.io/deals/42 #logistics' : `Message ${index + 1}`,
    index === 37 || (index % 3 === 2 && index < 37),
  ),
);

export function fakeRoom(fields: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 7,
    room_uuid: FAKE_ROOM_UUID,
    room_type: 'private',
    title: null,
    clubId: null,
    companyId: null,
    participants: [
      { user: ADA, company: null, role: 'member' },
      { user: VERA, company: null, role: 'owner' },
    ],
    participantsCount: 2,
    lastSequence: 40,
    totalUnreadMessages: 2,
    lastChatMessage: FAKE_MESSAGES[39] ?? null,
    isArchived: false,
    readUpTo: [{ userId: 1, sequence: 38 }],
    created_at: new Date(AT).toISOString(),
    updated_at: new Date(AT).toISOString(),
    ...fields,
  };
}

const ok = <T>(data: T, status = 200): ApiResult<T> => ({ data, success: true, status, statusText: 'OK' });
const refused = (status: number, code: string, message: string): ApiResult<never> => ({
  data: undefined,
  success: false,
  status,
  statusText: '',
  error: { code, status, message, retryable: false },
});

/** How the fake chat server behaves: the room it answers, whether the viewer is signed in, what fails. */
export interface FakeChatOptions {
  room?: ChatRoom;
  messages?: readonly ChatMessage[];
  /** Whether the viewer is signed in, or asked at each call (a test that signs in and out). */
  signedIn?: boolean | (() => boolean);
  /** `GET /chat-room/{id}` (or creating the private room with a member) answers this instead. */
  refuse?: ApiResult<never>;
  /** Every call waits for ever (the loading state). */
  pending?: boolean;
  /** Sends fail with the server's message. */
  sendFails?: string;
  /** Sends wait for ever ("Sending…"). */
  sendPending?: boolean;
  unread?: number;
}

export const NOT_CONNECTED = refused(403, 'not_connected', 'You can only message your connections. Send Ada Laurent an invitation first.');
export const UNREACHABLE = refused(0, 'network_error', 'Could not reach the Dealgrow API. Check your connection.');

/** The fake client's calls as it received them, for tests. */
export interface FakeChatCalls {
  sent: { text: string; key: string | undefined }[];
  seen: number[];
  before: number[];
}

/** A widget client whose `chat` and `users.me` answer as a small chat server would, from memory (no network). */
export function fakeChatClient(options: FakeChatOptions = {}): { client: WidgetClient; calls: FakeChatCalls } {
  const { room = fakeRoom(), signedIn = true, pending = false } = options;
  let messages = [...(options.messages ?? FAKE_MESSAGES)];
  const calls: FakeChatCalls = { sent: [], seen: [], before: [] };
  const answer = <T>(result: ApiResult<T>): Promise<ApiResult<T>> =>
    pending
      ? new Promise(() => undefined)
      : Promise.resolve((typeof signedIn === 'function' ? signedIn() : signedIn) ? result : refused(401, 'unauthorized', 'Sign in first.'));
  const base = fakeClient();
  const client: WidgetClient = {
    ...base,
    users: {
      ...base.users,
      // The widgets read the session user's id only.
      me: (() => answer(ok({ id: FAKE_VIEWER_ID }))) as unknown as WidgetClient['users']['me'],
    },
    chat: {
      get: (id) =>
        answer(options.refuse ?? (String(id) === room.room_uuid || id === room.id ? ok(room) : refused(404, 'not_found', 'No room.'))),
      messages: (_id, query = {}) => {
        const before = typeof query.before === 'number' ? query.before : Number.POSITIVE_INFINITY;
        if (Number.isFinite(before)) calls.before.push(before);
        const older = messages.filter((message) => message.sequence < before);
        const limit = typeof query.limit === 'number' ? query.limit : 30;
        return answer(ok({ items: older.slice(-limit), hasMore: older.length > limit }));
      },
      send: (_id, input, callOptions) => {
        calls.sent.push({ text: input.text ?? '', key: callOptions?.idempotencyKey });
        if (options.sendPending) return new Promise(() => undefined);
        if (options.sendFails) return answer(refused(429, 'rate_limited', options.sendFails));
        const message = fakeMessage((messages.at(-1)?.sequence ?? 0) + 1, input.text ?? '', true);
        messages = [...messages, message];
        return answer(ok(message, 201));
      },
      seen: (_id, input = {}) => {
        calls.seen.push(input.sequence ?? 0);
        return answer(ok({ sequence: input.sequence ?? 0, totalUnreadMessages: 0 }));
      },
      unreadTotal: () => answer(ok({ total: options.unread ?? 3, rooms: 1 })),
      privateRoomBetween: () => answer(ok(options.refuse ? { exists: false, room: null } : { exists: true, room })),
      create: () => answer(options.refuse ?? ok(room, 201)),
    },
  };
  return { client, calls };
}

/** A realtime connection tests drive by hand: `emit` delivers a server event, `setStatus` changes the state. */
export interface FakeRealtime extends ChatRealtime {
  emit<E extends keyof ChatRealtimeEvents>(event: E, payload: ChatRealtimeEvents[E]): void;
  /** Whether anything listens to `event` yet: a box subscribes in an effect, after its first render. */
  listens(event: keyof ChatRealtimeEvents): boolean;
  setStatus(status: ChatRealtimeStatus): void;
  typed: { roomId: number; typing: boolean }[];
  connects: number;
}

export function fakeRealtime(initial: ChatRealtimeStatus = 'connected'): FakeRealtime {
  const handlers = new Map<string, Set<(payload: never) => void>>();
  const statusHandlers = new Set<(status: ChatRealtimeStatus) => void>();
  let status = initial;
  const realtime: FakeRealtime = {
    typed: [],
    connects: 0,
    get status() {
      return status;
    },
    connect() {
      realtime.connects++;
      return Promise.resolve();
    },
    onStatus(handler) {
      statusHandlers.add(handler);
      return () => statusHandlers.delete(handler);
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      const entry = handler as (payload: never) => void;
      set.add(entry);
      return () => set.delete(entry);
    },
    typing(roomId, typing) {
      realtime.typed.push({ roomId, typing });
    },
    track: () => undefined,
    listens: (event) => (handlers.get(event)?.size ?? 0) > 0,
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) (handler as (value: typeof payload) => void)(payload);
    },
    setStatus(next) {
      status = next;
      for (const handler of statusHandlers) handler(next);
    },
  };
  return realtime;
}
