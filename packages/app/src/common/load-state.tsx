import type { ApiError } from '@dealgrow/sdk';
import { buttonClassName, Skeleton } from '@dealgrow/widgets';
import { useTranslation } from 'react-i18next';
import { messageOf } from './messages.ts';
import './load-state.css';

/**
 * What loads, drawn as grey shapes of its size (docs/design-tokens.md "Skeletons"): `rows`, a list's one-line rows
 * (members, companies, clubs, leads, notifications, conversations, messages); `cards`, a grid or list of cards (deals,
 * products); `posts`, a timeline's post cards (as the feeds' skeleton); `detail`, a detail screen's header card and its
 * body (a deal, a product, a post, a profile, a company, a club, a lead).
 */
export type LoadingShape = 'rows' | 'cards' | 'posts' | 'detail';

/** Each shape's cards and their lines of body text; their heights are load-state.css's. */
const SHAPES: Record<LoadingShape, { count: number; lines: number }> = {
  rows: { count: 4, lines: 0 },
  cards: { count: 3, lines: 2 },
  posts: { count: 3, lines: 3 },
  detail: { count: 2, lines: 3 },
};

export interface LoadingProps {
  /** The skeleton's shape; none for the spinner line. */
  shape?: LoadingShape;
  /** What the status says ("Loading…" by default). */
  label?: string;
}

/**
 * A part of a page still on its way. With a `shape`, skeleton cards hold the place (and the height) of what comes, so
 * nothing moves when it arrives; the holder is `aria-busy` and one visually hidden status says "Loading…". Without
 * one (a form's lists, a setting), the spinner line.
 */
export function Loading({ shape, label }: LoadingProps) {
  const { t } = useTranslation();
  if (shape) {
    const { count, lines } = SHAPES[shape];
    return (
      <div className={`load-skeleton load-skeleton--${shape}`} aria-busy="true">
        <Skeleton label={label ?? t('common.loading')} count={count} lines={lines} />
      </div>
    );
  }
  return (
    <p className="load-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </p>
  );
}

/** A part of a page that failed: the server's message, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--danger load-state" role="alert" data-status={error.status}>
      <span>{messageOf(error, t)}</span>
      {onRetry && error.status !== 403 && error.status !== 404 && (
        <button type="button" className={buttonClassName('secondary', 'small')} onClick={onRetry}>
          {t('deals.retry')}
        </button>
      )}
    </div>
  );
}
