import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { allowFileReads, deleteFile, storeFiles } from '../files/files.ts';
import type { FormFields, Upload } from '../files/uploads.ts';
import type { App, ServerContext } from '../http/context.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { t } from '../i18n/catalogue.ts';

/** Image types a logo, cover or showroom picture may be, judged by magic bytes (files/content-type.ts). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** Files-module owner types of company pictures: the company's logo and cover (owner = company id), a showroom item's image. */
export const IMAGE_OWNER = { logo: 'company_logo', cover_image: 'company_cover', image: 'company_showroom' } as const;
export type ImageField = keyof typeof IMAGE_OWNER;

/** The address a stored picture is read at: the files download route, shown inline (as profile photos are). */
export const fileAddress = (baseUrl: string, key: string) =>
  `${baseUrl}/api/azure/download?blobName=${encodeURIComponent(key)}&returnAsBlob=false`;

/**
 * The images of a form, by field: each at most once, an image type, and only in the fields allowed (400 otherwise,
 * 415 for a file that is no image).
 */
export function formImages(files: readonly Upload[], allowed: readonly ImageField[]): Partial<Record<ImageField, Upload>> {
  const images: Partial<Record<ImageField, Upload>> = {};
  for (const file of files) {
    const field = file.fieldName as ImageField;
    if (!allowed.includes(field)) {
      const message = t('company.no_file_here', { field: file.fieldName });
      throw badRequest(message, { [file.fieldName]: message });
    }
    if (images[field]) {
      const message = t('company.one_image', { field });
      throw badRequest(message, { [field]: message });
    }
    if (!IMAGE_TYPES.has(file.mimeType)) throw new ApiError(415, 'unsupported_media_type', t('company.image_only', { name: file.name }));
    images[field] = file;
  }
  return images;
}

/** A form that must carry exactly one image in `field` and no text fields. */
export function onlyImage(fields: FormFields, files: readonly Upload[], field: ImageField): Upload {
  const extra = Object.keys(fields)[0];
  if (extra !== undefined) throw new ApiError(400, 'validation_failed', t('field.not_accepted'), { [extra]: t('field.not_accepted') });
  const image = formImages(files, [field])[field];
  if (!image) {
    const message = t('company.image_required', { field });
    throw badRequest(message, { [field]: message });
  }
  return image;
}

/** Stores a picture for its owner, then removes the owner's previous ones; answers the new address. */
export async function replaceImage(
  context: Pick<ServerContext, 'db' | 'files'>,
  field: ImageField,
  ownerId: number,
  upload: Upload,
  userId: number,
  baseUrl: string,
): Promise<string> {
  const ownerType = IMAGE_OWNER[field];
  const previous = await context.db.query<{ id: number }>(
    'SELECT id FROM files WHERE owner_type = $1 AND owner_id = $2 AND deleted_at IS NULL',
    [ownerType, ownerId],
  );
  const [stored] = await storeFiles(context, ownerType, ownerId, [upload], userId);
  if (!stored) throw new Error('The picture was not stored.');
  for (const file of previous) await deleteFile(context, ownerType, ownerId, file.id);
  return fileAddress(baseUrl, stored.path);
}

/** Removes every picture of an owner (the field was emptied or the owner went away). */
export async function removeImages(context: Pick<ServerContext, 'db' | 'files'>, field: ImageField, ownerIds: readonly number[]) {
  if (ownerIds.length === 0) return;
  const rows = await context.db.query<{ path: string }>(
    `UPDATE files SET deleted_at = now(), updated_at = now()
      WHERE owner_type = $1 AND owner_id = ANY($2::int[]) AND deleted_at IS NULL RETURNING path`,
    [IMAGE_OWNER[field], [...ownerIds]],
  );
  for (const row of rows) await context.files.delete(row.path);
}

/** Company pictures are public while their company (or showroom item) lives: an <img> sends no token. */
export function allowCompanyImageReads(): void {
  const companyLives = async (db: Queryable, id: number) => Boolean((await db.query('SELECT 1 FROM companies WHERE id = $1', [id]))[0]);
  allowFileReads(IMAGE_OWNER.logo, companyLives);
  allowFileReads(IMAGE_OWNER.cover_image, companyLives);
  allowFileReads(IMAGE_OWNER.image, async (db, id) =>
    Boolean((await db.query('SELECT 1 FROM company_showroom_items WHERE id = $1', [id]))[0]),
  );
}

const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo pictures (seed/companies.ts): a logo of the name's initials, a cover and a showroom picture in the company's colour. */
export function demoPicture(name: string, picture: 'logo' | 'cover' | 'showroom'): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length] as string;
  const initials = escapeXml(
    name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  );
  const label = escapeXml(name);
  if (picture === 'logo')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="${colour}"/><text x="100" y="124" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  if (picture === 'cover')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="300" viewBox="0 0 1200 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1200" height="300" fill="url(#g)"/><circle cx="1060" cy="30" r="170" fill="#fff" fill-opacity="0.07"/><circle cx="900" cy="310" r="110" fill="#fff" fill-opacity="0.05"/></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#f1f5f9"/><circle cx="300" cy="180" r="110" fill="${colour}" fill-opacity="0.85"/><text x="300" y="205" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text><text x="300" y="360" font-family="sans-serif" font-size="28" fill="#0f172a" text-anchor="middle">${label}</text></svg>`;
}

/** Answers a demo picture: an SVG browsers may keep a day. */
export function sendDemoPicture(reply: FastifyReply, svg: string): FastifyReply {
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}

/** Serves the demo pictures at `/assets/company/{slug}/{logo|cover|showroom}.svg`, for the demo companies only. */
export function demoPictureRoute(app: App, names: ReadonlyMap<string, string>): void {
  app.get<{ Params: { slug: string; picture: string } }>(
    '/assets/company/:slug/:picture',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = names.get(request.params.slug);
      const picture = request.params.picture.replace(/\.svg$/, '');
      if (!name || !(picture === 'logo' || picture === 'cover' || picture === 'showroom')) throw notFound('file');
      return sendDemoPicture(reply, demoPicture(name, picture));
    },
  );
}
