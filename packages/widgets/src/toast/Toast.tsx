import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { toastCss } from './toast.css.ts';

/** How long a toast stays by default, in ms, while no pointer rests on it and nothing in it has the focus. */
export const TOAST_DURATION_MS = 6000;

export interface ToastRegionProps {
  /** The toasts shown now (none is fine: the region stays, so the next one is read out). */
  children?: ReactNode;
  /** The `part` of a web component's shadow root (`toasts` by default). */
  part?: string;
  className?: string;
}

/**
 * Where toasts show: a polite live region (`role="status"`) at the bottom of the window. Render it once and keep it, so
 * screen readers announce what comes into it.
 */
export function ToastRegion({ children, part = 'toasts', className }: ToastRegionProps) {
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, toastCss);
  return (
    <div ref={root} className={className ? `dg-toasts ${className}` : 'dg-toasts'} part={part} role="status" aria-live="polite">
      {children}
    </div>
  );
}

export interface ToastProps {
  /** What happened, in a few words ("Your post is live."). */
  children: ReactNode;
  /** Its one action (Undo): a button the page draws (`Button size="small"`). */
  action?: ReactNode;
  /**
   * How long it stays, in ms (`TOAST_DURATION_MS` by default), not counting the time a pointer rests on it or the focus
   * is in it; then `onDismiss`. `null`: it stays until its owner takes it away (an undo whose time is the page's).
   */
  duration?: number | null;
  /** It went: its time ran out, or its dismiss button was pressed. */
  onDismiss?: () => void;
  /** The dismiss button's words ("Dismiss"); no dismiss button without them. */
  dismissLabel?: string;
  /** The `part` of a web component's shadow root (`toast` by default). */
  part?: string;
  className?: string;
  /** Extra attributes the page finds it by (`data-post-pending`). */
  data?: Record<`data-${string}`, string | number>;
}

/**
 * A short confirmation in a `ToastRegion` that goes by itself: its time stops while a pointer rests on it or the focus
 * is inside it (WCAG 2.2.1), and starts again, for what was left, when they leave.
 */
export function Toast({
  children,
  action,
  duration = TOAST_DURATION_MS,
  onDismiss,
  dismissLabel,
  part = 'toast',
  className,
  data,
}: ToastProps) {
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, toastCss);
  const dismissed = useRef(onDismiss);
  dismissed.current = onDismiss;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The time it has left (its `duration` as it was first shown), counted down while it is not paused.
  const left = useRef(duration);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || left.current === null) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissed.current?.(), left.current);
    return () => {
      clearTimeout(timer);
      if (left.current !== null) left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer and the focus only hold its time; its buttons are its controls.
    <div
      ref={root}
      className={className ? `dg-toast ${className}` : 'dg-toast'}
      part={part}
      {...data}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className="dg-toast__message">{children}</span>
      {action && <span className="dg-toast__action">{action}</span>}
      {dismissLabel && (
        <button type="button" className="dg-toast__dismiss" onClick={() => dismissed.current?.()}>
          <span aria-hidden="true">×</span>
          <span className="dg-toast__dismiss-label">{dismissLabel}</span>
        </button>
      )}
    </div>
  );
}
