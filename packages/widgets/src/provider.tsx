import type {
  ChatMessage,
  ChatResource,
  CompanyReadsResource,
  ConnectionRequestsResource,
  DealgrowClient,
  DealsResource,
  MembershipsResource,
  NotificationsResource,
  PostReadsResource,
  PublicUsersResource,
  SearchCall,
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
  /** The company card's and follow button's calls: a company by id or slug, follow and unfollow, its deals. */
  companies: Pick<CompanyReadsResource, 'get' | 'follow' | 'unfollow' | 'deals'>;
  /** The chat box's calls (the unread badge's: `unreadTotal` only). */
  chat: Pick<ChatResource, 'get' | 'messages' | 'send' | 'seen' | 'unreadTotal' | 'privateRoomBetween' | 'create'>;
  /**
   * The membership picker's reads (`packages`, `faq`) and, where it acts in place (the flagship, signed in), its changes.
   * The embed gives the reads only: there the picker's actions go to the flagship's membership page.
   */
  memberships?: Pick<MembershipsResource, 'packages' | 'faq'> &
    Partial<Pick<MembershipsResource, 'change' | 'cancelPersonal' | 'cancelCompany'>>;
  /** The notification bell's one call (`unreadTotal`); without it the bell shows nothing. */
  notifications?: Pick<NotificationsResource, 'unreadTotal'>;
  /** The search box's one call (`client.search`); without it the box answers every search with its error. */
  search?: SearchCall;
};

/** Where a live connection is (`Realtime.status` of `@dealgrow/sdk/realtime`). */
export type ChatRealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'offline';

/** The socket events the chat widgets listen to (docs/realtime.md "Socket"). */
export interface ChatRealtimeEvents {
  'message:new': { message: ChatMessage };
  'message:seen': { roomId: number; room_uuid: string; userId: number; companyId: number | null; sequence: number; at: string };
  typing: { roomId: number; room_uuid: string; userId: number; typing: boolean };
}

/**
 * What the chat widgets use of a live connection: `createRealtime(client)` of `@dealgrow/sdk/realtime` fits. The chat box
 * connects it, listens to its events and sends typing; the unread badge only listens, when a page already has one.
 */
export interface ChatRealtime {
  connect(): unknown;
  readonly status: ChatRealtimeStatus;
  onStatus(handler: (status: ChatRealtimeStatus) => void): () => void;
  on<E extends keyof ChatRealtimeEvents>(event: E, handler: (payload: ChatRealtimeEvents[E]) => void): () => void;
  typing(roomId: number, typing: boolean): void;
  track(roomId: number, lastSequence: number): void;
}

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
  /**
   * The page's live chat connection, when it has one: the chat box delivers messages, typing and read receipts live
   * through it (without one it reads and sends over HTTP only), and the unread badge refreshes on its new messages. The
   * embed's chat chunk creates it; a React app passes its own.
   */
  realtime?: ChatRealtime;
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

/**
 * Sends a widget event out of the shadow root to the page (bubbling, composed, cancelable); false when a listener
 * cancelled it. Here, beside the context every widget reads, so that the widgets share one copy: the embed's core
 * runtime holds it (scripts/build.mjs), and so does the app's provider chunk.
 */
export function announce<T>(target: EventTarget, type: string, detail: T): boolean {
  return target.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
