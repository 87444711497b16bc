import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, Toast, ToastRegion } from './Toast.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  it('shows in a polite status region, and goes by itself once its time is up', () => {
    const dismissed = vi.fn();
    render(
      <ToastRegion>
        <Toast onDismiss={dismissed}>Your post is live.</Toast>
      </ToastRegion>,
    );
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Your post is live.');
    later(TOAST_DURATION_MS - 1);
    expect(dismissed).not.toHaveBeenCalled();
    later(1);
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('its time stops while the pointer rests on it or the focus is inside, and goes on for what was left', () => {
    const dismissed = vi.fn();
    render(
      <ToastRegion>
        <Toast duration={1000} onDismiss={dismissed} dismissLabel="Dismiss" action={<button type="button">Undo</button>}>
          Post deleted.
        </Toast>
      </ToastRegion>,
    );
    const toast = screen.getByText('Post deleted.').closest('.dg-toast') as HTMLElement;
    later(400);
    fireEvent.mouseEnter(toast);
    later(5000);
    expect(dismissed).not.toHaveBeenCalled();
    fireEvent.mouseLeave(toast);
    const undo = screen.getByRole('button', { name: 'Undo' });
    act(() => undo.focus());
    later(5000);
    expect(dismissed).not.toHaveBeenCalled();
    // The focus moves between its buttons: still paused.
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    later(5000);
    expect(dismissed).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
    later(599);
    expect(dismissed).not.toHaveBeenCalled();
    later(1);
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('without a time it stays until its owner takes it away; its dismiss button dismisses it', () => {
    const dismissed = vi.fn();
    render(
      <ToastRegion>
        <Toast duration={null} onDismiss={dismissed} dismissLabel="Dismiss" data={{ 'data-post-pending': 7 }}>
          Post deleted.
        </Toast>
      </ToastRegion>,
    );
    later(60_000);
    expect(dismissed).not.toHaveBeenCalled();
    expect(document.querySelector('[data-post-pending="7"]')?.textContent).toContain('Post deleted.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});
