/**
 * The follow button's stylesheet, adopted as a constructed sheet (never inline), themed through the `--dg-*` custom
 * properties. The count and the action share a line while they fit and wrap when they do not (fr, tr). It also styles
 * the loading, not-found and error states of a company, for the button and the company card.
 */
export const followButtonCss = `
:host { display: block; }
.dg-follow {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.625rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: var(--dg-font-family, Poppins, system-ui, sans-serif);
  font-size: var(--dg-font-size, 0.9375rem);
  line-height: 1.4;
  color: var(--dg-color-muted, #5c6275);
  overflow-wrap: anywhere;
}
.dg-follow-action {
  max-width: 100%;
  font: inherit;
  font-weight: 600;
  padding: 0.375rem 0.875rem;
  color: var(--dg-color-on-primary, #ffffff);
  background: var(--dg-color-primary, #6f42c1);
  border: 1px solid var(--dg-color-primary, #6f42c1);
  border-radius: var(--dg-radius, 0.75rem);
  text-decoration: none;
  cursor: pointer;
}
.dg-follow-action[aria-pressed='true'] { color: var(--dg-color-primary, #6f42c1); background: var(--dg-color-surface, #ffffff); }
.dg-follow-action[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.dg-follow-error { flex-basis: 100%; margin: 0; color: var(--dg-color-danger, #b02a37); }
.dg-status { margin: 0; color: var(--dg-color-muted, #5c6275); }
[data-state='error'] .dg-status { color: var(--dg-color-danger, #b02a37); }
.dg-retry {
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
