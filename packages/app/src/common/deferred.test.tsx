import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_LOOK_AHEAD, Deferred } from './deferred.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** An IntersectionObserver the test drives: `enter(text)` tells the observer of that row's placeholder it is near. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; margin: string | undefined; targets: Element[]; connected: boolean }> =
    [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, targets: [], connected: true };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    enter(index: number) {
      const observer = observers[index];
      if (!observer?.connected) throw new Error(`observer ${index} is not watching`);
      observer.callback(
        observer.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    },
  };
}

function rows(count: number, firstDrawn: number) {
  return render(
    <ol>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list.
        <li key={index}>
          <Deferred now={index < firstDrawn} placeholder="16rem">
            <p>Post {index + 1}</p>
          </Deferred>
        </li>
      ))}
    </ol>,
  );
}

const drawn = () => screen.queryAllByText(/^Post \d+$/).map((node) => node.textContent);

describe('Deferred', () => {
  it('draws the first rows with the page and a later row only once its place is within a screen of the viewport', () => {
    vi.useFakeTimers();
    const viewport = stubObserver();
    const { container } = rows(6, 2);
    expect(drawn()).toEqual(['Post 1', 'Post 2']);
    expect(container.querySelectorAll('div.deferred[aria-hidden="true"]')).toHaveLength(4);
    expect(viewport.observers).toHaveLength(4);
    expect(viewport.observers.every((observer) => observer.margin === DEFERRED_LOOK_AHEAD)).toBe(true);
    expect(DEFERRED_LOOK_AHEAD).toBe('100% 0px');

    // Nothing comes by itself: no timer draws the rows nobody is near.
    act(() => vi.runAllTimers());
    expect(drawn()).toEqual(['Post 1', 'Post 2']);

    act(() => viewport.enter(1));
    expect(drawn()).toEqual(['Post 1', 'Post 2']);
    act(() => vi.runAllTimers());
    expect(drawn()).toEqual(['Post 1', 'Post 2', 'Post 4']);
    expect(viewport.observers[1]?.connected).toBe(false);
  });

  it('draws every waiting row at the first key pressed, a few a task and in order, so Tab and find-in-page reach them', () => {
    vi.useFakeTimers();
    stubObserver();
    rows(7, 1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => vi.advanceTimersToNextTimer());
    expect(drawn()).toEqual(['Post 1', 'Post 2', 'Post 3']);
    act(() => vi.runAllTimers());
    expect(drawn()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5', 'Post 6', 'Post 7']);
  });

  it('stops listening for keys once no row waits, and a row that left the page is not drawn', () => {
    vi.useFakeTimers();
    stubObserver();
    const removed = vi.spyOn(document, 'removeEventListener');
    const { unmount } = rows(3, 1);
    unmount();
    expect(removed).toHaveBeenCalledWith('keydown', expect.any(Function), true);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => vi.runAllTimers());
    expect(drawn()).toEqual([]);
  });

  it('draws every row a few a task where there is no IntersectionObserver', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', undefined);
    rows(5, 1);
    expect(drawn()).toEqual(['Post 1']);
    act(() => vi.runAllTimers());
    expect(drawn()).toEqual(['Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5']);
  });
});
