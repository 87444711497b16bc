import type { DealgrowClient } from '@dealgrow/sdk';
import type { DealgrowState, Language } from '@dealgrow/sdk/state';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * The resources of the SDK client that widgets call. A full `createClient()` client fits; the embed
 * passes only these, so its bundle carries no resource no widget uses. A widget calling another
 * resource adds it here.
 */
export type WidgetClient = Pick<DealgrowClient, 'users' | 'deals' | 'files'>;

/**
 * The client state slices widgets bind. A full `createDealgrowState()` fits; the embed creates only
 * these. A widget binding another slice adds it here.
 */
export type WidgetState = Pick<DealgrowState, 'deal'>;

/** What every widget reads: one SDK client, the client state, the language and where the flagship site lives. */
export interface DealgrowContextValue {
  client: WidgetClient;
  state: WidgetState;
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
