export interface RetryOptions {
  /** How many times a failed call is tried again. Default 2. */
  retries?: number;
  /** The first wait, in ms, doubled each time. Default 300. */
  baseDelay?: number;
  /** The longest wait, in ms. Default 10 000. */
  maxDelay?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { retries: 2, baseDelay: 300, maxDelay: 10_000 };

/** Full-jitter exponential backoff; a server's Retry-After (seconds or a date) wins when it says longer. */
export function retryDelay(attempt: number, options: Required<RetryOptions>, retryAfter?: string | null, random = Math.random): number {
  const backoff = Math.min(options.maxDelay, options.baseDelay * 2 ** attempt);
  const jittered = Math.round(backoff / 2 + random() * (backoff / 2));
  const told = parseRetryAfter(retryAfter);
  return told === undefined ? jittered : Math.min(Math.max(told, jittered), Math.max(options.maxDelay, told));
}

export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
