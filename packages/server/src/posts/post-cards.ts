import type { Queryable } from '../db/database.ts';
import { POST_CARDS } from './post-sql.ts';
import type { PostColumns } from './post-view.ts';

/** What of a post every viewer sees alike: its row but its counters, its files, cover, hashtags and mentions. */
export type PostCardColumns = Omit<PostColumns, PostViewerKey | 'shared_post'>;

type PostViewerKey =
  | 'likes_count'
  | 'comments_count'
  | 'shares_count'
  | 'views_count'
  | 'author'
  | 'company'
  | 'club'
  | 'user_ids'
  | 'did_like'
  | 'can_edit'
  | 'viewer_id'
  | 'survey';

/** A post read without its card (postPageSql's `cards`): its id, its card's version and the rest of PostColumns. */
export type PostViewerColumns = Pick<PostColumns, 'id' | PostViewerKey> & { card_version: number };

/** Cards a process keeps by default: about 2 kB each, so some 20 MB at most. */
export const POST_CARDS_KEPT = 10_000;

export interface PostCards {
  /**
   * The posts of a page read without their cards, whole (PostColumns), in their order: each completed with the card
   * kept for its version, the others read in one statement (and kept). A post gone since the page was read (removed
   * for good in between) is left out.
   */
  complete(db: Queryable, posts: readonly PostViewerColumns[]): Promise<PostColumns[]>;
  /** How many cards are kept now (tests, the bench). */
  readonly size: number;
}

/**
 * The cards of the posts a process has shown lately, by post, each with the version it was read at
 * (docs/performance.md "Post cards"). The version comes with every page from the database, whose triggers bump it in the
 * transaction of every write a card shows, so a kept card is used only while it is the post's: no process tells
 * another anything, and nothing is ever served stale. The newest used are kept, up to `capacity`.
 */
export function postCards(capacity = POST_CARDS_KEPT): PostCards {
  const kept = new Map<number, { version: number; card: PostCardColumns }>();
  const keep = (id: number, version: number, card: PostCardColumns) => {
    kept.delete(id);
    kept.set(id, { version, card });
    if (kept.size > capacity) kept.delete(kept.keys().next().value as number);
  };
  return {
    get size() {
      return kept.size;
    },
    async complete(db, posts) {
      const cards = new Map<number, PostCardColumns>();
      const missing: number[] = [];
      for (const post of posts) {
        const entry = kept.get(post.id);
        if (entry?.version === post.card_version) {
          // Used again: the newest used are the last to go.
          keep(post.id, entry.version, entry.card);
          cards.set(post.id, entry.card);
        } else missing.push(post.id);
      }
      if (missing.length > 0) {
        const rows = await db.query<{ id: number; version: number; card: PostCardColumns }>(POST_CARDS, [missing]);
        for (const row of rows) {
          // Read now, it may be newer than the page's version: it is the post's latest, kept under its own.
          keep(row.id, row.version, row.card);
          cards.set(row.id, row.card);
        }
      }
      const whole: PostColumns[] = [];
      for (const post of posts) {
        const card = cards.get(post.id);
        if (card === undefined) continue;
        const { card_version: _version, ...viewer } = post;
        whole.push({ ...card, ...viewer });
      }
      return whole;
    },
  };
}
