import type { ServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';
import { appLink, composeMail, mailLanguage } from './recovery-mails.ts';

/** What the sign-in route reads of an account's failures, in its own statement. */
export interface SignInGuard {
  id: number;
  email: string;
  first_name: string;
  /** The language of the lockout e-mail. */
  default_language: string;
  failed_sign_ins: number;
  /** Seconds the account's sign-in stays paused; null or ≤ 0 when it is not. */
  locked_seconds: number | null;
}

/** The columns to select (from `users u`) for a SignInGuard. */
export const SIGN_IN_GUARD_COLUMNS =
  'u.id, u.email, u.first_name, u.default_language, u.failed_sign_ins, ceil(extract(epoch FROM u.sign_in_locked_until - now()))::int AS locked_seconds';

/** The longest a failed sign-in's answer is held back. */
const MAX_SLOWDOWN_MS = 4000;

function locked(seconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const message = minutes === 1 ? t('sign_in.locked_minute') : t('sign_in.locked', { minutes });
  return new ApiError(429, 'sign_in_locked', message, undefined, { retryAfterSeconds: seconds });
}

/** Refuses any sign-in, the right password included, while the account's sign-in is paused (429 with Retry-After). */
export function refuseWhileLocked(account: SignInGuard): void {
  if (account.locked_seconds !== null && account.locked_seconds > 0) throw locked(account.locked_seconds);
}

/**
 * Counts a wrong password against the account, from whatever address. Past `signInSlowdownAfter` failures the
 * answer waits (doubling, up to 4 s); at `signInLockoutAfter` the account's sign-in pauses for
 * `signInLockoutSeconds`, its owner is e-mailed, and this answer is already the 429. Failures older than the
 * pause are forgotten.
 */
export async function countFailure(context: ServerContext, account: SignInGuard): Promise<void> {
  const { db, config, mailer } = context;
  const [row] = await db.query<{ failed_sign_ins: number }>(
    `UPDATE users SET
       failed_sign_ins = CASE WHEN last_failed_sign_in_at > now() - make_interval(secs => $2) THEN failed_sign_ins + 1 ELSE 1 END,
       last_failed_sign_in_at = now()
     WHERE id = $1 RETURNING failed_sign_ins`,
    [account.id, config.signInLockoutSeconds],
  );
  const failures = row?.failed_sign_ins ?? 1;
  if (failures >= config.signInLockoutAfter) {
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET failed_sign_ins = 0, sign_in_locked_until = now() + make_interval(secs => $2) WHERE id = $1`, [
        account.id,
        config.signInLockoutSeconds,
      ]);
      await mailer.send(lockoutEmail(account, failures, config), tx);
    });
    throw locked(config.signInLockoutSeconds);
  }
  await slowDown(failures, config);
}

/** Past `signInSlowdownAfter` failures, the answer waits: 250 ms, doubling, up to 4 s. */
async function slowDown(failures: number, config: LockoutSettings): Promise<void> {
  const over = failures - config.signInSlowdownAfter;
  if (over > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** (over - 1))));
}

type LockoutSettings = Pick<ServerConfig, 'signInSlowdownAfter' | 'signInLockoutAfter' | 'signInLockoutSeconds'>;

/** How many logins naming no account one process remembers: the oldest is forgotten first. */
const MAX_UNKNOWN_LOGINS = 10_000;

/**
 * Failed sign-ins of logins that name no account, counted in this process the way an account's are (the same
 * slowdown, then the same 429 pause), so a made-up e-mail answers as an existing one would: neither the time nor the
 * answer tells whether an account exists. Nothing is stored and nobody is e-mailed; at most MAX_UNKNOWN_LOGINS are
 * remembered, so made-up names cannot fill memory (docs/accounts-security.md "Sign-in: the same time on every path").
 */
export class UnknownLoginFailures {
  readonly #logins = new Map<string, { failures: number; lastFailedAt: number; lockedUntil: number }>();

  constructor(private readonly config: LockoutSettings) {}

  /** The 429 of refuseWhileLocked, while the login's pause lasts. */
  refuseWhileLocked(login: string, now = Date.now()): void {
    const entry = this.#logins.get(login.toLowerCase());
    if (entry && entry.lockedUntil > now) throw locked(Math.ceil((entry.lockedUntil - now) / 1000));
  }

  /** countFailure's count, slowdown and pause, for a login naming no account. */
  async countFailure(login: string, now = Date.now()): Promise<void> {
    const key = login.toLowerCase();
    const windowMs = this.config.signInLockoutSeconds * 1000;
    const previous = this.#logins.get(key);
    const failures = previous && previous.lastFailedAt > now - windowMs ? previous.failures + 1 : 1;
    this.#logins.delete(key);
    if (this.#logins.size >= MAX_UNKNOWN_LOGINS) this.#logins.delete(this.#logins.keys().next().value as string);
    if (failures >= this.config.signInLockoutAfter) {
      this.#logins.set(key, { failures: 0, lastFailedAt: now, lockedUntil: now + windowMs });
      throw locked(this.config.signInLockoutSeconds);
    }
    this.#logins.set(key, { failures, lastFailedAt: now, lockedUntil: 0 });
    await slowDown(failures, this.config);
  }
}

/** A correct password: the account's count of failures starts again. */
export async function clearFailures(db: Queryable, account: SignInGuard): Promise<void> {
  if (account.failed_sign_ins > 0 || account.locked_seconds !== null)
    await db.query('UPDATE users SET failed_sign_ins = 0, sign_in_locked_until = NULL WHERE id = $1', [account.id]);
}

function lockoutEmail(account: SignInGuard, failures: number, config: ServerConfig) {
  const minutes = Math.ceil(config.signInLockoutSeconds / 60);
  const language = mailLanguage(account.default_language);
  const link = appLink(config, language, '/settings');
  return composeMail(
    account.email,
    language,
    t('mail.lockout_subject'),
    t('mail.lockout_body', { name: account.first_name, failures, minutes, link }),
    { label: 'mail.lockout_action', url: link },
  );
}
