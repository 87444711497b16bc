import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { first, type Queryable } from '../db/database.ts';
import { newStorageKey } from '../files/storage.ts';
import type { ServerContext } from '../http/context.ts';

/** How long a ready export stays downloadable. */
export const EXPORT_LIFETIME_DAYS = 7;
/** A pending or running export older than this was cut short (a restart): it is marked failed. */
const STALE_MINUTES = 60;

export interface ExportRow {
  id: string;
  user_id: number;
  status: 'pending' | 'running' | 'ready' | 'failed';
  progress: number;
  size: number | null;
  storage_key: string | null;
  created_at: Date | string;
  expires_at: Date | string;
}

/** The JSON a client sees of an export. */
export function exportJson(row: ExportRow) {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    ...(row.size === null ? {} : { size: row.size }),
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
  };
}

/**
 * The JSON parts of the ZIP, each ONE statement (docs/performance.md "Account export"). `$1` is the member.
 * Secrets never leave: password and verification hashes, payment account ids, push ids.
 */
/**
 * What search stores on a row, derived from what the member wrote (migrations 0011 and 0041): left out of the archive,
 * which holds the member's data, not the indexes built from it.
 */
const SEARCH_COLUMNS = {
  users: "'search_document' - 'first_name_folded' - 'last_name_folded' - 'full_name_folded' - 'username_folded'",
  content: "'search_document'",
};

const PARTS: ReadonlyArray<{ name: string; sql: string }> = [
  {
    name: 'profile.json',
    sql: `SELECT jsonb_build_object(
        'member', to_jsonb(u) - 'password_hash' - 'verification_token_hash' - 'stripe_account_id' - 'onesignal_player_id'
          - ${SEARCH_COLUMNS.users},
        'experiences', (SELECT coalesce(jsonb_agg(to_jsonb(x) ORDER BY x.id), '[]') FROM user_experiences x WHERE x.user_id = u.id),
        'educations', (SELECT coalesce(jsonb_agg(to_jsonb(x) ORDER BY x.id), '[]') FROM user_educations x WHERE x.user_id = u.id),
        'skills', (SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM user_skills x WHERE x.user_id = u.id),
        'interests', (SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM user_interests x WHERE x.user_id = u.id),
        'business_offers', (SELECT coalesce(jsonb_agg(to_jsonb(x) ORDER BY x.id), '[]') FROM business_offers x WHERE x.user_id = u.id),
        'recommendations_written', (SELECT coalesce(jsonb_agg(to_jsonb(x) ORDER BY x.id), '[]') FROM recommendations x WHERE x.author_id = u.id),
        'recommendations_received', (SELECT coalesce(jsonb_agg(to_jsonb(x) ORDER BY x.id), '[]') FROM recommendations x WHERE x.recipient_id = u.id),
        'companies_followed', (SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM company_followers x WHERE x.user_id = u.id),
        'clubs', (SELECT coalesce(jsonb_agg(to_jsonb(x)), '[]') FROM club_members x WHERE x.user_id = u.id)
      ) AS data FROM users u WHERE u.id = $1`,
  },
  {
    name: 'connections.json',
    sql: `SELECT coalesce(jsonb_agg(jsonb_build_object(
        'member', jsonb_build_object('id', o.id, 'username', o.username, 'name', o.first_name || ' ' || o.last_name),
        'status', f.status, 'requested_by_me', f.user_id = $1, 'created_at', f.created_at, 'updated_at', f.updated_at)
        ORDER BY f.id), '[]') AS data
       FROM friendships f JOIN users o ON o.id = CASE WHEN f.user_id = $1 THEN f.friend_id ELSE f.user_id END
      WHERE (f.user_id = $1 OR f.friend_id = $1) AND f.deleted_at IS NULL`,
  },
  {
    name: 'posts.json',
    sql: `SELECT coalesce(jsonb_agg(to_jsonb(p) - ${SEARCH_COLUMNS.content} ORDER BY p.id), '[]') AS data FROM posts p WHERE p.author_id = $1`,
  },
  {
    name: 'comments.json',
    sql: `SELECT coalesce(jsonb_agg(to_jsonb(c) ORDER BY c.id), '[]') AS data FROM post_comments c WHERE c.author_id = $1`,
  },
  {
    name: 'messages.json',
    sql: `SELECT coalesce(jsonb_agg(jsonb_build_object('room_uuid', r.room_uuid, 'room_type', r.room_type, 'sequence', m.sequence,
        'text', m.text, 'file_id', m.file_id, 'created_at', m.created_at) ORDER BY m.id), '[]') AS data
       FROM chat_messages m JOIN chat_rooms r ON r.id = m.room_id WHERE m.sender_id = $1`,
  },
  {
    name: 'deals.json',
    sql: `SELECT coalesce(jsonb_agg(to_jsonb(d) - ${SEARCH_COLUMNS.content} ORDER BY d.id), '[]') AS data FROM deals d WHERE d.author_id = $1 AND d.deleted_at IS NULL`,
  },
  {
    name: 'products.json',
    sql: `SELECT coalesce(jsonb_agg(to_jsonb(p) - ${SEARCH_COLUMNS.content} ORDER BY p.id), '[]') AS data FROM products p WHERE p.author_id = $1 AND p.deleted_at IS NULL`,
  },
  {
    name: 'leads.json',
    sql: `SELECT coalesce(jsonb_agg(to_jsonb(l) ORDER BY l.id), '[]') AS data FROM leads l
      WHERE l.sender_id = $1 OR l.receiver_id = $1 OR l.referral_user_id = $1`,
  },
];

const README = `Your Dealgrow data
==================

This archive holds what Dealgrow keeps about you, as JSON files (UTF-8):

- profile.json      your profile: member details, experiences, educations, skills, interests, business offers,
                    recommendations, followed companies and clubs
- connections.json  your connections and connection requests
- posts.json        the posts you wrote
- comments.json     the comments you wrote
- messages.json     the chat messages you sent
- deals.json        your deals
- products.json     your products
- leads.json        the leads you sent, received or were referred in
- files/            the files you uploaded, named <id>-<original name>

Secrets (your password's hash, verification tokens, payment account ids) are never exported.
This archive is available for ${EXPORT_LIFETIME_DAYS} days after it was prepared.
`;

/** A file's name inside the ZIP: its id and its name with only safe characters. */
function zipFileName(id: number, name: string): string {
  const safe =
    name
      .replace(/[^\w.-]+/g, '_')
      .replace(/^\.+/, '')
      .slice(-100) || 'file';
  return `files/${id}-${safe}`;
}

async function setProgress(db: Queryable, id: string, progress: number): Promise<void> {
  await db.query(`UPDATE account_exports SET status = 'running', progress = $2, updated_at = now() WHERE id = $1`, [id, progress]);
}

/** Builds the member's ZIP, part by part and file by file, reporting progress; stores it; marks the export ready. */
export async function runExport(context: Pick<ServerContext, 'db' | 'files'>, row: Pick<ExportRow, 'id' | 'user_id'>): Promise<void> {
  const { db, files } = context;
  try {
    const uploads = await db.query<{ id: number; name: string; path: string }>(
      'SELECT id, name, path FROM files WHERE uploaded_by = $1 AND deleted_at IS NULL ORDER BY id',
      [row.user_id],
    );
    const steps = PARTS.length + uploads.length + 1;
    let done = 0;
    const chunks: Uint8Array[] = [];
    const outcome: { failure: Error | null } = { failure: null };
    let finished: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      finished = resolve;
    });
    const zip = new Zip((error, chunk, final) => {
      if (error) outcome.failure = error;
      else chunks.push(chunk);
      if (final || error) finished();
    });
    const add = (name: string, data: Uint8Array, compress: boolean) => {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(data, true);
    };
    add('README.txt', Buffer.from(README), true);
    for (const part of PARTS) {
      const answer = await first<{ data: unknown }>(db, part.sql, [row.user_id]);
      add(part.name, Buffer.from(`${JSON.stringify(answer?.data ?? null, null, 2)}\n`), true);
      done += 1;
      await setProgress(db, row.id, Math.floor((done / steps) * 100));
    }
    // Files one at a time from storage: only one file's bytes are held besides the archive.
    for (const upload of uploads) {
      const data = await files.get(upload.path);
      if (data) add(zipFileName(upload.id, upload.name), data, false);
      done += 1;
      await setProgress(db, row.id, Math.floor((done / steps) * 100));
    }
    zip.end();
    await ended;
    if (outcome.failure) throw outcome.failure;
    const archive = Buffer.concat(chunks);
    const key = newStorageKey('zip');
    await files.put(key, archive, 'application/zip');
    await db.query(
      `UPDATE account_exports SET status = 'ready', progress = 100, size = $2, storage_key = $3, updated_at = now(),
              expires_at = now() + interval '${EXPORT_LIFETIME_DAYS} days' WHERE id = $1`,
      [row.id, archive.length, key],
    );
  } catch {
    await db.query(`UPDATE account_exports SET status = 'failed', updated_at = now() WHERE id = $1`, [row.id]);
  }
}

/** Removes expired exports (their ZIPs first) and marks exports cut short by a restart failed. */
export async function sweepExports(context: Pick<ServerContext, 'db' | 'files'>): Promise<void> {
  const { db, files } = context;
  await db.query(
    `UPDATE account_exports SET status = 'failed', updated_at = now()
      WHERE status IN ('pending', 'running') AND updated_at < now() - interval '${STALE_MINUTES} minutes'`,
  );
  const expired = await db.query<{ storage_key: string | null }>(
    'DELETE FROM account_exports WHERE expires_at < now() RETURNING storage_key',
  );
  for (const row of expired) if (row.storage_key) await files.delete(row.storage_key);
}
