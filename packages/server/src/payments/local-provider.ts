import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { first } from '../db/database.ts';
import { type AccountRow, PAYOUT_COLUMNS, type PayoutRow, toAccount, toPayout } from './local-rows.ts';
import type {
  AccountLinkInput,
  Balance,
  Charge,
  ChargeCustomerInput,
  CheckoutSession,
  ConnectedAccount,
  CreateCheckoutSessionInput,
  CreateConnectedAccountInput,
  PaymentEvent,
  PaymentMetadata,
  PaymentProvider,
  Payout,
  Transfer,
} from './provider.ts';
import { cardProblem, TEST_CARDS } from './test-cards.ts';
import { parseEvent, signWebhook, verifySignature } from './webhook-signing.ts';

/** What paying a checkout session with a card led to. */
export type CheckoutOutcome =
  | { kind: 'paid'; redirectUrl: string }
  | { kind: 'declined'; message: string }
  | { kind: 'requires_action' }
  | { kind: 'invalid'; message: string }
  | { kind: 'closed'; redirectUrl: string };

interface SessionRow {
  id: string;
  mode: 'subscription' | 'payment';
  amount: number;
  currency: string;
  description: string;
  metadata: PaymentMetadata;
  success_url: string;
  cancel_url: string;
  customer_key: string;
  customer_email: string | null;
  status: 'open' | 'complete' | 'expired';
  action_card: string | null;
  last_error: string | null;
  customer_id: string | null;
  payment_id: string | null;
  expired: boolean;
}

/** Sends a signed event to the server's webhook route; answers the HTTP status. */
export type WebhookTarget = (body: string, signature: string) => Promise<number>;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The local payment provider: everything Stripe would keep, kept in this database (the `local_pay_*` tables of
 * migration 0020), with a hosted checkout page, onboarding and dashboard pages served by this server
 * (payments/checkout.ts) and events signed like Stripe's, delivered to the server's own POST /payments/webhook.
 *
 * Addresses it answers (checkout `url`, onboarding and login links) are server-relative (`/pay/…`) unless
 * PUBLIC_URL is set: resolve them against the request's address with resolveProviderUrl (provider.ts).
 *
 * It sends checkout.session.completed and account.updated events; charges, transfers and payouts are final when
 * their call answers (their status says what happened), so it sends no event for them.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly name = 'local' as const;
  private target: WebhookTarget | undefined;

  private constructor(
    private readonly db: Database,
    /** The secret events are signed with (PAYMENTS_WEBHOOK_SECRET, or made once and kept in local_pay_settings). */
    readonly webhookSecret: string,
    private readonly baseUrl: string,
  ) {}

  /** Opens the provider on a migrated database: the configured webhook secret, else the stored one (made on first start). */
  static async open(
    db: Database,
    options: { webhookSecret?: string | undefined; publicUrl?: string | undefined },
  ): Promise<LocalPaymentProvider> {
    let secret = options.webhookSecret;
    if (!secret) {
      await db.query(`INSERT INTO local_pay_settings (key, value) VALUES ('webhook_secret', $1) ON CONFLICT (key) DO NOTHING`, [
        `whsec_${randomBytes(24).toString('hex')}`,
      ]);
      const row = await first<{ value: string }>(db, `SELECT value FROM local_pay_settings WHERE key = 'webhook_secret'`);
      secret = (row as { value: string }).value;
    }
    return new LocalPaymentProvider(db, secret, (options.publicUrl ?? '').replace(/\/$/, ''));
  }

  /** Where events go: the server's own webhook route (set by payments/checkout.ts once the routes exist). */
  deliverTo(target: WebhookTarget): void {
    this.target = target;
  }

  /** The signature header for a body, as the provider signs it (tests replay events with it). */
  sign(body: string, timestamp?: number): string {
    return signWebhook(this.webhookSecret, body, timestamp);
  }

  // Checkout

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }> {
    const id = newId('cs');
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO local_pay_checkout_sessions (id, mode, amount, currency, description, metadata, success_url, cancel_url, customer_key,
         customer_email, billing_interval, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key RETURNING id`,
      [
        id,
        input.mode,
        input.amount,
        input.currency.toUpperCase(),
        input.description,
        JSON.stringify(input.metadata),
        input.successUrl,
        input.cancelUrl,
        input.customerKey,
        input.customerEmail ?? null,
        input.interval ?? null,
        input.idempotencyKey ?? null,
      ],
    );
    const sessionId = (rows[0] as { id: string }).id;
    return { id: sessionId, url: this.checkoutUrl(sessionId) };
  }

  /** The hosted checkout page of a session. */
  checkoutUrl(sessionId: string): string {
    return `${this.baseUrl}/pay/checkout/${sessionId}`;
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession | null> {
    const row = await this.sessionRow(id);
    return row ? this.toSession(row) : null;
  }

  /** A session's row for the hosted page; null when unknown. */
  async sessionRow(id: string): Promise<SessionRow | null> {
    return (
      (await first<SessionRow>(this.db, `SELECT *, expires_at < now() AS expired FROM local_pay_checkout_sessions WHERE id = $1`, [id])) ??
      null
    );
  }

  private toSession(row: SessionRow): CheckoutSession {
    return {
      id: row.id,
      url: this.checkoutUrl(row.id),
      status: row.status === 'open' && row.expired ? 'expired' : row.status,
      mode: row.mode,
      amount: row.amount,
      currency: row.currency,
      description: row.description,
      metadata: row.metadata,
      customerId: row.customer_id,
      paymentId: row.payment_id,
    };
  }

  /** The hosted page's form: pays the session with a test card (docs/memberships.md "Test cards"). */
  async payCheckout(id: string, card: { number: string; expiry: string; cvc: string }): Promise<CheckoutOutcome> {
    const row = await this.sessionRow(id);
    if (!row) return { kind: 'invalid', message: 'This checkout does not exist.' };
    if (row.status !== 'open' || row.expired)
      return { kind: 'closed', redirectUrl: row.status === 'complete' ? this.successUrl(row) : row.cancel_url };
    const problem = cardProblem(card);
    if (problem) return { kind: 'invalid', message: problem };
    const digits = card.number.replace(/[\s-]/g, '');
    if (digits === TEST_CARDS.declined) {
      const message = 'Your card was declined. Try another card.';
      await this.db.query('UPDATE local_pay_checkout_sessions SET last_error = $2 WHERE id = $1', [id, message]);
      return { kind: 'declined', message };
    }
    if (digits === TEST_CARDS.requiresAction) {
      await this.db.query(`UPDATE local_pay_checkout_sessions SET action_card = $2 WHERE id = $1 AND status = 'open'`, [id, digits]);
      return { kind: 'requires_action' };
    }
    return this.completeCheckout(row, digits);
  }

  /** The confirm page's answer for a card that required action: approve pays, anything else leaves it unpaid. */
  async confirmCheckout(id: string, approve: boolean): Promise<CheckoutOutcome> {
    const row = await this.sessionRow(id);
    if (!row) return { kind: 'invalid', message: 'This checkout does not exist.' };
    if (row.status !== 'open' || row.expired)
      return { kind: 'closed', redirectUrl: row.status === 'complete' ? this.successUrl(row) : row.cancel_url };
    if (!row.action_card) return { kind: 'invalid', message: 'Nothing waits for confirmation: enter your card.' };
    if (!approve) {
      const message = 'The payment was not confirmed. Try again or use another card.';
      await this.db.query('UPDATE local_pay_checkout_sessions SET action_card = NULL, last_error = $2 WHERE id = $1', [id, message]);
      return { kind: 'declined', message };
    }
    return this.completeCheckout(row, row.action_card);
  }

  private successUrl(row: SessionRow): string {
    return row.success_url.replaceAll('{CHECKOUT_SESSION_ID}', row.id);
  }

  private async completeCheckout(row: SessionRow, digits: string): Promise<CheckoutOutcome> {
    const event = await this.db.transaction(async (tx) => {
      const customerId = await this.saveCustomer(tx, row.customer_key, row.customer_email, digits);
      const paymentId = newId('ch');
      const done = await tx.query<{ id: string }>(
        `UPDATE local_pay_checkout_sessions SET status = 'complete', customer_id = $2, payment_id = $3, action_card = NULL, last_error = NULL
          WHERE id = $1 AND status = 'open' RETURNING id`,
        [row.id, customerId, paymentId],
      );
      // Paid twice at once: the first payment stands, the second is not charged.
      if (done.length === 0) return null;
      await tx.query(
        `INSERT INTO local_pay_charges (id, customer_id, amount, currency, description, metadata, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'succeeded')`,
        [paymentId, customerId, row.amount, row.currency, row.description, JSON.stringify(row.metadata)],
      );
      const session = this.toSession({ ...row, status: 'complete', customer_id: customerId, payment_id: paymentId });
      return this.recordEvent(tx, {
        id: newId('evt'),
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        session,
      });
    });
    if (event) await this.deliver(event);
    return { kind: 'paid', redirectUrl: this.successUrl(row) };
  }

  private async saveCustomer(tx: Queryable, customerKey: string, email: string | null, digits: string): Promise<string> {
    const behaviour = digits === TEST_CARDS.declinesLater ? 'declines_later' : 'succeeds';
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO local_pay_customers (id, customer_key, email, card_behaviour, card_last4) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (customer_key) DO UPDATE SET card_behaviour = EXCLUDED.card_behaviour, card_last4 = EXCLUDED.card_last4,
         email = coalesce(EXCLUDED.email, local_pay_customers.email)
       RETURNING id`,
      [newId('cus'), customerKey, email, behaviour, digits.slice(-4)],
    );
    return (rows[0] as { id: string }).id;
  }

  // Charges

  async chargeCustomer(input: ChargeCustomerInput): Promise<Charge> {
    const known = await this.chargeByKey(input.idempotencyKey);
    if (known) return known;
    const customer = await first<{ id: string; card_behaviour: string }>(
      this.db,
      'SELECT id, card_behaviour FROM local_pay_customers WHERE customer_key = $1',
      [input.customerKey],
    );
    const failure = !customer
      ? 'No card is saved for this customer.'
      : customer.card_behaviour === 'declines_later'
        ? 'Your card was declined.'
        : null;
    await this.db.query(
      `INSERT INTO local_pay_charges (id, customer_id, amount, currency, description, metadata, status, failure_message, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING`,
      [
        newId('ch'),
        customer?.id ?? null,
        input.amount,
        input.currency.toUpperCase(),
        input.description,
        JSON.stringify(input.metadata ?? {}),
        failure ? 'failed' : 'succeeded',
        failure,
        input.idempotencyKey,
      ],
    );
    return (await this.chargeByKey(input.idempotencyKey)) as Charge;
  }

  private async chargeByKey(key: string): Promise<Charge | null> {
    const row = await first<{ id: string; status: Charge['status']; failure_message: string | null }>(
      this.db,
      'SELECT id, status, failure_message FROM local_pay_charges WHERE idempotency_key = $1',
      [key],
    );
    if (!row) return null;
    return { id: row.id, status: row.status, ...(row.failure_message ? { failureMessage: row.failure_message } : {}) };
  }

  // Webhooks

  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): PaymentEvent {
    return parseEvent(verifySignature(this.webhookSecret, rawBody, signatureHeader));
  }

  private async recordEvent<Event extends PaymentEvent>(db: Queryable, event: Event): Promise<Event> {
    await db.query('INSERT INTO local_pay_events (id, type, payload) VALUES ($1, $2, $3)', [event.id, event.type, JSON.stringify(event)]);
    return event;
  }

  /** Sends a recorded event (again) to the webhook route, freshly signed; answers the route's status (0 when none is set). */
  async redeliver(eventId: string): Promise<number> {
    const row = await first<{ payload: string }>(this.db, 'SELECT payload FROM local_pay_events WHERE id = $1', [eventId]);
    if (!row) return 0;
    return this.send(eventId, row.payload);
  }

  /** The events sent, newest first (tests and the developer's own checks). */
  async events(limit = 20): Promise<Array<{ id: string; type: string; payload: string; delivered: boolean }>> {
    return this.db.query(
      'SELECT id, type, payload, delivered_at IS NOT NULL AS delivered FROM local_pay_events ORDER BY created_at DESC, id DESC LIMIT $1',
      [limit],
    );
  }

  private async deliver(event: PaymentEvent): Promise<void> {
    await this.send(event.id, JSON.stringify(event));
  }

  private async send(eventId: string, body: string): Promise<number> {
    if (!this.target) return 0;
    let status = 0;
    try {
      status = await this.target(body, this.sign(body));
    } finally {
      await this.db.query(
        `UPDATE local_pay_events SET attempts = attempts + 1, delivered_at = CASE WHEN $2 THEN coalesce(delivered_at, now()) ELSE delivered_at END
          WHERE id = $1`,
        [eventId, status >= 200 && status < 300],
      );
    }
    return status;
  }

  // Connected accounts

  async createConnectedAccount(input: CreateConnectedAccountInput): Promise<string> {
    await this.db.query(
      `INSERT INTO local_pay_accounts (id, owner_key, email, business_type, name) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (owner_key) DO NOTHING`,
      [newId('acct'), input.ownerKey, input.email, input.businessType, input.name],
    );
    const row = await first<{ id: string }>(this.db, 'SELECT id FROM local_pay_accounts WHERE owner_key = $1', [input.ownerKey]);
    return (row as { id: string }).id;
  }

  async createOnboardingLink(accountId: string, input: AccountLinkInput): Promise<string> {
    const id = newId('link');
    await this.db.query(
      `INSERT INTO local_pay_account_links (id, account_id, kind, return_url, refresh_url) VALUES ($1, $2, 'onboarding', $3, $4)`,
      [id, accountId, input.returnUrl, input.refreshUrl],
    );
    return `${this.baseUrl}/pay/onboarding/${id}`;
  }

  async createLoginLink(accountId: string): Promise<string> {
    const id = newId('link');
    await this.db.query(`INSERT INTO local_pay_account_links (id, account_id, kind) VALUES ($1, $2, 'login')`, [id, accountId]);
    return `${this.baseUrl}/pay/dashboard/${id}`;
  }

  /** An onboarding or dashboard link's account, when the link is still good (onboarding links work once). */
  async accountLink(
    id: string,
    kind: 'onboarding' | 'login',
  ): Promise<{ account: ConnectedAccount; returnUrl: string | null; refreshUrl: string | null; usable: boolean } | null> {
    const row = await first<AccountRow & { return_url: string | null; refresh_url: string | null; usable: boolean }>(
      this.db,
      `SELECT a.id, a.business_type, a.name, a.enabled, l.return_url, l.refresh_url, (l.used_at IS NULL AND l.expires_at > now()) AS usable
         FROM local_pay_account_links l JOIN local_pay_accounts a ON a.id = l.account_id WHERE l.id = $1 AND l.kind = $2`,
      [id, kind],
    );
    if (!row) return null;
    return { account: toAccount(row), returnUrl: row.return_url, refreshUrl: row.refresh_url, usable: row.usable };
  }

  /** The onboarding page's form: the account is enabled, the link used, and account.updated sent. */
  async completeOnboarding(linkId: string): Promise<boolean> {
    const event = await this.db.transaction(async (tx) => {
      const used = await tx.query<{ account_id: string }>(
        `UPDATE local_pay_account_links SET used_at = now() WHERE id = $1 AND kind = 'onboarding' AND used_at IS NULL AND expires_at > now()
         RETURNING account_id`,
        [linkId],
      );
      const accountId = used[0]?.account_id;
      if (!accountId) return null;
      const rows = await tx.query<AccountRow>(
        'UPDATE local_pay_accounts SET enabled = true WHERE id = $1 RETURNING id, business_type, name, enabled',
        [accountId],
      );
      const account = toAccount(rows[0] as AccountRow);
      return this.recordEvent(tx, { id: newId('evt'), type: 'account.updated', created: Math.floor(Date.now() / 1000), account });
    });
    if (!event) return false;
    await this.deliver(event);
    return true;
  }

  async retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    const row = await first<AccountRow>(this.db, 'SELECT id, business_type, name, enabled FROM local_pay_accounts WHERE id = $1', [
      accountId,
    ]);
    return row ? toAccount(row) : null;
  }

  // Money held by connected accounts

  async balance(accountId: string): Promise<Balance> {
    const rows = await this.db.query<{ currency: string; available: number; pending: number }>(
      'SELECT currency, available::int AS available, pending::int AS pending FROM local_pay_balances WHERE account_id = $1 ORDER BY currency',
      [accountId],
    );
    return {
      available: rows.map((row) => ({ amount: row.available, currency: row.currency })),
      pending: rows.map((row) => ({ amount: row.pending, currency: row.currency })),
    };
  }

  async transfer(accountId: string, amount: number, currency: string, idempotencyKey: string): Promise<Transfer> {
    const code = currency.toUpperCase();
    await this.db.transaction(async (tx) => {
      const account = await tx.query<{ enabled: boolean }>('SELECT enabled FROM local_pay_accounts WHERE id = $1', [accountId]);
      const ok = account[0]?.enabled === true && Number.isInteger(amount) && amount > 0;
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO local_pay_transfers (id, account_id, amount, currency, status, idempotency_key)
         SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM local_pay_accounts WHERE id = $2)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [newId('tr'), accountId, Math.max(1, Math.trunc(amount)), code, ok ? 'succeeded' : 'failed', idempotencyKey],
      );
      if (inserted.length === 0 || !ok) return;
      await tx.query(
        `INSERT INTO local_pay_balances (account_id, currency, available) VALUES ($1, $2, $3)
         ON CONFLICT (account_id, currency) DO UPDATE SET available = local_pay_balances.available + EXCLUDED.available`,
        [accountId, code, amount],
      );
    });
    const row = await first<Transfer>(this.db, 'SELECT id, status, amount, currency FROM local_pay_transfers WHERE idempotency_key = $1', [
      idempotencyKey,
    ]);
    return row ?? { id: '', status: 'failed', amount, currency: code };
  }

  async payout(accountId: string, amount: number, currency: string, idempotencyKey: string): Promise<Payout> {
    const code = currency.toUpperCase();
    await this.db.transaction(async (tx) => {
      const known = await tx.query('SELECT 1 FROM local_pay_payouts WHERE idempotency_key = $1', [idempotencyKey]);
      if (known.length > 0) return;
      const taken = await tx.query(
        `UPDATE local_pay_balances SET available = available - $3 WHERE account_id = $1 AND currency = $2 AND available >= $3 AND $3 > 0
         RETURNING available`,
        [accountId, code, amount],
      );
      const paid = taken.length > 0;
      await tx.query(
        `INSERT INTO local_pay_payouts (id, account_id, amount, currency, status, failure_message, idempotency_key, arrival_date)
         SELECT $1, $2, $3, $4, $5, $6, $7, CASE WHEN $5 = 'paid' THEN now() END WHERE EXISTS (SELECT 1 FROM local_pay_accounts WHERE id = $2)
         ON CONFLICT (idempotency_key) DO NOTHING`,
        [
          newId('po'),
          accountId,
          Math.max(1, Math.trunc(amount)),
          code,
          paid ? 'paid' : 'failed',
          paid ? null : 'The available balance is too low.',
          idempotencyKey,
        ],
      );
    });
    const row = await first<PayoutRow>(this.db, `${PAYOUT_COLUMNS} WHERE idempotency_key = $1`, [idempotencyKey]);
    return row
      ? toPayout(row)
      : { id: '', status: 'failed', amount, currency: code, created: Math.floor(Date.now() / 1000), arrivalDate: null };
  }

  async listPayouts(accountId: string): Promise<Payout[]> {
    const rows = await this.db.query<PayoutRow>(`${PAYOUT_COLUMNS} WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`, [
      accountId,
    ]);
    return rows.map(toPayout);
  }
}
