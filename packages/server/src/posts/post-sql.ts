import type { Queryable } from '../db/database.ts';
import { filesAggregate } from '../files/files.ts';
import { connectedSql, memberCardJson } from '../members/member-card.ts';
import { notPageHiddenSql } from '../trust/page-moderation.ts';
import { neitherBlocks, notHiddenSql } from '../trust/sql.ts';
import type { PostColumns } from './post-view.ts';

/**
 * THE visibility rule (docs/posts.md "Who sees a post"): SQL true when `viewer` (an int expression, NULL when
 * signed out) may see post `p` (a posts alias). Every read path — feeds, timelines, hashtag, by id, likes,
 * comments, shares, search — filters by it, so a post the viewer may not see is never answered (404 on a
 * single post). Deleted posts are seen by no one.
 *
 * - the author always sees their post; a company's owner and managers see its posts;
 * - public: anyone, signed out included;
 * - connections: the author's connections (a company's followers, a club's members);
 * - list: the members of the author's friend list `list_id`;
 * - specific: the members in `post_audience`;
 * - club: the members of club `club_id`;
 * - hide: only the author;
 * - hidden by the page's moderators (docs/moderation.md): only the author and the page's moderators.
 */
export function visiblePostSql(p: string, viewer: string): string {
  // Blocking (either way) and hidden content: docs/accounts.md "Blocking and reporting".
  return `(${p}.deleted_at IS NULL AND ${neitherBlocks(viewer, `${p}.author_id`)} AND ${notHiddenSql(p, `${p}.author_id`, viewer)}
    AND ${notPageHiddenSql(p, p, viewer)}
    AND (${p}.visible = 'public' OR ${p}.author_id = ${viewer}
    OR (${viewer} IS NOT NULL AND (
      (${p}.author_type = 'company' AND (EXISTS (SELECT 1 FROM companies vc WHERE vc.id = ${p}.owner_id AND vc.owner_id = ${viewer})
        OR EXISTS (SELECT 1 FROM company_managers vm WHERE vm.company_id = ${p}.owner_id AND vm.user_id = ${viewer})))
      OR (${p}.visible = 'connections' AND CASE ${p}.author_type
        WHEN 'company' THEN EXISTS (SELECT 1 FROM company_followers vf WHERE vf.company_id = ${p}.owner_id AND vf.user_id = ${viewer})
        WHEN 'club' THEN EXISTS (SELECT 1 FROM club_members vk WHERE vk.club_id = ${p}.owner_id AND vk.user_id = ${viewer})
        ELSE ${connectedSql(`${p}.author_id`, viewer)} END)
      OR (${p}.visible = 'list' AND EXISTS (SELECT 1 FROM friend_list_members vl WHERE vl.list_id = ${p}.list_id AND vl.user_id = ${viewer}))
      OR (${p}.visible = 'specific' AND EXISTS (SELECT 1 FROM post_audience va WHERE va.post_id = ${p}.id AND va.user_id = ${viewer}))
      OR (${p}.visible = 'club' AND EXISTS (SELECT 1 FROM club_members vk2 WHERE vk2.club_id = ${p}.club_id AND vk2.user_id = ${viewer}))))))`;
}

/**
 * SQL true when `viewer` may comment on post `p` (which they can see): `anyone` = every member who sees it;
 * `connections` = the author and their connections (a company's followers and managers, a club's members);
 * `no-one` = nobody, the author included (comments are off).
 */
export function mayCommentSql(p: string, viewer: string): string {
  return `(${viewer} IS NOT NULL AND CASE ${p}.comment_permission
    WHEN 'anyone' THEN true
    WHEN 'connections' THEN ${p}.author_id = ${viewer} OR CASE ${p}.author_type
      WHEN 'company' THEN EXISTS (SELECT 1 FROM company_followers cf WHERE cf.company_id = ${p}.owner_id AND cf.user_id = ${viewer})
        OR EXISTS (SELECT 1 FROM company_managers cm WHERE cm.company_id = ${p}.owner_id AND cm.user_id = ${viewer})
        OR EXISTS (SELECT 1 FROM companies co WHERE co.id = ${p}.owner_id AND co.owner_id = ${viewer})
      WHEN 'club' THEN EXISTS (SELECT 1 FROM club_members ck WHERE ck.club_id = ${p}.owner_id AND ck.user_id = ${viewer})
      ELSE ${connectedSql(`${p}.author_id`, viewer)} END
    ELSE false END)`;
}

const entityJson = (table: 'companies' | 'clubs', alias: string, id: string) =>
  `(SELECT json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'slug', ${alias}.slug, 'logo', ${alias}.logo) FROM ${table} ${alias} WHERE ${alias}.id = ${id})`;

/** SQL: the survey of post `p` as `viewer` sees it: vote counts only once they voted, the survey ended, or they wrote it. */
function surveyJson(p: string, viewer: string): string {
  return `(SELECT json_build_object('expires_at', ${p}.expires_at, 'my_vote', mv.option_id, 'show', s.show,
      'options', (SELECT coalesce(json_agg(json_build_object('id', o.id, 'label', o.label, 'votes', CASE WHEN s.show THEN o.votes_count END) ORDER BY o.position), '[]')
                    FROM survey_options o WHERE o.post_id = ${p}.id))
     FROM (SELECT (SELECT sv.option_id FROM survey_votes sv WHERE sv.post_id = ${p}.id AND sv.user_id = ${viewer}) AS option_id) mv,
          LATERAL (SELECT (mv.option_id IS NOT NULL OR ${p}.expires_at <= now() OR coalesce(${p}.author_id = ${viewer}, false)) AS show) s)`;
}

/**
 * The posts row's columns a post's JSON carries (PostColumns): every column but `link_url` (the address a preview was
 * made from) and `search_document` (the search's words). Listed, not `to_jsonb(p)`: a row written out whole is turned
 * into JSON column by column all the same, then has its unwanted keys cut out of a copy.
 */
const POST_COLUMNS = `id kind author_type owner_id author_id body visible list_id club_id comment_permission location title
  description industry_id category_id start_date end_date price currency stock product_type marketplace faqs expires_at
  link_preview link_preview_html shared_post_id likes_count comments_count shares_count views_count created_at updated_at
  deleted_at hidden_at page_hidden_at`.split(/\s+/);

/**
 * SQL: post `p` in JSON (PostColumns, no embedded share) as `viewer` sees it; every child through its index on the
 * post. Text JSON (`json`), not `jsonb`: the answer is sent as text, and the children (member cards, files) are built
 * as text; `jsonb` would parse each of them into its binary form and write the whole out again.
 */
function postBaseJson(p: string, viewer: string, more = ''): string {
  return `(SELECT row_to_json(pj) FROM (SELECT ${POST_COLUMNS.map((column) => `${p}.${column}`).join(', ')},
    (SELECT ${memberCardJson('pa', viewer)} FROM users pa WHERE pa.id = ${p}.author_id) AS author,
    CASE WHEN ${p}.author_type = 'company' THEN ${entityJson('companies', 'pc', `${p}.owner_id`)} END AS company,
    CASE WHEN ${p}.author_type = 'club' THEN ${entityJson('clubs', 'pk', `${p}.owner_id`)} END AS club,
    ${filesAggregate('post', `${p}.id`)} AS files,
    (SELECT row_to_json(ft) FROM (SELECT id, name, description, path, size, mime_type, is_downloadable, file_order, is_cover_file, created_at, updated_at, deleted_at
        FROM files WHERE owner_type = 'post_thumbnail' AND owner_id = ${p}.id AND deleted_at IS NULL ORDER BY id LIMIT 1) ft) AS thumbnail,
    (SELECT coalesce(json_agg(ph.tag ORDER BY ph.tag), '[]') FROM post_hashtags ph WHERE ph.post_id = ${p}.id) AS hashtags,
    (SELECT coalesce(json_agg(json_build_object('id', mu.id, 'username', mu.username) ORDER BY mu.id), '[]')
        FROM post_mentions pm JOIN users mu ON mu.id = pm.user_id WHERE pm.post_id = ${p}.id) AS mentions,
    CASE WHEN ${p}.author_id = ${viewer} THEN (SELECT coalesce(json_agg(au.user_id ORDER BY au.user_id), '[]') FROM post_audience au WHERE au.post_id = ${p}.id) ELSE '[]' END AS user_ids,
    ${viewer} IS NOT NULL AND EXISTS (SELECT 1 FROM post_likes pl WHERE pl.post_id = ${p}.id AND pl.user_id = ${viewer}) AS did_like,
    coalesce(${p}.author_id = ${viewer}, false) AS can_edit,
    (${viewer})::int AS viewer_id,
    CASE WHEN ${p}.kind = 'survey' THEN ${surveyJson(p, viewer)} END AS survey${more}) pj)`;
}

/** SQL: post `p` in JSON with the post it shares (when the viewer may see that one too). */
export function postJson(p: string, viewer: string): string {
  return postBaseJson(
    p,
    viewer,
    `, CASE WHEN ${p}.shared_post_id IS NOT NULL THEN
      (SELECT ${postBaseJson('sp', viewer)} FROM posts sp WHERE sp.id = ${p}.shared_post_id AND ${visiblePostSql('sp', viewer)}) END AS shared_post`,
  );
}

/**
 * The posts `$1::int[]` that `$2::int` may see, each in JSON without the post it shares: the shared posts of a page
 * read apart (postPageSql's `shares: 'apart'`).
 */
const SHARED_POSTS = `SELECT sp.id, ${postBaseJson('sp', '$2::int')} AS post FROM posts sp WHERE sp.id = ANY($1::int[]) AND ${visiblePostSql('sp', '$2::int')}`;

/**
 * `posts` (a page read with `shares: 'apart'`), each that shares a post given it as `viewer` sees it, or null when it
 * is gone or hidden from them, as postJson's inline share: one statement for the page's shares, none when it has none.
 */
export async function withSharedPosts(db: Queryable, posts: PostColumns[], viewer: number | null): Promise<PostColumns[]> {
  const ids = [...new Set(posts.flatMap((post) => (post.shared_post_id === null ? [] : [post.shared_post_id])))];
  if (ids.length === 0) return posts;
  const rows = await db.query<{ id: number; post: PostColumns }>(SHARED_POSTS, [ids, viewer]);
  const shared = new Map(rows.map((row) => [row.id, row.post]));
  return posts.map((post) => (post.shared_post_id === null ? post : { ...post, shared_post: shared.get(post.shared_post_id) ?? null }));
}

/**
 * A page of posts (docs/performance.md, the list-route pattern): `from` (posts as `p`, maybe joined), filtered by
 * `where` and by visiblePostSql, ordered by `orderBy`; the page, its total and (with `exists`) the list owner's
 * existence in one statement. `item` wraps each post's JSON (activities add what the member did). `pageFrom`, when
 * a list finds its page a cheaper way than walking `from` (the home feed: newest posts of each source, merged),
 * yields the page's posts as `p` (already limited); they are filtered by `where` and visiblePostSql all the same.
 * `total`, when the list counts its posts another way (the home feed: its stored timeline's entries), replaces the
 * count; `columns` adds columns of the list's own (`expression AS name, …`).
 */
export function postPageSql(options: {
  from?: string;
  where: string;
  viewer: string;
  limit: string;
  offset: string;
  orderBy?: string;
  exists?: string;
  item?: (post: string) => string;
  pageFrom?: string;
  total?: string;
  columns?: string;
  /**
   * `apart`: each post without the post it shares, which withSharedPosts reads after, for the page's shares alone.
   * The share's JSON and visibility rule double the statement's plan, and a plan's size is paid on every run, shares or
   * not (the home feed's statement: about 0.2 of its 0.9 ms of Postgres CPU, docs/performance.md). Default `inline`.
   */
  shares?: 'inline' | 'apart';
}): string {
  const from = options.from ?? 'posts p';
  const orderBy = options.orderBy ?? 'p.created_at DESC, p.id DESC';
  const where = `(${options.where}) AND ${visiblePostSql('p', options.viewer)}`;
  const post = options.shares === 'apart' ? postBaseJson('p', options.viewer) : postJson('p', options.viewer);
  return `SELECT ${options.exists ? `(${options.exists}) AS found,` : 'true AS found,'}${options.columns ? ` ${options.columns},` : ''}
    ${options.total ?? `(SELECT count(*)::int FROM ${from} WHERE ${where})`} AS total,
    (SELECT coalesce(json_agg(x.item ORDER BY x.n), '[]') FROM (
       SELECT ${options.item ? options.item(post) : post} AS item, row_number() OVER (ORDER BY ${orderBy}) AS n
         FROM ${options.pageFrom ? `${options.pageFrom} WHERE ${where}` : `${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${options.limit} OFFSET ${options.offset}`}) x) AS items`;
}
