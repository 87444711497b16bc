/** The notification bell's stylesheet, adopted as a constructed sheet (never inline): a bell with the count on its corner. */
export const notificationBellCss = `
:host { display: inline-block; }
.dg-bell { position: relative; display: inline-flex; padding: 0.25rem; color: var(--dg-color-text, #1f2330); }
.dg-bell:focus-visible { outline: 2px solid var(--dg-color-primary, #0a58ca); outline-offset: 2px; border-radius: 0.25rem; }
.dg-bell-count {
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
