import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { type DeliveryLog, MailDeliveryLoop, type MailTransport } from './mail-delivery.ts';
import { MailQueue, QueuedMailer } from './mail-queue.ts';
import { smtpTransport } from './smtp-transport.ts';

/** The mail of a server with SMTP_URL: the queued mailer the routes use and the loop that delivers it. */
export interface SmtpMail {
  mailer: QueuedMailer;
  queue: MailQueue;
  /** Starts delivering (once the server's log is ready). */
  start(log?: DeliveryLog): void;
  /** After an answer went out: wakes the delivery if a mail was queued in a transaction (it has committed by now). */
  afterAnswer(): void;
  stop(): Promise<void>;
}

/** The domain of the sender's address (`Dealgrow <no-reply@example.com>` → example.com): the Message-IDs' right-hand side. */
export function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

export type SmtpMailConfig = Pick<
  ServerConfig,
  'mailFrom' | 'mailRetrySeconds' | 'mailRetryMaxSeconds' | 'mailPollSeconds' | 'mailLeaseSeconds'
> & { smtpUrl: string };

/** Queue and delivery for SMTP_URL (docs/mail.md); `transport` replaces SMTP in tests of the delivery itself. */
export function openSmtpMail(db: Database, config: SmtpMailConfig, transport?: MailTransport): SmtpMail {
  const queue = new MailQueue(db, senderDomain(config.mailFrom));
  let loop: MailDeliveryLoop | undefined;
  let queuedInTransaction = false;
  const mailer = new QueuedMailer(queue, (inTransaction) => {
    // A mail queued in a transaction still open is not visible to the delivery yet on Postgres: woken again after the answer.
    if (inTransaction) queuedInTransaction = true;
    loop?.wake();
  });
  return {
    mailer,
    queue,
    start(log) {
      loop ??= new MailDeliveryLoop(
        queue,
        transport ?? smtpTransport(config.smtpUrl, config.mailFrom),
        {
          retrySeconds: config.mailRetrySeconds,
          retryMaxSeconds: config.mailRetryMaxSeconds,
          leaseSeconds: config.mailLeaseSeconds,
          pollSeconds: config.mailPollSeconds,
        },
        log,
      );
      loop.start();
    },
    afterAnswer() {
      if (!queuedInTransaction) return;
      queuedInTransaction = false;
      loop?.wake();
    },
    async stop() {
      await loop?.stop();
    },
  };
}
