import type { ApiError } from '@dealgrow/sdk';
import { EmptyState } from '@dealgrow/widgets';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from './load-state.tsx';
import { messageOf } from './messages.ts';

/**
 * The next action of a directory's empty tab (companies, clubs): the form that creates one on the member's own tab
 * (`mine`), the whole directory on the tab of those they follow or joined, none on the whole directory itself.
 */
export function directoryEmptyAction(tab: string, create: { to: string; label: string }, allLabel: string): ReactNode {
  if (tab === 'mine') return <Link to={create.to}>{create.label}</Link>;
  return tab === 'all' ? undefined : <Link to="?tab=all">{allLabel}</Link>;
}

/**
 * A list's frame: skeleton rows while its first page is on its way, the design system's empty state when it has
 * nobody (also when it failed, SPEC §8, with the server's reason beside it) with the next action that fills it when
 * there is one, else the rows and what follows them.
 */
export function ListState({
  list,
  empty,
  emptyAction,
  label,
  rows,
  footer,
}: {
  list: { items: unknown[]; loading: boolean; error: ApiError | null };
  empty: string;
  /** The link or button that fills the list (a tab with more, the form that creates one). */
  emptyAction?: ReactNode;
  label: string;
  /** The list's `<li>` rows. */
  rows: ReactNode;
  /** What follows the rows (totals, pager). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  if (list.loading && list.items.length === 0) return <Loading shape="rows" />;
  return (
    <div className="network-list" aria-busy={list.loading || undefined}>
      {list.error && (
        <p className="notice notice--danger" role="alert">
          {messageOf(list.error, t)}
        </p>
      )}
      {list.items.length === 0 ? (
        <EmptyState title={empty} action={emptyAction} />
      ) : (
        <ul className="member-rows" aria-label={label}>
          {rows}
        </ul>
      )}
      {footer}
    </div>
  );
}
