import type { ApiError, ApiResult } from '@dealgrow/sdk';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

/**
 * Loads one thing through the SDK whenever `key` changes; answers from an older key are dropped.
 * `set` replaces the loaded value after a change the page made itself.
 */
export function useLoaded<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T>>,
): { state: Loaded<T>; reload: () => void; set: Dispatch<SetStateAction<T>> } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` are what ask for a new load.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void loader.current(controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setState(answer.success ? { status: 'ready', data: answer.data } : { status: 'error', error: answer.error });
    });
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (change) =>
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', data: typeof change === 'function' ? (change as (value: T) => T)(current.data) : change }
          : current,
      ),
    [],
  );
  return { state, reload, set };
}
