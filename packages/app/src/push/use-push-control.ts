import { useCallback, useEffect, useState } from 'react';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../session/push.ts';
import { useSession } from '../session/session.tsx';

export interface PushControl {
  /** `checking` until the browser answered. */
  state: PushState | 'checking';
  busy: boolean;
  /** Why the last turn on or off failed: the server's message, or null for the page's own wording. */
  failure: { action: 'on' | 'off'; message: string | null } | null;
  /** Whether the “Notifications are blocked” dialog is open (SPEC §8). */
  blockedOpen: boolean;
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
  showBlocked(): void;
  closeBlocked(): void;
}

/**
 * This browser's push state and the actions on it. Turning on where the browser blocks notifications (already, or
 * by the answer to the permission prompt) opens the blocked dialog instead.
 */
export function usePushControl(): PushControl {
  const { client } = useSession();
  const [state, setState] = useState<PushState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PushControl['failure']>(null);
  const [blockedOpen, setBlockedOpen] = useState(false);

  useEffect(() => {
    let live = true;
    pushState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setFailure(null);
    if (state === 'denied') {
      setBlockedOpen(true);
      return;
    }
    setBusy(true);
    const outcome = await turnPushOn(client);
    setBusy(false);
    if (outcome.ok) setState('on');
    else if (outcome.reason === 'denied') {
      // The member may have only closed the prompt (permission still `default`): ask again next time.
      const blocked = Notification.permission === 'denied';
      setState(blocked ? 'denied' : 'off');
      if (blocked) setBlockedOpen(true);
    } else if (outcome.reason === 'unsupported') setState('unsupported');
    else setFailure({ action: 'on', message: outcome.message ?? null });
  }, [client, state]);

  const turnOff = useCallback(async () => {
    setFailure(null);
    setBusy(true);
    const outcome = await turnPushOff(client);
    setBusy(false);
    if (outcome.ok) setState('off');
    else setFailure({ action: 'off', message: outcome.message ?? null });
  }, [client]);

  return {
    state,
    busy,
    failure,
    blockedOpen,
    turnOn,
    turnOff,
    showBlocked: useCallback(() => setBlockedOpen(true), []),
    closeBlocked: useCallback(() => setBlockedOpen(false), []),
  };
}
