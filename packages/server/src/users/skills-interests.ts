import { Type } from 'typebox';
import type { Database } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { Text } from '../http/schema.ts';

/** Names a member may list, and characters a name may have. */
export const MAX_SKILLS = 50;
export const MAX_INTERESTS = 50;
export const MAX_NAME_LENGTH = 80;

type Table = 'user_skills' | 'user_interests';

/** SQL: member `userId`'s names of one list (skills or interests) as a JSON array of strings, in their order. */
export function namesAggregate(table: Table, userId: string): string {
  return `(SELECT coalesce(json_agg(n.name ORDER BY n.position, n.id), '[]') FROM ${table} n WHERE n.user_id = ${userId})`;
}

/**
 * Replaces a member's whole list by `names`, in their order: trimmed, duplicates (by Postgres' lower(), as the
 * unique index compares them) dropped after their first occurrence. Answers the list as stored.
 */
export async function replaceNames(db: Database, table: Table, userId: number, names: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    await tx.query(
      `INSERT INTO ${table} (user_id, name, position)
       SELECT $1, k.name, row_number() OVER (ORDER BY k.ord) - 1 FROM (
         SELECT DISTINCT ON (lower(s.name)) s.name, s.ord
           FROM (SELECT btrim(v.name) AS name, v.ord FROM unnest($2::text[]) WITH ORDINALITY AS v(name, ord)) s
          WHERE s.name <> '' ORDER BY lower(s.name), s.ord) k`,
      [userId, [...names]],
    );
    const rows = await tx.query<{ name: string }>(`SELECT name FROM ${table} WHERE user_id = $1 ORDER BY position, id`, [userId]);
    return rows.map((row) => row.name);
  });
}

const Name = Text({ minLength: 1, maxLength: MAX_NAME_LENGTH, blank: false });

export function skillAndInterestRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const lists = [
    { key: 'skills', table: 'user_skills', max: MAX_SKILLS, operationId: 'setSkills', noun: 'skills' },
    { key: 'interests', table: 'user_interests', max: MAX_INTERESTS, operationId: 'setInterests', noun: 'interests' },
  ] as const;
  for (const list of lists) {
    const Answer = Type.Object({ [list.key]: Type.Array(Type.String()) }, { additionalProperties: false });
    app.post(
      `/users/${list.key}`,
      {
        config: { auth: 'required' },
        schema: {
          operationId: list.operationId,
          tags: ['users'],
          summary:
            `Set one's ${list.noun}: the whole list, in order (adding, removing and reordering are one call). At most ${list.max}, ` +
            `each 1 to ${MAX_NAME_LENGTH} characters; duplicates (whatever the case) are kept once, at their first place.`,
          body: Type.Object({ [list.key]: Type.Array(Name, { maxItems: list.max }) }, { additionalProperties: false }),
          response: { 200: Answer },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const names = (request.body as Record<string, string[]>)[list.key] ?? [];
        return { [list.key]: await replaceNames(db, list.table, viewer.userId, names) };
      },
    );
  }
}
