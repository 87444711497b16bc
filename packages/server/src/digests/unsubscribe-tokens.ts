import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '../notifications/kinds.ts';

/**
 * What a one-click unsubscribe link stops (docs/digests.md "Unsubscribing"): the weekly digest, one kind's e-mail,
 * the daily or weekly summary of notices, or every e-mail but the account's own.
 */
export type UnsubscribeScope = 'digest' | 'all' | 'daily' | 'weekly' | NotificationKind;

export function isUnsubscribeScope(value: string): value is UnsubscribeScope {
  return value === 'digest' || value === 'all' || value === 'daily' || value === 'weekly' || isNotificationKind(value);
}

/** The token's shape: `v1.<member id>.<scope>.<signature>`; the signature is base64url HMAC-SHA256 (43 characters). */
export const UNSUBSCRIBE_TOKEN_PATTERN = '^v1\\.[0-9]{1,10}\\.[a-z_]{1,40}\\.[A-Za-z0-9_-]{43}$';

const signature = (secret: string, memberId: number, scope: string) =>
  createHmac('sha256', secret).update(`dealgrow-unsubscribe\n${memberId}\n${scope}`).digest('base64url');

/** A signed token for a member and a scope: it cannot be made or changed without the server's secret. */
export function unsubscribeToken(secret: string, memberId: number, scope: UnsubscribeScope): string {
  return `v1.${memberId}.${scope}.${signature(secret, memberId, scope)}`;
}

/** The member and scope a token names, or null when it is malformed or its signature does not match (a forgery). */
export function readUnsubscribeToken(secret: string, token: string): { memberId: number; scope: UnsubscribeScope } | null {
  const [version, id, scope, given, ...rest] = token.split('.');
  if (version !== 'v1' || rest.length > 0 || !id || !scope || !given || !/^[0-9]{1,10}$/.test(id)) return null;
  const memberId = Number(id);
  if (!Number.isSafeInteger(memberId) || !isUnsubscribeScope(scope)) return null;
  const expected = Buffer.from(signature(secret, memberId, scope));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { memberId, scope };
}
