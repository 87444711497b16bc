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

/** How delivery retries: seconds, from the server's configuration (MAIL_RETRY_SECONDS and the rest, docs/mail.md). */
export interface DeliveryPolicy {
  /** The first retry waits this long, each next one twice as long… */
  retrySeconds: number;
  /** …up to this. */
  retryMaxSeconds: number;
  /** A claimed mail is this process's for this long; past it, it is claimed again (a crash mid-send). */
  leaseSeconds: number;
}

/** A mail still undelivered this long after it was queued is given up (its links have long expired). */
export const GIVE_UP_AFTER_SECONDS = 3 * 24 * 3600;
/** Mails claimed per pass. */
const BATCH = 20;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones: doubling from retrySeconds, up to retryMaxSeconds. */
export function retryDelaySeconds(policy: DeliveryPolicy, attempts: number): number {
  return Math.min(policy.retryMaxSeconds, policy.retrySeconds * 2 ** Math.max(0, attempts - 1));
}

export interface DeliveryLog {
  warn(details: object, message: string): void;
}

/**
 * One delivery pass: claims the due mail, sends each through the transport and records the outcome. A mail is marked
 * delivered only once the server took it; a crash before that leaves its lease to run out and it is sent again
 * (at least once, under the same Message-ID). Answers how many mails it claimed. A job queue can call this (or the
 * same steps for one mail) instead of MailDeliveryLoop.
 */
export async function deliverDueMail(
  queue: MailQueue,
  transport: MailTransport,
  policy: DeliveryPolicy,
  log?: DeliveryLog,
): Promise<number> {
  const mails = await queue.claim(BATCH, policy.leaseSeconds);
  for (const mail of mails) {
    try {
      await transport.send(mail);
    } catch (error) {
      countMail('failed');
      const reason = error instanceof Error ? error.message : String(error);
      const tooOld = Date.now() - mail.createdAt.getTime() > GIVE_UP_AFTER_SECONDS * 1000;
      log?.warn({ messageId: mail.messageId, attempts: mail.attempts, reason }, 'mail not delivered');
      if (error instanceof MailRefused || tooOld) await queue.failed(mail.id, reason);
      else await queue.retryLater(mail.id, reason, retryDelaySeconds(policy, mail.attempts));
      continue;
    }
    countMail('sent');
    await queue.delivered(mail.id);
  }
  return mails.length;
}

/**
 * Delivers queued mail in the background of one process: a pass when woken (a mail was queued here), when the next
 * retry falls due, and at least every `pollSeconds` (mail queued by other processes). The passes run in the loop's
 * own async context, never in a request's.
 */
export class MailDeliveryLoop {
  private stopped = false;
  private woken = false;
  private wakeUp: (() => void) | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly queue: MailQueue,
    private readonly transport: MailTransport,
    private readonly policy: DeliveryPolicy & { pollSeconds: number },
    private readonly log?: DeliveryLog,
  ) {}

  start(): void {
    this.running ??= this.run();
  }

  /** Runs a pass soon (a mail was queued). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops after the pass under way (a mail being sent is finished and recorded), and closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    await this.running;
    this.transport.close();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let claimed = 0;
      let nextDue: number | null = null;
      try {
        claimed = await deliverDueMail(this.queue, this.transport, this.policy, this.log);
        if (claimed === 0) nextDue = await this.queue.secondsUntilDue();
      } catch (error) {
        // The database is unreachable for a moment: the next pass tries again.
        this.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, 'mail delivery pass failed');
      }
      if (this.stopped || this.woken || claimed > 0) continue;
      await this.sleep(Math.min(this.policy.pollSeconds, nextDue ?? this.policy.pollSeconds));
    }
  }

  private sleep(seconds: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      // At least a few milliseconds: a due mail another process is claiming right now is not polled for in a tight loop.
      const timer = setTimeout(done, Math.max(5, seconds * 1000));
      timer.unref();
      this.wakeUp = done;
    });
  }
}
