import { publicAddress } from '../files/addresses.ts';
import { signedPictureAddress } from '../files/signed-addresses.ts';
import { photoViewerSql, visiblePhotoSql } from '../members/photo-visibility.ts';
import { visiblePostSql } from '../posts/post-sql.ts';
import { postSearchDocumentSql } from '../posts/search.ts';
import {
  candidatesSql,
  contentClosenessSql,
  contentStatement,
  dateConditions,
  excerpt,
  inTitleSql,
  iso,
  Parameters,
  plainText,
  rankSql,
  tierSql,
  wordQueries,
} from './content.ts';
import { closenessOrderSql, type SearchKind, searchKind } from './kind.ts';
import type { SearchHit } from './schemas.ts';

/** A post hit's columns, as its statement answers them. */
interface PostHitRow {
  id: number;
  author_type: 'user' | 'company' | 'club';
  first_name: string;
  last_name: string;
  page_name: string | null;
  title: string | null;
  body: string;
  description: string | null;
  photo: string | null;
  photo_viewer: number | null;
  logo: string | null;
  created_at: string;
  closeness: SearchHit['closeness'];
}

/**
 * SQL: how post `p` stands to `viewer`: their own (`self`), posted as a club they belong to (`member`), as a company
 * they follow or manage (`following`), by a connection (`connection`), else `none`.
 */
function postClosenessSql(viewer: string): string {
  return `(CASE WHEN ${viewer} IS NOT NULL AND p.author_id <> ${viewer} AND p.author_type = 'club'
      AND EXISTS (SELECT 1 FROM club_members nk WHERE nk.club_id = p.owner_id AND nk.user_id = ${viewer}) THEN 'member'
    ELSE ${contentClosenessSql('p.author_id', `CASE WHEN p.author_type = 'company' THEN p.owner_id END`, viewer)} END)`;
}

/**
 * Posts (docs/search.md "Posts, deals and products"): their title, description and text through the posts_search
 * index (the stored post_search_document, migrations 0036 and 0041), `#tag` through post_hashtags, `@username` through post_mentions,
 * `from:@username` (by them), `in:slug` (posted as that company), `before:`/`after:`; only what visiblePostSql lets
 * the viewer see, as every other read of posts. A hit: the author (or the page it was posted as), the post's title,
 * an excerpt of its text, the author's photo as the viewer may see it (or the page's logo).
 */
export const postSearch: SearchKind = searchKind('posts', (terms, viewerId, window, baseUrl) => {
  const params = new Parameters();
  const viewer = params.add(viewerId, 'int');
  const queries = wordQueries(terms, params);
  const document = postSearchDocumentSql('p');
  const conditions = ['p.deleted_at IS NULL'];
  if (queries) conditions.push(`${document} @@ ${queries.close}`);
  if (terms.hashtags.length > 0) {
    const tags = params.add([...new Set(terms.hashtags)], 'text[]');
    conditions.push(`p.id IN (SELECT h.post_id FROM post_hashtags h WHERE search_fold(h.tag) = ANY(${tags})
        GROUP BY h.post_id HAVING count(DISTINCT search_fold(h.tag)) = cardinality(${tags}))`);
  }
  if (terms.mentions.length > 0) {
    const names = params.add([...new Set(terms.mentions)], 'text[]');
    conditions.push(`p.id IN (SELECT pm.post_id FROM post_mentions pm JOIN users mu ON mu.id = pm.user_id WHERE lower(mu.username) = ANY(${names})
        GROUP BY pm.post_id HAVING count(*) = cardinality(${names}))`);
  }
  if (terms.from)
    conditions.push(`p.author_id IN (SELECT fu.id FROM users fu WHERE lower(fu.username) = ${params.add(terms.from, 'text')})`);
  if (terms.in) {
    conditions.push(
      `p.author_type = 'company' AND p.owner_id IN (SELECT ic.id FROM companies ic WHERE lower(ic.slug) = ${params.add(terms.in, 'text')})`,
    );
  }
  conditions.push(...dateConditions('p.created_at', terms, params));
  // Nothing to look for (signs only): nothing found.
  if (conditions.length === 1) return null;

  const candidates = candidatesSql('posts', 'p', conditions, {
    walk: terms.from === null && terms.in === null && terms.mentions.length === 0,
  });
  const found = `SELECT h.*, ${closenessOrderSql('h.closeness')} AS near FROM (
        SELECT p.id, p.created_at, p.beyond, ${tierSql('p.title', document, terms, queries, params)} AS tier, ${inTitleSql(document, terms, params)} AS in_title,
          ${rankSql(document, queries)} AS rank,
          ${postClosenessSql(viewer)} AS closeness
          FROM ${candidates} WHERE ${visiblePostSql('p', viewer)}) h`;
  const hit = `json_build_object('id', p.id, 'author_type', p.author_type, 'first_name', u.first_name, 'last_name', u.last_name,
        'page_name', coalesce(c.name, k.name), 'title', p.title, 'body', p.body, 'description', p.description,
        'photo', ${visiblePhotoSql('u', viewer)}, 'photo_viewer', ${photoViewerSql('u', viewer)},
        'logo', CASE WHEN p.author_type = 'club' THEN k.logo WHEN c.profile_picture_visibility = 'public' OR ${viewer} IS NOT NULL THEN c.logo END,
        'created_at', p.created_at, 'closeness', f.closeness)`;
  const join = `JOIN posts p ON p.id = f.id JOIN users u ON u.id = p.author_id
      LEFT JOIN companies c ON p.author_type = 'company' AND c.id = p.owner_id
      LEFT JOIN clubs k ON p.author_type = 'club' AND k.id = p.owner_id`;
  return contentStatement<{ total: number; more: boolean; best: number; items: PostHitRow[] }>(
    { with: queries?.with ?? null, found, hit, join },
    params,
    window,
    (row) => ({ ...row, items: row.items.map((item) => postHit(item, terms.words, baseUrl)) }),
  );
});

/** A post's row as its hit: the page's name and logo when posted as a company or club, the author's otherwise. */
function postHit(row: PostHitRow, words: readonly string[], baseUrl: string): Omit<SearchHit, 'marks'> {
  const asPage = row.author_type !== 'user' && row.page_name !== null;
  // Signed for the viewer when not public (accounts/session-user.ts profilePhotoUrl), as every member photo is.
  const photo = row.photo !== null && typeof row.photo_viewer === 'number' ? signedPictureAddress(row.photo, row.photo_viewer) : row.photo;
  const text = plainText(row.body) || plainText(row.description ?? '');
  return {
    type: 'posts',
    id: row.id,
    title: asPage ? (row.page_name as string) : `${row.first_name} ${row.last_name}`.trim(),
    subtitle: row.title?.trim() || null,
    text: excerpt(text, words),
    imageUrl: publicAddress(asPage ? row.logo : photo, baseUrl),
    path: `/post/${row.id}`,
    createdAt: iso(row.created_at),
    closeness: row.closeness,
    price: null,
  };
}
