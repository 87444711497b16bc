/** The sheet's name, for a page whose own stylesheets carry it (styles/document-sheets.ts). */
export const BUTTON_SHEET = 'button';

/**
 * The design system's button, the app's and the widgets' one sheet: five variants (primary, secondary, quiet — a
 * neutral outline —, tertiary — a ghost —, danger), three sizes, full width (block), disabled and busy. Never wider
 * than its box: a long label (fr, tr) wraps inside it. Colours from the tokens, with fallbacks;
 * the busy spinner stands still with reduced motion. Adopted like the cards' sheets.
 */
export const buttonCss = `
.dg-button { box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 2.75rem; max-width: 100%; padding: 0.5rem 1.25rem; border: 1px solid transparent; border-radius: var(--dg-radius-small, 0.5rem); font: 600 var(--dg-font-size, 0.9375rem) var(--dg-font-family, system-ui, sans-serif); line-height: 1.3; text-align: center; overflow-wrap: anywhere; text-decoration: none; cursor: pointer; transition: background-color var(--dg-duration, 0.15s), border-color var(--dg-duration, 0.15s), color var(--dg-duration, 0.15s); }
.dg-button:focus-visible { outline: 3px solid var(--dg-color-primary, #8a2be2); outline-offset: 2px; }
.dg-button:disabled, .dg-button[aria-disabled="true"] { opacity: 0.55; cursor: not-allowed; }
.dg-button--busy[aria-disabled="true"] { opacity: 0.8; cursor: progress; }
.dg-button--primary { background: var(--dg-color-primary, #8a2be2); color: var(--dg-color-on-primary, #fff); }
.dg-button--primary:hover:not(:disabled, [aria-disabled="true"]) { background: var(--dg-color-primary-strong, #6f1fc0); }
.dg-button--secondary { background: transparent; border-color: var(--dg-color-primary, #8a2be2); color: var(--dg-color-primary, #8a2be2); }
.dg-button--quiet { background: transparent; border-color: var(--dg-color-border, #e3deee); color: var(--dg-color-primary-strong, #6f1fc0); }
.dg-button--secondary:hover:not(:disabled, [aria-disabled="true"]), .dg-button--quiet:hover:not(:disabled, [aria-disabled="true"]), .dg-button--tertiary:hover:not(:disabled, [aria-disabled="true"]) { background: var(--dg-color-primary-soft, #f1e7fc); }
.dg-button--tertiary { background: transparent; color: var(--dg-color-primary-strong, #6f1fc0); }
.dg-button--danger { background: var(--dg-color-danger, #c0293a); color: var(--dg-color-on-primary, #fff); }
.dg-button--small { min-height: 2.25rem; padding: 0.25rem 0.875rem; font-size: var(--dg-text-sm, 0.875rem); }
.dg-button--block { width: 100%; }
.dg-button--large { min-height: 3rem; padding: 0.625rem 1.5rem; font-size: 1rem; }
.dg-button__spinner { flex: none; width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: dg-button-spin 0.8s linear infinite; }
@keyframes dg-button-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .dg-button { transition: none; } .dg-button__spinner { animation: none; } }
`;
