import { describe, expect, it, vi } from 'vitest';
import { needsDesignSystemSheet } from './document-sheets.ts';
import { DOCUMENT_SHEETS_META } from './document-sheets-meta.ts';

// What useDesignSystemSheet decides (jsdom adopts no sheet: the adoption itself is checked in Chromium, by
// e2e/app-shell.e2e.test.ts in the app's page and e2e/widgets-storybook.e2e.test.ts in Storybook's).

/** A node in a document of its own (the meta is read once a document), whose meta lists `content` when given. */
function nodeInPage(content?: string): HTMLElement {
  const page = document.implementation.createHTMLDocument('page');
  if (content !== undefined) {
    const meta = page.createElement('meta');
    meta.name = DOCUMENT_SHEETS_META;
    meta.content = content;
    page.head.append(meta);
  }
  return page.body.appendChild(page.createElement('div'));
}

describe('needsDesignSystemSheet', () => {
  it('is false in a document whose meta lists the sheet, and the meta is read once however often it is asked', () => {
    const node = nodeInPage('button card');
    const lookups = vi.spyOn(node.ownerDocument, 'querySelector');
    for (let i = 0; i < 6; i++) expect(needsDesignSystemSheet(node, i % 2 ? 'card' : 'button')).toBe(false);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('is true in a document whose meta does not list it, or that has none', () => {
    expect(needsDesignSystemSheet(nodeInPage('card'), 'button')).toBe(true);
    expect(needsDesignSystemSheet(nodeInPage(), 'button')).toBe(true);
  });

  it('is true in a shadow root, whatever the page lists', () => {
    const host = nodeInPage('button');
    const inShadow = host.attachShadow({ mode: 'open' }).appendChild(host.ownerDocument.createElement('div'));
    expect(needsDesignSystemSheet(inShadow, 'button')).toBe(true);
  });
});
