import type { ApiResult } from '../transport/result.ts';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * A resource whose code loads on its first call (`import()`), so a bundle with `createClient` carries only this
 * stub until then (bundlers put the resource in its own chunk). Every method of such a resource answers a promise;
 * if the code cannot be loaded the call answers a `network_error` result, and the next call tries again. With
 * `base`, the resource is `base` (loaded already) plus the loaded methods it lacks (`client.posts.like`, …).
 */
export function lazyResource<R extends object, B extends object = object>(load: () => Promise<R>, base?: B): B & R {
  let loading: Promise<R> | undefined;
  const loaded = () => {
    loading ??= load();
    return loading;
  };
  return new Proxy((base ?? {}) as B & R, {
    // `then` stays undefined so that the resource is not taken for a promise.
    get: (target, name) =>
      Object.hasOwn(target, name)
        ? target[name as keyof B]
        : name === 'then'
          ? undefined
          : (...args: unknown[]) =>
              loaded().then(
                (resource) => (resource as Record<PropertyKey, Method>)[name]?.(...args),
                (cause: unknown): ApiResult<never> => {
                  loading = undefined;
                  const message = cause instanceof Error ? cause.message : String(cause);
                  return {
                    data: undefined,
                    success: false,
                    status: 0,
                    statusText: '',
                    error: { code: 'network_error', status: 0, message, retryable: true },
                  };
                },
              ),
  });
}
