import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { JobFailed } from '../jobs/queue.ts';
import type { Jobs } from '../jobs/runner.ts';
import { deliverMail, type MailTransport } from './mail-delivery.ts';
import { MAIL_JOB, MailQueue, QueuedMailer } from './mail-queue.ts';
import { smtpTransport } from './smtp-transport.ts';

/** The mail of a server with SMTP_URL: the queued mailer the routes use; the job queue delivers it. */
export interface SmtpMail {
  mailer: QueuedMailer;
  queue: MailQueue;
  /** Closes the SMTP connection (after the job queue stopped). */
  stop(): void;
}

/** The domain of the sender's address (`Dealgrow <no-reply@example.com>` → example.com): the Message-IDs' right-hand side. */
export function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export type SmtpMailConfig = Pick<ServerConfig, 'mailFrom' | 'mailRetrySeconds' | 'mailRetryMaxSeconds' | 'mailLeaseSeconds'> & {
  smtpUrl: string;
};

/** The scheduled job that gives mail queued without a job (by an older server) its delivery job. */
const ORPHANS_JOB = 'mail.orphans';

/** Attempts at one mail: in practice the three days of GIVE_UP_AFTER_SECONDS end it first. */
const MAIL_ATTEMPTS = 1000;

/**
 * Queue and delivery for SMTP_URL (docs/mail.md): registers the `mail.deliver` job on the job queue, retried with
 * the mail's own backoff (MAIL_RETRY_SECONDS…) and lease (MAIL_LEASE_SECONDS). `transport` replaces SMTP in tests
 * of the delivery itself.
 */
export function openSmtpMail(db: Database, jobs: Jobs, config: SmtpMailConfig, transport?: MailTransport): SmtpMail {
  const queue = new MailQueue(db, senderDomain(config.mailFrom), jobs);
  let smtp: MailTransport | undefined;
  jobs.handle<{ mailId: number }>(
    MAIL_JOB,
    async (job) => {
      smtp ??= transport ?? smtpTransport(config.smtpUrl, config.mailFrom);
      const outcome = await deliverMail(queue, smtp, job.payload.mailId);
      if (outcome === 'refused') throw new JobFailed('the SMTP server refused the mail for good, or it waited too long');
      if (outcome === 'retry') throw new Error('the SMTP server did not take the mail (mail_queue.last_error says why)');
    },
    {
      retrySeconds: config.mailRetrySeconds,
      retryMaxSeconds: config.mailRetryMaxSeconds,
      leaseSeconds: config.mailLeaseSeconds,
      maxAttempts: MAIL_ATTEMPTS,
    },
  );
  // Mail queued by a server of the version before the job queue (a rolling upgrade) gets its job: at start, then
  // every five minutes, once across the processes. One such server may still be sending it (its claim, claimed_until,
  // is respected by `take`).
  jobs.every(ORPHANS_JOB, 300, async () => void (await queue.adoptOrphans(MAIL_ATTEMPTS)));
  return {
    mailer: new QueuedMailer(queue),
    queue,
    stop() {
      smtp?.close();
    },
  };
}
