// Everything the app knows about Dealgrow, in one place: the SDK client, the client state, the live socket, and
// signing in and out.
import { clearTokenCookie, createClient, type DealgrowClient, readTokenCookie, writeTokenCookie } from '@dealgrow/sdk';
import { createRealtime } from '@dealgrow/sdk/realtime';
import { createDealgrowState } from '@dealgrow/sdk/state';
import type { WidgetClient, WidgetState } from '@dealgrow/widgets';

export const API_URL = import.meta.env.VITE_DEALGROW_API ?? 'http://localhost:8787';

/** In a browser the client reads the member's token from the `token` cookie before every call. */
export const client: DealgrowClient = createClient({ baseURL: API_URL });
export const state = createDealgrowState();
/** The chat socket: it signs in with the client's token (the same cookie) and speaks WebSocket (docs/realtime.md). */
export const realtime = createRealtime(client);

/** Opens the socket; a refusal (e.g. a session ended elsewhere) shows as the socket's `offline` status, not as an error. */
function connectLive(): void {
  realtime.connect().catch(() => undefined);
}

/**
 * What the widgets call, and nothing more: a trimmed `WidgetClient` (a full client fits too). Each resource is the
 * client's own object; the type keeps only the methods the widgets use.
 */
export const widgetClient: WidgetClient = {
  files: client.files,
  deals: client.deals,
  users: client.users,
  network: client.network,
  posts: client.posts,
  companies: client.companies,
  chat: client.chat,
};

/** The slices the widgets bind, the signed-in member (`user`) and the live socket the chat box listens to. */
export const widgetState: WidgetState = { deal: state.deal, user: state.user, realtime };

/** Signs in, keeps the token in the cookie, fills the user state and opens the socket; answers the server's message on failure. */
export async function signIn(email: string, password: string): Promise<string | null> {
  const session = await client.auth.signIn({ email, password });
  if (!session.success) return session.error.message;
  writeTokenCookie(session.data.token);
  const me = await client.users.me();
  if (!me.success) return me.error.message;
  state.user.getState().setUser(me.data);
  connectLive();
  return null;
}

/** Back in: a token kept in the cookie from an earlier visit fills the user state again. */
export async function resumeSession(): Promise<void> {
  if (!readTokenCookie()) return;
  const me = await client.users.me();
  if (!me.success) return;
  state.user.getState().setUser(me.data);
  connectLive();
}

export async function signOut(): Promise<void> {
  realtime.disconnect();
  await client.auth.signOut();
  clearTokenCookie();
  state.logout();
}
