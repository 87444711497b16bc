/**
 * The skeleton's shapes: cards the size of what loads (`--dg-skeleton-height`, a post card's by default), so nothing
 * below moves when the content arrives. A slow pulse, none with reduced motion. Adopted like the cards' sheets.
 */
export const skeletonCss = `
.dg-skeleton-list { display: grid; gap: var(--dg-space-4, 1rem); }
.dg-skeleton-card { box-sizing: border-box; display: grid; grid-template-columns: 3rem 1fr; align-content: start; gap: 0.625rem 0.75rem; min-height: var(--dg-skeleton-height, 10rem); padding: 1.25rem; border: 1px solid var(--dg-color-border, #e3deee); border-radius: var(--dg-radius, 0.75rem); background: var(--dg-color-surface, #fff); }
.dg-skeleton-shape { display: block; height: 0.75rem; border-radius: 0.375rem; background: var(--dg-color-border, #e3deee); animation: dg-skeleton-pulse 1.4s ease-in-out infinite; }
.dg-skeleton-shape--avatar { width: 3rem; height: 3rem; border-radius: 50%; grid-row: span 2; }
.dg-skeleton-shape--name { width: 55%; }
.dg-skeleton-shape--meta { width: 35%; }
.dg-skeleton-shape--body { grid-column: 1 / -1; }
.dg-skeleton-shape--body:last-child { width: 70%; }
.dg-skeleton-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@keyframes dg-skeleton-pulse { 50% { opacity: 0.45; } }
@media (prefers-reduced-motion: reduce) { .dg-skeleton-shape { animation: none; } }
`;
