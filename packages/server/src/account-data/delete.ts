import { randomBytes } from 'node:crypto';
import { first } from '../db/database.ts';
import { revokeAllSessions } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';

/** The tombstone's name: what the other party sees as the author of what they keep. */
export const DELETED_MEMBER = { first_name: 'Deleted', last_name: 'member' } as const;

/** Companies the member is the only owner of: deleting the account waits until they are transferred or deleted. */
export async function companiesOnlyOwned(context: Pick<ServerContext, 'db'>, userId: number): Promise<string[]> {
  const rows = await context.db.query<{ name: string }>(
    `SELECT c.name FROM companies c
      WHERE (c.owner_id = $1 OR EXISTS (SELECT 1 FROM company_managers m WHERE m.company_id = c.id AND m.user_id = $1 AND m.role = 'owner'))
        AND NOT EXISTS (SELECT 1 FROM company_managers o WHERE o.company_id = c.id AND o.role = 'owner' AND o.user_id <> $1)
      ORDER BY c.name`,
    [userId],
  );
  return rows.map((row) => row.name);
}

/**
 * Deletes a member's account (docs/accounts.md "Export and deletion"), in one transaction:
 * - a tombstone member ("Deleted member", status 'deleted', an unroutable address, no password) takes over what the
 *   other party still needs: leads (as sender, receiver, referral, approver, closer), lead comments, tasks and
 *   activity, chat messages and rooms they opened, and the company deals, products and posts they wrote for a
 *   company that stays;
 * - their own deals and products are marked deleted and handed to the tombstone too, so the leads on them stay;
 * - the files they uploaded are marked deleted (except those of company deals and products that stay), their
 *   bytes and their exports' ZIPs are removed from storage once the change is committed;
 * - every session is revoked; then their users row is deleted and every table referencing it cascades (profile
 *   sections, posts, comments, likes, connections, follows, reviews, notifications, memberships, exports, and the
 *   rows later features add with ON DELETE CASCADE). Their e-mail address and username are free again.
 */
export async function deleteAccount(context: Pick<ServerContext, 'db' | 'files'>, userId: number): Promise<void> {
  const { db, files } = context;
  await revokeAllSessions(db, userId);
  const paths = await db.transaction(async (tx) => {
    const tag = randomBytes(8).toString('hex');
    const tombstone = await first<{ id: number }>(
      tx,
      `INSERT INTO users (email, username, password_hash, first_name, last_name, status, default_language)
       VALUES ($1, $2, '!', $3, $4, 'deleted', 'en') RETURNING id`,
      [`deleted-${tag}@deleted.invalid`, `deleted-${tag}`, DELETED_MEMBER.first_name, DELETED_MEMBER.last_name],
    );
    if (!tombstone) throw new Error('The tombstone member was not created');
    const params = [userId, tombstone.id];
    // Company deals and products stay with their company; the member's own are deleted (kept as rows for their leads).
    const kept = await tx.query<{ owner_type: string; id: number }>(
      `SELECT 'deal' AS owner_type, id FROM deals WHERE author_id = $1 AND company_id IS NOT NULL AND deleted_at IS NULL
       UNION ALL SELECT 'product', id FROM products WHERE author_id = $1 AND company_id IS NOT NULL AND deleted_at IS NULL`,
      [userId],
    );
    await tx.query(
      `UPDATE deals SET author_id = $2, updated_at = now(),
              deleted_at = CASE WHEN company_id IS NULL THEN coalesce(deleted_at, now()) ELSE deleted_at END WHERE author_id = $1`,
      params,
    );
    await tx.query(
      `UPDATE products SET author_id = $2, updated_at = now(),
              deleted_at = CASE WHEN company_id IS NULL THEN coalesce(deleted_at, now()) ELSE deleted_at END WHERE author_id = $1`,
      params,
    );
    await tx.query(`UPDATE posts SET author_id = $2 WHERE author_id = $1 AND author_type <> 'user'`, params);
    await tx.query(
      `UPDATE leads SET sender_id = CASE WHEN sender_id = $1 THEN $2 ELSE sender_id END,
              receiver_id = CASE WHEN receiver_id = $1 THEN $2 ELSE receiver_id END,
              referral_user_id = CASE WHEN referral_user_id = $1 THEN $2 ELSE referral_user_id END,
              sender_approved_by = CASE WHEN sender_approved_by = $1 THEN $2 ELSE sender_approved_by END,
              receiver_approved_by = CASE WHEN receiver_approved_by = $1 THEN $2 ELSE receiver_approved_by END,
              closed_by = CASE WHEN closed_by = $1 THEN $2 ELSE closed_by END
        WHERE $1 IN (sender_id, receiver_id, referral_user_id, sender_approved_by, receiver_approved_by, closed_by)`,
      params,
    );
    await tx.query('UPDATE lead_comments SET author_id = $2 WHERE author_id = $1', params);
    await tx.query(
      `UPDATE lead_tasks SET author_id = CASE WHEN author_id = $1 THEN $2 ELSE author_id END,
              done_by = CASE WHEN done_by = $1 THEN $2 ELSE done_by END WHERE $1 IN (author_id, done_by)`,
      params,
    );
    await tx.query('UPDATE lead_activities SET actor_id = $2 WHERE actor_id = $1', params);
    await tx.query('UPDATE chat_messages SET sender_id = $2 WHERE sender_id = $1', params);
    await tx.query('UPDATE chat_rooms SET created_by = $2 WHERE created_by = $1', params);
    const keptIds = (type: string) => kept.filter((row) => row.owner_type === type).map((row) => row.id);
    await tx.query(
      `UPDATE files SET uploaded_by = $2 WHERE uploaded_by = $1 AND deleted_at IS NULL
          AND ((owner_type = 'deal' AND owner_id = ANY($3::int[])) OR (owner_type = 'product' AND owner_id = ANY($4::int[])))`,
      [userId, tombstone.id, keptIds('deal'), keptIds('product')],
    );
    const dropped = await tx.query<{ path: string }>(
      `UPDATE files SET deleted_at = now(), updated_at = now() WHERE uploaded_by = $1 AND deleted_at IS NULL RETURNING path`,
      [userId],
    );
    const exports = await tx.query<{ storage_key: string | null }>(
      'SELECT storage_key FROM account_exports WHERE user_id = $1 AND storage_key IS NOT NULL',
      [userId],
    );
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    return [...dropped.map((row) => row.path), ...exports.flatMap((row) => (row.storage_key ? [row.storage_key] : []))];
  });
  for (const path of paths) await files.delete(path);
}
