import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Long lists draw their first rows with the page and the rest as the reader comes to them: a row waits until its place
 * is within a screen of the viewport, or until the first key pressed anywhere on the page (Tab through it, or Ctrl+F
 * to find in it, then meets every row drawn). Rows whose turn has come are drawn a few at a time, each few in a task
 * of its own, so that no single task holds the main thread while a page of posts renders (docs/performance.md "Rows
 * drawn as the reader comes to them": a phone's first screen shows four of the home's first ten posts, and drew all
 * ten, about 50 ms of work each at a slow phone's speed).
 *
 * Rows whose turn has come, in order; each drain shows `DEFERRED_PER_TASK` of them and leaves the rest to the next task.
 */
const waiting: Array<() => void> = [];
let drainScheduled = false;

/** Rows a task draws after the first ones: about 50 ms of work on a phone 4× slower than this machine. */
export const DEFERRED_PER_TASK = 2;

/** How far beyond the viewport a row is drawn ahead of the reader: one screen below it (and above). */
export const DEFERRED_LOOK_AHEAD = '100% 0px';

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

/** Rows that are not near the viewport yet, drawn at the page's next key press; the listener is there while any is. */
const untilKey = new Set<() => void>();

function keyPressed() {
  const rows = [...untilKey];
  untilKey.clear();
  document.removeEventListener('keydown', keyPressed, true);
  for (const queue of rows) queue();
}

function waitForKey(queue: () => void) {
  if (untilKey.size === 0) document.addEventListener('keydown', keyPressed, true);
  untilKey.add(queue);
}

function stopWaitingForKey(queue: () => void) {
  if (!untilKey.delete(queue) || untilKey.size > 0) return;
  document.removeEventListener('keydown', keyPressed, true);
}

/**
 * Draws `children` now when `now` is true (the rows the first screen shows), else once the reader comes near (see
 * above), after the rows whose turn came before. Until then an empty block of `placeholder` height (CSS length) holds
 * its place. Without IntersectionObserver every row's turn comes at once, a few a task.
 */
export function Deferred({ now, placeholder, children }: { now: boolean; placeholder: string; children: ReactNode }) {
  const [shown, setShown] = useState(now);
  const place = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a row that was drawn stays drawn; only the first render waits.
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    let observer: IntersectionObserver | undefined;
    let queued = false;
    const queue = () => {
      if (queued) return;
      queued = true;
      observer?.disconnect();
      stopWaitingForKey(queue);
      waiting.push(() => {
        if (mounted) setShown(true);
      });
      scheduleDrain();
    };
    const node = place.current;
    if (typeof IntersectionObserver !== 'function' || !node) {
      queue();
    } else {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && queue(), {
        rootMargin: DEFERRED_LOOK_AHEAD,
      });
      observer.observe(node);
      waitForKey(queue);
    }
    return () => {
      mounted = false;
      observer?.disconnect();
      stopWaitingForKey(queue);
    };
  }, []);
  return shown ? children : <div ref={place} className="deferred" style={{ minHeight: placeholder }} aria-hidden="true" />;
}
