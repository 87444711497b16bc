import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen that downloads with its route: `lazyScreen(() => import('./x.tsx'), 'XScreen')`. Every route's
 * screen goes through here (the routes wrap each page in a Suspense), so the first load carries only the
 * shell and the screens added later never weigh on it (docs/performance.md).
 */
export function lazyScreen<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy<ComponentType<Props>>(async () => ({ default: (await load())[name] }));
}
