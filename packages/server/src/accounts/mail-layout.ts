import type { Language } from '../i18n/catalogue.ts';

/** What the HTML layout shows, every text already in the mail's language. */
export interface MailLayout {
  language: Language;
  subject: string;
  /** The body as written for the text part: paragraphs apart by a blank line. */
  body: string;
  /** The one thing the mail asks for: a button to this link, and the link itself below for mail readers without buttons. */
  action: { label: string; url: string };
  /** The line under the button: "if the button does not work, copy this link". */
  fallback: string;
  signature: string;
  footer: string;
  /** Links under the footer: "Manage e-mail settings" and "Unsubscribe" on the notice mails and digests. */
  footerLinks?: readonly { label: string; url: string }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

const LINK_STYLE = 'color:#1d4ed8;word-break:break-all';

/** A paragraph of the text part in HTML: escaped, its lines kept, its web addresses made links. */
function paragraph(text: string): string {
  const html = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="${LINK_STYLE}">${url}</a>`)
    .replace(/\n/g, '<br>');
  return `<p style="margin:0 0 16px">${html}</p>`;
}

/**
 * The HTML part of every Dealgrow mail: the product's name on top, the body's paragraphs, a button to the action's
 * link, the link written out, the signature and a footer. Tables and inline styles: what mail readers render alike.
 */
export function mailHtml(mail: MailLayout): string {
  const url = escapeHtml(mail.action.url);
  const footerLinks = (mail.footerLinks ?? [])
    .map((link) => `<a href="${escapeHtml(link.url)}" style="${LINK_STYLE}">${escapeHtml(link.label)}</a>`)
    .join(' · ');
  const paragraphs = mail.body
    .split(/\n{2,}/)
    .map(paragraph)
    .join('\n');
  return `<!doctype html>
<html lang="${mail.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827">
<tr><td style="padding:24px 32px 8px;font-size:22px;font-weight:bold;color:#1d4ed8">Dealgrow</td></tr>
<tr><td style="padding:8px 32px 0">
${paragraphs}
</td></tr>
<tr><td style="padding:8px 32px 16px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(mail.action.label)}</a></td></tr>
<tr><td style="padding:0 32px 16px;font-size:13px;color:#4b5563">${escapeHtml(mail.fallback)}<br><a href="${url}" style="${LINK_STYLE}">${url}</a></td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-size:13px;color:#4b5563">${escapeHtml(mail.signature)}<br>${escapeHtml(mail.footer)}${footerLinks ? `<br>${footerLinks}` : ''}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
