import type { DealgrowClient } from '@dealgrow/sdk';
import { createRealtime, type Realtime, type RealtimeStatus } from '@dealgrow/sdk/realtime';
import { useCallback, useEffect, useState } from 'react';

/** The socket's state as the screen shows it; `paused` while the window is hidden or in the background (SPEC §4). */
export type LiveStatus = RealtimeStatus | 'paused';

/** Whether the page is the one the member is looking at: visible and focused (SPEC §4). */
export const windowActive = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * The live chat socket of the /message screen (SPEC §4): connected only while the window is visible and focused,
 * disconnected when it is hidden (visibilitychange), loses focus (blur) or unloads (pagehide, beforeunload), and
 * connected again when the member comes back (the SDK then backfills what was missed, docs/realtime.md "Nothing
 * lost"). Unmounting the screen (leaving /message) disconnects it for good.
 */
export function useLiveSocket(client: DealgrowClient): { realtime: Realtime; status: LiveStatus; retry(): void } {
  // Signed in with the client's token, WebSocket only (the SDK's default): one connection a page.
  const [realtime] = useState(() => createRealtime(client));
  const [status, setStatus] = useState<LiveStatus>(() => (windowActive() ? realtime.status : 'paused'));

  useEffect(() => {
    let active = windowActive();
    const unsubscribe = realtime.onStatus((next) => setStatus(active ? next : 'paused'));
    const open = () => {
      if (!windowActive()) return;
      active = true;
      // connect() rejects when it goes offline: the status says so, the banner offers to retry.
      if (realtime.status === 'idle' || realtime.status === 'offline') realtime.connect().catch(() => undefined);
      setStatus(realtime.status);
    };
    const close = () => {
      active = false;
      realtime.disconnect();
      setStatus('paused');
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? open() : close());
    open();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', open);
    window.addEventListener('blur', close);
    window.addEventListener('pagehide', close);
    window.addEventListener('beforeunload', close);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', open);
      window.removeEventListener('blur', close);
      window.removeEventListener('pagehide', close);
      window.removeEventListener('beforeunload', close);
      unsubscribe();
      realtime.disconnect();
    };
  }, [realtime]);

  const retry = useCallback(() => {
    realtime.disconnect();
    realtime.connect().catch(() => undefined);
  }, [realtime]);

  return { realtime, status, retry };
}
