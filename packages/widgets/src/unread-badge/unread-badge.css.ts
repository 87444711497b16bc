/** The unread badge's stylesheet, adopted as a constructed sheet (never inline): an envelope with the count on its corner. */
export const unreadBadgeCss = `
:host { display: inline-block; }
.dg-unread { position: relative; display: inline-flex; padding: 0.25rem; color: var(--dg-color-text, #1f2330); }
.dg-unread-count {
  position: absolute;
  top: -0.25rem;
  right: -0.375rem;
  min-width: 1.25rem;
  padding: 0 0.25rem;
  box-sizing: border-box;
  font: 600 0.75rem/1.25rem var(--dg-font-family, Poppins, system-ui, sans-serif);
  text-align: center;
  color: var(--dg-color-on-primary, #ffffff);
  background: var(--dg-color-danger, #b02a37);
  border-radius: 1rem;
}
`;
