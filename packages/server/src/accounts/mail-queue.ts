import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** A mail waiting in the queue (table mail_queue, migration 0028), as the delivery loop claims it. */
export interface QueuedMail {
  id: number;
  /** The mail's Message-ID header, made when it was queued: every attempt sends it under the same one. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  language: string;
  /** Attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
}

interface QueueRow {
  id: number;
  message_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  language: string;
  attempts: number;
  created_at: Date | string;
}

const fromRow = (row: QueueRow): QueuedMail => ({
  id: row.id,
  messageId: row.message_id,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  language: row.language,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
});

/** How many mails are in each state: what an operator looks at. */
export interface MailQueueCounts {
  waiting: number;
  delivered: number;
  failed: number;
}

/**
 * The mail queue in the database, shared by every server process. A mail is added in the transaction of the action
 * it belongs to; `claim` hands due mail to one process at a time for a lease (FOR UPDATE SKIP LOCKED: two processes
 * never claim the same row at once); the outcome is recorded with `delivered`, `retryLater` or `failed`.
 */
export class MailQueue {
  constructor(
    private readonly db: Database,
    /** The right-hand side of the Message-IDs made here (the sender's domain). */
    private readonly messageIdDomain: string,
  ) {}

  /** Queues a mail (in `via`, the action's transaction, when given); answers its Message-ID. */
  async add(message: MailMessage, via: Queryable = this.db): Promise<string> {
    const messageId = `<${randomUUID()}@${this.messageIdDomain}>`;
    await via.query(
      'INSERT INTO mail_queue (message_id, recipient, subject, text_body, html_body, language) VALUES ($1, $2, $3, $4, $5, $6)',
      [messageId, message.to, message.subject, message.text, message.html ?? null, message.language ?? 'en'],
    );
    return messageId;
  }

  /** Claims up to `limit` due mails, oldest first, for `leaseSeconds`: each counts one more attempt. */
  async claim(limit: number, leaseSeconds: number): Promise<QueuedMail[]> {
    const rows = await this.db.query<QueueRow>(
      `UPDATE mail_queue SET claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
        WHERE id IN (SELECT id FROM mail_queue
                      WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                        AND (claimed_until IS NULL OR claimed_until <= now())
                      ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id, message_id, recipient, subject, text_body, html_body, language, attempts, created_at`,
      [leaseSeconds, limit],
    );
    return rows.map(fromRow).sort((a, b) => a.id - b.id);
  }

  /** The SMTP server took the mail: it is never sent again. */
  async delivered(id: number): Promise<void> {
    await this.db.query('UPDATE mail_queue SET delivered_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1', [id]);
  }

  /** The attempt failed for now: the mail is due again in `delaySeconds`. */
  async retryLater(id: number, error: string, delaySeconds: number): Promise<void> {
    await this.db.query(
      'UPDATE mail_queue SET claimed_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1',
      [id, error.slice(0, 1000), delaySeconds],
    );
  }

  /** The mail cannot be delivered (the server refused it for good, or it waited too long): it is not tried again. */
  async failed(id: number, error: string): Promise<void> {
    await this.db.query('UPDATE mail_queue SET failed_at = now(), claimed_until = NULL, last_error = $2 WHERE id = $1', [
      id,
      error.slice(0, 1000),
    ]);
  }

  /** Seconds until the next mail falls due (0 when one is due now), or null when none waits. */
  async secondsUntilDue(): Promise<number | null> {
    const [row] = await this.db.query<{ seconds: number | null }>(
      `SELECT extract(epoch FROM min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at))) - now())::float8 AS seconds
         FROM mail_queue WHERE delivered_at IS NULL AND failed_at IS NULL`,
    );
    const seconds = row?.seconds;
    return seconds === null || seconds === undefined ? null : Math.max(0, Number(seconds));
  }

  async counts(): Promise<MailQueueCounts> {
    const [row] = await this.db.query<MailQueueCounts>(
      `SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL)::int AS waiting,
              count(*) FILTER (WHERE delivered_at IS NOT NULL)::int AS delivered,
              count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed
         FROM mail_queue`,
    );
    return row ?? { waiting: 0, delivered: 0, failed: 0 };
  }
}

/** The mailer when SMTP is set: each mail is queued (in the action's transaction), then `queued` wakes the delivery. */
export class QueuedMailer implements Mailer {
  constructor(
    readonly queue: MailQueue,
    private readonly queued: (inTransaction: boolean) => void,
  ) {}

  async send(message: MailMessage, via?: Queryable): Promise<void> {
    await this.queue.add(message, via);
    this.queued(via !== undefined);
  }
}
