import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { dialogCss } from './dialog.css.ts';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  /** The id of the dialog's heading (inside `children`), its accessible name. */
  labelledBy: string;
  /** The id of a text inside `children` that says what the dialog is about, its accessible description. */
  describedBy?: string;
  /** The close button's words ("Close"). */
  closeLabel: string;
  /** The dialog closed: by its button, Escape, or the page. */
  onClose: () => void;
  /** The `part` of a web component's shadow root (`dialog` by default). */
  part?: string;
  className?: string;
  children: ReactNode;
}

/**
 * The stops of the dialog that can take the focus now, in the page's order (jsdom's querySelectorAll gives a selector
 * list's matches selector by selector).
 */
function stopsIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)]
    .filter(shown)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

/** Whether a stop can take the focus now (not hidden by the page's styles); where the browser cannot say, not `hidden`. */
function shown(stop: HTMLElement): boolean {
  return typeof stop.checkVisibility === 'function' ? stop.checkVisibility() : !stop.closest('[hidden]');
}

/**
 * A modal dialog, open while it is rendered: the browser's own `<dialog>` shown with `showModal()`, so the rest of the
 * page is inert and Escape closes it; the focus goes back where it was when it closes. Tab and Shift+Tab go round
 * inside it (never out to the browser's bar). Its close button comes last in the tab order and shows at the top end.
 */
export function Dialog({ labelledBy, describedBy, closeLabel, onClose, part = 'dialog', className, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closed = useRef(onClose);
  closed.current = onClose;
  useAdoptedStyles(dialog, dialogCss);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = element.ownerDocument.activeElement;
    if (typeof element.showModal === 'function') element.showModal();
    else {
      // A browser (or jsdom) without showModal(): a plain open dialog, its first stop focused as showModal() would.
      element.setAttribute('open', '');
      stopsIn(element)[0]?.focus();
    }
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      // Back to the button that opened it, unless the page moved the focus on meanwhile.
      const at = element.ownerDocument.activeElement;
      const lost = !at || at === element.ownerDocument.body || element.contains(at);
      if (lost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function') element.close();
    else closed.current();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // A part inside that used the key itself (a suggestion list, a menu) keeps the dialog open.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Closed here, the same way in every browser (the `close` event tells the page).
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab') return;
    const stops = stopsIn(event.currentTarget);
    const first = stops[0];
    const last = stops[stops.length - 1];
    const at = event.currentTarget.ownerDocument.activeElement;
    if (!first || !last) return;
    if (event.shiftKey ? at === first || at === event.currentTarget : at === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={className ? `dg-dialog ${className}` : 'dg-dialog'}
      part={part}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // The browser's close event comes a task after close(): a dialog shown again meanwhile (React's strict mode runs
      // the effect's cleanup and the effect again) is still open, and stays so.
      onClose={() => {
        if (!dialog.current?.open) closed.current();
      }}
      onKeyDown={onKeyDown}
    >
      {children}
      <button type="button" className="dg-dialog__close" onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="dg-dialog__close-label">{closeLabel}</span>
      </button>
    </dialog>
  );
}
