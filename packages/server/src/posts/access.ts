import { first, type Queryable } from '../db/database.ts';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import { type Message, t } from '../i18n/catalogue.ts';
import { mutedInClubSql, mutedOnPage } from '../trust/page-moderation.ts';
import { postJson, visiblePostSql } from './post-sql.ts';
import { type PostColumns, postView } from './post-view.ts';
import type { AuthorType, Post, Visibility } from './schemas.ts';

export const unprocessable = (field: string, message: Message) => new ApiError(422, 'validation_failed', message, { [field]: message });

/** One post as `viewer` sees it, in one statement; 404 when it is missing, deleted or not for them. */
export async function loadPost(db: Queryable, id: number, viewer: number | null, baseUrl: string): Promise<Post> {
  const row = await first<{ post: PostColumns }>(
    db,
    `SELECT ${postJson('p', '$2::int')} AS post FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`,
    [id, viewer],
  );
  if (!row) throw notFound('post');
  return postView(row.post, baseUrl);
}

/** The bare facts of a post the viewer may see (for writes); 404 otherwise. */
export interface PostFacts {
  id: number;
  kind: string;
  author_id: number;
  visible: Visibility;
  shared_post_id: number | null;
  expires_at: Date | string | null;
  may_comment: boolean;
}

export async function visiblePostFacts(db: Queryable, id: number, viewer: number | null, extra = 'false'): Promise<PostFacts> {
  const row = await first<PostFacts>(
    db,
    `SELECT p.id, p.kind, p.author_id, p.visible, p.shared_post_id, p.expires_at, ${extra} AS may_comment
       FROM posts p WHERE p.id = $1 AND ${visiblePostSql('p', '$2::int')}`,
    [id, viewer],
  );
  if (!row) throw notFound('post');
  return row;
}

/** Who a new post is posted as: the member, a company they own or manage that holds a Shop membership, or a club they belong to. */
export async function postingAs(
  db: Queryable,
  viewer: number,
  form: { shareType?: AuthorType | undefined; authorId?: number | undefined; clubId?: number | undefined },
): Promise<{ authorType: AuthorType; ownerId: number }> {
  const shareType = form.shareType ?? 'user';
  if (shareType === 'user') return { authorType: 'user', ownerId: viewer };
  if (shareType === 'company') {
    if (form.authorId === undefined) throw unprocessable('authorId', t('post.company_required'));
    const row = await first<{ manages: boolean; shop: boolean }>(
      db,
      `SELECT (c.owner_id = $2 OR EXISTS (SELECT 1 FROM company_managers m WHERE m.company_id = c.id AND m.user_id = $2)) AS manages,
              coalesce(c.membership_type = 'SHOP', false) AS shop
         FROM companies c WHERE c.id = $1`,
      [form.authorId, viewer],
    );
    if (!row) throw notFound('company');
    if (!row.manages) throw forbidden(t('post.company_not_managed'));
    // SPEC §6: only a company holding the Shop membership speaks in its own name (docs/companies-and-clubs.md "Posting as").
    if (!row.shop) throw forbidden(t('post.company_needs_shop'));
    return { authorType: 'company', ownerId: form.authorId };
  }
  if (form.clubId === undefined) throw unprocessable('clubId', t('post.club_required'));
  await checkClubMember(db, form.clubId, viewer);
  return { authorType: 'club', ownerId: form.clubId };
}

async function checkClubMember(db: Queryable, clubId: number, viewer: number): Promise<void> {
  const row = await first<{ member: boolean; muted_until: string | Date | null }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM club_members m WHERE m.club_id = c.id AND m.user_id = $2) AS member, ${mutedInClubSql('c.id', '$2::int')} AS muted_until
       FROM clubs c WHERE c.id = $1`,
    [clubId, viewer],
  );
  if (!row) throw notFound('club');
  if (!row.member) throw forbidden(t('post.club_not_member'));
  // Muted by the club's moderators (docs/moderation.md): no posts as or in the club until the mute ends.
  if (row.muted_until !== null) throw mutedOnPage(row.muted_until);
}

/** The audience a post's visibility names, checked: the writer's own list, known members, a club they belong to. */
export interface Audience {
  visible: Visibility;
  listId: number | null;
  clubId: number | null;
  userIds: number[];
}

export async function checkAudience(
  db: Queryable,
  viewer: number,
  form: { visible?: Visibility | undefined; listId?: number | undefined; clubId?: number | undefined; userIds?: number[] | undefined },
  postedAsClub: number | null,
): Promise<Audience> {
  const visible = form.visible ?? 'public';
  const audience: Audience = { visible, listId: null, clubId: postedAsClub, userIds: [] };
  if (visible === 'list') {
    if (form.listId === undefined) throw unprocessable('listId', t('post.list_required'));
    if (!(await first(db, 'SELECT 1 FROM friend_lists WHERE id = $1 AND owner_id = $2', [form.listId, viewer]))) {
      throw unprocessable('listId', t('post.list_not_yours'));
    }
    audience.listId = form.listId;
  } else if (visible === 'specific') {
    const ids = [...new Set(form.userIds ?? [])];
    if (ids.length === 0) throw unprocessable('userIds', t('post.members_required'));
    const known = await first<{ n: number }>(db, 'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::int[])', [ids]);
    if (known?.n !== ids.length) throw unprocessable('userIds', t('post.members_unknown'));
    audience.userIds = ids;
  } else if (visible === 'club') {
    const clubId = form.clubId ?? postedAsClub;
    if (clubId === undefined || clubId === null) throw unprocessable('clubId', t('post.club_required'));
    await checkClubMember(db, clubId, viewer);
    audience.clubId = clubId;
  }
  return audience;
}

/**
 * Stores the chosen members of a `specific` post, replacing any before. A `fresh` post (just written) has none to
 * replace: with no members either, no statement is run.
 */
export async function storeAudience(db: Queryable, postId: number, userIds: readonly number[], fresh = false): Promise<void> {
  if (!fresh) await db.query('DELETE FROM post_audience WHERE post_id = $1', [postId]);
  if (userIds.length > 0) {
    await db.query('INSERT INTO post_audience (post_id, user_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
      postId,
      [...userIds],
    ]);
  }
}
