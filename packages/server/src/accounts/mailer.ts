import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Queryable } from '../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part (every mail has one). */
  text: string;
  /** The HTML part, the same content laid out (docs/mail.md "Templates"). */
  html?: string;
  /** The language the mail is written in (en, fr or tr): its Content-Language. */
  language?: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on the notice mails and digests (docs/digests.md). */
  headers?: Record<string, string>;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

/**
 * Sends e-mail. The default writes to a local outbox; with SMTP_URL the mail is queued in the database and leaves
 * through the SMTP server (accounts/mail-queue.ts, docs/mail.md).
 */
export interface Mailer {
  /**
   * Sends a message, or queues it for sending. Given the transaction of the action the mail belongs to, a queued
   * mail is written in it: it leaves only if the action commits, and then surely.
   */
  send(message: MailMessage, via?: Queryable): Promise<void>;
}

/**
 * Keeps every message in memory (newest last) and, given a folder, writes each one there as JSON,
 * so tests read `messages` and developers open the folder.
 */
export class OutboxMailer implements Mailer {
  readonly messages: SentMail[] = [];

  constructor(private readonly folder?: string) {
    if (folder) mkdirSync(folder, { recursive: true });
  }

  async send(message: MailMessage, _via?: Queryable): Promise<void> {
    const mail = { ...message, sentAt: new Date().toISOString() };
    this.messages.push(mail);
    if (this.folder) {
      const name = `${mail.sentAt.replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.json`;
      writeFileSync(join(this.folder, name), `${JSON.stringify(mail, null, 2)}\n`);
    }
  }

  /** The newest message sent to an address. */
  lastTo(address: string): SentMail | undefined {
    return this.messages.findLast((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}

declare module '../http/context.ts' {
  interface ServerContext {
    /** The mail the server sends (an outbox by default, docs/accounts.md). */
    mailer: Mailer;
  }
}
