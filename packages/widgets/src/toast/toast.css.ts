/**
 * Toasts: a column at the bottom of the window (centred on a phone, at the bottom left from 768 px), above the phone's tab bar (`--dg-toast-bottom`), each in the inverse
 * of the theme (the text colour as its background) so it stands out in light and dark. They slide in, unless the
 * member asks for reduced motion. Adopted like the cards' sheets.
 */
export const toastCss = `
.dg-toasts { position: fixed; z-index: 20; inset: auto 1rem var(--dg-toast-bottom, 1rem); display: flex; flex-direction: column; align-items: center; gap: 0.5rem; pointer-events: none; }
.dg-toast { pointer-events: auto; box-sizing: border-box; display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; max-width: min(36rem, 100%); padding: 0.5rem 0.75rem; color: var(--dg-color-surface, #fff); background: var(--dg-color-text, #1d1530); border-radius: var(--dg-radius-small, 0.5rem); box-shadow: var(--dg-shadow, 0 8px 24px rgb(29 21 48 / 0.2)); font: var(--dg-font-size, 0.9375rem) var(--dg-font-family, system-ui, sans-serif); overflow-wrap: anywhere; }
.dg-toast__message { flex: 1 1 12rem; }
.dg-toast__action { display: flex; gap: 0.5rem; }
.dg-toast .dg-button { color: var(--dg-color-primary-strong, #6f1fc0); background: var(--dg-color-surface, #fff); border-color: transparent; }
.dg-toast__dismiss { display: inline-grid; place-items: center; width: 2.25rem; height: 2.25rem; padding: 0; border: 0; border-radius: var(--dg-radius-full, 999px); color: inherit; background: none; font-size: 1.25rem; line-height: 1; cursor: pointer; }
.dg-toast__dismiss:focus-visible, .dg-toast .dg-button:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.dg-toast__dismiss-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@media (min-width: 48rem) { .dg-toasts { inset: auto auto var(--dg-toast-bottom, 1.5rem) 1.5rem; align-items: flex-start; } }
@media (prefers-reduced-motion: no-preference) { .dg-toast { animation: dg-toast-in var(--dg-duration, 0.15s) ease-out; } }
@keyframes dg-toast-in { from { opacity: 0; transform: translateY(0.5rem); } }
`;
