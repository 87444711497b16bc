/**
 * The class names of a plain card: the design system's surface (`cardCss` and
 * `plainCardCss`, in the page's stylesheet or adopted by its root) with its padding, for a box whose content
 * its screen lays out — a form, a list, a section of a page. `Card` gives a header, a body and a footer instead.
 */
export function cardClassName(className?: string): string {
  return className ? `dg-card dg-card--plain ${className}` : 'dg-card dg-card--plain';
}
