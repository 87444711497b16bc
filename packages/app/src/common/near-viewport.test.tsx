import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearViewport } from './near-viewport.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `enter()` tells every observer its target came into the viewport. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; margin: string | undefined; connected: boolean }> = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, connected: true };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    enter(isIntersecting = true) {
      for (const observer of observers.filter((item) => item.connected)) {
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

describe('NearViewport', () => {
  it('holds the place with an empty block until it comes into the viewport, then draws the children once', () => {
    const viewport = stubObserver();
    const { container } = render(
      <NearViewport className="column">
        <p>People you may know</p>
      </NearViewport>,
    );
    expect(screen.queryByText('People you may know')).toBeNull();
    expect(container.querySelector('div.column[aria-hidden="true"]')).not.toBeNull();
    // In view, with no look-ahead: a block below a list's one-screen placeholder must not count as near.
    expect(viewport.observers[0]?.margin).toBe('0px');

    act(() => viewport.enter(false));
    expect(screen.queryByText('People you may know')).toBeNull();

    act(() => viewport.enter());
    expect(screen.getByText('People you may know')).not.toBeNull();
    expect(container.querySelector('div.column')).toBeNull();
    // Drawn for good: the observer is gone.
    expect(viewport.observers.every((observer) => !observer.connected)).toBe(true);
  });

  it('draws the children at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <NearViewport className="column">
        <p>Trending hashtags</p>
      </NearViewport>,
    );
    expect(screen.getByText('Trending hashtags')).not.toBeNull();
  });
});
