// The SDK on the server: one client per request, signed out (a server holding a member's token would pass it as
// `token`). Never imported by a client component.
import { createClient, type DealgrowClient } from '@dealgrow/sdk';

/** The API as this server reaches it. */
export const API_URL = process.env.DEALGROW_API ?? 'http://localhost:8787';
/** The API as the visitor's browser reaches it (the widgets call it from there); the same address by default. */
export const PUBLIC_API_URL = process.env.DEALGROW_PUBLIC_API ?? API_URL;

export function serverClient(): DealgrowClient {
  // `token: null`: no cookie to read on a server, and no member to act for.
  return createClient({ baseURL: API_URL, token: null });
}
