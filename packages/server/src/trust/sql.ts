/**
 * SQL fragments of blocking and hidden content (docs/accounts.md "Blocking and reporting"), added to the existing
 * reads. Each is an expression on a row; none adds a query (docs/performance.md).
 */

/**
 * SQL true when neither `viewer` nor the member in `memberColumn` blocks the other (two primary-key lookups of
 * member_blocks). True for a signed-out viewer (NULL matches nothing).
 */
export function neitherBlocks(viewer: string, memberColumn: string): string {
  return `NOT EXISTS (SELECT 1 FROM member_blocks mbk WHERE (mbk.blocker_id = ${viewer} AND mbk.blocked_id = ${memberColumn})
    OR (mbk.blocker_id = ${memberColumn} AND mbk.blocked_id = ${viewer}))`;
}

/**
 * SQL true when neither `viewer` nor the member in `memberColumn` blocks the other, as neitherBlocks, for a statement
 * that tests many members (a search): the viewer's blocks both ways are read once, by their indexes, into a set each
 * row is looked up in, instead of a lookup of member_blocks a row. True for a signed-out viewer.
 */
export function neitherBlocksSet(viewer: string, memberColumn: string): string {
  return `${memberColumn} NOT IN (SELECT mbk.blocked_id FROM member_blocks mbk WHERE mbk.blocker_id = ${viewer}
    UNION ALL SELECT mbk.blocker_id FROM member_blocks mbk WHERE mbk.blocked_id = ${viewer})`;
}

/** SQL true when `viewer` is an admin. */
export function isAdminSql(viewer: string): string {
  return `EXISTS (SELECT 1 FROM users adm WHERE adm.id = ${viewer} AND adm.is_admin)`;
}

/**
 * SQL true when content `row` (with a `hidden_at` column) is shown to `viewer`: not hidden, or the viewer is its
 * author (`authorColumn`) or an admin.
 */
export function notHiddenSql(row: string, authorColumn: string, viewer: string): string {
  return `(${row}.hidden_at IS NULL OR ${authorColumn} = ${viewer} OR ${isAdminSql(viewer)})`;
}
