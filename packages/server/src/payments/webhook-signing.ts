/**
 * Stripe-style webhook signatures and event parsing, as the local provider signs and the server's webhook route
 * checks them (docs/payments.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentEvent, WebhookSignatureError } from './provider.ts';

/** How old a webhook's timestamp may be (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** A Stripe-style signature header: `t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`. */
export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Checks a Stripe-style signature over the raw body (any v1 may match), within the tolerance; throws otherwise. */
export function verifySignature(secret: string, rawBody: Buffer | string, header: string | undefined, now = Date.now()): string {
  if (!header) throw new WebhookSignatureError('No signature header');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name, value]) => name === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) throw new WebhookSignatureError('Malformed signature header');
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) throw new WebhookSignatureError('Timestamp outside the tolerance');
  const body = typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('Signature does not match');
  return body;
}

const EVENT_TYPES = new Set<string>([
  'checkout.session.completed',
  'checkout.session.expired',
  'charge.succeeded',
  'charge.failed',
  'account.updated',
  'payout.paid',
  'payout.failed',
]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A parsed body that has the shape of one of the PaymentEvent kinds. */
export function isPaymentEvent(value: unknown): value is PaymentEvent {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.type !== 'string' || typeof value.created !== 'number') return false;
  if (!EVENT_TYPES.has(value.type)) return false;
  if (value.type.startsWith('checkout.'))
    return isRecord(value.session) && typeof value.session.id === 'string' && isRecord(value.session.metadata);
  if (value.type.startsWith('charge.')) return isRecord(value.charge) && typeof value.charge.id === 'string';
  if (value.type === 'account.updated') return isRecord(value.account) && typeof value.account.id === 'string';
  return typeof value.accountId === 'string' && isRecord(value.payout);
}

/** Parses a verified body into an event; throws WebhookSignatureError when it is not one. */
export function parseEvent(body: string): PaymentEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new WebhookSignatureError('The body is not JSON');
  }
  if (!isPaymentEvent(parsed)) throw new WebhookSignatureError('The body is not a payment event');
  return parsed;
}
