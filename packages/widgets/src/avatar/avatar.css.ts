/** The avatar's initials, on their colour (the size is the placing sheet's `.dg-avatar`). Adopted like the cards' sheets. */
export const avatarCss = `
.dg-avatar--initials { display: inline-grid; place-items: center; flex: none; color: #fff; font-weight: 600; font-size: 0.9em; line-height: 1; user-select: none; }
`;
