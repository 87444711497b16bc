/**
 * The card's stylesheet, adopted as a constructed sheet (never inline). Themed only through the
 * documented `--dg-*` custom properties, which inherit into the shadow root from the partner page. Loading, the body is
 * as tall as the name, job title and company lines and their gaps: nothing below the card moves when they come.
 */
export const profileCardCss = `
:host { display: block; }
.dg-profile-card {
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 0.875rem;
  max-width: var(--dg-card-max-width, 24rem);
  padding: var(--dg-card-padding, 1rem);
  font-family: var(--dg-font-family, Poppins, system-ui, -apple-system, 'Segoe UI', sans-serif);
  font-size: var(--dg-font-size, 0.9375rem);
  line-height: 1.4;
  color: var(--dg-color-text, #1f2330);
  background: var(--dg-color-surface, #ffffff);
  border: 1px solid var(--dg-color-border, #e3e5ee);
  border-radius: var(--dg-radius, 0.75rem);
  box-shadow: var(--dg-shadow, 0 1px 3px rgba(20, 24, 40, 0.08));
}
.dg-photo {
  flex: none;
  width: var(--dg-photo-size, 3.5rem);
  height: var(--dg-photo-size, 3.5rem);
  border-radius: var(--dg-photo-radius, 50%);
  object-fit: cover;
  background: var(--dg-color-border, #e3e5ee);
}
.dg-body { min-width: 0; display: flex; flex-direction: column; gap: 0.125rem; }
.dg-name {
  margin: 0;
  font-family: var(--dg-heading-font-family, Inter, system-ui, sans-serif);
  font-size: 1.0625em;
  font-weight: 600;
  color: var(--dg-color-primary, #6f42c1);
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.dg-name:hover, .dg-name:focus-visible { text-decoration: underline; }
.dg-job-title, .dg-company { margin: 0; color: var(--dg-color-muted, #5c6275); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.dg-company { font-size: 0.9em; }
.dg-mutual { margin: 0; font-size: 0.875em; color: var(--dg-color-muted, #5c6275); }
.dg-body > .dg-connect { margin-top: 0.375rem; }
.dg-status { margin: 0; color: var(--dg-color-muted, #5c6275); }
[data-state='loading'] .dg-body { min-height: calc(4.1475em + 0.25rem); justify-content: center; }
[data-state='error'] .dg-status { color: var(--dg-color-danger, #b02a37); }
.dg-skeleton { flex: none; width: var(--dg-photo-size, 3.5rem); height: var(--dg-photo-size, 3.5rem); border-radius: 50%; background: var(--dg-color-border, #e3e5ee); }
.dg-retry {
  margin-top: 0.375rem;
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
