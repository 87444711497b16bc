import type { SearchHit } from '@dealgrow/sdk';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkedText, markedParts } from './marked-text.tsx';

describe('the words that matched, in bold', () => {
  it('cuts a field at its marks, merging overlaps and ignoring other fields and offsets past its end', () => {
    const marks = [
      { field: 'title', start: 6, end: 9 },
      { field: 'text', start: 0, end: 3 },
      { field: 'title', start: 0, end: 4 },
      { field: 'title', start: 2, end: 5 },
      { field: 'title', start: 12, end: 40 },
    ] as const;
    expect(markedParts('Ünal Café Lyon', [...marks], 'title')).toEqual([
      { text: 'Ünal ', marked: true },
      { text: 'C', marked: false },
      { text: 'afé', marked: true },
      { text: ' Ly', marked: false },
      { text: 'on', marked: true },
    ]);
    expect(markedParts('plain', [], 'title')).toEqual([{ text: 'plain', marked: false }]);
  });

  it('draws them as text in <b>, never as HTML', () => {
    const hit = {
      title: '<img src=x onerror=alert(1)> Acme',
      subtitle: null,
      marks: [{ field: 'title', start: 29, end: 33 }],
    } as unknown as SearchHit;
    const { container } = render(
      <p>
        <MarkedText hit={hit} field="title" />
        <MarkedText hit={hit} field="subtitle" />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> Acme');
    expect(container.querySelector('b')?.textContent).toBe('Acme');
  });
});
