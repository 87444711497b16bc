import { mailHtml } from '../accounts/mail-layout.ts';
import type { MailMessage } from '../accounts/mailer.ts';
import { type Language, type Message, render, t } from '../i18n/catalogue.ts';

/** What a notice mail or digest says, every part a message rendered in the member's language. */
export interface DigestMailContent {
  to: string;
  language: Language;
  subject: Message | string;
  /** Paragraphs (rendered text; a paragraph's lines may hold links, which the HTML part makes clickable). */
  paragraphs: string[];
  action: { label: Message; url: string };
  /** The signed one-click unsubscribe address (List-Unsubscribe) and the app's e-mail settings. */
  unsubscribeUrl: string;
  settingsUrl: string;
}

/**
 * A notice mail or digest (docs/digests.md "The mails"): the text part and the HTML part of every Dealgrow mail
 * (accounts/mail-layout.ts), with "Manage e-mail settings" and "Unsubscribe" under the footer, and the RFC 8058
 * headers: `List-Unsubscribe: <https://…/mail/unsubscribe?token=…>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 */
export function composeDigestMail(mail: DigestMailContent): MailMessage {
  const say = (message: Message) => render(message, mail.language);
  const subject = typeof mail.subject === 'string' ? mail.subject : say(mail.subject);
  const body = mail.paragraphs.join('\n\n');
  const signature = say(t('mail.signature'));
  const footer = say(t('digest.footer'));
  const manage = say(t('digest.manage'));
  const unsubscribe = say(t('digest.unsubscribe'));
  const label = say(mail.action.label);
  const linkLine = (text: string, url: string) => say(t('digest.labelled_link', { label: text, url }));
  return {
    to: mail.to,
    subject,
    text: [
      body,
      linkLine(label, mail.action.url),
      `${signature}\n${footer}`,
      `${linkLine(manage, mail.settingsUrl)}\n${linkLine(unsubscribe, mail.unsubscribeUrl)}`,
    ].join('\n\n'),
    html: mailHtml({
      language: mail.language,
      subject,
      body,
      action: { label, url: mail.action.url },
      fallback: say(t('mail.link_fallback')),
      signature,
      footer,
      footerLinks: [
        { label: manage, url: mail.settingsUrl },
        { label: unsubscribe, url: mail.unsubscribeUrl },
      ],
    }),
    language: mail.language,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
