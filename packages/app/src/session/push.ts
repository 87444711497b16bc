import type { DealgrowClient, PushSubscriptionInput } from '@dealgrow/sdk';

/** The service worker (packages/app/public/sw.js), at the origin root so its scope is the whole app. */
export const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

/**
 * This browser's push state: `unsupported` (no service worker or Push API), `denied` (blocked in the browser's
 * settings), `off` (may ask, or allowed but not subscribed) or `on` (subscribed and known to the server).
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What turning push on or off answered: done, or the reason (the server's message, or `denied`). */
export type PushOutcome = { ok: true } | { ok: false; reason: 'denied' | 'unsupported' | 'failed'; message?: string };

/** The server id of this browser's subscription, once posted in this page's life (no storage key: SPEC §9). */
let knownId: { endpoint: string; id: string } | null = null;

/**
 * This browser's push operations, one after the other: a sign-out's unsubscribe waits for the silent subscribe of the
 * page's load, so a subscription sent a moment earlier cannot land after it and outlive the sign-out.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(operation: () => Promise<T>): Promise<T> {
  const turn = queue.then(operation, operation);
  queue = turn.catch(() => undefined);
  return turn;
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** Registers the service worker (once: the browser keeps it) and answers its active registration. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL });
  return navigator.serviceWorker.ready;
}

/** The browser's current push state, without asking anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const registration = await pushRegistration();
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/** `applicationServerKey` from the server's base64url VAPID public key. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** `PushSubscription.toJSON()` as the server takes it, or null when the browser left a part out. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/**
 * Posts the browser's subscription (the server answers its id: 201 new, with a welcome push; 200 known), then sends
 * the id as the member's push-subscription id (SPEC §7), whose failure is silently ignored (SPEC §8).
 */
export async function registerSubscription(client: DealgrowClient, subscription: PushSubscription): Promise<PushOutcome> {
  const input = subscriptionInput(subscription);
  if (!input) return { ok: false, reason: 'failed' };
  const saved = await client.notifications.subscribePush(input);
  if (!saved.success) return { ok: false, reason: 'failed', message: saved.error.message };
  knownId = { endpoint: input.endpoint, id: saved.data.id };
  try {
    await client.users.updatePushSubscription({ onesignal_player_id: saved.data.id });
  } catch {
    // SPEC §8: a push-subscription update failure is silently ignored.
  }
  return { ok: true };
}

/**
 * Turns push on in this browser: asks the permission when not yet answered (call it from a click), subscribes with
 * the server's public key and registers the subscription. `denied` when the member or the browser refused.
 */
export async function turnPushOn(client: DealgrowClient): Promise<PushOutcome> {
  if (!pushSupported()) return { ok: false, reason: 'unsupported' };
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  return inTurn(async (): Promise<PushOutcome> => {
    try {
      return await subscribeWith(client, await pushRegistration());
    } catch {
      return { ok: false, reason: 'failed' };
    }
  });
}

/** Subscribes (unless subscribed already) with the server's public key, and registers the subscription. */
async function subscribeWith(client: DealgrowClient, registration: ServiceWorkerRegistration): Promise<PushOutcome> {
  const existing = await registration.pushManager.getSubscription();
  if (existing) return registerSubscription(client, existing);
  const key = await client.notifications.pushPublicKey();
  if (!key.success) return { ok: false, reason: 'failed', message: key.error.message };
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key.data.publicKey),
  });
  return registerSubscription(client, subscription);
}

/** Turns push off in this browser: the server forgets the subscription, then the browser drops it. */
export function turnPushOff(client: DealgrowClient): Promise<PushOutcome> {
  if (!pushSupported()) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return inTurn(() => unsubscribeHere(client));
}

async function unsubscribeHere(client: DealgrowClient): Promise<PushOutcome> {
  try {
    const registration = await pushRegistration();
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return { ok: true };
    const input = subscriptionInput(subscription);
    let id = input && knownId?.endpoint === input.endpoint ? knownId.id : null;
    if (!id && input) {
      // Posting a known endpoint again only answers its id (200, no welcome push).
      const known = await client.notifications.subscribePush(input);
      if (!known.success) return { ok: false, reason: 'failed', message: known.error.message };
      id = known.data.id;
    }
    if (id) {
      const removed = await client.notifications.unsubscribePush(id);
      if (!removed.success && removed.status !== 404) return { ok: false, reason: 'failed', message: removed.error.message };
    }
    knownId = null;
    await subscription.unsubscribe();
    return { ok: true };
  } catch {
    return { ok: false, reason: 'failed' };
  }
}

/**
 * After the member is loaded (session.tsx, a lazy import): where notifications are allowed, registers the service
 * worker and subscribes silently when there is no subscription yet, or sends the existing one again so the server and
 * the member's push-subscription id are current (SPEC §7). Nothing is asked and every failure is silent (SPEC §8).
 * Where they are not (yet) allowed, nothing happens: the service worker only shows pushes, and turning push on
 * registers it. Registering it on every page's load cost the page its script's download, install and activation
 * while it drew (docs/performance.md "The service worker only where pushes come").
 */
export async function afterUserLoaded(client: DealgrowClient): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  await inTurn(async () => {
    try {
      await subscribeWith(client, await pushRegistration());
    } catch {
      // A service worker or push service that fails here is retried on the next load.
    }
  });
}

/**
 * On sign-out, while the session still stands: this browser stops getting the member's pushes (the server forgets the
 * subscription, the browser drops it), after the page's own push operation in flight. Never holds the sign-out up for
 * more than four seconds, and never fails it; the next member signed in here is subscribed afresh where notifications
 * are allowed.
 */
export async function forgetPushOnSignOut(client: DealgrowClient): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  await Promise.race([turnPushOff(client), new Promise((resolve) => setTimeout(resolve, 4000))]);
}
