import { type Static, Type } from 'typebox';
import type { Queryable } from '../db/database.ts';
import type { ServerContext, Viewer } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { newStorageKey } from './storage.ts';
import type { Upload } from './uploads.ts';

/** SPEC §3 "Uploaded file": what every answer says about a stored file. `path` is the key to download it by. */
export const UploadedFile = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String({ description: 'Display name, from the uploaded file name.' }),
    description: Type.Union([Type.String(), Type.Null()]),
    path: Type.String({
      description:
        'Storage key: pass it as blobName to GET /api/azure/download. For a file of a post that is not public, the key followed by its signed address (`?expires=…&viewer=…&signature=…`, valid about an hour): pass it whole.',
    }),
    size: Type.Integer({ minimum: 0, description: 'Bytes.' }),
    mime_type: Type.String({ description: 'Judged from the content.' }),
    is_downloadable: Type.Boolean(),
    file_order: Type.Integer(),
    is_cover_file: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
    deleted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { title: 'UploadedFile', additionalProperties: false },
);
export type UploadedFile = Static<typeof UploadedFile>;

/** What owns a file: `deal`, `product`, `lead`, `lead_comment`, … */
export type FileOwnerType = string;

export interface FileRow {
  id: number;
  name: string;
  description: string | null;
  path: string;
  size: number;
  mime_type: string;
  is_downloadable: boolean;
  file_order: number;
  is_cover_file: boolean;
  owner_type: string;
  owner_id: number;
  uploaded_by: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  deleted_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function fileView(row: FileRow): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    path: row.path,
    size: row.size,
    mime_type: row.mime_type,
    is_downloadable: row.is_downloadable,
    file_order: row.file_order,
    is_cover_file: row.is_cover_file,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: row.deleted_at === null ? null : iso(row.deleted_at),
  };
}

/**
 * Stores uploads for an owner and records them: bytes under server-made keys, one `files` row each,
 * ordered after the owner's existing files; the first image becomes the cover when there is none.
 */
export async function storeFiles(
  context: Pick<ServerContext, 'db' | 'files'>,
  ownerType: FileOwnerType,
  ownerId: number,
  uploads: readonly Upload[],
  userId: number,
): Promise<UploadedFile[]> {
  const stored: UploadedFile[] = [];
  for (const upload of uploads) {
    const key = newStorageKey(upload.extension);
    await context.files.put(key, upload.data, upload.mimeType);
    try {
      const rows = await context.db.query<FileRow>(
        `INSERT INTO files (name, path, size, mime_type, owner_type, owner_id, uploaded_by, file_order, is_cover_file)
         SELECT $1, $2, $3, $4, $5, $6, $7,
                coalesce((SELECT max(file_order) + 1 FROM files WHERE owner_type = $5 AND owner_id = $6 AND deleted_at IS NULL), 0),
                $4 LIKE 'image/%' AND NOT EXISTS (SELECT 1 FROM files WHERE owner_type = $5 AND owner_id = $6 AND is_cover_file AND deleted_at IS NULL)
         RETURNING *`,
        [upload.name, key, upload.size, upload.mimeType, ownerType, ownerId, userId],
      );
      stored.push(fileView(rows[0] as FileRow));
    } catch (error) {
      await context.files.delete(key);
      throw error;
    }
  }
  return stored;
}

/**
 * SQL of an owner's live files as a JSON array in their order, for reading them in the owner's own statement
 * (docs/performance.md, the list-route pattern). `ownerType` is a code constant; `ownerId` an SQL expression.
 */
export function filesAggregate(ownerType: FileOwnerType, ownerId: string): string {
  if (!/^[a-z_]+$/.test(ownerType)) throw new Error(`Not an owner type: ${ownerType}`);
  return `(SELECT coalesce(json_agg(f ORDER BY f.file_order, f.id), '[]')
     FROM (SELECT id, name, description, path, size, mime_type, is_downloadable, file_order, is_cover_file, created_at, updated_at, deleted_at
             FROM files WHERE owner_type = '${ownerType}' AND owner_id = ${ownerId} AND deleted_at IS NULL) f)`;
}

/** The live files of several owners of one type, in their order, by owner id. */
export async function listFiles(
  db: Queryable,
  ownerType: FileOwnerType,
  ownerIds: readonly number[],
): Promise<Map<number, UploadedFile[]>> {
  const byOwner = new Map<number, UploadedFile[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await db.query<FileRow>(
    `SELECT * FROM files WHERE owner_type = $1 AND owner_id = ANY($2::int[]) AND deleted_at IS NULL ORDER BY file_order, id`,
    [ownerType, [...ownerIds]],
  );
  for (const row of rows) byOwner.get(row.owner_id)?.push(fileView(row));
  return byOwner;
}

/** Deletes one file of an owner: the row is marked deleted and the bytes are removed. 404 when it is not the owner's. */
export async function deleteFile(
  context: Pick<ServerContext, 'db' | 'files'>,
  ownerType: FileOwnerType,
  ownerId: number,
  fileId: number,
): Promise<UploadedFile> {
  const rows = await context.db.query<FileRow>(
    `UPDATE files SET deleted_at = now(), updated_at = now()
      WHERE id = $1 AND owner_type = $2 AND owner_id = $3 AND deleted_at IS NULL RETURNING *`,
    [fileId, ownerType, ownerId],
  );
  const row = rows[0];
  if (!row) throw notFound('file');
  await context.files.delete(row.path);
  return fileView(row);
}

/** Marks every file of an owner deleted (the owner went away); the bytes go too. */
export async function deleteOwnerFiles(context: Pick<ServerContext, 'db' | 'files'>, ownerType: FileOwnerType, ownerId: number) {
  const rows = await context.db.query<{ path: string }>(
    `UPDATE files SET deleted_at = now(), updated_at = now() WHERE owner_type = $1 AND owner_id = $2 AND deleted_at IS NULL RETURNING path`,
    [ownerType, ownerId],
  );
  for (const row of rows) await context.files.delete(row.path);
}

/** Who may download the files of one owner type; the uploader always may. */
export type FileReadRule = (db: Queryable, ownerId: number, viewer: Viewer | null) => Promise<boolean>;

const readRules = new Map<FileOwnerType, FileReadRule>();

/** Lets a capability say who reads its files (e.g. only a lead's parties). Owner types without a rule: the uploader only. */
export function allowFileReads(ownerType: FileOwnerType, rule: FileReadRule): void {
  readRules.set(ownerType, rule);
}

export async function canReadFile(db: Queryable, file: Pick<FileRow, 'owner_type' | 'owner_id' | 'uploaded_by'>, viewer: Viewer | null) {
  if (viewer && file.uploaded_by === viewer.userId) return true;
  const rule = readRules.get(file.owner_type);
  return rule ? rule(db, file.owner_id, viewer) : false;
}
