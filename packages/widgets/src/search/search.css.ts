/** The search box's stylesheet (constructed, never inline): a field, and under it a panel with the hits by kind. */
export const searchCss = `
:host { display: block; }
.dg-search {
  position: relative;
  font: var(--dg-font-size, 0.9375rem) / 1.4 var(--dg-font-family, Poppins, system-ui, sans-serif);
  color: var(--dg-color-text, #1d1530);
}
label {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
input, button { font: inherit; border-radius: var(--dg-radius, 0.75rem); }
input {
  box-sizing: border-box;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  color: inherit;
  background: var(--dg-color-surface, #ffffff);
  border: 1px solid var(--dg-color-secondary, #6c6781);
}
:focus-visible { outline: 2px solid var(--dg-color-primary, #6f42c1); outline-offset: 2px; }
.dg-search-panel {
  position: absolute;
  z-index: 10;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  max-height: var(--dg-search-max-height, 24rem);
  overflow-y: auto;
  padding: 0.25rem 0;
  background: var(--dg-color-surface, #ffffff);
  border: 1px solid var(--dg-color-border, #e3deee);
  border-radius: var(--dg-radius, 0.75rem);
  box-shadow: 0 0.5rem 1.5rem rgb(0 0 0 / 0.15);
}
[hidden] { display: none; }
p, .dg-search-heading, [role='option'] { margin: 0; padding: 0.25rem 0.875rem; }
p:empty { padding: 0; }
p, .dg-search-heading, .dg-search-subtitle, .dg-search-text { color: var(--dg-color-muted, #5f5a70); font-size: 0.875em; }
[role='alert'] { color: var(--dg-color-danger, #b02a37); }
button {
  margin: 0.25rem 0.875rem 0.5rem;
  padding: 0.375rem 1rem;
  font-weight: 600;
  color: var(--dg-color-on-primary, #ffffff);
  background: var(--dg-color-primary, #6f42c1);
  border: 0;
  cursor: pointer;
}
.dg-search-heading { padding-top: 0.5rem; font-weight: 600; }
[role='option'] { display: block; color: inherit; text-decoration: none; }
[role='option']:hover, [aria-selected='true'] { background: var(--dg-color-background, #f7f5fb); }
[aria-selected='true'] { box-shadow: inset 3px 0 0 var(--dg-color-primary, #6f42c1); }
.dg-search-title { display: block; }
.dg-search-subtitle, .dg-search-text { display: block; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
mark { color: inherit; background: none; font-weight: 700; }
.dg-search-all { border-top: 1px solid var(--dg-color-border, #e3deee); color: var(--dg-color-primary, #6f42c1); font-weight: 600; }
`;
