import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatResource, ChatRoom } from '../resources/chat.ts';
import type { ApiResult } from '../transport/result.ts';
import { createMessageSlice, MESSAGE_ERROR_MESSAGES, messageSlice, sortConversations, unreadInRooms } from './message.ts';
import { createDealgrowState } from './root.ts';

const VIEWER = 1;
const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

function message(roomId: number, sequence: number, minute: number, senderId = 2): ChatMessage {
  return {
    id: roomId * 1000 + sequence,
    room_id: roomId,
    room_uuid: `00000000-0000-4000-8000-${String(roomId).padStart(12, '0')}`,
    sequence,
    text: `message ${sequence}`,
    file: null,
    sender: {
      id: senderId,
      username: `member${senderId}`,
      firstName: 'Member',
      lastName: String(senderId),
      fullName: `Member ${senderId}`,
      profilePhoto: null,
    } as unknown as ChatMessage['sender'],
    sender_company: null,
    is_auto: false,
    created_at: at(minute),
  };
}

function room(id: number, minute: number | null, fields: Partial<ChatRoom> = {}): ChatRoom {
  const last = minute === null ? null : message(id, 3, minute);
  return {
    id,
    room_uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    room_type: 'private',
    title: null,
    clubId: null,
    companyId: null,
    participants: [],
    participantsCount: 2,
    lastSequence: last ? 3 : 0,
    totalUnreadMessages: 0,
    lastChatMessage: last,
    isArchived: false,
    readUpTo: [],
    created_at: at(0),
    updated_at: at(0),
    ...fields,
  };
}

const ok = <T>(data: T, status = 200): ApiResult<T> => ({ data, success: true, status, statusText: 'OK' });
const failed = <T>(status: number, message = '', code = `http_${status}`): ApiResult<T> => ({
  data: undefined,
  success: false,
  status,
  statusText: 'Error',
  error: { code, status, message, retryable: false },
});
const page = (items: ChatRoom[]) => ({ items, total: items.length, page: 1, limit: 20 });
const ids = (rooms: ChatRoom[]) => rooms.map((entry) => entry.id);

/** A chat resource answering from fixed data. */
function fakeChat(answers: Partial<{ [K in keyof ChatResource]: ChatResource[K] }>): ChatResource {
  return answers as ChatResource;
}

function loaded(active: ChatRoom[], archived: ChatRoom[] = []) {
  const slice = createMessageSlice();
  slice.getState().receiveRooms([...active, ...archived.map((entry) => ({ ...entry, isArchived: true }))]);
  return slice;
}

describe('message slice (SPEC §4 conversation rules)', () => {
  it('sorts conversations newest last message first, a room without messages by its creation', async () => {
    const slice = createMessageSlice();
    const list = async () => ok(page([room(1, 5), room(2, 30), room(3, null), room(4, 12)]));
    await slice.getState().loadConversations(fakeChat({ list }));
    expect(ids(slice.getState().conversations)).toEqual([2, 4, 1, 3]);
    expect(ids(sortConversations([room(7, 1), room(8, 1)]))).toEqual([8, 7]);
  });

  it('a new message moves its room to the top, with the message as its last and one more unread', () => {
    const slice = loaded([room(1, 30), room(2, 20), room(3, 10)]);
    expect(slice.getState().receiveMessage(message(3, 4, 40), VIEWER)).toBe(true);
    const state = slice.getState();
    expect(ids(state.conversations)).toEqual([3, 1, 2]);
    expect(state.conversations[0]?.lastChatMessage?.sequence).toBe(4);
    expect(state.conversations[0]?.lastSequence).toBe(4);
    expect(state.unread[3]).toBe(1);
    expect(state.totalUnread).toBe(1);
  });

  it('a new message in an archived room keeps it archived and moves it to the top of archived', () => {
    const slice = loaded([room(1, 30)], [room(5, 20), room(6, 10)]);
    slice.getState().receiveMessage(message(6, 4, 45), VIEWER);
    const state = slice.getState();
    expect(ids(state.archived)).toEqual([6, 5]);
    expect(ids(state.conversations)).toEqual([1]);
    expect(state.archived[0]?.isArchived).toBe(true);
  });

  it("the viewer's own message, or one in the open room, adds no unread; a duplicate changes nothing", () => {
    const slice = loaded([room(1, 30), room(2, 20)]);
    slice.getState().receiveMessage(message(2, 4, 40, VIEWER), VIEWER);
    expect(slice.getState().unread[2]).toBe(0);
    slice.getState().openRoom(1);
    slice.getState().receiveMessage(message(1, 4, 41), VIEWER);
    expect(slice.getState().unread[1]).toBe(0);
    slice.getState().receiveMessage(message(2, 5, 42), VIEWER);
    slice.getState().receiveMessage(message(2, 5, 42), VIEWER);
    expect(slice.getState().unread[2]).toBe(1);
    expect(slice.getState().totalUnread).toBe(1);
  });

  it('a message of a room in neither list answers false, so the app loads the room', async () => {
    const slice = loaded([room(1, 30)]);
    expect(slice.getState().receiveMessage(message(9, 1, 50), VIEWER)).toBe(false);
    const get = async () => ok(room(9, 50, { totalUnreadMessages: 1 }));
    await slice.getState().loadRoom(9, fakeChat({ get }));
    expect(ids(slice.getState().conversations)).toEqual([9, 1]);
    expect(slice.getState().unread[9]).toBe(1);
  });

  it('archiving moves rooms from the active list to the archived list and back, in order', async () => {
    const slice = loaded([room(1, 30), room(2, 20), room(3, 10)], [room(4, 25)]);
    const calls: unknown[] = [];
    const chat = fakeChat({
      archive: async (id, input) => {
        calls.push(['archive', id, input]);
        return ok(room(Number(id), 0, { isArchived: input.isArchived }));
      },
      archiveMany: async (input) => {
        calls.push(['archiveMany', input]);
        return ok({ updated: input.ids.map(Number) });
      },
    });
    expect(await slice.getState().archive([1, 3], true, chat)).toBe(true);
    expect(ids(slice.getState().conversations)).toEqual([2]);
    expect(ids(slice.getState().archived)).toEqual([1, 4, 3]);
    expect(await slice.getState().archive([4], false, chat)).toBe(true);
    expect(ids(slice.getState().conversations)).toEqual([4, 2]);
    expect(calls).toEqual([
      ['archiveMany', { ids: [1, 3], isArchived: true }],
      ['archive', 4, { isArchived: false }],
    ]);
    const refused = fakeChat({ archive: async () => failed(403, 'You are not in this conversation.', 'forbidden') });
    expect(await slice.getState().archive([2], true, refused)).toBe(false);
    expect(ids(slice.getState().conversations)).toEqual([4, 2]);
  });

  it('deleting removes the rooms, clears them from the selection and closes the open room if it was deleted', async () => {
    const slice = loaded([room(1, 30, { totalUnreadMessages: 2 }), room(2, 20), room(3, 10)], [room(4, 5)]);
    slice.setState({ totalUnread: 2 });
    slice.getState().setSelection([1, 2, 3]);
    slice.getState().openRoom(1);
    const chat = fakeChat({ deleteMany: async (input) => ok({ deleted: input.ids.map(Number) }) });
    expect(await slice.getState().deleteRooms([1, 2], chat, { target: 'user', targetId: VIEWER })).toBe(true);
    const state = slice.getState();
    expect(ids(state.conversations)).toEqual([3]);
    expect(state.selection).toEqual([3]);
    expect(state.openRoomId).toBeNull();
    expect(state.totalUnread).toBe(0);
    expect(state.newMessageOpen).toBe(false);

    slice.getState().openRoom(3);
    slice.getState().removeRooms([4]);
    expect(slice.getState().openRoomId).toBe(3);
  });

  it('once no conversation remains, the new-message panel opens (after a delete, or an empty first load)', async () => {
    const slice = loaded([room(1, 30)], [room(2, 20)]);
    const chat = fakeChat({ deleteFor: async () => ok(undefined, 204) });
    await slice.getState().deleteRooms([1], chat, { target: 'user', targetId: VIEWER });
    expect(slice.getState().newMessageOpen).toBe(false);
    await slice.getState().deleteRooms([2], chat, { target: 'user', targetId: VIEWER });
    expect(slice.getState().newMessageOpen).toBe(true);

    const empty = createMessageSlice();
    await empty.getState().loadConversations(fakeChat({ list: async () => ok(page([])) }));
    expect(empty.getState().newMessageOpen).toBe(true);
  });

  it('changing the tab clears the open room and the selection, and closes new-message unless the tab is private', () => {
    const slice = loaded([room(1, 30), room(2, 20)]);
    slice.getState().openRoom(1);
    slice.getState().setSelection([1, 2]);
    slice.getState().setTab('company');
    expect(slice.getState()).toMatchObject({ tab: 'company', openRoomId: null, selection: [] });

    slice.getState().setNewMessageOpen(true);
    slice.getState().setTab('private');
    expect(slice.getState()).toMatchObject({ tab: 'private', newMessageOpen: true });
    slice.getState().setTab('archived');
    expect(slice.getState().newMessageOpen).toBe(false);
    slice.getState().setNewMessageOpen(true);
    slice.getState().setTab('club');
    expect(slice.getState().newMessageOpen).toBe(false);
  });

  it('opening a room closes new-message; opening new-message closes the room', () => {
    const slice = loaded([room(1, 30)]);
    slice.getState().setNewMessageOpen(true);
    slice.getState().openRoom(1);
    expect(slice.getState()).toMatchObject({ openRoomId: 1, newMessageOpen: false });
    slice.getState().setNewMessageOpen(true);
    expect(slice.getState()).toMatchObject({ openRoomId: null, newMessageOpen: true });
  });

  it('keeps unread counts per room and in total; marking seen keeps the server answer', async () => {
    const slice = loaded([room(1, 30, { totalUnreadMessages: 3 }), room(2, 20, { totalUnreadMessages: 2 })]);
    expect(unreadInRooms(slice.getState())).toBe(5);
    await slice.getState().loadUnreadTotal(fakeChat({ unreadTotal: async () => ok({ total: 9, rooms: 3 }) }));
    expect(slice.getState().totalUnread).toBe(9);
    const seen: unknown[] = [];
    const chat = fakeChat({
      seen: async (id, input) => {
        seen.push([id, input]);
        return ok({ sequence: 3, totalUnreadMessages: 0 });
      },
    });
    await slice.getState().markSeen(1, chat);
    expect(seen).toEqual([[1, {}]]);
    expect(slice.getState().unread).toEqual({ 1: 0, 2: 2 });
    expect(slice.getState().totalUnread).toBe(6);
    expect(slice.getState().conversations.find((entry) => entry.id === 1)?.totalUnreadMessages).toBe(0);
    await slice.getState().markSeen(2, chat, 3);
    expect(seen[1]).toEqual([2, { sequence: 3 }]);
  });

  it('merges loaded and live messages by sequence without duplicates', () => {
    const slice = loaded([room(1, 30)]);
    slice.getState().receiveMessages(1, [message(1, 2, 1), message(1, 3, 2)]);
    slice.getState().receiveMessages(1, [message(1, 1, 0), message(1, 2, 1)]);
    slice.getState().receiveMessage(message(1, 4, 40), VIEWER);
    slice.getState().receiveMessage(message(1, 4, 40), VIEWER);
    expect(slice.getState().messages[1]?.map((entry) => entry.sequence)).toEqual([1, 2, 3, 4]);
  });
});

describe('message slice (SPEC §8 conversation errors)', () => {
  it.each([
    ['conversations', MESSAGE_ERROR_MESSAGES.conversations, 'Failed to fetch conversations'],
    ['archived', MESSAGE_ERROR_MESSAGES.archived, 'Failed to fetch archived conversations'],
  ] as const)('a failed %s list shows empty with "%s"', async (list, constant, text) => {
    expect(constant).toBe(text);
    const slice = loaded([room(1, 30)], [room(2, 20)]);
    await slice.getState().loadConversations(fakeChat({ list: async () => failed(500) }), list);
    expect(slice.getState()[list]).toEqual([]);
    expect(slice.getState().errors[list]).toBe(text);
    expect(slice.getState().loading[list]).toBe(false);
  });

  it('a network failure (no answer) also gives the SPEC §8 message', async () => {
    const slice = createMessageSlice();
    await slice.getState().loadConversations(fakeChat({ list: async () => failed(0, 'fetch failed', 'network_error') }));
    expect(slice.getState().errors.conversations).toBe('Failed to fetch conversations');
    await slice.getState().loadConversations(
      fakeChat({
        list: async () => {
          throw new Error('boom');
        },
      }),
      'archived',
    );
    expect(slice.getState().errors.archived).toBe('Failed to fetch archived conversations');
  });

  it('shows the server message when the server gave one', async () => {
    const slice = createMessageSlice();
    const refused = async () => failed<never>(403, 'You are not in this conversation.', 'forbidden');
    await slice.getState().loadConversations(fakeChat({ list: refused }));
    expect(slice.getState().errors.conversations).toBe('You are not in this conversation.');
    expect(await slice.getState().loadRoom(4, fakeChat({ get: refused }))).toBeNull();
    expect(slice.getState().errors.room).toBe('You are not in this conversation.');
  });

  it('a failed room load gives "Failed to fetch chat room"', async () => {
    const slice = createMessageSlice();
    await slice.getState().loadRoom(4, fakeChat({ get: async () => failed(500) }));
    expect(slice.getState().errors.room).toBe('Failed to fetch chat room');
  });

  it('failed deletes give "Failed to delete chat room" (one) and "Failed to delete chat rooms" (several), and keep the rooms', async () => {
    const slice = loaded([room(1, 30), room(2, 20)]);
    const chat = fakeChat({ deleteFor: async () => failed(500), deleteMany: async () => failed(502) });
    const viewer = { target: 'user', targetId: VIEWER } as const;
    expect(await slice.getState().deleteRooms([1], chat, viewer)).toBe(false);
    expect(slice.getState().errors.delete).toBe('Failed to delete chat room');
    expect(await slice.getState().deleteRooms([1, 2], chat, viewer)).toBe(false);
    expect(slice.getState().errors.delete).toBe('Failed to delete chat rooms');
    expect(ids(slice.getState().conversations)).toEqual([1, 2]);
    const conflict = fakeChat({ deleteFor: async () => failed(409, 'Delete the conversation instead', 'conflict') });
    await slice.getState().deleteRooms([1], conflict, viewer);
    expect(slice.getState().errors.delete).toBe('Delete the conversation instead');
  });

  it('an answer to an older load is dropped', async () => {
    const slice = createMessageSlice();
    let release: (value: ApiResult<ReturnType<typeof page>>) => void = () => {};
    const slow = fakeChat({ list: () => new Promise((resolve) => (release = resolve)) });
    const first = slice.getState().loadConversations(slow);
    await slice.getState().loadConversations(fakeChat({ list: async () => ok(page([room(2, 20)])) }));
    release(ok(page([room(1, 30)])));
    await first;
    expect(ids(slice.getState().conversations)).toEqual([2]);
  });
});

describe('the message slice of a state (messageSlice)', () => {
  it('is made once, on first ask, and cleared on logout', () => {
    const state = createDealgrowState();
    expect(messageSlice(state)).toBe(messageSlice(state));
    messageSlice(state)
      .getState()
      .receiveRooms([room(1, 30)]);
    messageSlice(state).getState().openRoom(1);
    state.logout();
    expect(messageSlice(state).getState()).toMatchObject({ conversations: [], openRoomId: null, totalUnread: 0, tab: 'private' });
  });
});
