import type { Transport } from '../transport/client.ts';

/**
 * The member's account (docs/accounts.md): password recovery, e-mail change, sessions, blocking and reporting, data
 * export and deletion. Loaded on its first call (client.ts): every method answers a promise of an `ApiResult`. Each
 * part lives in its own `account-*.ts` and is spread in here.
 */
export function accountResource(transport: Transport) {
  return {};
}

export type AccountResource = ReturnType<typeof accountResource>;
