import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

afterEach(cleanup);

function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Start a post
      </button>
      {open && (
        <Dialog
          labelledBy="compose-title"
          closeLabel="Close"
          className="composer-dialog"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <h2 id="compose-title">Start a post</h2>
          <label htmlFor="compose-text">Text</label>
          <textarea id="compose-text" />
          <button type="submit">Post</button>
        </Dialog>
      )}
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Start a post' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Start a post' }) };
}

describe('Dialog', () => {
  it('is named by its heading and takes the focus; its close button, last, closes it and the focus goes back', () => {
    const closed = vi.fn();
    render(<Page onClose={closed} />);
    const { opener, dialog } = openDialog();
    expect(dialog.className).toBe('dg-dialog composer-dialog');
    expect(dialog.getAttribute('part')).toBe('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const stops = [...dialog.querySelectorAll('textarea, button')];
    expect(stops.at(-1)).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape closes it, unless a part inside used the key (a suggestion list closing)', () => {
    render(<Page />);
    const { opener } = openDialog();
    const text = screen.getByRole('textbox', { name: 'Text' });
    text.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.keyDown(text, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Tab from the last stop goes to the first, Shift+Tab from the first to the last: the focus stays inside', () => {
    render(<Page />);
    openDialog();
    const text = screen.getByRole('textbox', { name: 'Text' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(text);
    fireEvent.keyDown(text, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    // Between the two ends, Tab is the browser's own.
    const post = screen.getByRole('button', { name: 'Post' });
    post.focus();
    expect(fireEvent.keyDown(post, { key: 'Tab' })).toBe(true);
  });
});
