/**
 * The company card's stylesheet, adopted as a constructed sheet (never inline), themed through the `--dg-*` custom
 * properties. The follow button inside brings its own (follow-button.css.ts), which also styles the card's states.
 */
export const companyCardCss = `
:host { display: block; }
.dg-company-card {
  box-sizing: border-box;
  max-width: var(--dg-card-max-width, 24rem);
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
.dg-company-cover { display: block; width: 100%; aspect-ratio: 4 / 1; object-fit: cover; background: var(--dg-color-border, #e3e5ee); }
.dg-company-body { display: flex; flex-direction: column; gap: 0.75rem; padding: var(--dg-card-padding, 1rem); min-width: 0; }
.dg-company-head { display: flex; align-items: center; gap: 0.75rem; min-width: 0; }
.dg-company-logo {
  flex: none;
  width: var(--dg-logo-size, 3.5rem);
  height: var(--dg-logo-size, 3.5rem);
  border-radius: var(--dg-logo-radius, 0.5rem);
  object-fit: cover;
}
.dg-company-id { min-width: 0; }
.dg-company-name {
  font-family: var(--dg-heading-font-family, Inter, system-ui, sans-serif);
  font-size: 1.0625em;
  font-weight: 600;
  color: var(--dg-color-primary, #6f42c1);
  text-decoration: none;
  overflow-wrap: anywhere;
}
.dg-company-name:hover, .dg-company-name:focus-visible { text-decoration: underline; }
.dg-company-type { margin: 0; color: var(--dg-color-muted, #5c6275); font-size: 0.9em; }
.dg-company-deals { border-top: 1px solid var(--dg-color-border, #e3e5ee); padding-top: 0.75rem; }
.dg-company-deals-title { margin: 0 0 0.375rem; font-weight: 600; font-size: 0.875em; color: var(--dg-color-muted, #5c6275); }
.dg-company-deal-list { display: flex; flex-direction: column; gap: 0.375rem; margin: 0; padding: 0; list-style: none; }
.dg-company-deal { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0 0.75rem; min-width: 0; }
.dg-company-deal-link { min-width: 0; color: var(--dg-color-text, #1f2330); overflow-wrap: anywhere; }
.dg-company-deal-price { font-weight: 600; white-space: nowrap; }
`;
