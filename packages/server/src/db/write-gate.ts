import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A gate every effect of one piece of work passes before it happens. A keyed JSON write's route handler starts while
 * its Idempotency-Key is still being claimed (src/http/idempotency.ts), so the handler's reads overlap the claim's
 * round trip to the database; its first write (a statement, a transaction, a mail, a payment call) waits here for
 * the claim. When the claim is lost (the key's answer is replayed, or refused), the gate throws that outcome and
 * nothing is written.
 *
 * A gate may also hand out a mark: a statement the work's first database write commits with itself, in its own
 * transaction (src/db/database.ts). The Idempotency-Key claim marks itself written that way, so a retry that takes
 * over the claim of a process that died knows whether its write was committed (docs/accounts-security.md).
 */
export interface WriteGate {
  /** Resolves when the work's effects may happen; throws the outcome that forbids them. */
  pass(): Promise<void>;
  /** The mark for the first write to commit with itself, once (undefined afterwards, or when there is none). */
  takeMark?(): WriteMark | undefined;
}

/**
 * A data-changing statement committed with the first write: as a common table expression of that write's own
 * statement (no round trip more), or as the first statement of its transaction, where it must answer a row, else
 * `lost()` is thrown and the transaction rolled back.
 */
export interface WriteMark {
  /** The statement (an `UPDATE … RETURNING`), its parameters numbered from `$first`. */
  sql(first: number): string;
  params: readonly unknown[];
  /** What the write throws, rolled back, when the mark answers no row (the claim is no longer the work's). */
  lost(): Error;
  /** The write that carried the mark failed (rolled back with it): the work's next write carries it. */
  unused(): void;
}

const gates = new AsyncLocalStorage<WriteGate>();

/** Runs `work` behind `gate`: each effect inside it, in any of its async continuations, awaits the gate first. */
export function behindWriteGate<T>(gate: WriteGate | (() => Promise<void>), work: () => T): T {
  return gates.run(typeof gate === 'function' ? { pass: gate } : gate, work);
}

/**
 * Runs `work` outside any gate: housekeeping a request does on the way (a sweep of expired rows) that is not the
 * request's own effect, so it neither waits for the request's claim nor takes its mark.
 */
export function outsideWriteGate<T>(work: () => T): T {
  return gates.exit(work);
}

/** Waits for the current work's gate, if any (throws when it is closed): call before an effect that must not happen twice. */
export async function passWriteGate(): Promise<void> {
  await gates.getStore()?.pass();
}

/** Waits for the gate, as `passWriteGate`, and answers the mark a database write is to commit with itself, if due. */
export async function passWriteGateWithMark(): Promise<WriteMark | undefined> {
  const gate = gates.getStore();
  if (!gate) return undefined;
  await gate.pass();
  return gate.takeMark?.();
}
