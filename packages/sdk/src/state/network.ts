import type { Connection, Friendship, NetworkResource } from '../resources/network.ts';
import type { PersonYouMightKnow, UsersResource } from '../resources/users.ts';
import type { Page } from '../transport/paging.ts';
import type { ApiResult } from '../transport/result.ts';
import type { FriendshipLink } from './connection-status.ts';
import { createSlice } from './slice.ts';

/** SPEC §2 network tabs: all (people you might know), my connections, received requests, sent requests. */
export const NETWORK_LISTS = ['peopleMightKnow', 'connections', 'received', 'sent'] as const;
export type NetworkListName = (typeof NETWORK_LISTS)[number];

/** What each tab lists. */
export interface NetworkItems {
  peopleMightKnow: PersonYouMightKnow;
  connections: Connection;
  received: Friendship;
  sent: Friendship;
}

export interface NetworkList<T> {
  items: T[];
  /** The last page loaded; 0 before the first. */
  page: number;
  total: number;
  loading: boolean;
  /** Why the last load failed; the list is then empty (SPEC §8). */
  error: string | null;
}

export type NetworkLists = { [K in NetworkListName]: NetworkList<NetworkItems[K]> };

export interface NetworkData {
  lists: NetworkLists;
  /**
   * The viewer's friendship with each member met so far, by member id (SPEC §4: a sent request marks the
   * person pending, accepting marks them friends; null: none). Read it with `connectionStatus`.
   */
  friendships: Record<number, FriendshipLink | null>;
}

/** The calls `loadList` makes, one per tab. */
export type NetworkListCalls = Pick<NetworkResource, 'myConnections' | 'receivedRequests' | 'sentRequests'> &
  Pick<UsersResource, 'peopleMightKnow'>;

export interface NetworkActions {
  setLoading(list: NetworkListName, loading: boolean): void;
  /** A page the server answered: page 1 replaces the list, later pages append (without repeating an entry). */
  receivePage<K extends NetworkListName>(list: K, page: Page<NetworkItems[K]>): void;
  /** A failed load: the list shows empty, with the reason (SPEC §8). */
  setError(list: NetworkListName, message: string): void;
  /** Loads a page of a tab through the SDK (page 1 by default); does nothing while that tab is loading. */
  loadList(list: NetworkListName, calls: NetworkListCalls, page?: number): Promise<void>;
  /** Keeps the friendship the server answered for a member (a profile, friendship-detail). */
  setFriendship(memberId: number, friendship: FriendshipLink | null): void;
  /** I sent a request (SPEC §4): the person shows pending and it joins the sent tab; an accepted one (they had asked) counts as a connection. */
  requestSent(friendship: Friendship): void;
  /** I accepted or declined a request (SPEC §4): it leaves the sent and received tabs; accepting marks the person friends. */
  responded(friendship: Friendship): void;
  /** A pending request was cancelled, or a connection removed: it leaves every tab, and the person is free to ask again. */
  ended(friendship: Friendship): void;
}

export type NetworkState = NetworkData & NetworkActions;

const emptyList = <T>(): NetworkList<T> => ({ items: [], page: 0, total: 0, loading: false, error: null });
const emptyLists = (): NetworkLists => ({
  peopleMightKnow: emptyList(),
  connections: emptyList(),
  received: emptyList(),
  sent: emptyList(),
});

/** The key an entry of a tab is known by: the member for people, the friendship otherwise. */
function keyOf(list: NetworkListName, item: NetworkItems[NetworkListName]): number {
  if (list === 'connections') return (item as Connection).friendship_id;
  return (item as PersonYouMightKnow | Friendship).id;
}

const connected = (status: Friendship['status']) => status === 'accept' || status === 'friends';

export function createNetworkSlice() {
  return createSlice<NetworkData, NetworkActions>(
    () => ({ lists: emptyLists(), friendships: {} }),
    (set, get) => {
      const patch = <K extends NetworkListName>(
        list: K,
        change: (current: NetworkList<NetworkItems[K]>) => Partial<NetworkList<NetworkItems[K]>>,
      ) => set((state) => ({ lists: { ...state.lists, [list]: { ...state.lists[list], ...change(state.lists[list]) } } }));
      /** Takes friendship `id` out of the sent and received tabs (and connections), each total dropping by one. */
      const dropRequest = (friendshipId: number, lists: readonly NetworkListName[]) => {
        for (const list of lists)
          patch(list, (current) => {
            const items = current.items.filter((item) => keyOf(list, item) !== friendshipId);
            return items.length < current.items.length ? { items, total: Math.max(0, current.total - 1) } : {};
          });
      };
      /** Under both members' ids: the viewer is one of them, and their own entry is never read (connectionStatus answers "own profile" first). */
      const remember = (friendship: FriendshipLink, link: FriendshipLink | null = friendship) =>
        set((state) => ({ friendships: { ...state.friendships, [friendship.user_id]: link, [friendship.friend_id]: link } }));

      return {
        setLoading: (list, loading) => patch(list, () => ({ loading })),
        receivePage: (list, page) =>
          patch(list, (current) => {
            const kept = page.page <= 1 ? [] : current.items;
            const seen = new Set(kept.map((item) => keyOf(list, item)));
            return {
              items: [...kept, ...page.items.filter((item) => !seen.has(keyOf(list, item)))],
              page: page.page,
              total: page.total,
              loading: false,
              error: null,
            };
          }),
        setError: (list, message) => patch(list, () => ({ ...emptyList(), error: message })),
        async loadList(list, calls, page = 1) {
          if (get().lists[list].loading) return;
          get().setLoading(list, true);
          const query = { page };
          const result: ApiResult<Page<NetworkItems[typeof list]>> = await (list === 'peopleMightKnow'
            ? calls.peopleMightKnow(query)
            : list === 'connections'
              ? calls.myConnections(query)
              : list === 'received'
                ? calls.receivedRequests(query)
                : calls.sentRequests(query));
          if (result.success) get().receivePage(list, result.data);
          else get().setError(list, result.error.message);
        },
        setFriendship: (memberId, friendship) => set((state) => ({ friendships: { ...state.friendships, [memberId]: friendship } })),
        requestSent(friendship) {
          // An answer `accept` means they had asked first, and the server accepted their request instead.
          if (connected(friendship.status)) return get().responded(friendship);
          remember(friendship);
          if (!get().lists.sent.items.some((item) => item.id === friendship.id))
            patch('sent', (current) => ({ items: [friendship, ...current.items], total: current.total + 1 }));
        },
        responded(friendship) {
          dropRequest(friendship.id, ['sent', 'received']);
          remember(friendship);
          // The viewer answered as the receiver: the new connection is the sender.
          if (connected(friendship.status) && !get().lists.connections.items.some((item) => item.friendship_id === friendship.id)) {
            const entry: Connection = { friendship_id: friendship.id, connected_at: friendship.updated_at, member: friendship.sender };
            patch('connections', (current) => ({ items: [entry, ...current.items], total: current.total + 1 }));
          }
        },
        ended(friendship) {
          dropRequest(friendship.id, ['sent', 'received', 'connections']);
          remember(friendship, null);
        },
      };
    },
  );
}
