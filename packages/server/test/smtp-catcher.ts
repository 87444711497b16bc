import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the catcher received over SMTP, parsed. */
export interface CaughtMail {
  messageId: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  /** Every mail received, oldest first. */
  readonly mails: CaughtMail[];
  /** The first mail (received already or still to come) that matches. */
  next(matches: (mail: CaughtMail) => boolean): Promise<CaughtMail>;
  /** How many mails arrived under each Message-ID. */
  countsByMessageId(): Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback that keeps what it receives: the mail catcher of the
 * mail tests. Plain SMTP, no login; `refuse` answers 550 to the recipients it names. Listens on `port` when given
 * (a port a server was told about while nothing listened there).
 */
export async function startSmtpCatcher(options: { port?: number; refuse?: (address: string) => boolean } = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters: { matches: (mail: CaughtMail) => boolean; resolve: (mail: CaughtMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const refusal = Object.assign(new Error('No such mailbox here'), { responseCode: 550 });
        callback(refusal);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
          const mail: CaughtMail = {
            messageId: parsed.messageId ?? '',
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            language: parsed.headers.get('content-language')?.toString(),
            parsed,
          };
          mails.push(mail);
          for (const waiter of [...waiters]) {
            if (!waiter.matches(mail)) continue;
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(matches) {
      const already = mails.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    countsByMessageId() {
      const counts = new Map<string, number>();
      for (const mail of mails) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      return counts;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
