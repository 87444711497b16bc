import { createStore, type StoreApi } from 'zustand/vanilla';

/** A client state slice (SPEC §3): a zustand/vanilla store that can go back to its initial state. */
export interface Slice<S> extends StoreApi<S> {
  /** Back to the initial state (logout). */
  reset(): void;
}

/**
 * Makes a slice from its initial data and its actions. `reset` restores the data and keeps the actions.
 */
export function createSlice<Data extends object, Actions extends object>(
  initialData: () => Data,
  actions: (set: StoreApi<Data & Actions>['setState'], get: StoreApi<Data & Actions>['getState']) => Actions,
): Slice<Data & Actions> {
  const store = createStore<Data & Actions>()((set, get) => ({ ...initialData(), ...actions(set, get) }));
  return Object.assign(store, { reset: () => store.setState(initialData() as Partial<Data & Actions>) });
}
