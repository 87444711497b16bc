import type { Friendship, PublicProfile } from '@dealgrow/sdk';
import { type ConnectionAction, connectionStatus, type FriendshipLink } from '@dealgrow/sdk/state';
import { useState } from 'react';
import { useDealgrow, useViewerId } from '../provider.tsx';

/** What the button needs of a member when the page already has it: who they are and the viewer's friendship with them. */
export type ConnectMember = Pick<PublicProfile, 'id' | 'username' | 'firstName' | 'lastName' | 'friendship'>;

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
