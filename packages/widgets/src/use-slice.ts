import type { Slice } from '@dealgrow/sdk/state';
import { useStore } from 'zustand';

/**
 * Reads a slice of the client state and re-renders when the selected part changes. Its own module, not
 * the provider's, so the embed's core runtime (which holds the provider) carries no zustand binding:
 * only the widgets that bind a slice (the deal list) do.
 */
export function useSlice<S, U>(slice: Slice<S>, selector: (state: S) => U): U {
  return useStore(slice, selector);
}
