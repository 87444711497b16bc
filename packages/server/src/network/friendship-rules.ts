import type { FriendshipStatus } from '../members/member-card.ts';

/**
 * The friendship statuses' transitions (docs/network.md "Friendship statuses", decided). Pure decisions: the
 * routes read the pair's row, ask here what a move does, and write the answer. Every move not listed is refused
 * with 409 `illegal_transition`.
 */

/** The pair's one row, as the rules need it: who sent it and where it stands. */
export interface PairRow {
  user_id: number;
  friend_id: number;
  status: FriendshipStatus;
}

/** `friends` reads as `accept`: both mean connected (SPEC §4). */
export const isConnected = (status: FriendshipStatus): boolean => status === 'accept' || status === 'friends';

/** What a connection request from `sender` does to the pair's row (none when the pair never had one). */
export type RequestOutcome =
  /** A new pending request, sender → receiver: a new row, or the pair's row turned to the sender's direction. */
  | { kind: 'send' }
  /** The receiver had already asked the sender: their request is accepted instead. */
  | { kind: 'accept_theirs' }
  | { kind: 'refuse'; reason: 'pending' | 'declined' | 'connected' };

export function requestOutcome(row: PairRow | undefined, sender: number): RequestOutcome {
  if (!row || row.status === 'reject') return { kind: 'send' };
  if (isConnected(row.status)) return { kind: 'refuse', reason: 'connected' };
  if (row.status === 'pending_first_second')
    return row.user_id === sender ? { kind: 'refuse', reason: 'pending' } : { kind: 'accept_theirs' };
  // declined_first_second: the one who declined may ask in their turn; the declined sender may not.
  return row.user_id === sender ? { kind: 'refuse', reason: 'declined' } : { kind: 'send' };
}

/** Who a move on an existing row is for, and whether the row's status allows it. */
export type MoveOutcome = { kind: 'allowed'; to: FriendshipStatus } | { kind: 'forbidden' } | { kind: 'illegal' };

/** The receiver accepts or declines a pending request; anyone else is forbidden. */
export function respondOutcome(row: PairRow, viewer: number, answer: 'accept' | 'decline'): MoveOutcome {
  if (row.friend_id !== viewer) return { kind: 'forbidden' };
  if (row.status !== 'pending_first_second') return { kind: 'illegal' };
  return { kind: 'allowed', to: answer === 'accept' ? 'accept' : 'declined_first_second' };
}

/** The sender takes back a pending request (the row becomes `reject`, deleted); anyone else is forbidden. */
export function cancelOutcome(row: PairRow, viewer: number): MoveOutcome {
  if (row.user_id !== viewer) return { kind: 'forbidden' };
  if (row.status !== 'pending_first_second') return { kind: 'illegal' };
  return { kind: 'allowed', to: 'reject' };
}

/** Either side ends a connection (the row becomes `reject`, deleted); nothing else can be removed. */
export function removeOutcome(row: PairRow | undefined, viewer: number): MoveOutcome {
  if (!row) return { kind: 'illegal' };
  if (row.user_id !== viewer && row.friend_id !== viewer) return { kind: 'forbidden' };
  if (!isConnected(row.status)) return { kind: 'illegal' };
  return { kind: 'allowed', to: 'reject' };
}
