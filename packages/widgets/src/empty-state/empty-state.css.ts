/** The empty state: centred words on a dashed outline, its next action below. Adopted like the cards' sheets. */
export const emptyStateCss = `
.dg-empty { box-sizing: border-box; display: grid; justify-items: center; gap: 0.5rem; padding: 2rem 1.25rem; text-align: center; border: 1px dashed var(--dg-color-border, #e3deee); border-radius: var(--dg-radius, 0.75rem); color: var(--dg-color-muted, #5f5a70); }
.dg-empty__title { margin: 0; font-weight: 600; color: var(--dg-color-text, #1d1530); }
.dg-empty__body, .dg-empty__action { margin: 0; }
.dg-empty__action { margin-top: 0.5rem; }
`;
