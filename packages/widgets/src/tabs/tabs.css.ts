/** The tab list: a row of tabs over a rule, the selected one underlined in the primary colour. Adopted like the cards' sheets. */
export const tabsCss = `
.dg-tabs { display: flex; flex-wrap: wrap; gap: 0.25rem; margin: 0 0 var(--dg-space-4, 1rem); border-bottom: 1px solid var(--dg-color-border, #e3deee); }
.dg-tab { min-height: 2.75rem; max-width: 100%; padding: 0.5rem 0.75rem; font: 600 var(--dg-font-size, 0.9375rem) var(--dg-font-family, system-ui, sans-serif); text-align: start; overflow-wrap: anywhere; color: var(--dg-color-muted, #5f5a70); background: none; border: 0; border-bottom: 3px solid transparent; cursor: pointer; }
.dg-tab:hover { color: var(--dg-color-text, #1d1530); }
.dg-tab:focus-visible { outline: 3px solid var(--dg-color-primary, #8a2be2); outline-offset: -3px; }
.dg-tab[aria-selected="true"] { color: var(--dg-color-primary, #8a2be2); border-bottom-color: var(--dg-color-primary, #8a2be2); }
`;
