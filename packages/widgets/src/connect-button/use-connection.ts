import type { Friendship } from '@dealgrow/sdk';
import { type ConnectionAction, connectionStatus, type FriendshipLink } from '@dealgrow/sdk/state';
import { useEffect, useState } from 'react';
import { useDealgrow, type ViewerStore } from '../provider.tsx';
import type { ConnectMember } from './ConnectButton.tsx';

const SIGNED_OUT: ViewerStore = { getState: () => ({ user: { id: -1 } }), subscribe: () => () => undefined };

/** The signed-in member's id from the provider's `user` state, -1 when signed out or when there is none. */
export function useViewerId(): number {
  const store = useDealgrow().state.user ?? SIGNED_OUT;
  const read = () => store.getState().user.id;
  const [id, setId] = useState(read);
  // Not useSyncExternalStore: the embed's Preact keeps it in the deal list's code, and this needs no more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` reads the same store.
  useEffect(() => {
    setId(read());
    return store.subscribe(() => setId(read()));
  }, [store]);
  return id;
}

/** The viewer's friendship with the member, and how to change it in place (optimistic, rolled back on failure). */
export function useConnection(member: ConnectMember) {
  const { client, state } = useDealgrow();
  const viewerId = useViewerId();
  const [friendship, setFriendship] = useState<FriendshipLink | null>(member.friendship ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: Exclude<ConnectionAction, 'none'>) => {
    if (busy) return;
    const before = friendship as Friendship | null;
    setBusy(true);
    setError(null);
    // What the server will answer, shown at once.
    setFriendship(
      action === 'send'
        ? { status: 'pending_first_second', user_id: viewerId, friend_id: member.id }
        : action === 'cancel'
          ? null
          : { ...(before as Friendship), status: 'accept' },
    );
    const { network } = client;
    const result = await (action === 'send'
      ? network.sendConnectionRequest({ id: member.id })
      : action === 'cancel'
        ? network.cancelConnectionRequest((before as Friendship).id)
        : network.respondToConnectionRequest((before as Friendship).id, 'accept'));
    setBusy(false);
    if (!result.success) {
      setFriendship(before);
      setError(result.error.message);
      return;
    }
    setFriendship(result.data);
    const tabs = state.network?.getState();
    if (tabs) (action === 'send' ? tabs.requestSent : action === 'cancel' ? tabs.ended : tabs.responded)(result.data);
  };

  return { status: connectionStatus(friendship, viewerId, member.id), act, busy, error };
}
