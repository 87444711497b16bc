import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen that downloads with its route: `lazyScreen(() => import('./x.tsx'), 'XScreen')`. Every route's
 * screen goes through here (the routes wrap each page in a Suspense), so the first load carries only the
 * shell and the screens added later never weigh on it (docs/performance.md).
 *
 * The screen is drawn in a task after its code arrives, not in the one that drew what holds it: a screen whose code
 * is already in (the first page's, asked beside the strings) would otherwise be drawn in the same task as the shell,
 * and each screen within it (the home's feed, its right column) in that task too — one long task where the browser
 * could answer a tap between each (docs/performance.md "A screen drawn in a task of its own").
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy<ComponentType<Props>>(async () => {
    const screen = (await load())[name];
    await nextTask();
    return { default: screen };
  });
}

/** Resolves in a later task of the event loop: `scheduler.yield()` where the browser has it, else a zero timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
