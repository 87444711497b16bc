import Stripe from 'stripe';
import {
  type AccountLinkInput,
  type Balance,
  type Charge,
  type ChargeCustomerInput,
  type CheckoutSession,
  type ConnectedAccount,
  type CreateCheckoutSessionInput,
  type CreateConnectedAccountInput,
  type PaymentEvent,
  type PaymentMetadata,
  type PaymentProvider,
  type Payout,
  type PayoutStatus,
  type Transfer,
  WebhookSignatureError,
} from './provider.ts';

/** How the adapter reaches Stripe: the real API by default; `host`/`port`/`protocol` point it at a stand-in (tests, stripe-mock). */
export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`): without it every webhook is refused. */
  webhookSecret?: string | undefined;
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
  /** Retries of a request that failed on the network or with 409/429/5xx (Stripe's own, with its idempotency keys). */
  maxNetworkRetries?: number | undefined;
}

/** Metadata keys the adapter keeps for itself on checkout sessions; never handed back to the server. */
const OWN_KEYS = { mode: 'dealgrow_mode', description: 'dealgrow_description', customer: 'dealgrow_customer' } as const;

const PAYOUT_STATUSES: readonly PayoutStatus[] = ['pending', 'in_transit', 'paid', 'failed', 'canceled'];

const upper = (currency: string | null | undefined) => (currency ?? '').toUpperCase();
const idOf = (value: string | { id: string } | null | undefined) => (value == null ? null : typeof value === 'string' ? value : value.id);
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.statusCode === 404;

function toSession(session: Stripe.Checkout.Session): CheckoutSession {
  const metadata: PaymentMetadata = {};
  const own = new Set<string>(Object.values(OWN_KEYS));
  for (const [key, value] of Object.entries(session.metadata ?? {})) if (!own.has(key)) metadata[key] = value;
  return {
    id: session.id,
    url: session.url ?? '',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    mode: session.metadata?.[OWN_KEYS.mode] === 'subscription' ? 'subscription' : 'payment',
    amount: session.amount_total ?? 0,
    currency: upper(session.currency),
    description: session.metadata?.[OWN_KEYS.description] ?? '',
    metadata,
    customerId: idOf(session.customer),
    paymentId: idOf(session.payment_intent),
  };
}

function toAccount(account: Stripe.Account): ConnectedAccount {
  const individualName = [account.individual?.first_name, account.individual?.last_name].filter(Boolean).join(' ');
  return {
    id: account.id,
    enabled: account.details_submitted === true && account.payouts_enabled === true,
    businessType: account.business_type === 'individual' ? 'individual' : 'company',
    name: account.business_profile?.name ?? account.company?.name ?? individualName,
    requirements: account.requirements?.currently_due ?? [],
  };
}

function toPayout(payout: Stripe.Payout): Payout {
  const status = PAYOUT_STATUSES.find((known) => known === payout.status) ?? 'pending';
  return {
    id: payout.id,
    status,
    amount: payout.amount,
    currency: upper(payout.currency),
    created: payout.created,
    arrivalDate: payout.arrival_date ?? null,
    ...(payout.failure_message ? { failureMessage: payout.failure_message } : {}),
  };
}

/**
 * The PaymentProvider on Stripe (docs/payments.md "Stripe"), chosen when STRIPE_SECRET_KEY is set. Checkout is a
 * Stripe Checkout session in `payment` mode that saves the card for later off-session charges (renewals and
 * prorations are charged by the server's membership sweep, so Stripe Billing never charges on its own); customers
 * are found by the server's key in their metadata; connected accounts are Express accounts paid by transfers from
 * the platform. Every money-moving call carries the server's idempotency key.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(options: StripeProviderOptions) {
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      telemetry: false,
      appInfo: { name: 'dealgrow' },
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
  }

  /** The Stripe customer of a server key (`user:12`), found by its metadata; created when `create` and none exists. */
  private async customerFor(customerKey: string, email: string | undefined, create: boolean): Promise<string | null> {
    const found = await this.stripe.customers.search({
      query: `metadata['${OWN_KEYS.customer}']:'${customerKey.replaceAll("'", '')}'`,
      limit: 1,
    });
    const existing = found.data[0];
    if (existing) return existing.id;
    if (!create) return null;
    const customer = await this.stripe.customers.create(
      { ...(email ? { email } : {}), metadata: { [OWN_KEYS.customer]: customerKey } },
      { idempotencyKey: `customer:${customerKey}` },
    );
    return customer.id;
  }

  // Checkout

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }> {
    const customer = await this.customerFor(input.customerKey, input.customerEmail, true);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        ...(customer ? { customer } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description } },
          },
        ],
        payment_intent_data: { setup_future_usage: 'off_session', metadata: input.metadata, description: input.description },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { ...input.metadata, [OWN_KEYS.mode]: input.mode, [OWN_KEYS.description]: input.description.slice(0, 500) },
      },
      input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
    );
    return { id: session.id, url: session.url ?? '' };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession | null> {
    try {
      return toSession(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  // Charges

  async chargeCustomer(input: ChargeCustomerInput): Promise<Charge> {
    const customer = await this.customerFor(input.customerKey, undefined, false);
    if (!customer) return { id: '', status: 'failed', failureMessage: 'No card is saved for this customer.' };
    const methods = await this.stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 1 });
    const method = methods.data[0];
    if (!method) return { id: '', status: 'failed', failureMessage: 'No card is saved for this customer.' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          customer,
          payment_method: method.id,
          off_session: true,
          confirm: true,
          description: input.description,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { id: intent.id, status: 'succeeded' };
      if (intent.status === 'requires_action') {
        const actionUrl = intent.next_action?.redirect_to_url?.url;
        return { id: intent.id, status: 'requires_action', ...(actionUrl ? { actionUrl } : {}) };
      }
      return { id: intent.id, status: 'failed', failureMessage: intent.last_payment_error?.message ?? `The payment is ${intent.status}.` };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return { id: idOf(error.payment_intent ?? null) ?? '', status: 'failed', failureMessage: error.message };
      throw error;
    }
  }

  // Webhooks

  /**
   * Checks the Stripe-Signature header with `stripe.webhooks.constructEvent` (STRIPE_WEBHOOK_SECRET, Stripe's
   * 5-minute tolerance) and turns the event into the server's terms. Only the kinds of PaymentEvent are handled:
   * the Stripe endpoint is set to send those (docs/payments.md); any other kind is refused like a bad signature.
   */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set');
    if (!signatureHeader) throw new WebhookSignatureError('No signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Signature does not match');
    }
    const { id, created } = event;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.expired':
        return { id, type: event.type, created, session: toSession(event.data.object) };
      case 'charge.succeeded':
      case 'charge.failed': {
        const charge = event.data.object;
        return {
          id,
          type: event.type,
          created,
          charge: {
            id: charge.id,
            status: charge.status === 'succeeded' ? 'succeeded' : 'failed',
            amount: charge.amount,
            currency: upper(charge.currency),
            metadata: charge.metadata ?? {},
            ...(charge.failure_message ? { failureMessage: charge.failure_message } : {}),
          },
        };
      }
      case 'account.updated':
        return { id, type: event.type, created, account: toAccount(event.data.object) };
      case 'payout.paid':
      case 'payout.failed':
        return { id, type: event.type, created, accountId: event.account ?? '', payout: toPayout(event.data.object) };
      default:
        throw new WebhookSignatureError(`Unhandled event type ${event.type}`);
    }
  }

  // Connected accounts

  async createConnectedAccount(input: CreateConnectedAccountInput): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        ...(input.email ? { email: input.email } : {}),
        business_type: input.businessType,
        business_profile: { name: input.name },
        capabilities: { transfers: { requested: true } },
        metadata: { dealgrow_owner: input.ownerKey },
      },
      { idempotencyKey: `account:${input.ownerKey}` },
    );
    return account.id;
  }

  async createOnboardingLink(accountId: string, input: AccountLinkInput): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return link.url;
  }

  async createLoginLink(accountId: string): Promise<string> {
    return (await this.stripe.accounts.createLoginLink(accountId)).url;
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    try {
      return toAccount(await this.stripe.accounts.retrieve(accountId));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  // Money held by connected accounts

  async balance(accountId: string): Promise<Balance> {
    const balance = await this.stripe.balance.retrieve({}, { stripeAccount: accountId });
    const money = (list: Array<{ amount: number; currency: string }>) =>
      list.map((entry) => ({ amount: entry.amount, currency: upper(entry.currency) }));
    return { available: money(balance.available), pending: money(balance.pending) };
  }

  async transfer(accountId: string, amount: number, currency: string, idempotencyKey: string): Promise<Transfer> {
    try {
      const transfer = await this.stripe.transfers.create(
        { amount, currency: currency.toLowerCase(), destination: accountId, metadata: { dealgrow_key: idempotencyKey } },
        { idempotencyKey },
      );
      return {
        id: transfer.id,
        status: transfer.reversed ? 'failed' : 'succeeded',
        amount: transfer.amount,
        currency: upper(transfer.currency),
      };
    } catch (error) {
      // Refused by Stripe (the platform's balance is short, the account cannot receive): failed, tried again later.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return { id: '', status: 'failed', amount, currency: upper(currency) };
      throw error;
    }
  }

  async payout(accountId: string, amount: number, currency: string, idempotencyKey: string): Promise<Payout> {
    const payout = await this.stripe.payouts.create(
      { amount, currency: currency.toLowerCase() },
      { stripeAccount: accountId, idempotencyKey },
    );
    return toPayout(payout);
  }

  async listPayouts(accountId: string): Promise<Payout[]> {
    const page = await this.stripe.payouts.list({ limit: 100 }, { stripeAccount: accountId });
    return page.data.map(toPayout);
  }
}

/** The Stripe adapter of the server's configuration (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL). */
export function stripeProviderFrom(config: {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string | undefined;
}): StripePaymentProvider {
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : undefined;
  return new StripePaymentProvider({
    secretKey: config.stripeSecretKey ?? '',
    webhookSecret: config.stripeWebhookSecret,
    ...(api
      ? {
          host: api.hostname,
          protocol: api.protocol === 'http:' ? 'http' : 'https',
          ...(api.port ? { port: Number(api.port) } : {}),
        }
      : {}),
  });
}
