import { useEffect, useState } from 'react';
import { useDealgrow, useViewerId } from '../provider.tsx';

/** The badge's count: `null` until the first answer; `signedOut` when the API answers 401. */
export interface UnreadState {
  total: number | null;
  signedOut: boolean;
}

/**
 * The viewer's unread total over HTTP (`chat.unreadTotal`), asked again every `seconds`, when the page shows again, and
 * on each new message of the page's realtime connection when it has one (a chat box's: the badge never opens one).
 */
export function useUnreadTotal(seconds: number): UnreadState {
  const { client, state } = useDealgrow();
  // Asked again when the member signs in or out.
  const viewer = useViewerId();
  const [unread, setUnread] = useState<UnreadState>({ total: null, signedOut: false });
  const [realtime, setRealtime] = useState(state.realtime);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `viewer` (sign-in, sign-out) is what makes it ask again.
  useEffect(() => {
    let live = true;
    const refresh = () => {
      // A connection another widget opened since the last time (the embed's chat chunk may load after the badge).
      setRealtime(state.realtime);
      void client.chat.unreadTotal().then((result) => {
        if (!live) return;
        if (result.success) setUnread({ total: result.data.total, signedOut: false });
        else if (result.status === 401) setUnread({ total: null, signedOut: true });
      });
    };
    const onShow = () => document.visibilityState === 'visible' && refresh();
    // The embed's chat chunk made the page's connection after this badge showed (its chunk is the smaller, so the first).
    const onConnection = () => setRealtime(state.realtime);
    refresh();
    const timer = setInterval(refresh, Math.max(5, seconds || 60) * 1000);
    document.addEventListener('visibilitychange', onShow);
    document.addEventListener('dg-chat-seen', refresh);
    document.addEventListener('dg-chat-connection', onConnection);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onShow);
      document.removeEventListener('dg-chat-seen', refresh);
      document.removeEventListener('dg-chat-connection', onConnection);
    };
  }, [client, state, seconds, viewer]);

  useEffect(() => {
    if (!realtime) return;
    let queued: ReturnType<typeof setTimeout> | undefined;
    // A burst of messages asks once.
    const off = realtime.on('message:new', () => {
      clearTimeout(queued);
      queued = setTimeout(
        () => void client.chat.unreadTotal().then((result) => result.success && setUnread({ total: result.data.total, signedOut: false })),
        300,
      );
    });
    return () => {
      off();
      clearTimeout(queued);
    };
  }, [client, realtime]);

  return unread;
}
