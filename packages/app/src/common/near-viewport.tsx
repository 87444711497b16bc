import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A block loads when its place enters the viewport, not ahead of it: before the page's lists arrive, their placeholders
 * hold one screen (routing/route-page.css), so a block below them is just out of view, and any look-ahead margin would
 * take it in at once.
 */
const AHEAD = '0px';

/**
 * Draws `children` (and so loads their code and data) once their place comes into the viewport; until then an empty
 * block of `className` holds it. A block beside the page's content on a wide screen is near at once; the same block
 * below a long list on a phone waits until the reader scrolls towards it, so the page's first screen does not share
 * the network and the main thread with it (docs/performance.md "Below the fold"). Without IntersectionObserver the
 * children are drawn at once.
 */
export function NearViewport({ className, children }: { className: string; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return near ? children : <div ref={place} className={className} aria-hidden="true" />;
}
