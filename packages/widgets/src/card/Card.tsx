import { type ReactNode, useRef } from 'react';
import { useDesignSystemSheet } from '../styles/document-sheets.ts';
import { CARD_SHEET, cardCss } from './card.css.ts';

export interface CardProps {
  /** Its body. */
  children: ReactNode;
  /** Above the body: usually a heading (give it an id and pass it as `labelledBy`), and actions beside it. */
  header?: ReactNode;
  /** Below the body: counts, links, actions. */
  footer?: ReactNode;
  /**
   * Its element: `section` (a region of the page once labelled, the default), `article` (one item of a list or feed,
   * complete in itself), or `div` (a plain surface).
   */
  as?: 'section' | 'article' | 'div';
  /** The id of the heading that names it (in `header`): a labelled section is a landmark, an article gets its name. */
  labelledBy?: string;
  /** The `part` of a web component's shadow root (`card` by default). */
  part?: string;
  className?: string;
}

/** A surface of the page (a profile's section, a post, a list's box): optional header, its body, optional footer. */
export function Card({ children, header, footer, as: Element = 'section', labelledBy, part = 'card', className }: CardProps) {
  const root = useRef<HTMLDivElement>(null);
  useDesignSystemSheet(root, cardCss, CARD_SHEET);
  return (
    <Element ref={root} className={className ? `dg-card ${className}` : 'dg-card'} part={part} aria-labelledby={labelledBy}>
      {header && <div className="dg-card__header">{header}</div>}
      <div className="dg-card__body">{children}</div>
      {footer && <div className="dg-card__footer">{footer}</div>}
    </Element>
  );
}
