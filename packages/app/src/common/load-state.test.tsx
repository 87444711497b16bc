import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, openApp } from '../network/test-app.tsx';

afterEach(cleanup);

/** An API that has not answered yet: every screen shows what it shows while it waits. */
const waiting = () => new Promise<Answer>(() => undefined);

/** The lists and detail screens that load, the skeleton's shape each shows, and what its status says. */
const SCREENS = [
  { path: '/deals', shape: 'cards', label: 'Loading…' },
  { path: '/products', shape: 'cards', label: 'Loading…' },
  { path: '/leads', shape: 'rows', label: 'Loading leads…' },
  { path: '/network', shape: 'rows', label: 'Loading…' },
  { path: '/network?tab=connections', shape: 'rows', label: 'Loading…' },
  { path: '/network?tab=received', shape: 'rows', label: 'Loading…' },
  { path: '/notifications', shape: 'rows', label: 'Loading notifications…' },
  { path: '/message', shape: 'rows', label: 'Loading…' },
  { path: '/companies', shape: 'rows', label: 'Loading…' },
  { path: '/clubs', shape: 'rows', label: 'Loading…' },
  { path: '/deals/5', shape: 'detail', label: 'Loading…' },
  { path: '/products/5', shape: 'detail', label: 'Loading…' },
  { path: '/leads/5', shape: 'detail', label: 'Loading…' },
  { path: '/post/5', shape: 'detail', label: 'Loading…' },
  { path: '/mehmet', shape: 'detail', label: 'Loading…' },
  { path: '/companies/acme', shape: 'detail', label: 'Loading…' },
  { path: '/clubs/3', shape: 'detail', label: 'Loading…' },
] as const;

describe('skeletons where lists and detail screens load', () => {
  it.each(SCREENS)('$path holds its content’s place with $shape skeleton cards, busy, with one status', async ({ path, shape, label }) => {
    await openApp(path, waiting);
    const holder = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`main .load-skeleton--${shape}`);
      expect(found, document.querySelector('main')?.innerHTML).toBeInstanceOf(HTMLElement);
      return found as HTMLElement;
    });
    expect(holder.getAttribute('aria-busy')).toBe('true');
    // One status for assistive technology, visually hidden; the grey cards are hidden from it.
    const status = holder.querySelector('[role="status"]');
    expect(status?.textContent).toBe(label);
    const cards = holder.querySelectorAll('.dg-skeleton-card');
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) expect(card.getAttribute('aria-hidden')).toBe('true');
    // A list's rows are one line; a post, a deal or a detail has lines of text.
    expect(holder.querySelectorAll('.dg-skeleton-shape--body').length > 0).toBe(shape !== 'rows');
    // No "Loading…" line with a spinner anywhere in the page's content.
    expect(document.querySelector('main .spinner')).toBeNull();
  });
});
