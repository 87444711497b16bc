import './dialog.css';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** The id of the dialog's heading (inside `children`), its accessible name. */
  labelledBy: string;
  /** The close button's words ("Close"). */
  closeLabel: string;
  /** The dialog closed: by its button, Escape, or the page. */
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog, open while it is rendered: the browser's own `<dialog>` shown with `showModal()`, so the rest of the
 * page is inert, Escape closes it, and focus goes back where it was on close. Tab and Shift+Tab go round inside it
 * (never out to the browser's bar). Its close button comes last in the tab order and shows at the top right.
 */
export function Dialog({ labelledBy, closeLabel, onClose, className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // jsdom has no showModal(): open it as a plain dialog there.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
    };
  }, []);

  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function') element.close();
    else closed.current();
  };

  const keepFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((stop) => stop.offsetParent !== null);
    const first = stops[0];
    const last = stops[stops.length - 1];
    const at = document.activeElement;
    if (!first || !last) return;
    if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      onClose={() => closed.current()}
      onKeyDown={keepFocus}
    >
      {children}
      <button type="button" className="dialog__close" onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{closeLabel}</span>
      </button>
    </dialog>
  );
}
