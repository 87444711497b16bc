/** The deal list's stylesheet (constructed, never inline); its cards bring their own (deal-card.css.ts). */
export const dealListCss = `
:host { display: block; }
.dg-deal-list {
  font-family: var(--dg-font-family, Poppins, system-ui, -apple-system, 'Segoe UI', sans-serif);
  font-size: var(--dg-font-size, 0.9375rem);
  line-height: 1.4;
  color: var(--dg-color-text, #1f2330);
}
.dg-deal-items {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--dg-list-min-column, 16rem), 1fr));
  gap: var(--dg-list-gap, 1rem);
  margin: 0;
  padding: 0;
  list-style: none;
}
.dg-deal-items > li { display: block; min-width: 0; }
.dg-list-status { margin: 0.75rem 0 0; color: var(--dg-color-muted, #5c6275); }
.dg-deal-list[data-state='error'] .dg-list-status, .dg-list-status[role='alert'] { color: var(--dg-color-danger, #b02a37); }
.dg-list-footer { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; margin-top: 0.75rem; color: var(--dg-color-muted, #5c6275); font-size: 0.875em; }
.dg-more, .dg-retry {
  font: inherit;
  font-weight: 600;
  padding: 0.375rem 1rem;
  color: var(--dg-color-on-primary, #ffffff);
  background: var(--dg-color-primary, #6f42c1);
  border: 0;
  border-radius: var(--dg-radius, 0.75rem);
  cursor: pointer;
}
.dg-more:disabled { opacity: 0.6; cursor: progress; }
.dg-retry { margin-top: 0.5rem; }
button:focus-visible { outline: 2px solid var(--dg-color-primary, #6f42c1); outline-offset: 2px; }
`;
