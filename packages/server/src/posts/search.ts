import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { Paged, PageQuery, pageWindow } from '../http/paging.ts';
import { Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { FEED_PAGE_SIZE } from './feeds.ts';
import { postPageSql } from './post-sql.ts';
import { type PostColumns, postView } from './post-view.ts';
import { Post } from './schemas.ts';

/** The longest search, in characters once trimmed. */
export const POST_SEARCH_MAX = 200;

const tags = ['posts'];

export const PostSearchQuery = Type.Object(
  {
    q: Text({ description: `Words to look for in posts’ text, title and description (1–${POST_SEARCH_MAX} characters once trimmed).` }),
    ...PageQuery(FEED_PAGE_SIZE).properties,
  },
  { additionalProperties: false },
);

/**
 * The words of a search as a `to_tsquery('simple', …)`: each word a prefix, all of them required (`launch:* &
 * ist:*`), or null when the text holds no letter or digit. Only letters and digits reach to_tsquery, so no input is
 * a syntax error there; `#launch` looks for the word launch (a hashtag's word is in the post's text). Lower-cased, with
 * Turkish İ and ı read as i; the statement folds them further as the search document does (search_fold, migration
 * 0036): `FUARI` finds `fuarı`, `cay` finds `Çay`.
 */
export function postSearchWords(q: string): string | null {
  const text = q
    .normalize('NFKC')
    .toLowerCase()
    .replace(/i\u0307|ı/g, 'i');
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * SQL: the search document of post `p`: post_search_document of its title, description and text (migrations 0018 and
 * 0036), stored on the row (0041) and indexed by `posts_search`.
 */
export const postSearchDocumentSql = (p: string) => `${p}.search_document`;

/**
 * `GET /post/search` and `GET /post/mentions` (docs/posts.md "Search and mentions"): one statement each, every post
 * filtered by visiblePostSql like every other read, newest first.
 */
export function postSearchRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;

  /** One page statement (postPageSql): `$1` the viewer, `$2` the list's own parameter, then limit and offset. */
  async function page(
    request: FastifyRequest,
    query: { page?: number | undefined; limit?: number | undefined },
    list: { from: string; where: string; parameter: unknown; orderBy: string },
  ) {
    const window = pageWindow(query, FEED_PAGE_SIZE);
    const sql = postPageSql({ from: list.from, where: list.where, viewer: '$1::int', limit: '$3', offset: '$4', orderBy: list.orderBy });
    const row = await first<{ total: number; items: PostColumns[] }>(db, sql, [
      request.viewer?.userId ?? null,
      list.parameter,
      window.limit,
      window.offset,
    ]);
    const baseUrl = publicBaseUrl(request, config);
    return {
      items: (row?.items ?? []).map((item) => postView(item, baseUrl)),
      total: Number(row?.total ?? 0),
      page: window.page,
      limit: window.limit,
    };
  }

  app.get(
    '/post/search',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'searchPosts',
        tags,
        summary:
          'Posts whose text, title or description holds every word of q (as a word or the start of one, any language, any case), ' +
          'newest first; only posts the viewer may see (signed-out viewers: public posts).',
        querystring: PostSearchQuery,
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const q = request.query.q.trim();
      if (q.length === 0 || q.length > POST_SEARCH_MAX) {
        const message = t('post.search_length', { max: POST_SEARCH_MAX });
        throw badRequest(message, { q: message });
      }
      const words = postSearchWords(q);
      if (!words) {
        // Only signs (`!!!`, `#`): no word to look for, so nothing matches.
        const window = pageWindow(request.query, FEED_PAGE_SIZE);
        return { items: [], total: 0, page: window.page, limit: window.limit };
      }
      return page(request, request.query, {
        from: 'posts p',
        // Folded as the document is (search_fold, migration 0036): `cay` and `ÇAY` find Çay.
        where: `${postSearchDocumentSql('p')} @@ to_tsquery('simple', search_fold($2::text))`,
        parameter: words,
        orderBy: 'p.created_at DESC, p.id DESC',
      });
    },
  );

  app.get(
    '/post/mentions',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'mentionedPosts',
        tags,
        summary:
          '“Mentioned you”: posts by others that mention me (`@[Name](username)`), newest post first; a mention in a post I may not see is left out.',
        querystring: PageQuery(FEED_PAGE_SIZE),
        response: { 200: Paged(Post) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      return page(request, request.query, {
        from: 'post_mentions pm JOIN posts p ON p.id = pm.post_id',
        where: 'pm.user_id = $2::int AND p.author_id <> $2::int',
        parameter: viewer.userId,
        orderBy: 'pm.created_at DESC, pm.post_id DESC',
      });
    },
  );
}
