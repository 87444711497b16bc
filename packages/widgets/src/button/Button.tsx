import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useRef } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { buttonCss } from './button.css.ts';

/** What a button does: the page's one main action, another action, a quiet one (a ghost), or one that destroys. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `secondary` by default. */
  variant?: ButtonVariant;
  /** `medium` by default (2.75rem tall); `small` is 2.25rem, `large` 3rem. */
  size?: ButtonSize;
  /**
   * Its action is under way: a spinner beside the label, and clicks do nothing until it ends. It keeps its focus and
   * its name (`aria-disabled`, not `disabled`, which would drop the focus of the keyboard user who pressed it).
   */
  busy?: boolean;
  /** The `part` of a web component's shadow root (`button` by default). */
  part?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The class names of a button of that variant and size (for a link that looks like a button, the sheet adopted). */
export function buttonClassName(variant: ButtonVariant = 'secondary', size: ButtonSize = 'medium', className?: string): string {
  const names = ['dg-button', `dg-button--${variant}`];
  if (size !== 'medium') names.push(`dg-button--${size}`);
  if (className) names.push(className);
  return names.join(' ');
}

/** The design system's button (`type="button"` unless told otherwise), in a variant and a size. */
export function Button({
  variant,
  size,
  busy = false,
  part = 'button',
  className,
  type = 'button',
  ref,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  useAdoptedStyles(own, buttonCss);
  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // A busy submit button does not submit its form again either.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={setRef}
      type={type}
      part={part}
      className={buttonClassName(variant, size, busy ? `dg-button--busy${className ? ` ${className}` : ''}` : className)}
      aria-disabled={busy || rest['aria-disabled'] ? true : undefined}
      onClick={click}
    >
      {busy && <span className="dg-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
