import type { SearchGroup } from '@dealgrow/sdk';
import type { TFunction } from 'i18next';

/** What a count needs of a group: its total and whether it holds more than it counts (SearchGroup.more). */
type Counted = Pick<SearchGroup, 'total' | 'more'>;

/** The hits of `groups` together: "12", or "100+" when one holds more than its total counts. */
export function countText(groups: readonly Counted[]): string {
  const count = groups.reduce((sum, group) => sum + group.total, 0);
  return groups.some((group) => group.more) ? `${count}+` : String(count);
}

/** "12 results", or "100+ results" when one of `groups` holds more than its total counts. */
export function totalText(t: TFunction<'search'>, groups: readonly Counted[]): string {
  const count = groups.reduce((sum, group) => sum + group.total, 0);
  return groups.some((group) => group.more) ? t('totalMore', { count }) : t('total', { count });
}
