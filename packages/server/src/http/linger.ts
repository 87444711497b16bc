import type { IncomingMessage } from 'node:http';

/** How long a client may keep sending a body the server has already answered (like nginx's lingering_time). */
const LINGER_MS = 10_000;

/**
 * After an answer sent before the request body was read to its end (a 413, a form refused mid-upload), reads
 * and drops the rest of the body so the connection is not reset under the client while it is still sending:
 * a reset can discard the answer before the client reads it. After LINGER_MS the connection is closed.
 */
export function dropUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  request.unpipe();
  request.resume();
  const timer = setTimeout(() => request.socket?.destroy(), LINGER_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  request.once('end', stop);
  request.once('close', stop);
}
