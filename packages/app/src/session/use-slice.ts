import type { Slice } from '@dealgrow/sdk/state';
import { useCallback, useSyncExternalStore } from 'react';

/** Reads part of a client state slice and re-renders when it changes. Select a stable value (a field), not a new object. */
export function useSliceState<S, U>(slice: Slice<S>, selector: (state: S) => U): U {
  const read = useCallback(() => selector(slice.getState()), [slice, selector]);
  return useSyncExternalStore(slice.subscribe, read, read);
}
