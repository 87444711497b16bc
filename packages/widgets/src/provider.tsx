import type {
  CompanyReadsResource,
  ConnectionRequestsResource,
  DealgrowClient,
  DealsResource,
  PostReadsResource,
  PublicUsersResource,
} from '@dealgrow/sdk';
import type { DealgrowState, Language, NetworkState } from '@dealgrow/sdk/state';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * The resources of the SDK client that widgets call. A full `createClient()` client fits; the embed
 * passes only these, so its bundle carries no resource no widget uses. A widget calling another
 * resource adds it here.
 */
export type WidgetClient = Pick<DealgrowClient, 'files'> & {
  deals: Pick<DealsResource, 'get' | 'popular'>;
  users: Pick<PublicUsersResource, 'me' | 'profile'>;
  /** The connect button's calls. */
  network: ConnectionRequestsResource;
  /** The post card's one call (`getPost`). */
  posts: PostReadsResource;
  /** The company card's and follow button's calls: a company by id or slug, the follow toggle, its deals. */
  companies: Pick<CompanyReadsResource, 'get' | 'toggleFollow' | 'deals'>;
};

/** Who is looking: a `user` slice fits (the app's state); signed out, or without one, the id is -1. */
export interface ViewerStore {
  getState(): { user: { id: number } };
  subscribe(listener: () => void): () => void;
}

/**
 * The client state slices widgets bind. A full `createDealgrowState()` fits; the embed creates only
 * these. A widget binding another slice adds it here.
 */
export type WidgetState = Pick<DealgrowState, 'deal'> & {
  /** The signed-in member, for the connect and follow buttons (the embed fills it when given a token). */
  user?: ViewerStore;
  /** When present (the app), the connect button's answers update the network tabs too. */
  network?: { getState(): Pick<NetworkState, 'requestSent' | 'responded' | 'ended'> };
};

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

const SIGNED_OUT: ViewerStore = { getState: () => ({ user: { id: -1 } }), subscribe: () => () => undefined };

/**
 * The signed-in member's id from the provider's `user` state, -1 when signed out or when there is none. Here, beside
 * the provider, so that the embed's core carries it once for the connect and the follow buttons.
 */
export function useViewerId(): number {
  const store = useDealgrow().state.user ?? SIGNED_OUT;
  const read = () => store.getState().user.id;
  const [id, setId] = useState(read);
  // Not useSyncExternalStore: the embed's Preact keeps it in the deal list's code, and this needs no more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` reads the same store.
  useEffect(() => {
    setId(read());
    return store.subscribe(() => setId(read()));
  }, [store]);
  return id;
}
