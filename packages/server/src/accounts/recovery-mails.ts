import type { ServerConfig } from '../config.ts';
import { isLanguage, type Language, type Message, render } from '../i18n/catalogue.ts';
import type { MailMessage } from './mailer.ts';

/** The language a member's e-mails are written in: their saved `default_language`, English when unknown. */
export function mailLanguage(saved: string | null | undefined): Language {
  return isLanguage(saved) ? saved : 'en';
}

/** A link into the app in a language: English unprefixed, `/fr/...` and `/tr/...` for the others (SPEC §1). */
export function appLink(config: Pick<ServerConfig, 'appUrl'>, language: Language, path: string): string {
  return `${config.appUrl}${language === 'en' ? '' : `/${language}`}${path}`;
}

/** An e-mail rendered in one language, the signature below its body. */
export function composeMail(to: string, language: Language, subject: Message, body: Message): MailMessage {
  return {
    to,
    subject: render(subject, language),
    text: `${render(body, language)}\n\n${render({ key: 'mail.signature' }, language)}`,
  };
}
