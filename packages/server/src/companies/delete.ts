import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { IMAGE_OWNER } from './images.ts';

/** Marks the live files of some owners deleted; answers their storage keys, whose bytes go once the change is committed. */
async function dropFiles(tx: Queryable, ownerTypes: readonly string[], ownerIds: readonly number[]): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const rows = await tx.query<{ path: string }>(
    `UPDATE files SET deleted_at = now(), updated_at = now()
      WHERE owner_type = ANY($1::text[]) AND owner_id = ANY($2::int[]) AND deleted_at IS NULL RETURNING path`,
    [[...ownerTypes], [...ownerIds]],
  );
  return rows.map((row) => row.path);
}

/**
 * Deletes a company (docs/companies-and-clubs.md, DELETE /company/{id}), in one transaction:
 * - its deals and products are deleted as deleting one of them does (marked deleted, their files gone), and
 *   detached from the company first: `deals.company_id` and `products.company_id` cascade, and a deal's removal
 *   would cascade to its leads (`leads.deal_id`), which stay with their parties;
 * - its posts go (a page's timeline dies with the page): removed, with their files; shares of them keep their
 *   own text (`shared_post_id` is nulled by its foreign key);
 * - its showroom items, managers and followers go by their foreign keys; its pictures' files go;
 * - leads it received keep their parties (`leads.receiver_company_id` is nulled by its foreign key).
 */
export async function deleteCompany(context: Pick<ServerContext, 'db' | 'files'>, companyId: number): Promise<void> {
  const paths = await context.db.transaction(async (tx) => {
    const deals = await tx.query<{ id: number }>(
      `UPDATE deals SET deleted_at = coalesce(deleted_at, now()), updated_at = now(), company_id = NULL WHERE company_id = $1 RETURNING id`,
      [companyId],
    );
    const products = await tx.query<{ id: number }>(
      `UPDATE products SET deleted_at = coalesce(deleted_at, now()), updated_at = now(), company_id = NULL WHERE company_id = $1 RETURNING id`,
      [companyId],
    );
    const posts = await tx.query<{ id: number }>(`DELETE FROM posts WHERE author_type = 'company' AND owner_id = $1 RETURNING id`, [
      companyId,
    ]);
    const items = await tx.query<{ id: number }>('SELECT id FROM company_showroom_items WHERE company_id = $1', [companyId]);
    const dropped = [
      ...(await dropFiles(
        tx,
        ['deal'],
        deals.map((row) => row.id),
      )),
      ...(await dropFiles(
        tx,
        ['product'],
        products.map((row) => row.id),
      )),
      ...(await dropFiles(
        tx,
        ['post', 'post_thumbnail'],
        posts.map((row) => row.id),
      )),
      ...(await dropFiles(
        tx,
        [IMAGE_OWNER.image],
        items.map((row) => row.id),
      )),
      ...(await dropFiles(tx, [IMAGE_OWNER.logo, IMAGE_OWNER.cover_image], [companyId])),
    ];
    await tx.query('DELETE FROM companies WHERE id = $1', [companyId]);
    return dropped;
  });
  for (const path of paths) await context.files.delete(path);
}
