import { BUTTON_SHEET, buttonCss } from '../widgets/src/button/button.css.ts';
import { CARD_SHEET, cardCss, plainCardCss } from '../widgets/src/card/card.css.ts';
import { DOCUMENT_SHEETS_META } from '../widgets/src/styles/document-sheets-meta.ts';

/** The id main.tsx imports the design system's document-wide rules by. */
const DESIGN_SYSTEM_CSS = 'virtual:dealgrow-design-system.css';

/**
 * The design system's button and card sheets as a stylesheet of the app (main.tsx imports it before app.css): the
 * widgets adopt the same text in their shadow roots (`buttonCss`, `cardCss`; `plainCardCss` for the app's boxes), so
 * the app and the widgets draw one button and one card. A stylesheet, not a sheet adopted from script, so the first
 * screen's buttons and cards are styled with its first paint and the first load carries the rules once, in the CSS,
 * instead of with the components' chunks. The page's meta says so (`DOCUMENT_SHEETS_META`), and a `Button` or a
 * `Card` then adopts nothing into the document: the rules are there once, before the app's, whose one-class rules win
 * by their order.
 *
 * From the widgets' sources, not the package: the config runs in Node before any package is built.
 */
export function designSystemCss() {
  const resolved = `\0${DESIGN_SYSTEM_CSS}`;
  return {
    name: 'dealgrow:design-system-css',
    resolveId(id: string) {
      return id === DESIGN_SYSTEM_CSS ? resolved : undefined;
    },
    load(id: string) {
      return id === resolved ? buttonCss + cardCss + plainCardCss : undefined;
    },
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: DOCUMENT_SHEETS_META, content: `${BUTTON_SHEET} ${CARD_SHEET}` }, injectTo: 'head' as const }];
    },
  };
}
