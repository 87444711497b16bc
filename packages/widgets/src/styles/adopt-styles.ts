import { type RefObject, useLayoutEffect } from 'react';

type StyleRoot = Document | ShadowRoot;

// One constructed sheet per stylesheet text and document: shadow roots of the same document share it.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function sheetFor(document: Document, css: string): CSSStyleSheet | undefined {
  const view = document.defaultView;
  if (!view || typeof view.CSSStyleSheet !== 'function' || !('replaceSync' in view.CSSStyleSheet.prototype)) return undefined;
  let byText = sheets.get(document);
  if (!byText) {
    byText = new Map();
    sheets.set(document, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds `css` as a constructed stylesheet to the shadow root (or document) that holds `node`.
 * Constructed sheets are not inline styles, so a strict `style-src` without 'unsafe-inline' allows them.
 * Returns false where the browser cannot adopt sheets (the widget then shows unstyled, never inline).
 */
export function adoptStyles(node: Node, css: string): boolean {
  const root = node.getRootNode();
  // A shadow root (a fragment with a host) or the document itself; a detached node has neither.
  const target =
    root.nodeType === Node.DOCUMENT_NODE || (root.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in root)
      ? (root as StyleRoot)
      : undefined;
  if (!target || !('adoptedStyleSheets' in target) || !node.ownerDocument) return false;
  const sheet = sheetFor(node.ownerDocument, css);
  if (!sheet) return false;
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
  return true;
}

/**
 * Adopts `css` into whatever root the referenced element is rendered in, before it is painted. After every render, not
 * only the first: a widget whose first render is a placeholder without the ref (the unread badge and the bell while
 * they ask) gets its sheet once the referenced element shows (adopting again is a lookup).
 */
export function useAdoptedStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    if (ref.current) adoptStyles(ref.current, css);
  });
}
