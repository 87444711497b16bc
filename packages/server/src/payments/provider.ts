/**
 * The payment provider every payment goes through (docs/memberships.md "Payments", docs/payments.md).
 *
 * Two implementations: the local provider (payments/local-provider.ts, the default; kept in the database,
 * with a hosted checkout page served by this server and webhooks signed like Stripe's) and the Stripe
 * adapter (payments/stripe-provider.ts, chosen when STRIPE_SECRET_KEY is set).
 *
 * Conventions:
 * - Amounts are integers in the currency's minor unit (cents): 1999 EUR is €19.99.
 * - Currencies are ISO 4217 codes in upper case ('EUR', 'USD', 'GBP', 'TRY').
 * - Every money-moving call takes an idempotency key: the same key returns the first result and moves
 *   money once (a retried request, a webhook delivered twice).
 * - Metadata values are strings (Stripe's rule); the server puts its own ids there (user, company, plan).
 */

/** An amount of money in a currency's minor unit. */
export interface Money {
  /** Integer, minor unit (cents). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** String-only key/value pairs carried by checkout sessions and charges, returned in webhook events. */
export type PaymentMetadata = Record<string, string>;

/** What a checkout session sells: a recurring plan (the customer's card is kept for renewals) or a one-off payment. */
export type CheckoutMode = 'subscription' | 'payment';

export interface CreateCheckoutSessionInput {
  mode: CheckoutMode;
  /** Minor unit; the first period's price for a subscription. */
  amount: number;
  currency: string;
  /** Shown on the checkout page ("DealGrow Business — monthly"). */
  description: string;
  metadata: PaymentMetadata;
  /** Where the payer is sent after paying; `{CHECKOUT_SESSION_ID}` in it is replaced by the session id. */
  successUrl: string;
  /** Where the payer is sent on cancelling. */
  cancelUrl: string;
  /** The member paying: their stored customer (card) is reused or created. */
  customerKey: string;
  /** Prefills the receipt address. */
  customerEmail?: string;
  /** For a subscription: the billing interval, for the provider's own records. */
  interval?: 'month' | 'year';
  /** Same key → the same session (no second session for a retried request). */
  idempotencyKey?: string;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession {
  id: string;
  /** The hosted page the payer is sent to. */
  url: string;
  status: CheckoutSessionStatus;
  mode: CheckoutMode;
  amount: number;
  currency: string;
  description: string;
  metadata: PaymentMetadata;
  /** The provider's customer once paid (a subscription keeps charging it). */
  customerId: string | null;
  /** The payment once paid. */
  paymentId: string | null;
}

export interface ChargeCustomerInput {
  /** The customer's key as given to createCheckoutSession (customerKey). */
  customerKey: string;
  amount: number;
  currency: string;
  description: string;
  metadata?: PaymentMetadata;
  /** Same key → the first charge's result; the card is charged once. */
  idempotencyKey: string;
}

export type ChargeStatus = 'succeeded' | 'failed' | 'requires_action';

export interface Charge {
  id: string;
  status: ChargeStatus;
  /** With requires_action: the page where the payer confirms (3-D Secure). */
  actionUrl?: string;
  /** With failed: the provider's reason, for the history and the notification. */
  failureMessage?: string;
}

/** Events the provider sends to POST /payments/webhook, in the server's own terms. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.session.completed';
      created: number;
      session: CheckoutSession;
    }
  | {
      id: string;
      type: 'checkout.session.expired';
      created: number;
      session: CheckoutSession;
    }
  | {
      id: string;
      type: 'charge.succeeded' | 'charge.failed';
      created: number;
      charge: Charge & { amount: number; currency: string; metadata: PaymentMetadata };
    }
  | {
      id: string;
      type: 'account.updated';
      created: number;
      account: ConnectedAccount;
    }
  | {
      id: string;
      type: 'payout.paid' | 'payout.failed';
      created: number;
      accountId: string;
      payout: Payout;
    };

export type PaymentEventType = PaymentEvent['type'];

/** Raised by verifyWebhook: a missing or bad signature, a stale timestamp or an unreadable body. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export type BusinessType = 'individual' | 'company';

export interface CreateConnectedAccountInput {
  /** The server's owner of the account: 'user:12' or 'company:7'. Same key → the same account. */
  ownerKey: string;
  email: string;
  businessType: BusinessType;
  name: string;
}

export interface ConnectedAccount {
  id: string;
  /** Charges and payouts allowed: onboarding finished. */
  enabled: boolean;
  businessType: BusinessType;
  name: string;
  /** What onboarding still needs ('external_account', 'individual.dob', …); empty once enabled. */
  requirements: string[];
}

export interface AccountLinkInput {
  /** Where onboarding sends the owner back when done. */
  returnUrl: string;
  /** Where it sends them when the link expired and a new one is needed. */
  refreshUrl: string;
}

/** Money per currency: minor units, one entry per currency held. */
export interface Balance {
  available: Money[];
  pending: Money[];
}

export type TransferStatus = 'succeeded' | 'failed';

export interface Transfer {
  id: string;
  status: TransferStatus;
  amount: number;
  currency: string;
}

export type PayoutStatus = 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';

export interface Payout {
  id: string;
  status: PayoutStatus;
  amount: number;
  currency: string;
  /** Seconds since the epoch. */
  created: number;
  /** Seconds since the epoch when the money is expected in the bank. */
  arrivalDate: number | null;
  failureMessage?: string;
}

export interface PaymentProvider {
  /** 'local' or 'stripe': shown in logs and docs, checked by tests. */
  readonly name: 'local' | 'stripe';

  // Checkout

  /** Creates a hosted checkout for a first plan or a one-off payment; the payer is sent to `url`. */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** Reads one session (the return page checks it was paid); null when unknown. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession | null>;

  // Charges

  /** Charges a stored customer off-session: renewals and upgrade prorations. */
  chargeCustomer(input: ChargeCustomerInput): Promise<Charge>;

  // Webhooks

  /**
   * Checks the `Stripe-Signature`-style header (`t=<seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`, 5-minute
   * tolerance) over the raw body and returns the typed event; throws WebhookSignatureError otherwise.
   */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent;

  // Connected accounts

  /** Creates (or returns, for the same ownerKey) an account that can receive money. Returns its id. */
  createConnectedAccount(input: CreateConnectedAccountInput): Promise<string>;
  /** A one-time onboarding address for the account's owner. */
  createOnboardingLink(accountId: string, input: AccountLinkInput): Promise<string>;
  /** A one-time address of the account's dashboard (after onboarding). */
  createLoginLink(accountId: string): Promise<string>;
  /** The account's state; null when unknown. */
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null>;

  // Money held by connected accounts

  balance(accountId: string): Promise<Balance>;
  /** Moves money from the platform to the account (earnings). Same key → same transfer. */
  transfer(accountId: string, amount: number, currency: string, idempotencyKey: string): Promise<Transfer>;
  /** Pays the account's available balance out to its bank. Same key → same payout. */
  payout(accountId: string, amount: number, currency: string, idempotencyKey: string): Promise<Payout>;
  /** The account's payouts, newest first. */
  listPayouts(accountId: string): Promise<Payout[]>;
}

/**
 * An address a provider answered, made absolute: the local provider answers server-relative ones (`/pay/…`) unless
 * PUBLIC_URL is set; `base` is the API's address as the client reached it (publicBaseUrl in http/context.ts).
 */
export function resolveProviderUrl(url: string, base: string): string {
  return url.startsWith('/') ? `${base.replace(/\/$/, '')}${url}` : url;
}

declare module '../http/context.ts' {
  interface ServerContext {
    /** Checkout, charges, webhooks, connected accounts and payouts: local by default, Stripe with STRIPE_SECRET_KEY. */
    payments: PaymentProvider;
  }
}
