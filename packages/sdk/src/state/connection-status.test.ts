import { describe, expect, it } from 'vitest';
import { connectionStatus, type FriendshipLink } from './connection-status.ts';

const VIEWER = 7;
const MEMBER = 12;
const link = (status: FriendshipLink['status'], sender: number, receiver: number): FriendshipLink => ({
  status,
  user_id: sender,
  friend_id: receiver,
});

describe('connectionStatus (docs/network.md "Connection labels")', () => {
  it('offers a signed-out visitor a request, which leads to sign-in', () => {
    expect(connectionStatus(null, -1, MEMBER)).toEqual({ label: 'Not Connected', action: 'send' });
    expect(connectionStatus(link('accept', 3, MEMBER), -1, MEMBER)).toEqual({ label: 'Not Connected', action: 'send' });
  });

  it('offers nothing on one’s own profile', () => {
    expect(connectionStatus(null, VIEWER, VIEWER)).toEqual({ label: 'Not Connected', action: 'none' });
  });

  it('offers a request when there is no friendship, or it was rejected (cancelled, removed)', () => {
    expect(connectionStatus(null, VIEWER, MEMBER)).toEqual({ label: 'Send Request', action: 'send' });
    expect(connectionStatus(link('reject', VIEWER, MEMBER), VIEWER, MEMBER)).toEqual({ label: 'Send Request', action: 'send' });
    expect(connectionStatus(link('reject', MEMBER, VIEWER), VIEWER, MEMBER)).toEqual({ label: 'Send Request', action: 'send' });
  });

  it('shows a pending request as sent to its sender, who may cancel it, and as acceptable to its receiver', () => {
    expect(connectionStatus(link('pending_first_second', VIEWER, MEMBER), VIEWER, MEMBER)).toEqual({
      label: 'Request Sent',
      action: 'cancel',
    });
    expect(connectionStatus(link('pending_first_second', MEMBER, VIEWER), VIEWER, MEMBER)).toEqual({
      label: 'Not Connected',
      action: 'accept',
    });
  });

  it('reads accept and friends alike as connected, whoever asked', () => {
    for (const status of ['accept', 'friends'] as const) {
      expect(connectionStatus(link(status, VIEWER, MEMBER), VIEWER, MEMBER)).toEqual({ label: 'Your Connection', action: 'none' });
      expect(connectionStatus(link(status, MEMBER, VIEWER), VIEWER, MEMBER)).toEqual({ label: 'Your Connection', action: 'none' });
    }
  });

  it('shows a declined request as Declined to its sender, and lets the one who declined ask', () => {
    expect(connectionStatus(link('declined_first_second', VIEWER, MEMBER), VIEWER, MEMBER)).toEqual({ label: 'Declined', action: 'none' });
    expect(connectionStatus(link('declined_first_second', MEMBER, VIEWER), VIEWER, MEMBER)).toEqual({
      label: 'Send Request',
      action: 'send',
    });
  });
});
