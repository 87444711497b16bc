// How much of the page's main-thread task time was the thread's own work, read from a Chromium trace (Lighthouse's).
// Lighthouse's simulation takes each task's wall time, times four, as the page's work; on a machine whose cores are
// shared (here: two, with the browser's other processes, the server and Lighthouse itself), a task's wall time also
// holds the time its thread waited for a core. docs/performance.md "Ninth pass".

/** The fields of a trace event this reads (Chromium's JSON trace format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, in µs (complete events of the renderer's main thread carry it). */
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** Milliseconds of wall time in the main thread's top-level tasks after the first contentful paint. */
  wallMs: number;
  /** Of those, milliseconds the thread ran on a core. */
  cpuMs: number;
  /** cpuMs / wallMs: 1 when the thread had a core whenever it had work. */
  onCpu: number;
}

/**
 * The page's main thread (the renderer main thread with the most events: the page's, in a trace of one page load) from
 * the first contentful paint to the end of the trace: its top-level tasks' wall time and CPU time. Undefined for a
 * trace without a renderer main thread or a first contentful paint.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime | undefined {
  const counts = new Map<string, number>();
  for (const event of events) counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  let main: TraceEvent | undefined;
  for (const event of events) {
    if (event.name !== 'thread_name' || event.args?.name !== 'CrRendererMain') continue;
    const count = (key: TraceEvent) => counts.get(`${key.pid}:${key.tid}`) ?? 0;
    if (!main || count(event) > count(main)) main = event;
  }
  if (!main) return undefined;
  const { pid, tid } = main;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!paint) return undefined;
  const complete = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  let wall = 0;
  let cpu = 0;
  let end = 0;
  for (const event of complete) {
    // A top-level task: one that starts after the previous top-level task ended (the rest are inside one).
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    if (event.ts < paint.ts) continue;
    wall += event.dur ?? 0;
    cpu += event.tdur ?? event.dur ?? 0;
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, onCpu: wall === 0 ? 1 : cpu / wall };
}
