import { type RefObject, useLayoutEffect } from 'react';
import { adoptStyles } from './adopt-styles.ts';
import { DOCUMENT_SHEETS_META } from './document-sheets-meta.ts';

// The sheets each document's meta lists, read once: the meta is the page's own, written with its stylesheets.
const listedByDocument = new WeakMap<Document, readonly string[]>();

function sheetsListed(document: Document): readonly string[] {
  let listed = listedByDocument.get(document);
  if (!listed) {
    listed = document.querySelector(`meta[name="${DOCUMENT_SHEETS_META}"]`)?.getAttribute('content')?.split(/\s+/) ?? [];
    listedByDocument.set(document, listed);
  }
  return listed;
}

/**
 * Whether `node` needs the design-system sheet `name` adopted: not in a document whose meta lists it (its stylesheets
 * carry the rules); always in a shadow root, or in a page without the meta.
 */
export function needsDesignSystemSheet(node: Node, name: string): boolean {
  const document = node.ownerDocument;
  return !(document && node.getRootNode() === document && sheetsListed(document).includes(name));
}

/**
 * `useAdoptedStyles` for a design-system sheet named `name`: nothing is adopted into a document whose meta lists it
 * (a shadow root, or a page without the meta, adopts as always). After every render, as useAdoptedStyles; the meta is
 * read once a document. Apart from adoptStyles, so the widgets that never draw a `Button` or a `Card` (the embed's) do
 * not carry the check.
 */
export function useDesignSystemSheet(ref: RefObject<Element | null>, css: string, name: string): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (node && needsDesignSystemSheet(node, name)) adoptStyles(node, css);
  });
}
