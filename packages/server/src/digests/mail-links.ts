import { appLink } from '../accounts/recovery-mails.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { storedSecret } from '../http/server-processes.ts';
import type { Language } from '../i18n/catalogue.ts';
import { type UnsubscribeScope, unsubscribeToken } from './unsubscribe-tokens.ts';

/** The path of the one-click unsubscribe route (RFC 8058): GET shows a confirm page, POST unsubscribes. */
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';

/**
 * The links a notice mail or digest carries: into the app (APP_URL, with the language prefix), to the e-mail settings,
 * and the signed one-click unsubscribe address on the API (PUBLIC_URL; the mail is written outside any request).
 */
export class MailLinks {
  private secret: Promise<string> | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<ServerConfig, 'appUrl' | 'publicUrl' | 'host' | 'port'>,
  ) {}

  /** The key signing unsubscribe tokens: made once and kept in the database (`server_secrets`), shared by every process. */
  signingSecret(): Promise<string> {
    if (!this.secret) {
      this.secret = storedSecret(this.db, 'mail_unsubscribe_secret');
      this.secret.catch(() => {
        this.secret = null;
      });
    }
    return this.secret;
  }

  app(language: Language, path: string): string {
    return appLink({ appUrl: this.config.appUrl.replace(/\/+$/, '') }, language, path);
  }

  settings(language: Language): string {
    return this.app(language, '/settings/notifications');
  }

  /** The API's address: PUBLIC_URL, else the address the server listens on. */
  apiBase(): string {
    return (this.config.publicUrl ?? `http://${this.config.host}:${this.config.port}`).replace(/\/+$/, '');
  }

  async unsubscribe(memberId: number, scope: UnsubscribeScope): Promise<string> {
    const token = unsubscribeToken(await this.signingSecret(), memberId, scope);
    return `${this.apiBase()}${UNSUBSCRIBE_PATH}?token=${token}`;
  }
}
