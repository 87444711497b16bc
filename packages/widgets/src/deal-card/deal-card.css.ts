/**
 * The deal card's stylesheet, adopted as a constructed sheet (never inline). Themed only through the
 * documented `--dg-*` custom properties, which inherit into the shadow root from the partner page.
 */
export const dealCardCss = `
:host { display: block; }
.dg-deal-card {
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  max-width: var(--dg-card-max-width, 24rem);
  height: 100%;
  overflow: hidden;
  font-family: var(--dg-font-family, Poppins, system-ui, -apple-system, 'Segoe UI', sans-serif);
  font-size: var(--dg-font-size, 0.9375rem);
  line-height: 1.4;
  color: var(--dg-color-text, #1f2330);
  background: var(--dg-color-surface, #ffffff);
  border: 1px solid var(--dg-color-border, #e3e5ee);
  border-radius: var(--dg-radius, 0.75rem);
  box-shadow: var(--dg-shadow, 0 1px 3px rgba(20, 24, 40, 0.08));
}
.dg-cover { display: block; width: 100%; aspect-ratio: 16 / 9; object-fit: cover; background: var(--dg-color-border, #e3e5ee); }
.dg-deal-body { display: flex; flex-direction: column; gap: 0.375rem; padding: var(--dg-card-padding, 1rem); flex: 1; }
.dg-deal-head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.dg-badge {
  font-size: 0.75em;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  color: var(--dg-color-on-primary, #ffffff);
  background: var(--dg-color-primary, #6f42c1);
}
.dg-badge[data-type='demand'] { background: var(--dg-color-demand, #0b5ed7); }
.dg-price { font-family: var(--dg-heading-font-family, Inter, system-ui, sans-serif); font-weight: 700; font-size: 1.125em; }
.dg-title {
  margin: 0;
  font-family: var(--dg-heading-font-family, Inter, system-ui, sans-serif);
  font-size: 1.0625em;
  font-weight: 600;
  color: var(--dg-color-text, #1f2330);
  text-decoration: none;
}
.dg-title:hover, .dg-title:focus-visible { color: var(--dg-color-primary, #6f42c1); text-decoration: underline; }
.dg-meta { margin: 0; color: var(--dg-color-muted, #5c6275); font-size: 0.9em; }
.dg-rewards { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; margin: 0; padding: 0; list-style: none; font-size: 0.875em; color: var(--dg-color-success, #146c43); font-weight: 600; }
/* The actions share the row while their words fit, and wrap to a new line when they do not (fr, tr). */
.dg-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: auto; padding-top: 0.5rem; }
.dg-action {
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
  text-align: center;
  font: inherit;
  font-size: 0.875em;
  font-weight: 600;
  padding: 0.375rem 0.5rem;
  color: var(--dg-color-primary, #6f42c1);
  background: transparent;
  border: 1px solid var(--dg-color-primary, #6f42c1);
  border-radius: var(--dg-radius, 0.75rem);
  text-decoration: none;
  cursor: pointer;
}
.dg-action:hover { color: var(--dg-color-on-primary, #ffffff); background: var(--dg-color-primary, #6f42c1); }
.dg-status { margin: 0; color: var(--dg-color-muted, #5c6275); }
.dg-deal-card[data-state='error'] .dg-status { color: var(--dg-color-danger, #b02a37); }
.dg-retry {
  align-self: flex-start;
  font: inherit;
  font-size: 0.875em;
  padding: 0.25rem 0.75rem;
  color: var(--dg-color-on-primary, #ffffff);
  background: var(--dg-color-primary, #6f42c1);
  border: 0;
  border-radius: var(--dg-radius, 0.75rem);
  cursor: pointer;
}
a:focus-visible, button:focus-visible { outline: 2px solid var(--dg-color-primary, #6f42c1); outline-offset: 2px; }
`;
