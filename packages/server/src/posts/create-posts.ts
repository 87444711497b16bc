import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { storeFiles } from '../files/files.ts';
import { formFields, multipartRoute, readUploads, type Upload } from '../files/uploads.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import { checkSelections } from '../listings/forms.ts';
import { checkAudience, loadPost, postingAs, storeAudience, unprocessable } from './access.ts';
import { notifyMentions } from './post-notifications.ts';
import { sanitizePreviewHtml } from './preview-html.ts';
import { previewLater } from './preview-jobs.ts';
import {
  ArticlePostForm,
  BodyPostForm,
  DocumentPostForm,
  EventPostForm,
  FaqList,
  MediaPostForm,
  Post,
  type PostKind,
  ProductPostForm,
  SurveyPostForm,
  VideoPostForm,
} from './schemas.ts';
import { firstUrl, storeTextMarks } from './text-marks.ts';

/** Files one post may carry (a video's thumbnail besides). */
export const MAX_POST_FILES = 10;

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
]);
/** Images a post shows inline: no SVG (active content is only ever downloaded). */
const isImage = (upload: Upload) => upload.mimeType.startsWith('image/') && upload.mimeType !== 'image/svg+xml';
const isVideo = (upload: Upload) => upload.mimeType.startsWith('video/');
const isDocument = (upload: Upload) => DOCUMENT_TYPES.has(upload.mimeType);

const wrongType = (upload: Upload, what: Message) =>
  new ApiError(415, 'unsupported_media_type', t('post.file_kind', { name: upload.name, what }), {
    [upload.fieldName]: t('post.file_kind_field', { what }),
  });

interface FileRule {
  /** What the `files` field takes, and whether at least one is needed. */
  files: { accept: (upload: Upload) => boolean; what: Message; required: boolean; max: number } | undefined;
  /** Video posts: one image in `thumbnail`. */
  thumbnail: boolean;
}

const images = (required: boolean) => ({ accept: isImage, what: t('post.what_images'), required, max: MAX_POST_FILES });
const FILE_RULES: Record<PostKind, FileRule> = {
  body: { files: undefined, thumbnail: false },
  survey: { files: undefined, thumbnail: false },
  media: { files: images(true), thumbnail: false },
  article: { files: images(false), thumbnail: false },
  event: { files: images(false), thumbnail: false },
  product: { files: images(false), thumbnail: false },
  video: { files: { accept: isVideo, what: t('post.what_video'), required: true, max: 1 }, thumbnail: true },
  document: { files: { accept: isDocument, what: t('post.what_documents'), required: true, max: MAX_POST_FILES }, thumbnail: false },
};

/** Checks each upload against its kind's rule (415 naming the file); answers the files and the thumbnail. */
function sortUploads(kind: PostKind, uploads: Upload[]): { files: Upload[]; thumbnail: Upload | undefined } {
  const rule = FILE_RULES[kind];
  const files: Upload[] = [];
  let thumbnail: Upload | undefined;
  for (const upload of uploads) {
    if (upload.fieldName === 'thumbnail' && rule.thumbnail) {
      if (!isImage(upload)) throw wrongType(upload, t('post.what_image'));
      if (thumbnail) throw badRequest(t('post.one_thumbnail'), { thumbnail: t('post.one_thumbnail') });
      thumbnail = upload;
    } else if (upload.fieldName === 'files' && rule.files) {
      if (!rule.files.accept(upload)) throw wrongType(upload, rule.files.what);
      files.push(upload);
    } else {
      throw badRequest(t('post.no_files_here', { field: upload.fieldName }), { [upload.fieldName || 'files']: t('post.no_files_field') });
    }
  }
  if (rule.files?.required && files.length === 0)
    throw badRequest(t('post.files_required', { what: rule.files.what }), { files: t('field.required') });
  if (rule.files && files.length > rule.files.max)
    throw badRequest(t('post.too_many_files', { max: rule.files.max }), { files: t('post.too_many_files', { max: rule.files.max }) });
  return { files, thumbnail };
}

const faqList = Compile(FaqList);

function parseFaqs(text: string | undefined): Static<typeof FaqList> {
  if (text === undefined) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(t('post.faqs_invalid'), { faqs: t('post.faqs_invalid') });
  }
  if (!faqList.Check(parsed)) throw badRequest(t('post.faqs_invalid'), { faqs: t('post.faqs_invalid') });
  return parsed.map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() }));
}

/** SPEC §5 expiry: "a day" +1 day, "a week" +7 days, "a month" +1 month, anything else now; none sent: a week. */
export function expiryInterval(expire: string | undefined): string {
  const value = (expire ?? 'a week').trim().toLowerCase();
  if (value === 'a day') return '1 day';
  if (value === 'a week') return '7 days';
  if (value === 'a month') return '1 month';
  return '0 seconds';
}

/** Every field any kind's form may carry, as the handler reads them. */
interface AnyPostForm {
  body?: string | undefined;
  shareType?: 'user' | 'company' | 'club' | undefined;
  authorId?: number | undefined;
  clubId?: number | undefined;
  location?: string | undefined;
  visible?: 'public' | 'connections' | 'list' | 'specific' | 'club' | 'hide' | undefined;
  listId?: number | undefined;
  userIds?: number[] | undefined;
  commentPermission?: 'anyone' | 'connections' | 'no-one' | undefined;
  link_preview_html?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  industry?: number | undefined;
  category?: number | undefined;
  industry_id?: number | undefined;
  category_id?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  price?: number | undefined;
  currency?: string | undefined;
  stock?: number | undefined;
  type?: string | undefined;
  marketplace?: boolean | undefined;
  faqs?: string | undefined;
  options?: string[] | undefined;
  expire?: string | undefined;
}

const CREATE_ROUTES: { kind: PostKind; form: TObject; operationId: string; summary: string }[] = [
  { kind: 'body', form: BodyPostForm, operationId: 'createBodyPost', summary: 'Post text (only body is needed).' },
  {
    kind: 'media',
    form: MediaPostForm,
    operationId: 'createMediaPost',
    summary: 'Post images (files: JPEG, PNG, GIF, WebP, AVIF, HEIC, BMP, TIFF by content).',
  },
  {
    kind: 'video',
    form: VideoPostForm,
    operationId: 'createVideoPost',
    summary: 'Post a video (files: one MP4) with an optional image thumbnail.',
  },
  {
    kind: 'document',
    form: DocumentPostForm,
    operationId: 'createDocumentPost',
    summary: 'Post documents (files: PDF, Word, Excel, PowerPoint, OpenDocument by content).',
  },
  {
    kind: 'article',
    form: ArticlePostForm,
    operationId: 'createArticlePost',
    summary: 'Post an article: title, description, industry, category, cover images.',
  },
  {
    kind: 'event',
    form: EventPostForm,
    operationId: 'createEventPost',
    summary: 'Post an event: title, description, industry_id, category_id, start_date, end_date.',
  },
  {
    kind: 'product',
    form: ProductPostForm,
    operationId: 'createProductPost',
    summary: 'Post a product: title, price, currency, stock, industry_id, type, location, description, marketplace, files, faqs.',
  },
  {
    kind: 'survey',
    form: SurveyPostForm,
    operationId: 'createSurveyPost',
    summary: 'Post a survey: title, description, options (2–10), expire ("a day", "a week", "a month").',
  },
];

/** POST /post/{kind}-post, the eight kinds of SPEC §3 "Post" (docs/posts.md). */
export function createPostRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const limits = { maxFiles: MAX_POST_FILES + 1, maxFileBytes: config.maxUploadBytes };

  async function createPost(request: FastifyRequest, kind: PostKind, schema: TObject) {
    const viewer = requireViewer(request);
    const { fields, files: uploads } = await readUploads(request, limits);
    const form = formFields(schema, fields) as AnyPostForm;
    const { files, thumbnail } = sortUploads(kind, uploads);
    const industryId = form.industry_id ?? form.industry;
    const categoryId = form.category_id ?? form.category;
    checkSelections({ industry_id: industryId, category_id: categoryId, currency: form.currency });
    if (form.start_date && form.end_date && new Date(form.end_date) < new Date(form.start_date)) {
      throw unprocessable('end_date', t('post.end_before_start'));
    }
    const faqs = parseFaqs(form.faqs);
    const body = form.body?.trim() ?? '';
    const linkUrl = firstUrl(body) ?? null;
    const previewHtml = form.link_preview_html === undefined ? null : await sanitizePreviewHtml(form.link_preview_html);
    const options = (form.options ?? []).map((option) => option.trim());
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
      throw unprocessable('options', t('post.options_repeated'));
    }

    // `mentions`: the text names members, whose "mentioned you" is told once the post is committed.
    const { id: postId, mentions } = await db.transaction(async (tx) => {
      const as = await postingAs(tx, viewer.userId, form);
      const audience = await checkAudience(tx, viewer.userId, form, as.authorType === 'club' ? as.ownerId : null);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, list_id, club_id, comment_permission, location, title,
                            description, industry_id, category_id, start_date, end_date, price, currency, stock, product_type, marketplace, faqs,
                            expires_at, link_url, link_preview_html)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22::jsonb,
                 CASE WHEN $1 = 'survey' THEN now() + $23::interval END, $24, $25)
         RETURNING id`,
        [
          kind,
          as.authorType,
          as.ownerId,
          viewer.userId,
          body,
          audience.visible,
          audience.listId,
          audience.clubId,
          form.commentPermission ?? 'anyone',
          form.location?.trim() || null,
          form.title?.trim() ?? null,
          form.description ?? null,
          industryId ?? null,
          categoryId ?? null,
          form.start_date ?? null,
          form.end_date ?? null,
          form.price ?? null,
          form.currency ?? null,
          form.stock ?? null,
          form.type?.trim() || null,
          form.marketplace ?? null,
          JSON.stringify(faqs),
          expiryInterval(form.expire),
          linkUrl,
          previewHtml,
        ],
      );
      const id = (row as { id: number }).id;
      await storeAudience(tx, id, audience.userIds, true);
      const mentions = await storeTextMarks(tx, id, [body, form.title, form.description], true);
      if (options.length > 0) {
        await tx.query(
          'INSERT INTO survey_options (post_id, position, label) SELECT $1, o.position, o.label FROM unnest($2::text[]) WITH ORDINALITY o (label, position)',
          [id, options],
        );
      }
      return { id, mentions };
    });
    if (files.length > 0) await storeFiles(context, 'post', postId, files, viewer.userId);
    if (thumbnail) await storeFiles(context, 'post_thumbnail', postId, [thumbnail], viewer.userId);
    if (linkUrl) await previewLater(context, postId, linkUrl);
    if (mentions) await notifyMentions(context, postId, viewer.userId, publicBaseUrl(request, config));
    return loadPost(db, postId, viewer.userId, publicBaseUrl(request, config));
  }

  for (const route of CREATE_ROUTES) {
    app.post(
      `/post/${route.kind}-post`,
      {
        ...multipartRoute,
        config: { auth: 'required' },
        schema: {
          operationId: route.operationId,
          tags: ['posts'],
          summary: `${route.summary} Multipart form; visible defaults to public, commentPermission to anyone (docs/posts.md).`,
          consumes: ['multipart/form-data'],
          body: route.form,
          response: { 201: Post },
        },
      },
      async (request, reply) => {
        const post = await createPost(request, route.kind, route.form);
        reply.code(201);
        return post;
      },
    );
  }
}
