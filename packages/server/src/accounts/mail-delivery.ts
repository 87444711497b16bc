import { countMail } from '../ops/metrics.ts';
import type { MailQueue, QueuedMail } from './mail-queue.ts';

/** Where queued mail leaves through: SMTP in production (accounts/smtp-transport.ts). */
export interface MailTransport {
  /** Resolves once the server accepted the mail; throws MailRefused when it refused it for good, another error otherwise. */
  send(mail: QueuedMail): Promise<void>;
  close(): void;
}

/** The SMTP server refused the mail for good (a 5xx answer to the recipient or the content): it is not tried again. */
export class MailRefused extends Error {}

/** A mail still undelivered this long after it was queued is given up (its links have long expired). */
export const GIVE_UP_AFTER_SECONDS = 3 * 24 * 3600;

export interface DeliveryLog {
  warn(details: object, message: string): void;
}

/** How a delivery attempt ended: `retry` throws to the job queue, which tries again after its backoff. */
export type DeliveryOutcome = 'delivered' | 'gone' | 'refused' | 'retry';

/**
 * One attempt at one queued mail (the `mail.deliver` job, docs/jobs.md): sends it through the transport and records
 * the outcome. A mail is marked delivered only once the server took it; a crash before that leaves the job's lease
 * to run out and it is sent again (at least once, under the same Message-ID). A mail delivered or given up already
 * is not sent again ('gone').
 */
export async function deliverMail(queue: MailQueue, transport: MailTransport, mailId: number, log?: DeliveryLog): Promise<DeliveryOutcome> {
  const mail = await queue.take(mailId);
  if (!mail) return 'gone';
  try {
    await transport.send(mail);
  } catch (error) {
    countMail('failed');
    const reason = error instanceof Error ? error.message : String(error);
    const tooOld = Date.now() - mail.createdAt.getTime() > GIVE_UP_AFTER_SECONDS * 1000;
    log?.warn({ messageId: mail.messageId, attempts: mail.attempts, reason }, 'mail not delivered');
    if (error instanceof MailRefused || tooOld) {
      await queue.failed(mail.id, reason);
      return 'refused';
    }
    await queue.notDelivered(mail.id, reason);
    return 'retry';
  }
  countMail('sent');
  await queue.delivered(mail.id);
  return 'delivered';
}
