import type { SearchHit, SearchMark } from '@dealgrow/sdk';
import type { ReactNode } from 'react';

/** The parts of `text`, in order, each saying whether a mark of `field` covers it (overlaps merged, out-of-range cut). */
export function markedParts(text: string, marks: readonly SearchMark[], field: SearchMark['field']): { text: string; marked: boolean }[] {
  const spans = marks
    .filter((mark) => mark.field === field)
    .map((mark) => [Math.max(0, mark.start), Math.min(text.length, mark.end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    const last = parts.at(-1);
    // A mark that runs on from the one before extends its part.
    if (from === at && last?.marked) last.text += text.slice(from, end);
    else parts.push({ text: text.slice(from, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** A hit's field with the words that matched in bold (`<b>`), as text nodes: never HTML. */
export function MarkedText({ hit, field }: { hit: SearchHit; field: SearchMark['field'] }): ReactNode {
  const text = hit[field];
  if (!text) return null;
  return markedParts(text, hit.marks, field).map((part, index) =>
    // The parts of one text never move: their place is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above.
    part.marked ? <b key={index}>{part.text}</b> : part.text,
  );
}
