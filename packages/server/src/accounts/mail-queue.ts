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
  /** Extra headers (List-Unsubscribe…), or null. */
  headers: Record<string, string> | null;
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
  headers: Record<string, string> | null;
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
  headers: row.headers,
  attempts: row.attempts,
  createdAt: new Date(row.created_at),
});

/** How many mails are in each state: what an operator looks at. */
export interface MailQueueCounts {
  waiting: number;
  delivered: number;
  failed: number;
}

/** The job that delivers one queued mail (docs/jobs.md); its key is the mail's id. */
export const MAIL_JOB = 'mail.deliver';

/** What the mail queue needs of the job queue (jobs/runner.ts `Jobs`): adding the delivery job beside the mail. */
export interface MailJobs {
  enqueue(name: string, payload: { mailId: number }, options: { key: string; via?: Queryable }): Promise<number | null>;
}

/**
 * The mails waiting for, or sent through, the SMTP server, in the database (table mail_queue): their content and
 * Message-ID, attempts and outcome. A mail is added in the transaction of the action it belongs to, with the job that
 * delivers it (`mail.deliver`, keyed by the mail's id): the job queue claims, leases and retries it (docs/jobs.md).
 */
export class MailQueue {
  constructor(
    private readonly db: Database,
    /** The right-hand side of the Message-IDs made here (the sender's domain). */
    private readonly messageIdDomain: string,
    private readonly jobs?: MailJobs,
  ) {}

  /** Queues a mail and its delivery job (in `via`, the action's transaction, when given); answers its Message-ID. */
  async add(message: MailMessage, via: Queryable = this.db): Promise<string> {
    const messageId = `<${randomUUID()}@${this.messageIdDomain}>`;
    const [row] = await via.query<{ id: number }>(
      'INSERT INTO mail_queue (message_id, recipient, subject, text_body, html_body, language, headers) VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id',
      [
        messageId,
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        message.language ?? 'en',
        message.headers ? JSON.stringify(message.headers) : null,
      ],
    );
    if (row && this.jobs)
      await this.jobs.enqueue(MAIL_JOB, { mailId: row.id }, { key: String(row.id), via: via === this.db ? undefined : via });
    return messageId;
  }

  /**
   * The mail to send for this attempt, counted in its attempts; undefined when it was delivered or given up already
   * (a job run twice: at least once, never a second copy once the SMTP server took it).
   */
  async take(id: number): Promise<QueuedMail | undefined> {
    const [row] = await this.db.query<QueueRow>(
      `UPDATE mail_queue SET attempts = attempts + 1, next_attempt_at = now()
        WHERE id = $1 AND delivered_at IS NULL AND failed_at IS NULL AND (claimed_until IS NULL OR claimed_until <= now())
        RETURNING id, message_id, recipient, subject, text_body, html_body, language, headers, attempts, created_at`,
      [id],
    );
    return row ? fromRow(row) : undefined;
  }

  /**
   * Gives every waiting mail without a delivery job its job (key: the mail's id, so a mail that has one is left
   * alone): mail queued by a server of the version before the job queue, during a rolling upgrade. Answers how many.
   */
  async adoptOrphans(maxAttempts: number): Promise<number> {
    const rows = await this.db.query(
      `INSERT INTO jobs (name, key, payload, max_attempts)
       SELECT $1, m.id::text, jsonb_build_object('mailId', m.id), $2 FROM mail_queue m
        WHERE m.delivered_at IS NULL AND m.failed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.name = $1 AND j.key = m.id::text)
       ON CONFLICT (name, key) WHERE key IS NOT NULL DO NOTHING RETURNING id`,
      [MAIL_JOB, maxAttempts],
    );
    return rows.length;
  }

  /** The SMTP server took the mail: it is never sent again. */
  async delivered(id: number): Promise<void> {
    await this.db.query('UPDATE mail_queue SET delivered_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1', [id]);
  }

  /** The attempt failed for now: the error is kept (the job queue retries the delivery). */
  async notDelivered(id: number, error: string): Promise<void> {
    await this.db.query('UPDATE mail_queue SET last_error = $2 WHERE id = $1', [id, error.slice(0, 1000)]);
  }

  /** The mail cannot be delivered (the server refused it for good, or it waited too long): it is not tried again. */
  async failed(id: number, error: string): Promise<void> {
    await this.db.query('UPDATE mail_queue SET failed_at = now(), claimed_until = NULL, last_error = $2 WHERE id = $1', [
      id,
      error.slice(0, 1000),
    ]);
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

/** The mailer when SMTP is set: each mail is queued with its delivery job (in the action's transaction, when given). */
export class QueuedMailer implements Mailer {
  constructor(readonly queue: MailQueue) {}

  async send(message: MailMessage, via?: Queryable): Promise<void> {
    await this.queue.add(message, via);
  }
}
