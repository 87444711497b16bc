import { type Message, t } from '../i18n/catalogue.ts';
import { DEMO_PASSWORD } from './passwords.ts';

/** NIST SP 800-63B: at least this many characters (the schema holds it too), no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
/** A local part of an e-mail shorter than this is too common a string to forbid inside a password. */
const MIN_IDENTITY_LENGTH = 3;

let common: Promise<Set<string>> | undefined;
/**
 * The most common passwords (zxcvbn-ts's maintained list of about 30 000), lower-cased; loaded on the first check,
 * not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  );
  return common;
}

/** Who the password belongs to: it may be neither, nor contain either. */
export interface PasswordOwner {
  username: string;
  email: string;
}

/**
 * Why a password is refused (NIST SP 800-63B §5.1.1.2), or undefined when it is accepted: shorter than
 * 8 characters, one character repeated, equal to or containing the username or e-mail (or the e-mail's name
 * before the @), among the most common passwords, or the demo members' password (printed in the README).
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<Message | undefined> {
  if ([...password].length < PASSWORD_MIN_LENGTH) return t('password.too_short', { min: PASSWORD_MIN_LENGTH });
  if (/^(.)\1*$/su.test(password)) return t('password.repeated');
  const lower = password.toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const identities = [owner.username.trim().toLowerCase(), email, email.split('@')[0] ?? ''];
  if (identities.some((identity) => identity.length >= MIN_IDENTITY_LENGTH && lower.includes(identity))) return t('password.identity');
  // Compared as it is hashed (NFKC, passwords.ts): a full-width look-alike is the same password.
  if (lower.normalize('NFKC') === DEMO_PASSWORD) return t('password.published');
  if ((await commonPasswords()).has(lower)) return t('password.common');
  return undefined;
}
