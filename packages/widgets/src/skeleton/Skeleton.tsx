import { useRef } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { skeletonCss } from './skeleton.css.ts';

export interface SkeletonProps {
  /** What loads, read aloud once ("Loading…"): the shapes themselves are hidden from assistive technology. */
  label: string;
  /** How many cards hold the place of the list (3 by default). */
  count?: number;
  /** Lines of body text under the name and meta line (3 by default, a post's; 0 for a list's one-line rows). */
  lines?: number;
  /** The `part` of a web component's shadow root (`skeleton` by default). */
  part?: string;
  className?: string;
}

/** A card's lines: a name and a line of meta text beside the avatar, then `lines` of body text below (widths in the sheet). */
const HEAD = ['name', 'meta'] as const;

/**
 * Grey cards in the shape of a list's items (an avatar, a name, its meta text and a few lines) while the list loads,
 * as tall as the items that replace them (`--dg-skeleton-height`), so the page does not jump when they arrive. One
 * status for assistive technology, its `label`.
 */
export function Skeleton({ label, count = 3, lines = 3, part = 'skeleton', className }: SkeletonProps) {
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, skeletonCss);
  return (
    <div ref={root} className={className ? `dg-skeleton-list ${className}` : 'dg-skeleton-list'} part={part} role="status">
      <span className="dg-skeleton-label">{label}</span>
      {Array.from({ length: count }, (_, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cards are all alike and never move.
        <div key={card} className="dg-skeleton-card" aria-hidden="true">
          <span className="dg-skeleton-shape dg-skeleton-shape--avatar" />
          {[...HEAD, ...Array.from({ length: lines }, () => 'body')].map((line, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines never move.
            <span key={at} className={`dg-skeleton-shape dg-skeleton-shape--${line}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
