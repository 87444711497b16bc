import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateInSentence } from './date-in-sentence.tsx';

describe('dateInSentence', () => {
  it('puts the date of a translated sentence in a <time>, wherever the language places it', () => {
    const en = render(<p>{dateInSentence((date) => `Renews on ${date}.`, '2026-12-15T10:00:00Z', 'December 15, 2026')}</p>);
    expect(en.container.innerHTML).toBe('<p>Renews on <time datetime="2026-12-15T10:00:00Z">December 15, 2026</time>.</p>');
    const tr = render(<p>{dateInSentence((date) => `${date} tarihinde yenilenir.`, '2026-12-15', '15 Aralık 2026')}</p>);
    expect(tr.container.querySelector('time')?.textContent).toBe('15 Aralık 2026');
    expect(tr.container.textContent).toBe('15 Aralık 2026 tarihinde yenilenir.');
  });
});
