import { randomUUID } from 'node:crypto';
import type { Static } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { notify } from '../notifications/notify.ts';
import type { BusinessType, ConnectedAccount, Payout } from '../payments/provider.ts';
import type { PaymentWebhookHandler } from '../payments/webhook.ts';
import { toMajorUnits } from './money.ts';
import type { AccountStepBody, ConnectedAccountState, PayoutView } from './schemas.ts';

/** Whose connected account: a member's (users row) or a company's (companies row). */
export interface AccountOwner {
  kind: 'user' | 'company';
  id: number;
}

/** The provider's key of an owner: the same owner never gets a second account. */
export const ownerKey = (owner: AccountOwner) => `${owner.kind}:${owner.id}`;

const TABLE = { user: 'users', company: 'companies' } as const;

interface AccountRow {
  stripe_account_id: string | null;
  stripe_account_enabled: boolean;
  stripe_business_type: BusinessType | null;
  stripe_account_name: string | null;
  email: string;
  default_name: string;
}

async function accountRow(context: ServerContext, owner: AccountOwner): Promise<AccountRow> {
  const row =
    owner.kind === 'user'
      ? await first<AccountRow>(
          context.db,
          `SELECT stripe_account_id, stripe_account_enabled, stripe_business_type, stripe_account_name, email,
                  trim(first_name || ' ' || last_name) AS default_name
             FROM users WHERE id = $1`,
          [owner.id],
        )
      : await first<AccountRow>(
          context.db,
          `SELECT c.stripe_account_id, c.stripe_account_enabled, c.stripe_business_type, c.stripe_account_name, coalesce(u.email, '') AS email,
                  c.name AS default_name
             FROM companies c LEFT JOIN users u ON u.id = c.owner_id WHERE c.id = $1`,
          [owner.id],
        );
  if (!row) throw notFound(owner.kind === 'user' ? 'member' : 'company');
  return row;
}

function stepOf(row: Pick<AccountRow, 'stripe_account_id' | 'stripe_account_enabled' | 'stripe_business_type' | 'stripe_account_name'>) {
  if (row.stripe_account_enabled) return 'done' as const;
  if (row.stripe_account_id) return 'onboarding' as const;
  if (!row.stripe_business_type) return 'business_type' as const;
  return row.stripe_account_name ? ('onboarding' as const) : ('name' as const);
}

function stateOf(
  owner: AccountOwner,
  row: AccountRow,
  extra: { onboardingUrl?: string | null; requirements?: string[] } = {},
): Static<typeof ConnectedAccountState> {
  return {
    owner_type: owner.kind,
    owner_id: owner.id,
    stripe_account_id: row.stripe_account_id,
    stripe_account_enabled: row.stripe_account_enabled,
    stripe_business_type: row.stripe_business_type,
    stripe_account_name: row.stripe_account_name,
    step: stepOf(row),
    onboarding_url: extra.onboardingUrl ?? null,
    requirements: extra.requirements ?? [],
  };
}

/** Keeps the owner's row in step with the provider's account (`account.updated` webhooks). */
export async function applyAccountUpdate(db: Queryable, account: ConnectedAccount): Promise<void> {
  for (const table of Object.values(TABLE))
    await db.query(
      `UPDATE ${table} SET stripe_account_enabled = $2, stripe_business_type = $3, stripe_account_name = $4 WHERE stripe_account_id = $1`,
      [account.id, account.enabled, account.businessType, account.name],
    );
}

/** Reads the account from the provider and stores what changed; answers the owner's state. */
export async function retrieveAccount(context: ServerContext, owner: AccountOwner): Promise<Static<typeof ConnectedAccountState>> {
  const row = await accountRow(context, owner);
  if (!row.stripe_account_id) return stateOf(owner, row);
  const account = await context.payments.retrieveConnectedAccount(row.stripe_account_id);
  if (!account) return stateOf(owner, row);
  if (account.enabled !== row.stripe_account_enabled) {
    await context.db.query(`UPDATE ${TABLE[owner.kind]} SET stripe_account_enabled = $2 WHERE id = $1`, [owner.id, account.enabled]);
    row.stripe_account_enabled = account.enabled;
  }
  return stateOf(owner, row, { requirements: account.requirements });
}

/** Where the provider's onboarding sends the owner back: the app's settings, payouts section. */
function onboardingUrls(context: ServerContext, owner: AccountOwner) {
  const base = `${context.config.appUrl.replace(/\/$/, '')}/settings?section=payouts${owner.kind === 'company' ? `&company=${owner.id}` : ''}`;
  return { returnUrl: `${base}&onboarding=return`, refreshUrl: `${base}&onboarding=refresh` };
}

/**
 * One onboarding step (docs/payments.md "Steps"): stores the business type and the name given; once both are
 * known, creates the provider's account (once per owner) and answers a fresh onboarding link until the account
 * is enabled. With `defaults`, what is not given is taken from the owner (a member: individual, their name; a
 * company: company, its name), so one call goes straight to onboarding.
 */
export async function advanceAccount(
  context: ServerContext,
  owner: AccountOwner,
  input: Static<typeof AccountStepBody>,
  defaults: boolean,
): Promise<Static<typeof ConnectedAccountState>> {
  const { db, payments } = context;
  const table = TABLE[owner.kind];
  const row = await accountRow(context, owner);
  const name = input.name?.trim();
  if (row.stripe_account_id) {
    const changed =
      (input.business_type !== undefined && input.business_type !== row.stripe_business_type) ||
      (name !== undefined && name !== row.stripe_account_name);
    if (changed) throw conflict(t('payouts.account_fixed'), 'illegal_transition');
  } else {
    const businessType =
      input.business_type ?? row.stripe_business_type ?? (defaults ? (owner.kind === 'user' ? 'individual' : 'company') : null);
    const accountName = name ?? row.stripe_account_name ?? (defaults && row.default_name !== '' ? row.default_name : null);
    if (businessType !== row.stripe_business_type || accountName !== row.stripe_account_name) {
      await db.query(`UPDATE ${table} SET stripe_business_type = $2, stripe_account_name = $3 WHERE id = $1`, [
        owner.id,
        businessType,
        accountName,
      ]);
      row.stripe_business_type = businessType;
      row.stripe_account_name = accountName;
    }
    if (!businessType || !accountName) return stateOf(owner, row);
    const accountId = await payments.createConnectedAccount({
      ownerKey: ownerKey(owner),
      email: row.email,
      businessType,
      name: accountName,
    });
    // Two first calls at once: the provider answers the same account for the same owner key; the first stored wins.
    await db.query(`UPDATE ${table} SET stripe_account_id = $2 WHERE id = $1 AND stripe_account_id IS NULL`, [owner.id, accountId]);
    row.stripe_account_id = (await accountRow(context, owner)).stripe_account_id;
  }
  const state = await retrieveAccount(context, owner);
  if (state.stripe_account_enabled || !state.stripe_account_id) return state;
  return { ...state, onboarding_url: await payments.createOnboardingLink(state.stripe_account_id, onboardingUrls(context, owner)) };
}

/** The owner's account id, or 409 payout_account_required; `enabled` also asks for finished onboarding. */
export async function requireAccount(context: ServerContext, owner: AccountOwner, enabled: boolean): Promise<string> {
  const state = await retrieveAccount(context, owner);
  if (!state.stripe_account_id) throw new ApiError(409, 'payout_account_required', t('payouts.no_account'));
  if (enabled && !state.stripe_account_enabled) throw new ApiError(409, 'payout_account_required', t('payouts.onboarding_unfinished'));
  return state.stripe_account_id;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function payoutView(payout: Payout): Static<typeof PayoutView> {
  return {
    id: payout.id,
    status: payout.status,
    amount: payout.amount,
    currency: payout.currency.toUpperCase(),
    created_at: iso(payout.created),
    arrival_date: payout.arrivalDate === null ? null : iso(payout.arrivalDate),
    failure_message: payout.failureMessage ?? null,
  };
}

/**
 * Pays the account's available balance out (one payout per currency, or only `currency`). A retry with the same
 * Idempotency-Key answers the first payouts and pays nothing more: the key is stored per owner with the payouts
 * it made, and passed to the provider (`payout:<owner>:<key>:<currency>`) so a retry that reaches it anyway pays once.
 */
export async function payOut(
  context: ServerContext,
  owner: AccountOwner,
  idempotencyKey: string | undefined,
  currency: string | undefined,
): Promise<Array<Static<typeof PayoutView>>> {
  const { db, payments } = context;
  const accountId = await requireAccount(context, owner, true);
  const key = idempotencyKey ?? randomUUID();
  const made = await db.query<{ payout_id: string }>(
    'SELECT payout_id FROM account_payouts WHERE owner_key = $1 AND idempotency_key = $2 ORDER BY id',
    [ownerKey(owner), key],
  );
  if (made.length > 0) {
    const ids = new Set(made.map((row) => row.payout_id));
    return (await payments.listPayouts(accountId)).filter((payout) => ids.has(payout.id)).map(payoutView);
  }
  const wanted = currency?.toUpperCase();
  const balance = await payments.balance(accountId);
  const due = balance.available.filter((money) => money.amount > 0 && (wanted === undefined || money.currency.toUpperCase() === wanted));
  if (due.length === 0) throw conflict(t('payouts.nothing_available'));
  const answers: Array<Static<typeof PayoutView>> = [];
  for (const money of due) {
    const code = money.currency.toUpperCase();
    const payout = await payments.payout(accountId, money.amount, code, `payout:${ownerKey(owner)}:${key}:${code}`);
    const stored = await db.query<{ id: number }>(
      `INSERT INTO account_payouts (owner_key, account_id, idempotency_key, currency, amount, payout_id) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (owner_key, idempotency_key, currency) DO NOTHING RETURNING id`,
      [ownerKey(owner), accountId, key, code, money.amount, payout.id],
    );
    if (owner.kind === 'user') {
      await db.query(
        `UPDATE referral_earnings SET status = 'paid_out', payout_id = $3, paid_out_at = now()
          WHERE user_id = $1 AND currency = $2 AND status = 'available'`,
        [owner.id, code, payout.id],
      );
      const row = stored[0];
      if (row)
        await notify(context, {
          kind: 'payout_paid',
          recipients: [owner.id],
          actorId: null,
          subject: { type: 'payout', id: row.id },
          data: { amount: toMajorUnits(money.amount, code), currency: code },
        });
    }
    answers.push(payoutView(payout));
  }
  return answers;
}

/** The payouts module's webhook handler (payments/webhook.ts): an account's onboarding state follows `account.updated`. */
export const payoutWebhooks =
  (): PaymentWebhookHandler =>
  async (event, tx): Promise<void> => {
    if (event.type === 'account.updated') await applyAccountUpdate(tx, event.account);
  };
