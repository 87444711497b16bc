/** The menu button and its menu, raised over the page below the button. Adopted like the cards' sheets. */
export const menuCss = `
.dg-menu { position: relative; display: inline-block; }
.dg-menu__chevron { font-size: 0.75em; }
.dg-menu__list { position: absolute; z-index: 10; inset-block-start: calc(100% + 0.25rem); inset-inline-start: 0; box-sizing: border-box; display: grid; min-width: 12rem; max-width: min(20rem, calc(100vw - 2rem)); padding: 0.25rem; background: var(--dg-color-surface, #fff); border: 1px solid var(--dg-color-border, #e3deee); border-radius: var(--dg-radius-small, 0.5rem); box-shadow: var(--dg-shadow-raised, 0 4px 12px rgb(29 21 48 / 0.12)); }
.dg-menu--end .dg-menu__list { inset-inline: auto 0; }
.dg-menu__list[hidden] { display: none; }
.dg-menu__item { min-height: 2.75rem; padding: 0.5rem 0.75rem; font: var(--dg-font-size, 0.9375rem) var(--dg-font-family, system-ui, sans-serif); text-align: start; overflow-wrap: anywhere; color: var(--dg-color-text, #1d1530); background: none; border: 0; border-radius: calc(var(--dg-radius-small, 0.5rem) - 0.125rem); cursor: pointer; }
.dg-menu__item:hover, .dg-menu__item:focus { outline: none; background: var(--dg-color-primary-soft, #f1e7fc); }
.dg-menu__item:focus-visible { outline: 2px solid var(--dg-color-primary, #8a2be2); outline-offset: -2px; }
.dg-menu__item--danger { color: var(--dg-color-danger, #c0293a); }
.dg-menu__item[aria-disabled="true"] { color: var(--dg-color-muted, #5f5a70); cursor: not-allowed; }
`;
