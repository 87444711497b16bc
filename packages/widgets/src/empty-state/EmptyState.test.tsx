import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says what is empty and offers the next action', () => {
    const { container } = render(
      <EmptyState title="No post to show yet." action={<a href="/network">Find people you may know</a>}>
        Posts of the members you follow show here.
      </EmptyState>,
    );
    const box = container.querySelector('[part="empty"]');
    expect(box?.querySelector('.dg-empty__title')?.textContent).toBe('No post to show yet.');
    expect(box?.querySelector('.dg-empty__body')?.textContent).toBe('Posts of the members you follow show here.');
    expect(screen.getByRole('link', { name: 'Find people you may know' }).getAttribute('href')).toBe('/network');
  });

  it('draws no body and no action it was not given', () => {
    const { container } = render(<EmptyState title="Aucune publication." className="feed__empty" />);
    expect(container.querySelector('.dg-empty')?.className).toBe('dg-empty feed__empty');
    expect(container.querySelector('.dg-empty__body, .dg-empty__action')).toBeNull();
  });
});
