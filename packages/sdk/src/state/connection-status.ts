import type { Friendship } from '../resources/network.ts';

/** SPEC §8: the connection status labels, the words every client shows (widgets translate them). */
export type ConnectionLabel = 'Request Sent' | 'Your Connection' | 'Send Request' | 'Declined' | 'Not Connected';
/** What the viewer can do about the relation: send a request, cancel theirs, accept the member's, or nothing. */
export type ConnectionAction = 'send' | 'cancel' | 'accept' | 'none';

export interface ConnectionStatus {
  label: ConnectionLabel;
  action: ConnectionAction;
}

/** The parts of a friendship the status reads; an optimistic one made on the client needs no more. */
export type FriendshipLink = Pick<Friendship, 'status' | 'user_id' | 'friend_id'>;

const status = (label: ConnectionLabel, action: ConnectionAction): ConnectionStatus => ({ label, action });

/**
 * The viewer's relation with a member as a SPEC §8 label and the action it offers (docs/network.md
 * "Connection labels"). `viewerId` is -1 when signed out (the action then leads to sign-in); `friendship`
 * is their live friendship, or null when they have none.
 */
export function connectionStatus(friendship: FriendshipLink | null, viewerId: number, memberId: number): ConnectionStatus {
  if (viewerId === -1) return status('Not Connected', 'send');
  if (viewerId === memberId) return status('Not Connected', 'none');
  const sentByViewer = friendship?.user_id === viewerId;
  switch (friendship?.status) {
    case 'pending_first_second':
      return sentByViewer ? status('Request Sent', 'cancel') : status('Not Connected', 'accept');
    case 'accept':
    case 'friends':
      return status('Your Connection', 'none');
    case 'declined_first_second':
      // The sender may not ask again (409 request_declined); the one who declined may.
      return sentByViewer ? status('Declined', 'none') : status('Send Request', 'send');
    default:
      // No friendship, or `reject`: free to ask.
      return status('Send Request', 'send');
  }
}
