import { type ReactNode, useRef } from 'react';
import { useAdoptedStyles } from '../styles/adopt-styles.ts';
import { emptyStateCss } from './empty-state.css.ts';

export interface EmptyStateProps {
  /** What is empty, said plainly ("No post to show yet."). */
  title: string;
  /** More words, when they help. */
  children?: ReactNode;
  /** The next action that fills the list: a link or a button, drawn by the page. */
  action?: ReactNode;
  /** The `part` of a web component's shadow root (`empty` by default). */
  part?: string;
  className?: string;
}

/** A list with nothing in it yet: what is empty, and the one next action that fills it. */
export function EmptyState({ title, children, action, part = 'empty', className }: EmptyStateProps) {
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, emptyStateCss);
  return (
    <div ref={root} className={className ? `dg-empty ${className}` : 'dg-empty'} part={part}>
      <p className="dg-empty__title">{title}</p>
      {children && <div className="dg-empty__body">{children}</div>}
      {action && <p className="dg-empty__action">{action}</p>}
    </div>
  );
}
