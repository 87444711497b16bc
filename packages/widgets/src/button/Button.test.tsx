import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './Button.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a button of its variant and size, type="button" unless told, named by its words', () => {
    render(
      <form>
        <Button variant="primary" size="small">
          Post
        </Button>
        <Button type="submit" variant="danger" className="danger-zone__go">
          Delete
        </Button>
      </form>,
    );
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post.getAttribute('type')).toBe('button');
    expect(post.className).toBe('dg-button dg-button--primary dg-button--small');
    expect(post.getAttribute('part')).toBe('button');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('type')).toBe('submit');
    expect(remove.className).toBe('dg-button dg-button--danger danger-zone__go');
    expect(buttonClassName()).toBe('dg-button dg-button--secondary');
    expect(buttonClassName('tertiary', 'large')).toBe('dg-button dg-button--tertiary dg-button--large');
    expect(buttonClassName('quiet', 'small', { className: 'feed__more', block: true })).toBe(
      'dg-button dg-button--quiet dg-button--small dg-button--block feed__more',
    );
  });

  it('block: as wide as its container, busy or not', () => {
    render(
      <>
        <Button block variant="primary">
          Sign in
        </Button>
        <Button block busy variant="quiet" className="form__go">
          Sending
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' }).className).toBe('dg-button dg-button--primary dg-button--block');
    expect(screen.getByRole('button', { name: 'Sending' }).className).toBe(
      'dg-button dg-button--quiet dg-button--block dg-button--busy form__go',
    );
  });

  it('busy: keeps its name and its focus, says it is unavailable, and ignores clicks (no second submit)', () => {
    const clicked = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit" busy onClick={clicked}>
          Send
        </Button>
      </form>,
    );
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    expect(document.activeElement).toBe(send);
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.hasAttribute('disabled')).toBe(false);
    expect(send.querySelector('.dg-button__spinner')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(send);
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit" onClick={clicked}>
          Send
        </Button>
      </form>,
    );
    expect(send.hasAttribute('aria-disabled')).toBe(false);
    expect(send.querySelector('.dg-button__spinner')).toBeNull();
    fireEvent.click(send);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('disabled: out of the tab order and not clickable; its ref is the button', () => {
    const clicked = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} disabled onClick={clicked}>
        Save
      </Button>,
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(ref.current).toBe(save);
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(clicked).not.toHaveBeenCalled();
  });
});
