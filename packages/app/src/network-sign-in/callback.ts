import type { NetworkCallbackInput } from '@dealgrow/sdk';

/** The `code`, `state` and `iss` of the address the provider sent the browser back to; null when it carries no code. */
export function networkCallbackOf(search: string): NetworkCallbackInput | null {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state) return null;
  const iss = query.get('iss');
  return iss ? { code, state, iss } : { code, state };
}
