import type { Transport } from '../transport/client.ts';
import { dataCalls } from './account-data.ts';
import { networkCalls } from './account-network.ts';
import { securityCalls } from './account-security.ts';
import { trustCalls } from './account-trust.ts';

/**
 * The member's account (docs/accounts.md): sign-in with a network, password recovery, e-mail change, sessions, blocking and reporting, data
 * export and deletion. Loaded on its first call (client.ts): every method answers a promise of an `ApiResult`. Each
 * part lives in its own `account-*.ts` and is spread in here.
 */
export function accountResource(transport: Transport) {
  return {
    ...networkCalls(transport),
    ...dataCalls(transport),
    ...securityCalls(transport),
    ...trustCalls(transport),
  };
}

export type AccountResource = ReturnType<typeof accountResource>;
