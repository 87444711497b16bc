/**
 * The `<meta name>` by which a page says which of the design system's sheets its own stylesheets already carry
 * (`content`: their names, space-separated). The app's build links the button's and the card's rules
 * (packages/app/design-system-css.ts) and writes this meta beside them, so a `Button` or a `Card` in that document
 * adopts nothing: the rules are in the page once, and the app's rules after them win by their order.
 */
export const DOCUMENT_SHEETS_META = 'dealgrow-document-sheets';
