import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { first, type Queryable } from '../db/database.ts';

/** The server's VAPID key pair (RFC 8292), base64url as web-push and PushManager.subscribe take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A stored subscription, as push_subscriptions keeps it. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker receives (JSON, encrypted per RFC 8291) and shows. */
export interface PushMessage {
  title: string;
  body: string;
  /** The app address to open on a click. */
  url: string;
  /** Replaces the shown notification of the same group (Notification.tag). */
  tag: string;
}

export interface PushOptions {
  /** VAPID `sub`: a mailto: or https: address the push service may contact. */
  subject: string;
  /** Seconds the push service keeps the message for an offline browser. */
  ttlSeconds: number;
  timeoutMs: number;
}

/** How a push ended: delivered to the push service, the subscription is gone (404/410: drop it), or failed (kept). */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * The VAPID keys: read from the database, or made and stored on the first start. Two processes starting at once
 * both try to insert; the second insert does nothing and both read the same row back.
 */
export async function loadVapidKeys(db: Queryable): Promise<VapidKeys> {
  const read = () => first<{ public_key: string; private_key: string }>(db, 'SELECT public_key, private_key FROM vapid_keys WHERE id = 1');
  let row = await read();
  if (!row) {
    const made = webpush.generateVAPIDKeys();
    await db.query('INSERT INTO vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
      made.publicKey,
      made.privateKey,
    ]);
    row = await read();
  }
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.public_key, privateKey: row.private_key };
}

/** The push service addresses the server posts to: https, or a host listed in PUSH_ALLOW_HOSTS (tests' stand-ins). */
export function allowedPushEndpoint(endpoint: string, allowHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowHosts.includes(url.host) || allowHosts.includes(url.hostname)) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:';
}

/** A Web Push `Topic` (at most 32 base64url characters): a newer message of the same group replaces an undelivered one. */
export function pushTopic(group: string): string {
  return createHash('sha256').update(group).digest('base64url').slice(0, 32);
}

/**
 * Sends one message: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID header (ES256 JWT, RFC 8292);
 * the request itself goes through fetch, so a test's plain-HTTP stand-in receives it as a push service would.
 */
export async function sendPush(target: PushTarget, message: PushMessage, keys: VapidKeys, options: PushOptions): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic: pushTopic(message.tag),
    },
  );
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return 'gone';
  return response.ok ? 'sent' : 'failed';
}
