import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { demoPicture, sendDemoPicture } from '../companies/images.ts';
import { first, isUniqueViolation, type Queryable } from '../db/database.ts';
import { deleteFile, deleteOwnerFiles, storeFiles } from '../files/files.ts';
import { formFields, multipartRoute, readUploads, type Upload } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import { ownedClub } from './access.ts';
import {
  CLUB_URL_PATTERN,
  Club,
  ClubForm,
  ClubIdParams,
  ClubPatchForm,
  ClubPatchTextForm,
  ClubTextForm,
  RESERVED_CLUB_URLS,
  CLUB_TAGS as tags,
  UrlBody,
} from './schemas.ts';
import { loadClub } from './views.ts';

/** Image types a club logo may be, judged by its bytes (files/content-type.ts). */
const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Files-module owner type of a club's logo (owner = the club's id). */
export const CLUB_LOGO_OWNER = 'club_logo';
const urlPattern = new RegExp(CLUB_URL_PATTERN);

/** A club URL as stored (trimmed, lower case), or the reason it cannot be one. */
export function clubUrl(url: string): { url: string } | { problem: Message } {
  const normalized = url.trim().toLowerCase();
  if (!urlPattern.test(normalized)) return { problem: t('club.url_invalid') };
  if (RESERVED_CLUB_URLS.has(normalized)) return { problem: t('club.url_reserved') };
  return { url: normalized };
}

const urlTaken = () => conflict(t('club.url_taken'), 'slug_taken', { url: t('club.url_taken') });

/** Checks a URL for a new or renamed club (`except`: the club itself): 400 when malformed or reserved, 409 when taken. */
async function checkUrl(db: Queryable, url: string, except: number | null): Promise<string> {
  const checked = clubUrl(url);
  if ('problem' in checked) throw badRequest(checked.problem, { url: checked.problem });
  if (await first(db, 'SELECT 1 FROM clubs WHERE lower(slug) = $1 AND id IS DISTINCT FROM $2', [checked.url, except])) throw urlTaken();
  return checked.url;
}

/** The form's logo, if any: one image in the `logo` field (400 for a file elsewhere, 415 for one that is no image). */
function formLogo(files: readonly Upload[]): Upload | undefined {
  const elsewhere = files.find((file) => file.fieldName !== 'logo');
  if (elsewhere) {
    const message = t('club.logo_field', { field: elsewhere.fieldName });
    throw badRequest(message, { [elsewhere.fieldName]: message });
  }
  const logo = files[0];
  if (logo && !LOGO_TYPES.has(logo.mimeType))
    throw new ApiError(415, 'unsupported_media_type', t('club.logo_not_image', { name: logo.name }));
  return logo;
}

/** The address a stored logo is read at: the files download route, shown inline (as profile photos are). */
const logoAddress = (baseUrl: string, key: string) =>
  `${baseUrl}/api/azure/download?blobName=${encodeURIComponent(key)}&returnAsBlob=false`;

/** A demo club's logo path (seed/clubs.ts), served by the route below; the Club view puts the API's address before it. */
export const demoLogoPath = (slug: string) => `/assets/club/${slug}/logo.svg`;

/** Creating, changing and deleting clubs, and the URL check (docs/companies-and-clubs.md). */
export function clubEditRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const baseUrl = (request: FastifyRequest) => publicBaseUrl(request, config);
  const limits = { maxFiles: 1, maxFileBytes: config.maxUploadBytes };

  async function answer(request: FastifyRequest, id: number, viewer: number) {
    const club = await loadClub(db, id, viewer, baseUrl(request));
    if (!club) throw notFound('club');
    return club;
  }

  /** Stores a new logo for the club, points the club at it and removes the previous one. */
  async function replaceLogo(request: FastifyRequest, clubId: number, logo: Upload, userId: number) {
    const previous = await db.query<{ id: number }>(`SELECT id FROM files WHERE owner_type = $1 AND owner_id = $2 AND deleted_at IS NULL`, [
      CLUB_LOGO_OWNER,
      clubId,
    ]);
    const [stored] = await storeFiles(context, CLUB_LOGO_OWNER, clubId, [logo], userId);
    if (!stored) throw new Error('The logo was not stored.');
    await db.query('UPDATE clubs SET logo = $2, updated_at = now() WHERE id = $1', [clubId, logoAddress(baseUrl(request), stored.path)]);
    for (const file of previous) await deleteFile(context, CLUB_LOGO_OWNER, clubId, file.id);
  }

  app.post(
    '/clubs/unique-url-control',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'clubUrlAvailable',
        tags,
        summary: 'Whether a club URL is free: false when another club has it (any case), or when it is malformed or reserved.',
        body: UrlBody,
        response: { 200: Type.Object({ available: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const checked = clubUrl(request.body.url);
      if ('problem' in checked) return { available: false };
      return { available: !(await first(db, 'SELECT 1 FROM clubs WHERE lower(slug) = $1', [checked.url])) };
    },
  );

  app.post(
    '/clubs',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'createClub',
        tags,
        summary:
          'Create a club: a multipart form with name and url (its slug) required, description, privacy (open by default) and a logo image. I become its owner and first member. 409 slug_taken when the URL is taken.',
        consumes: ['multipart/form-data'],
        body: ClubForm,
        response: { 201: Club },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { fields, files } = await readUploads(request, limits);
      const form = formFields(ClubTextForm, fields);
      const logo = formLogo(files);
      const url = await checkUrl(db, form.url, null);
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: number }>(
            'INSERT INTO clubs (name, slug, description, privacy, owner_id) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [form.name.trim(), url, form.description?.trim() || null, form.privacy ?? 'open', viewer.userId],
          );
          const clubId = (row as { id: number }).id;
          await tx.query(`INSERT INTO club_members (club_id, user_id, role) VALUES ($1, $2, 'owner')`, [clubId, viewer.userId]);
          return clubId;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw urlTaken();
        throw error;
      }
      if (logo) await replaceLogo(request, id, logo, viewer.userId);
      reply.code(201);
      return answer(request, id, viewer.userId);
    },
  );

  app.patch(
    '/clubs/:id',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'updateClub',
        tags,
        summary:
          'Change my club (the owner only): a multipart form of the fields to change (name, url, description, privacy) and a new logo. A description of spaces only clears it.',
        consumes: ['multipart/form-data'],
        params: ClubIdParams,
        body: ClubPatchForm,
        response: { 200: Club },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const club = await ownedClub(db, request.params.id, viewer.userId);
      const { fields, files } = await readUploads(request, limits);
      const form = formFields(ClubPatchTextForm, fields);
      const logo = formLogo(files);
      const url = form.url === undefined ? undefined : await checkUrl(db, form.url, club.id);
      const sets: string[] = [];
      const values: unknown[] = [club.id];
      const set = (column: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
      };
      if (form.name !== undefined) set('name', form.name.trim());
      if (url !== undefined) set('slug', url);
      if (form.description !== undefined) set('description', form.description.trim() || null);
      if (form.privacy !== undefined) set('privacy', form.privacy);
      if (sets.length > 0) {
        try {
          await db.query(`UPDATE clubs SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
        } catch (error) {
          if (isUniqueViolation(error)) throw urlTaken();
          throw error;
        }
      }
      if (logo) await replaceLogo(request, club.id, logo, viewer.userId);
      return answer(request, club.id, viewer.userId);
    },
  );

  app.delete(
    '/clubs/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteClub',
        tags,
        summary:
          'Delete my club (the owner only): its members, join requests and logo go, and so do its posts (those made as the club and those for its members only), with their comments, likes and files.',
        params: ClubIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const club = await ownedClub(db, request.params.id, viewer.userId);
      const paths = await db.transaction(async (tx) => {
        const posts = await tx.query<{ id: number }>(
          `DELETE FROM posts WHERE (author_type = 'club' AND owner_id = $1) OR (visible = 'club' AND club_id = $1) RETURNING id`,
          [club.id],
        );
        const files = await tx.query<{ path: string }>(
          `UPDATE files SET deleted_at = now(), updated_at = now()
            WHERE owner_type IN ('post', 'post_thumbnail') AND owner_id = ANY($1::int[]) AND deleted_at IS NULL RETURNING path`,
          [posts.map((post) => post.id)],
        );
        await tx.query('DELETE FROM clubs WHERE id = $1', [club.id]);
        return files.map((file) => file.path);
      });
      for (const path of paths) await context.files.delete(path);
      await deleteOwnerFiles(context, CLUB_LOGO_OWNER, club.id);
      reply.code(204);
      return null;
    },
  );

  // The demo clubs' logos (seed/clubs.ts): a picture of the club's initials, for the demo clubs only.
  const DemoLogoParams = Type.Object({ slug: Type.String({ pattern: CLUB_URL_PATTERN }) }, { additionalProperties: false });
  app.get('/assets/club/:slug/logo.svg', { schema: { hide: true, params: DemoLogoParams } }, async (request, reply) => {
    const club = await first<{ name: string }>(db, 'SELECT name FROM clubs WHERE lower(slug) = $1 AND logo = $2', [
      request.params.slug,
      demoLogoPath(request.params.slug),
    ]);
    if (!club) throw notFound('file');
    return sendDemoPicture(reply, demoPicture(club.name, 'logo'));
  });
}
