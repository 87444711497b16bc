import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A gate every effect of one piece of work passes before it happens. A keyed JSON write's route handler runs before
 * its Idempotency-Key is claimed (src/http/idempotency.ts): its reads run at once, and the claim goes with its first
 * database write, as a mark that write commits with itself (below). Its other effects (a mail, a payment call) wait
 * here for the claim. When the claim is lost (the key's answer is replayed, or refused), the gate throws that
 * outcome and nothing is written.
 */
export interface WriteGate {
  /** Resolves when the work's effects other than a database write may happen; throws the outcome that forbids them. */
  pass(): Promise<void>;
  /**
   * Passes the gate for a database write: resolves with the mark that write is to commit with itself, if one is due
   * (once: undefined afterwards, or when there is none); throws the outcome that forbids the write. Without it, a
   * write passes as any effect does.
   */
  passWrite?(): Promise<WriteMark | undefined>;
}

/**
 * A data-changing statement committed with a write: as a common table expression of that write's own statement (no
 * round trip more), or as the first statement of its transaction, where it must answer a row, else `lost()` is
 * thrown and the transaction rolled back. The Idempotency-Key's claim is one (an `INSERT`), and so is its mark that
 * the claimed request wrote (an `UPDATE`), so a retry that takes over the claim of a process that died knows whether
 * its write was committed (docs/accounts-security.md).
 */
export interface WriteMark {
  /** Names the mark's kind: a prepared statement carrying it is prepared again under its name and this one. */
  name: string;
  /** The statement (an `INSERT` or `UPDATE … RETURNING`), its parameters numbered from `$first`. */
  sql(first: number): string;
  params: readonly unknown[];
  /** What the write throws, rolled back, when the mark answers no row (the claim is no longer the work's). */
  lost(): Error;
  /** The write that carried the mark failed (rolled back with it): the work's next write carries it. */
  unused(): void;
  /**
   * The mark ran first in its write's transaction, not committed yet: the effects that transaction's work passes on
   * the way (a mail written to the outbox with it) need not wait for its commit.
   */
  applied?(): void;
  /** The write that carried the mark was committed. */
  committed?(): void;
  /**
   * The write that carried the mark failed with `error`: when the mark itself was refused (its key already claimed),
   * resolves with the mark to run the write again with (undefined: again without one), or rejects with the outcome
   * that forbids the write; undefined when the error is the write's own.
   */
  retry?(error: unknown): Promise<WriteMark | undefined> | undefined;
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

/** Passes the gate for a database write, and answers the mark that write is to commit with itself, if one is due. */
export async function passWriteGateWithMark(): Promise<WriteMark | undefined> {
  const gate = gates.getStore();
  if (!gate) return undefined;
  if (gate.passWrite) return gate.passWrite();
  await gate.pass();
  return undefined;
}
