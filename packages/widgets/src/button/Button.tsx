import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useRef } from 'react';
import { useDesignSystemSheet } from '../styles/document-sheets.ts';
import { BUTTON_SHEET, buttonCss } from './button.css.ts';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button-class-name.ts';

export type { ButtonClassOptions, ButtonSize, ButtonVariant } from './button-class-name.ts';
export { buttonClassName } from './button-class-name.ts';

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
  /** As wide as its container (a form's one submit button on a narrow card). */
  block?: boolean;
  /** The `part` of a web component's shadow root (`button` by default). */
  part?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The design system's button (`type="button"` unless told otherwise), in a variant and a size. */
export function Button({
  variant,
  size,
  busy = false,
  block = false,
  part = 'button',
  className,
  type = 'button',
  ref,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  useDesignSystemSheet(own, buttonCss, BUTTON_SHEET);
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
      className={buttonClassName(variant, size, {
        className: busy ? `dg-button--busy${className ? ` ${className}` : ''}` : className,
        block,
      })}
      aria-disabled={busy || rest['aria-disabled'] ? true : undefined}
      onClick={click}
    >
      {busy && <span className="dg-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
