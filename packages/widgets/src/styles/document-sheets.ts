import { type RefObject, useLayoutEffect } from 'react';
import { adoptStyles } from './adopt-styles.ts';
import { DOCUMENT_SHEETS_META } from './document-sheets-meta.ts';

/**
 * `useAdoptedStyles` for a design-system sheet named `name`: nothing is adopted into a document whose meta lists it
 * (a shadow root, or a page without the meta, adopts as always). Apart from adoptStyles, so the widgets that never
 * draw a `Button` or a `Card` (the embed's) do not carry the check.
 */
export function useDesignSystemSheet(ref: RefObject<Element | null>, css: string, name: string): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const document = node.ownerDocument;
    if (node.getRootNode() === document && document.querySelector(`meta[name="${DOCUMENT_SHEETS_META}"][content~="${name}"]`)) return;
    adoptStyles(node, css);
  });
}
