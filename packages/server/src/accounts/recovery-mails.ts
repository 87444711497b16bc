import type { ServerConfig } from '../config.ts';
import { isLanguage, type Language, type Message, type MessageKey, render } from '../i18n/catalogue.ts';
import { mailHtml } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/** The language a member's e-mails are written in: their saved `default_language`, English when unknown. */
export function mailLanguage(saved: string | null | undefined): Language {
  return isLanguage(saved) ? saved : 'en';
}

/** A link into the app in a language: English unprefixed, `/fr/...` and `/tr/...` for the others (SPEC §1). */
export function appLink(config: Pick<ServerConfig, 'appUrl'>, language: Language, path: string): string {
  return `${config.appUrl}${language === 'en' ? '' : `/${language}`}${path}`;
}

/** The button of a mail: its label's key and the link it opens (the same link the text part writes out). */
export interface MailAction {
  label: MessageKey;
  url: string;
}

/**
 * An e-mail rendered in one language: the text part (the body, the signature below it) and the HTML part (the same
 * body laid out with a button to the action's link, accounts/mail-layout.ts). docs/mail.md lists every mail.
 */
export function composeMail(to: string, language: Language, subject: Message, body: Message, action: MailAction): MailMessage {
  const say = (message: Message) => render(message, language);
  const renderedSubject = say(subject);
  const renderedBody = say(body);
  const signature = say({ key: 'mail.signature' });
  return {
    to,
    subject: renderedSubject,
    text: `${renderedBody}\n\n${signature}`,
    html: mailHtml({
      language,
      subject: renderedSubject,
      body: renderedBody,
      action: { label: say({ key: action.label }), url: action.url },
      fallback: say({ key: 'mail.link_fallback' }),
      signature,
      footer: say({ key: 'mail.footer' }),
    }),
    language,
  };
}
