import type { MessageTable } from '../i18n/translate.ts';
import { en, type MembershipMessageKey } from './messages-en.ts';
import { fr } from './messages-fr.ts';
import { tr } from './messages-tr.ts';

export type { MembershipMessageKey, MembershipStrings } from './messages-en.ts';

/** The membership picker's strings in en, fr and tr (plan names are brand names: the server's, never translated). */
export const MEMBERSHIP_MESSAGES = { en, fr, tr } as const satisfies MessageTable<MembershipMessageKey>;
