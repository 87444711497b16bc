import nodemailer from 'nodemailer';
import { MailRefused, type MailTransport } from './mail-delivery.ts';
import type { QueuedMail } from './mail-queue.ts';

/** nodemailer's error fields that tell a refusal for good from a failure for now. */
interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
}

/** Commands whose 5xx answer refuses this mail for good (an unknown recipient, a refused content). */
const MAIL_COMMANDS = new Set(['RCPT TO', 'DATA', 'DT', 'MAIL FROM']);

/**
 * Sends mail through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, STARTTLS when offered; `smtps://` for
 * TLS from the start), from MAIL_FROM. A 5xx answer to the mail's own commands is a refusal for good (MailRefused);
 * anything else (the server down, a timeout, a 4xx, a rejected login) is a failure for now, retried.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    // Short limits: a mail's lease (MAIL_LEASE_SECONDS) must outlast one attempt.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail: QueuedMail) {
      try {
        const info = await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
          messageId: mail.messageId,
          headers: { ...mail.headers, 'Content-Language': mail.language },
        });
        if (info.rejected.length > 0) throw new MailRefused(`the SMTP server refused ${mail.to}: ${info.response}`);
      } catch (error) {
        const { responseCode, command } = (error ?? {}) as SmtpError;
        if (responseCode && responseCode >= 500 && command && MAIL_COMMANDS.has(command)) {
          throw new MailRefused(error instanceof Error ? error.message : String(error));
        }
        throw error;
      }
    },
    close() {
      transporter.close();
    },
  };
}
