import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './main-thread.ts';

const thread = (pid: number, tid: number): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name: 'CrRendererMain' },
});
const task = (pid: number, tid: number, ts: number, dur: number, tdur: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts,
  dur,
  tdur,
});

describe('mainThreadTime', () => {
  it('counts the top-level tasks of the busiest renderer main thread after the first contentful paint', () => {
    const events: TraceEvent[] = [
      thread(1, 10),
      // Another renderer (an iframe, a service worker's page) with fewer events.
      thread(2, 20),
      task(2, 20, 5_000, 90_000, 90_000),
      task(1, 10, 1_000, 40_000, 40_000), // before the paint: not counted
      { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 10, ts: 50_000 },
      task(1, 10, 60_000, 30_000, 10_000),
      task(1, 10, 65_000, 5_000, 5_000, 'Layout'), // inside the task above
      task(1, 10, 100_000, 20_000, 20_000),
    ];
    expect(mainThreadTime(events)).toEqual({ wallMs: 50, cpuMs: 30, onCpu: 0.6 });
  });

  it('is undefined without a main thread or a first contentful paint', () => {
    expect(mainThreadTime([])).toBeUndefined();
    expect(mainThreadTime([thread(1, 10), task(1, 10, 0, 10, 10)])).toBeUndefined();
  });
});
