import { describe, expect, it, vi } from 'vitest';
import type { Connection, Friendship, MemberCard } from '../resources/network.ts';
import type { PersonYouMightKnow } from '../resources/users.ts';
import type { ApiResult } from '../transport/result.ts';
import { connectionStatus } from './connection-status.ts';
import { createNetworkSlice, type NetworkListCalls } from './network.ts';
import { createDealgrowState } from './root.ts';

const ME = 1;
const AT = '2025-03-01T09:00:00.000Z';
const card = (id: number): MemberCard => ({
  id,
  username: `member${id}`,
  firstName: 'Member',
  lastName: String(id),
  profilePhotoUrl: 'http://api.test/assets/default-profile.svg',
  jobTitle: null,
  companyName: null,
});
const friendship = (id: number, sender: number, receiver: number, status: Friendship['status'] = 'pending_first_second'): Friendship => ({
  id,
  status,
  created_at: AT,
  updated_at: AT,
  deleted_at: null,
  user_id: sender,
  friend_id: receiver,
  sender: card(sender),
  receiver: card(receiver),
});
const person = (id: number): PersonYouMightKnow => ({ ...card(id), mutualConnectionsTotal: 2 });
const connection = (friendshipId: number, member: number): Connection => ({
  friendship_id: friendshipId,
  connected_at: AT,
  member: card(member),
});
const page = <T>(items: T[], total = items.length, number = 1) => ({ items, total, page: number, limit: 25 });
const ok = <T>(data: T): ApiResult<T> => ({ data, success: true, status: 200, statusText: 'OK' });

function loaded() {
  const slice = createNetworkSlice();
  const { receivePage } = slice.getState();
  receivePage('peopleMightKnow', page([person(5), person(6)]));
  receivePage('received', page([friendship(20, 4, ME), friendship(21, 8, ME)]));
  receivePage('sent', page([friendship(30, ME, 9)]));
  receivePage('connections', page([connection(40, 3)]));
  return slice;
}

describe('network slice (SPEC §4)', () => {
  it('marks the person pending when a request is sent, and lists it first among sent requests', () => {
    const slice = loaded();
    const sent = friendship(31, ME, 5);
    slice.getState().requestSent(sent);
    const state = slice.getState();
    expect(connectionStatus(state.friendships[5] ?? null, ME, 5)).toEqual({ label: 'Request Sent', action: 'cancel' });
    expect(state.lists.sent.items.map((item) => item.id)).toEqual([31, 30]);
    expect(state.lists.sent.total).toBe(2);
    // The person stays among people you might know, shown pending.
    expect(state.lists.peopleMightKnow.items.map((item) => item.id)).toEqual([5, 6]);
  });

  it('accepting removes the request from received (and sent) and marks the person friends, a new connection', () => {
    const slice = loaded();
    slice.getState().responded(friendship(20, 4, ME, 'accept'));
    const state = slice.getState();
    expect(state.lists.received.items.map((item) => item.id)).toEqual([21]);
    expect(state.lists.received.total).toBe(1);
    expect(state.lists.sent.items.map((item) => item.id)).toEqual([30]);
    expect(connectionStatus(state.friendships[4] ?? null, ME, 4)).toEqual({ label: 'Your Connection', action: 'none' });
    expect(state.lists.connections.items.map((item) => [item.friendship_id, item.member.id])).toEqual([
      [20, 4],
      [40, 3],
    ]);
    expect(state.lists.connections.total).toBe(2);
  });

  it('declining removes the request from the received tab, and the one who declined may ask later', () => {
    const slice = loaded();
    slice.getState().responded(friendship(21, 8, ME, 'declined_first_second'));
    const state = slice.getState();
    expect(state.lists.received.items.map((item) => item.id)).toEqual([20]);
    expect(state.lists.connections.items).toHaveLength(1);
    expect(connectionStatus(state.friendships[8] ?? null, ME, 8)).toEqual({ label: 'Send Request', action: 'send' });
  });

  it('an answer removes the entry from the sent tab too (a request of mine, accepted)', () => {
    const slice = loaded();
    slice.getState().responded(friendship(30, ME, 9, 'accept'));
    expect(slice.getState().lists.sent).toMatchObject({ items: [], total: 0 });
  });

  it('a request sent to someone who had asked first is accepted: it leaves received and the person is a connection', () => {
    const slice = loaded();
    slice.getState().requestSent(friendship(20, 4, ME, 'accept'));
    const state = slice.getState();
    expect(state.lists.received.items.map((item) => item.id)).toEqual([21]);
    expect(state.lists.sent.items.map((item) => item.id)).toEqual([30]);
    expect(connectionStatus(state.friendships[4] ?? null, ME, 4).label).toBe('Your Connection');
  });

  it('a cancelled request or a removed connection leaves every tab and frees the person', () => {
    const slice = loaded();
    slice.getState().ended(friendship(30, ME, 9, 'reject'));
    slice.getState().ended(friendship(40, ME, 3, 'reject'));
    const state = slice.getState();
    expect(state.lists.sent).toMatchObject({ items: [], total: 0 });
    expect(state.lists.connections).toMatchObject({ items: [], total: 0 });
    expect(connectionStatus(state.friendships[9] ?? null, ME, 9).label).toBe('Send Request');
  });

  it('has a loading flag per list, and pages append without repeating', async () => {
    const slice = createNetworkSlice();
    let answer: (value: ApiResult<ReturnType<typeof page<Friendship>>>) => void = () => undefined;
    const calls = {
      receivedRequests: vi.fn(() => new Promise((resolve) => (answer = resolve))),
      sentRequests: vi.fn(),
      myConnections: vi.fn(),
      peopleMightKnow: vi.fn(),
    } as unknown as NetworkListCalls;
    const loading = slice.getState().loadList('received', calls);
    expect(slice.getState().lists.received.loading).toBe(true);
    expect(slice.getState().lists.sent.loading).toBe(false);
    // A second load while the first runs does nothing.
    await slice.getState().loadList('received', calls);
    expect(calls.receivedRequests).toHaveBeenCalledTimes(1);
    answer(ok(page([friendship(20, 4, ME)], 2)));
    await loading;
    expect(slice.getState().lists.received).toMatchObject({ loading: false, page: 1, total: 2 });
    slice.getState().receivePage('received', page([friendship(20, 4, ME), friendship(22, 6, ME)], 2, 2));
    expect(slice.getState().lists.received.items.map((item) => item.id)).toEqual([20, 22]);
  });

  it('shows a failed list as empty, with the reason (SPEC §8)', async () => {
    const slice = loaded();
    const failed: ApiResult<never> = {
      data: undefined,
      success: false,
      status: 0,
      statusText: '',
      error: { code: 'network_error', status: 0, message: 'Could not reach the Dealgrow API.', retryable: true },
    };
    const calls = { myConnections: vi.fn(async () => failed) } as unknown as NetworkListCalls;
    await slice.getState().loadList('connections', calls, 1);
    expect(slice.getState().lists.connections).toEqual({
      items: [],
      page: 0,
      total: 0,
      loading: false,
      error: 'Could not reach the Dealgrow API.',
    });
    expect(calls.myConnections).toHaveBeenCalledWith({ page: 1 });
  });

  it('is part of the client state, and logout empties it', () => {
    const state = createDealgrowState();
    state.network.getState().requestSent(friendship(31, ME, 5));
    state.userSection.getState().setNames('skills', ['Logistics']);
    state.logout();
    expect(state.network.getState().lists.sent.items).toEqual([]);
    expect(state.network.getState().friendships).toEqual({});
    expect(state.userSection.getState().skills.items).toEqual([]);
  });
});
