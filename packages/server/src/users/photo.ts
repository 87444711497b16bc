import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { allowFileReads, deleteFile, storeFiles } from '../files/files.ts';
import { signedPictureAddress } from '../files/signed-addresses.ts';
import { multipartRoute, readUploads, type Upload } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, forbidden } from '../http/errors.ts';
import { Id } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { photoVisibleSql } from '../members/photo-visibility.ts';

/** The two sizes every profile photo is stored in (square, cover crop): the profile's and the lists'. */
export const PHOTO_SIZE = 400;
export const SMALL_PHOTO_SIZE = 96;
/** Image types a profile photo may be, judged by magic bytes (files/content-type.ts). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
/** Pixels a photo may have before it is decoded (a 50 MB-pixel bomb is refused, not decoded). */
const MAX_INPUT_PIXELS = 40_000_000;

export const PictureVisibility = Type.Union([Type.Literal('public'), Type.Literal('members'), Type.Literal('connections')], {
  description:
    'Who sees the photo: public = anyone; members = signed-in members; connections = your connections. Others see the default image.',
});

const PhotoAnswer = Type.Object(
  { profilePhotoUrl: Type.String(), profilePhotoSmallUrl: Type.String() },
  { title: 'ProfilePhoto', additionalProperties: false },
);

/** sharp (libvips) takes ~150 ms to load: loaded on the first photo upload, not at every start (docs/performance.md). */
let sharpModule: Promise<typeof import('sharp')> | undefined;
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

/** The address a stored photo is read at: the files download route, shown inline. */
function photoUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/api/azure/download?blobName=${encodeURIComponent(key)}&returnAsBlob=false`;
}

/**
 * One square JPEG of `size` pixels from an uploaded image: turned upright by its EXIF orientation, cover-cropped
 * to the centre, transparency on white. A file that is not a readable image is a 422 naming `image`.
 */
async function resized(data: Buffer, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    const message = t('photo.unreadable');
    throw new ApiError(422, 'validation_failed', message, { image: message });
  }
}

export function photoRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['users'];
  const limits = { maxFiles: 1, maxFileBytes: config.maxUploadBytes };
  // A photo's file follows the photo's visibility (docs/network.md "Photo visibility"): a viewer it does not allow
  // gets 404, as for any file they may not read. Answers give a non-public photo's address signed for their viewer
  // (files/signed-addresses.ts), since an <img> sends no token; a public photo's address stays plain.
  allowFileReads('profile_photo', async (reader, ownerId, viewer) => {
    const row = await first<{ allowed: boolean }>(
      reader,
      `SELECT ${photoVisibleSql('u', '$2::int')} AS allowed FROM users u WHERE u.id = $1`,
      [ownerId, viewer?.userId ?? null],
    );
    return row?.allowed === true;
  });

  app.put(
    '/users/:id',
    {
      ...multipartRoute,
      config: { auth: 'required' },
      schema: {
        operationId: 'uploadProfilePhoto',
        tags,
        summary: `Upload your profile photo: a multipart form with one JPEG, PNG, WebP or GIF \`image\` (judged by its content), stored at ${PHOTO_SIZE}×${PHOTO_SIZE} and ${SMALL_PHOTO_SIZE}×${SMALL_PHOTO_SIZE}. Only for yourself.`,
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: Id({ description: 'Your member id.' }) }, { additionalProperties: false }),
        body: Type.Object({ image: Type.String({ format: 'binary' }) }, { additionalProperties: false }),
        response: { 200: PhotoAnswer },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.params.id !== viewer.userId) throw forbidden(t('photo.only_yours'));
      const { fields, files } = await readUploads(request, limits);
      const image = files.find((file) => file.fieldName === 'image');
      const extra = Object.keys(fields)[0] ?? files.find((file) => file.fieldName !== 'image')?.fieldName;
      if (extra !== undefined) throw new ApiError(400, 'validation_failed', t('field.not_accepted'), { [extra]: t('field.not_accepted') });
      if (!image) {
        const message = t('photo.choose_image');
        throw new ApiError(400, 'validation_failed', message, { image: message });
      }
      if (!PHOTO_TYPES.has(image.mimeType))
        throw new ApiError(415, 'unsupported_media_type', t('photo.not_an_image', { name: image.name }));
      const [large, small] = [await resized(image.data, PHOTO_SIZE), await resized(image.data, SMALL_PHOTO_SIZE)];
      const uploads: Upload[] = [
        { fieldName: 'image', name: 'profile-photo.jpg', data: large, size: large.length, mimeType: 'image/jpeg', extension: 'jpg' },
        { fieldName: 'image', name: 'profile-photo-small.jpg', data: small, size: small.length, mimeType: 'image/jpeg', extension: 'jpg' },
      ];
      const previous = await db.query<{ id: number }>(
        `SELECT id FROM files WHERE owner_type = 'profile_photo' AND owner_id = $1 AND deleted_at IS NULL`,
        [viewer.userId],
      );
      const [stored, storedSmall] = await storeFiles(context, 'profile_photo', viewer.userId, uploads, viewer.userId);
      if (!stored || !storedSmall) throw new Error('The profile photo was not stored.');
      const baseUrl = publicBaseUrl(request, config);
      const answer = { profilePhotoUrl: photoUrl(baseUrl, stored.path), profilePhotoSmallUrl: photoUrl(baseUrl, storedSmall.path) };
      const updated = await first<{ visibility: string }>(
        db,
        `UPDATE users SET profile_photo_url = $2, profile_photo_small_url = $3, updated_at = now() WHERE id = $1
         RETURNING profile_picture_visibility AS visibility`,
        [viewer.userId, answer.profilePhotoUrl, answer.profilePhotoSmallUrl],
      );
      // The previous photo's files go once the new ones are in place.
      for (const file of previous) await deleteFile(context, 'profile_photo', viewer.userId, file.id);
      // A photo not shown to everyone is answered signed for its owner, as every answer gives it (an <img> sends no token).
      if (updated?.visibility === 'public') return answer;
      return {
        profilePhotoUrl: signedPictureAddress(answer.profilePhotoUrl, viewer.userId),
        profilePhotoSmallUrl: signedPictureAddress(answer.profilePhotoSmallUrl, viewer.userId),
      };
    },
  );

  app.patch(
    '/users/profile-picture/visibility',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'profilePictureVisibility',
        tags,
        summary: 'Choose who sees your profile photo; everyone else is shown the default image.',
        body: Type.Object({ visibility: PictureVisibility }, { additionalProperties: false }),
        response: { 200: Type.Object({ visibility: PictureVisibility }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await db.query('UPDATE users SET profile_picture_visibility = $2, updated_at = now() WHERE id = $1', [
        viewer.userId,
        request.body.visibility,
      ]);
      return { visibility: request.body.visibility };
    },
  );
}
