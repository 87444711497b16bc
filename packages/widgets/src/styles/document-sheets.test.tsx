import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptStyles } from './adopt-styles.ts';
import { useDesignSystemSheet } from './document-sheets.ts';
import { DOCUMENT_SHEETS_META } from './document-sheets-meta.ts';

// jsdom has no adoptedStyleSheets: what is asked of adoptStyles (covered on its own in Chromium) is what counts here.
vi.mock('./adopt-styles.ts', () => ({ adoptStyles: vi.fn(() => true) }));

afterEach(() => {
  cleanup();
  vi.mocked(adoptStyles).mockClear();
});

const CSS = '.dg-sample { color: red; }';

function Sample({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useDesignSystemSheet(ref, CSS, name);
  return <div ref={ref} className="dg-sample" />;
}

/** A document of its own (the meta is read once a document), with the meta listing `content` when given. */
function freshDocument(content?: string): HTMLElement {
  const page = document.implementation.createHTMLDocument('page');
  if (content !== undefined) {
    const meta = page.createElement('meta');
    meta.name = DOCUMENT_SHEETS_META;
    meta.content = content;
    page.head.append(meta);
  }
  return page.body.appendChild(page.createElement('div'));
}

/** The roots adoptStyles was asked to adopt the sheet into (each call: the node's root). */
const adoptedInto = () => vi.mocked(adoptStyles).mock.calls.map(([node, css]) => (css === CSS ? node.getRootNode() : undefined));

describe('useDesignSystemSheet', () => {
  it('adopts nothing into a document whose meta lists the sheet, and reads the meta once for every render', () => {
    const container = freshDocument('button card');
    const page = container.ownerDocument;
    const lookups = vi.spyOn(page, 'querySelector');
    const { rerender } = render(<Sample name="button" />, { container });
    for (let i = 0; i < 5; i++) rerender(<Sample name="button" />);
    expect(adoptedInto()).toEqual([]);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('adopts the sheet after each render into a document whose meta does not list it, or that has none', () => {
    for (const container of [freshDocument('card'), freshDocument()]) {
      const { rerender, unmount } = render(<Sample name="button" />, { container });
      rerender(<Sample name="button" />);
      expect(adoptedInto()).toEqual([container.ownerDocument, container.ownerDocument]);
      unmount();
      vi.mocked(adoptStyles).mockClear();
    }
  });

  it('adopts the sheet into a shadow root whatever the page lists', () => {
    const host = freshDocument('button');
    const shadow = host.attachShadow({ mode: 'open' });
    const container = shadow.appendChild(host.ownerDocument.createElement('div'));
    render(<Sample name="button" />, { container });
    expect(adoptedInto()).toEqual([shadow]);
  });
});
