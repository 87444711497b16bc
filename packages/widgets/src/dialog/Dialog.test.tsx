import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
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

  it('stays open under React’s strict mode in a browser, whose close event comes a task after close()', async () => {
    // The browser's own dialog, as jsdom has none: showModal() opens it, close() shuts it and says so a task later.
    const proto = HTMLDialogElement.prototype as Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>>;
    const had = { showModal: proto.showModal, close: proto.close };
    proto.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
    try {
      const closed = vi.fn();
      render(
        <StrictMode>
          <Page onClose={closed} />
        </StrictMode>,
      );
      openDialog();
      // The strict mode's cleanup closed it and its effect showed it again; the close event arrives after.
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(screen.getByRole('dialog', { name: 'Start a post' }).hasAttribute('open')).toBe(true);
      expect(closed).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(closed).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      Object.assign(proto, had);
    }
  });

  it('is described by the text `describedBy` names', () => {
    render(
      <Dialog labelledBy="t" describedBy="d" closeLabel="Close" onClose={() => undefined}>
        <h2 id="t">Remove this post?</h2>
        <p id="d">It is removed for everyone.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Remove this post?' }).getAttribute('aria-describedby')).toBe('d');
  });
});
