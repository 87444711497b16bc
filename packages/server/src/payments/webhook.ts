import { Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import type { App, ServerContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { type PaymentEvent, WebhookSignatureError } from './provider.ts';

/**
 * What a module does with a payment event, inside the transaction that records the event as processed: a handler
 * that throws rolls the event back (the provider delivers it again). Handlers ignore the events that are not theirs.
 */
export type PaymentWebhookHandler = (event: PaymentEvent, tx: Queryable) => Promise<void>;

export const WEBHOOK_PATH = '/payments/webhook';

/** The header the signature comes in: Stripe's name, for both providers. */
export const SIGNATURE_HEADER = 'stripe-signature';

const WebhookAnswer = Type.Object(
  {
    received: Type.Boolean(),
    duplicate: Type.Boolean({ description: 'True when this event was processed before: nothing changed.' }),
  },
  { additionalProperties: false },
);

/**
 * POST /payments/webhook: the provider's events, checked against their signature over the raw body (400 otherwise),
 * each processed once: its id is recorded in payment_webhook_events in the same transaction as its effects, so the
 * same event delivered again (or five times at once) changes nothing.
 *
 * Registered inside the payments scope (checkout.ts), whose JSON parser keeps the body as the raw string.
 */
export function webhookRoute(scope: App, context: ServerContext, handlers: readonly PaymentWebhookHandler[]): void {
  scope.post(
    WEBHOOK_PATH,
    {
      schema: { hide: true, response: { 200: WebhookAnswer } },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      let event: PaymentEvent;
      try {
        event = context.payments.verifyWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new ApiError(400, 'invalid_signature', t('code.invalid_signature'));
        throw error;
      }
      const fresh = await context.db.transaction(async (tx) => {
        const recorded = await tx.query(
          'INSERT INTO payment_webhook_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
          [event.id, event.type],
        );
        if (recorded.length === 0) return false;
        for (const handle of handlers) await handle(event, tx);
        return true;
      });
      return { received: true, duplicate: !fresh };
    },
  );
}
