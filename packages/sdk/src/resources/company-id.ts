/**
 * SPEC §9 `COMPANY_ID`: the company whose shop subscription is being bought, kept while its checkout runs (the hosted
 * checkout leaves the app and comes back). In `localStorage` under `COMPANY_ID` where there is one (it survives the
 * round trip), in memory otherwise (Node, a blocked storage). `memberships.change('shop', { company_id })` sets it
 * when it starts a checkout; the checkout's return page reads it and clears it.
 */
export const COMPANY_ID_KEY = 'COMPANY_ID';

let inMemory: number | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // A sandboxed frame or blocked cookies throw on access: memory it is.
    return null;
  }
}

/** The company id kept for a shop checkout under way, or null. */
export function pendingCompanyId(): number | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store ? store.getItem(COMPANY_ID_KEY) : null;
  } catch {
    raw = null;
  }
  const id = raw === null ? inMemory : Number(raw);
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** Keeps `companyId` for the checkout's return (SPEC §9). */
export function setPendingCompanyId(companyId: number): void {
  inMemory = companyId;
  try {
    storage()?.setItem(COMPANY_ID_KEY, String(companyId));
  } catch {
    // Storage full or refused: the memory copy stands.
  }
}

/** Forgets the kept company id (after the checkout's return, paid or canceled). */
export function clearPendingCompanyId(): void {
  inMemory = null;
  try {
    storage()?.removeItem(COMPANY_ID_KEY);
  } catch {
    // Nothing kept there.
  }
}
