import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A gate every effect of one piece of work passes before it happens. A keyed JSON write's route handler starts while
 * its Idempotency-Key is still being claimed (src/http/idempotency.ts), so the handler's reads overlap the claim's
 * round trip to the database; its first write (a statement, a transaction, a mail, a payment call) waits here for
 * the claim. When the claim is lost (the key's answer is replayed, or refused), the gate throws that outcome and
 * nothing is written.
 */
const gates = new AsyncLocalStorage<() => Promise<void>>();

/** Runs `work` behind `gate`: each effect inside it, in any of its async continuations, awaits the gate first. */
export function behindWriteGate<T>(gate: () => Promise<void>, work: () => T): T {
  return gates.run(gate, work);
}

/** Waits for the current work's gate, if any (throws when it is closed): call before an effect that must not happen twice. */
export async function passWriteGate(): Promise<void> {
  const gate = gates.getStore();
  if (gate) await gate();
}
