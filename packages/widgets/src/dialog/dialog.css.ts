/**
 * The modal dialog: a raised card over a dimmed page, nearly full width on a phone; its close button at the top end.
 * Adopted like the cards' sheets.
 */
export const dialogCss = `
.dg-dialog { position: fixed; box-sizing: border-box; width: min(40rem, calc(100vw - 1rem)); max-height: calc(100dvh - 2rem); overflow: auto; padding: var(--dg-space-6, 1.5rem) var(--dg-space-4, 1rem) var(--dg-space-4, 1rem); color: var(--dg-color-text, #1d1530); background: var(--dg-color-surface, #fff); border: 1px solid var(--dg-color-border, #e3deee); border-radius: var(--dg-radius, 0.75rem); box-shadow: var(--dg-shadow-raised, 0 4px 12px rgb(29 21 48 / 0.12), 0 16px 40px rgb(29 21 48 / 0.16)); }
.dg-dialog::backdrop { background: rgb(29 21 48 / 0.55); }
.dg-dialog__close { position: absolute; inset-block-start: var(--dg-space-2, 0.5rem); inset-inline-end: var(--dg-space-2, 0.5rem); display: inline-grid; place-items: center; width: 2.75rem; height: 2.75rem; padding: 0; border: 0; border-radius: var(--dg-radius-full, 999px); background: none; color: var(--dg-color-muted, #5f5a70); font-size: 1.5rem; line-height: 1; cursor: pointer; }
.dg-dialog__close:hover { background: var(--dg-color-primary-soft, #f1e7fc); }
.dg-dialog__close:focus-visible { outline: 3px solid var(--dg-color-primary, #8a2be2); outline-offset: 2px; }
.dg-dialog__close-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
