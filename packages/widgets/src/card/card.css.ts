/** The sheet's name, for a page whose own stylesheets carry it (styles/document-sheets.ts). */
export const CARD_SHEET = 'card';

/** The card: a raised surface of the tokens, its header and footer apart from its body by a rule. Adopted like the cards' sheets. */
export const cardCss = `
.dg-card { box-sizing: border-box; display: flex; flex-direction: column; min-width: 0; color: var(--dg-color-text, #1d1530); background: var(--dg-color-surface, #fff); border: 1px solid var(--dg-color-border, #e3deee); border-radius: var(--dg-radius, 0.75rem); box-shadow: var(--dg-shadow, 0 1px 2px rgb(29 21 48 / 0.06)); overflow-wrap: anywhere; }
.dg-card__header, .dg-card__body, .dg-card__footer { padding: var(--dg-space-4, 1rem) 1.25rem; }
.dg-card__header { display: flex; flex-wrap: wrap; align-items: center; gap: var(--dg-space-2, 0.5rem); border-bottom: 1px solid var(--dg-color-border, #e3deee); }
.dg-card__header :is(h1, h2, h3, h4) { margin: 0; font: 600 var(--dg-text-lg, 1.1875rem) var(--dg-heading-font-family, system-ui, sans-serif); }
.dg-card__body { flex: 1; }
.dg-card__footer { display: flex; flex-wrap: wrap; align-items: center; gap: var(--dg-space-2, 0.5rem); border-top: 1px solid var(--dg-color-border, #e3deee); color: var(--dg-color-muted, #5f5a70); }
`;

/**
 * A plain card (`cardClassName`), with `cardCss`: the surface alone with its padding (`--dg-card-padding`), for a box
 * its screen lays out — the structured card's column undone (block, and `row` for a screen that makes it a flex box).
 * A sheet apart: a `Card` does not need it, and the app's stylesheet carries it (packages/app/design-system-css.ts).
 */
export const plainCardCss = `
.dg-card--plain { display: block; flex-direction: row; padding: var(--dg-card-padding, 1.25rem); }
`;
