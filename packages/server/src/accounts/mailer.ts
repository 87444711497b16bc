import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SentMail extends MailMessage {
  sentAt: string;
}

/** Sends e-mail. The default writes to a local outbox; a real provider implements the same interface. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
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

  async send(message: MailMessage): Promise<void> {
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
