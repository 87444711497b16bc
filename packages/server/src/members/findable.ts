import { connectedSql } from './connected.ts';

/**
 * SQL true when `viewer` (an int expression, NULL when signed out) may find member `u` by searching: the member keeps
 * `searchable_by_strangers` on, or is the viewer, or a connection of theirs (migration 0035). Also applied by
 * `POST /users/search-all-users`.
 */
export function findableBySql(u: string, viewer: string): string {
  return `(${u}.searchable_by_strangers OR ${u}.id = ${viewer} OR (${viewer} IS NOT NULL AND ${connectedSql(`${u}.id`, viewer)}))`;
}
