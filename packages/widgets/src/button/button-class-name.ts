// The button's class names on their own module: a first screen whose only buttons are links that look like buttons
// (the app's home) loads these few lines, not the Button component and its sheet (docs/design-tokens.md "Size").

/**
 * What a button does: the page's one main action (`primary`), another action (`secondary`, outlined in the brand
 * colour), one that should not draw the eye (`quiet`, a neutral outline: cancel, edit, load more), a text-only one
 * (`tertiary`, a ghost), or one that destroys (`danger`).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'tertiary' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

/** `buttonClassName`'s last argument: the button's own classes, or those and whether it fills its container. */
export type ButtonClassOptions = string | { className?: string; block?: boolean };

/**
 * The class names of a button of that variant and size, for a link that looks like a button (`buttonCss` adopted by
 * its root: `adoptStyles`).
 */
export function buttonClassName(variant: ButtonVariant = 'secondary', size: ButtonSize = 'medium', options?: ButtonClassOptions): string {
  const { className, block } = typeof options === 'string' ? { className: options, block: false } : (options ?? {});
  const names = ['dg-button', `dg-button--${variant}`];
  if (size !== 'medium') names.push(`dg-button--${size}`);
  if (block) names.push('dg-button--block');
  if (className) names.push(className);
  return names.join(' ');
}
