import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

afterEach(cleanup);

describe('Skeleton', () => {
  it('says once what loads; its shapes are hidden from assistive technology', () => {
    const { container } = render(<Skeleton label="Loading…" />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const cards = container.querySelectorAll('.dg-skeleton-card');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.getAttribute('aria-hidden')).toBe('true');
      expect(card.textContent).toBe('');
      // An avatar, a name and a line of meta text, three lines of body text.
      expect(card.querySelectorAll('.dg-skeleton-shape--avatar')).toHaveLength(1);
      expect(card.querySelectorAll('.dg-skeleton-shape--body')).toHaveLength(3);
    }
  });

  it('holds as many cards as asked, under its part, with the classes given', () => {
    const { container } = render(<Skeleton label="Chargement…" count={1} part="loading" className="feed__skeleton" />);
    const list = container.querySelector('[part="loading"]');
    expect(list?.className).toBe('dg-skeleton-list feed__skeleton');
    expect(container.querySelectorAll('.dg-skeleton-card')).toHaveLength(1);
  });

  it('draws as many lines of body text as asked: none for a list of one-line rows', () => {
    const { container } = render(<Skeleton label="Loading…" count={2} lines={0} />);
    for (const card of container.querySelectorAll('.dg-skeleton-card')) {
      expect(card.querySelectorAll('.dg-skeleton-shape--avatar')).toHaveLength(1);
      expect(card.querySelectorAll('.dg-skeleton-shape--name')).toHaveLength(1);
      expect(card.querySelectorAll('.dg-skeleton-shape--meta')).toHaveLength(1);
      expect(card.querySelectorAll('.dg-skeleton-shape--body')).toHaveLength(0);
    }
    const { container: detail } = render(<Skeleton label="Loading…" count={1} lines={6} />);
    expect(detail.querySelectorAll('.dg-skeleton-shape--body')).toHaveLength(6);
  });
});
