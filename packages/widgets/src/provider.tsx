import type { DealgrowClient } from '@dealgrow/sdk';
import type { DealgrowState, Language, Slice } from '@dealgrow/sdk/state';
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';

/**
 * The resources of the SDK client that widgets call. A full `createClient()` client fits; the embed
 * passes only these, so its bundle carries no resource no widget uses. A widget calling another
 * resource adds it here.
 */
export type WidgetClient = Pick<DealgrowClient, 'users'>;

/** What every widget reads: one SDK client, the client state, the language and where the flagship site lives. */
export interface DealgrowContextValue {
  client: WidgetClient;
  state: DealgrowState;
  lang: Language;
  /** The flagship site, for links such as a member's profile or sign-in. */
  appUrl: string;
}

const DealgrowContext = createContext<DealgrowContextValue | null>(null);

export interface DealgrowProviderProps extends DealgrowContextValue {
  children?: ReactNode;
}

/** Holds one SDK client and the stores for the widgets below it. */
export function DealgrowProvider({ children, ...value }: DealgrowProviderProps) {
  return <DealgrowContext.Provider value={value}>{children}</DealgrowContext.Provider>;
}

export function useDealgrow(): DealgrowContextValue {
  const value = useContext(DealgrowContext);
  if (!value) throw new Error('Dealgrow widgets need a <DealgrowProvider> above them.');
  return value;
}

/** Reads a slice of the client state and re-renders when the selected part changes. */
export function useSlice<S, U>(slice: Slice<S>, selector: (state: S) => U): U {
  return useStore(slice, selector);
}
