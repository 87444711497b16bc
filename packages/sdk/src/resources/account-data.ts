import type { RequestBody } from '../contract.ts';
import type { AccountExport } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';

export type { AccountExport };

/** `{ password }`: the member's current password, re-entered. */
export type DeleteAccountInput = RequestBody<'deleteAccount'>;

/** Account export and deletion. */
export function dataCalls(transport: Transport) {
  const send = <T>(method: 'GET' | 'POST', path: string, body?: unknown, options?: CallOptions) =>
    transport.request<T>({ method, path, ...(body === undefined ? {} : { body }), ...options });
  return {
    /** Starts preparing a ZIP of the member's data (202); an export under way is answered instead. A small account's is `ready` at once. */
    requestExport: (options?: CallOptions) => send<AccountExport>('POST', '/users/export', undefined, options),
    /** One of the member's exports: poll it for `progress` until `status` is `ready` (or `failed`). */
    export: (id: string, options?: CallOptions) =>
      send<AccountExport>('GET', `/users/export/${encodeURIComponent(id)}`, undefined, options),
    /** A ready export's ZIP as a Blob (409 while it is being prepared, 404 when it is not the member's). */
    downloadExport: (id: string, options?: CallOptions): Promise<ApiResult<Blob>> =>
      transport.request<Blob>({
        method: 'GET',
        path: `/users/export/${encodeURIComponent(id)}/download`,
        responseType: 'blob',
        ...options,
      }),
    /** Deletes the member's account for good (204; a wrong password is 403, owning a company alone 409). Then sign out locally. */
    deleteAccount: (input: DeleteAccountInput, options?: CallOptions) => send<undefined>('POST', '/users/delete-account', input, options),
  };
}
