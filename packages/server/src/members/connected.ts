/** SQL: status values that mean connected (SPEC §4: `friends` reads as `accept`). */
export const CONNECTED_STATUSES = `('accept', 'friends')`;

/**
 * SQL predicate: members `a` and `b` (int expressions) are connected — their one friendship row (either
 * direction, read through the `friendships_pair` index) is `accept` or `friends` and not deleted.
 */
export function connectedSql(a: string, b: string): string {
  return `EXISTS (SELECT 1 FROM friendships cf
     WHERE LEAST(cf.user_id, cf.friend_id) = LEAST(${a}, ${b}) AND GREATEST(cf.user_id, cf.friend_id) = GREATEST(${a}, ${b})
       AND cf.status IN ${CONNECTED_STATUSES} AND cf.deleted_at IS NULL)`;
}

/**
 * SQL: the ids of member `m`'s connections (a subquery yielding `member_id`), each half through its index
 * (`friendships_sender`, `friendships_receiver`).
 */
export function connectionIdsSql(m: string): string {
  return `SELECT cs.friend_id AS member_id FROM friendships cs WHERE cs.user_id = ${m} AND cs.status IN ${CONNECTED_STATUSES} AND cs.deleted_at IS NULL
     UNION ALL SELECT cr.user_id FROM friendships cr WHERE cr.friend_id = ${m} AND cr.status IN ${CONNECTED_STATUSES} AND cr.deleted_at IS NULL`;
}
