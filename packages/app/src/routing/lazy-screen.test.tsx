import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, nextTask } from './lazy-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves after the tasks already queued and after the current task’s microtasks', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'));
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waited;
    expect(order).toEqual(['microtask', 'queued task', 'next task']);
  });

  it('yields through scheduler.yield where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});

/** A screen's module whose code is in already: its import settles at once. */
const greetingModule = { Greeting: () => <p>Hello from the screen</p> };

describe('lazyScreen', () => {
  it('draws a screen whose code is already in one task later, not in the task that drew what holds it', async () => {
    const Greeting = lazyScreen(() => Promise.resolve(greetingModule), 'Greeting');
    await act(async () => {
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Greeting />
        </Suspense>,
      );
      // Every microtask of this task: the code's promise is settled, the screen still waits for a task of its own.
      for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    });
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.queryByText('Hello from the screen')).toBeNull();
    expect(await screen.findByText('Hello from the screen')).toBeTruthy();
  });
});
