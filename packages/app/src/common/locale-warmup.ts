/**
 * A page's first `Intl.NumberFormat` or `Intl.DateTimeFormat` loads the locale's data into ICU: 20–25 ms of main
 * thread on a desktop, about 100 ms on a mid-range phone, in the middle of whichever screen formats the first price
 * or date (a feed's priced post, the deals list, a profile's experience). ICU keeps that data for the whole renderer
 * process, so formats built once in a worker, while the page waits for its code and data, leave the screen's own
 * formats nearly free (docs/performance.md "Locale data loaded off the main thread").
 */

/** The formats the screens build first: a price, a percent, a date with its time, a month and year. */
export function buildLocaleFormats(lang: string): string[] {
  const at = Date.UTC(2026, 0, 31, 12);
  return [
    new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1234),
    new Intl.NumberFormat(lang, { style: 'percent' }).format(0.5),
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at),
  ];
}

/** Starts the worker that builds them; a browser without workers (or one refusing this one) formats as before. */
export function warmLocaleData(lang: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./locale-warmup.worker.ts', import.meta.url), { type: 'module', name: 'locale-warmup' });
    worker.postMessage(lang);
  } catch {
    // No worker: the first format pays for the data, as without this.
  }
}
