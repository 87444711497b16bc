import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import { type Message, t } from '../i18n/catalogue.ts';

/** SPEC §5: top-level domains refused at sign-up. */
export const BLOCKED_TLDS = ['xyz', 'tk', 'ml', 'gq', 'cf', 'ga', 'cc'] as const;

/** Generic placeholder and test domains nobody receives mail at (RFC 2606 / 6761 names and common fakes). */
export const PLACEHOLDER_DOMAINS = [
  'example.com',
  'example.org',
  'example.net',
  'example.edu',
  'test.com',
  'test.org',
  'test.net',
  'email.com',
  'domain.com',
  'yourdomain.com',
  'mydomain.com',
  'sample.com',
  'fake.com',
  'fakemail.com',
  'noemail.com',
  'nomail.com',
  'none.com',
  'asdf.com',
  'qwerty.com',
  'abc.com',
  'xxx.com',
  'localhost',
];
const PLACEHOLDER_TLDS = ['test', 'example', 'invalid', 'localhost', 'local'];

// The CC0 disposable-email-domains list (~8,900 temporary-mail domains), shipped by an npm package.
const disposable = disposableEmailBlocklistSet();
const placeholders = new Set(PLACEHOLDER_DOMAINS);

export type EmailDomainVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'disposable' | 'placeholder' | 'blocked_tld'; domain: string };

/** Judges the domain of an e-mail address; a subdomain of a listed domain is judged as that domain. */
export function judgeEmailDomain(email: string): EmailDomainVerdict {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if ((BLOCKED_TLDS as readonly string[]).includes(tld)) return { allowed: false, reason: 'blocked_tld', domain };
  if (PLACEHOLDER_TLDS.includes(tld)) return { allowed: false, reason: 'placeholder', domain };
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (disposable.has(candidate)) return { allowed: false, reason: 'disposable', domain };
    if (placeholders.has(candidate)) return { allowed: false, reason: 'placeholder', domain };
  }
  return { allowed: true };
}

export function emailDomainMessage(verdict: Exclude<EmailDomainVerdict, { allowed: true }>): Message {
  switch (verdict.reason) {
    case 'blocked_tld':
      return t('email.blocked_tld', { tld: verdict.domain.split('.').at(-1) ?? '' });
    case 'placeholder':
      return t('email.placeholder', { domain: verdict.domain });
    case 'disposable':
      return t('email.disposable', { domain: verdict.domain });
  }
}
