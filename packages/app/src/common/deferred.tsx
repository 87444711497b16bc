import { type ReactNode, useEffect, useState } from 'react';

/**
 * Long lists draw their first rows with the page and the rest a few at a time, each few in a task of its own, so that
 * no single task holds the main thread while a whole page of posts renders (docs/performance.md "Lighthouse": one
 * 250 ms task on a slow phone became several of about 50 ms, and the first post paints as soon as its data does).
 *
 * Items waiting for their turn, in order; each drain shows `PER_TASK` of them and leaves the rest to the next task.
 */
const waiting: Array<() => void> = [];
let drainScheduled = false;

/** Rows a task draws after the first ones: about 50 ms of work on a phone 4× slower than this machine. */
export const DEFERRED_PER_TASK = 2;

function drain() {
  drainScheduled = false;
  for (const show of waiting.splice(0, DEFERRED_PER_TASK)) show();
  if (waiting.length > 0) scheduleDrain();
}

function scheduleDrain() {
  if (drainScheduled) return;
  drainScheduled = true;
  // A macrotask: the state changes of one drain render together (Preact and React batch them), then the browser may
  // paint and take input before the next.
  setTimeout(drain, 0);
}

/**
 * Draws `children` now when `now` is true (the rows the first screen shows), else in a later task, after the rows
 * queued before it. Until then an empty block of `placeholder` height (CSS length) holds its place.
 */
export function Deferred({ now, placeholder, children }: { now: boolean; placeholder: string; children: ReactNode }) {
  const [shown, setShown] = useState(now);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a row that was drawn stays drawn; only the first render queues it.
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    waiting.push(() => {
      if (mounted) setShown(true);
    });
    scheduleDrain();
    return () => {
      mounted = false;
    };
  }, []);
  return shown ? children : <div className="deferred" style={{ minHeight: placeholder }} aria-hidden="true" />;
}
