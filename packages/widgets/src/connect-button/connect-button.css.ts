/**
 * The connect button's stylesheet, adopted as a constructed sheet (never inline), themed through the
 * `--dg-*` custom properties. Label and action share a line while they fit and wrap when they do not (fr, tr).
 */
export const connectButtonCss = `
:host { display: block; }
.dg-connect {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem 0.625rem;
  font-family: var(--dg-font-family, Poppins, system-ui, sans-serif);
  font-size: var(--dg-font-size, 0.9375rem);
  line-height: 1.4;
  color: var(--dg-color-muted, #5c6275);
  overflow-wrap: anywhere;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.dg-connect[data-relation='Your Connection'] { color: var(--dg-color-success, #198754); font-weight: 600; }
.dg-connect-action {
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
.dg-connect-action[data-action='cancel'] { color: var(--dg-color-primary, #6f42c1); background: var(--dg-color-surface, #ffffff); }
.dg-connect-action[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.dg-connect-action:focus-visible { outline: 2px solid var(--dg-color-primary, #6f42c1); outline-offset: 2px; }
.dg-connect-error { flex-basis: 100%; margin: 0; color: var(--dg-color-danger, #b02a37); }
.dg-connect .dg-retry { margin: 0; }
`;
