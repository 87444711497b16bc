import { type Database, first, type PreparedStatement, type Queryable } from '../db/database.ts';
import type { Jobs } from '../jobs/runner.ts';

/**
 * The home feed's stored timeline (docs/performance.md "Home timelines"): one row a member in `home_timelines`, their
 * entries in `home_timeline_posts`, kept current by the database's own triggers (migration 0034) on every write that
 * adds a post or changes whose posts a member's feed holds. This module reads its state, builds a timeline on a
 * member's first read or return, trims it, and runs the fan-out of posts with a large audience.
 */

/** Entries past the timeline's length before it is trimmed (a trim is a write: not one a read). */
export const TRIM_SLACK = 100;

/** How stale a timeline's `read_at` may be before a read marks it again (it says who is active: fan-out goes to them). */
export const READ_MARK_SECONDS = 3600;

/** The fan-out job of a post whose audience of active members is large (written by the posts' trigger). */
export const FAN_OUT_JOB = 'home-timeline.fan-out';
/** The daily sweep of timelines nobody read for `active_days`: they are built again on their member's return. */
export const SWEEP_JOB = 'home-timeline.sweep';
const SWEEP_EVERY_SECONDS = 24 * 3600;

/** What the read statement says of the viewer's timeline (null: none stored). */
export interface TimelineState {
  /** Unread for `active_days`: no longer written to, to be built again. */
  stale: boolean;
  /** Read more than READ_MARK_SECONDS ago: mark it read. */
  mark: boolean;
  /** It holds every post of the member's sources (none trimmed). */
  complete: boolean;
  /** Entries stored, the posts beyond them when trimmed, and the merged pages' posts read with them: the feed's total. */
  entries: number;
  older: number;
  merged: number;
  /** The member follows, manages or joined a page merged at read: their page is read with its posts (feeds.ts). */
  merges: boolean;
  /** Over the length by more than TRIM_SLACK: trim it. */
  trim: boolean;
}

/**
 * SQL (a FROM item): the pages merged at read among `member`'s sources (`kind`, `ref`). Most deployments merge no page:
 * then a look at the empty table is all this costs (a one-time filter), not the member's follows and clubs.
 */
const mergedSourcesSql = (member: string) =>
  `(SELECT * FROM home_timeline_merged_sources(${member}) WHERE EXISTS (SELECT 1 FROM home_timeline_merged))`;

/**
 * SQL (a FROM item `mp`: `id`, `created_at`): the live posts of `member`'s pages merged at read (migration 0043: too
 * large to fan out), newer than their trimmed timeline's oldest entry and not in it, newest first; with `visibleTo`
 * (an SQL condition on the post `p`) only those, and with `limit` (an SQL int) at most that many a page.
 */
export function mergedPostsSql(member: string, options: { visibleTo?: string; limit?: string } = {}): string {
  return `${mergedSourcesSql(member)} ms
    LEFT JOIN home_timeline_edge(${member}) edge ON true
    CROSS JOIN LATERAL (SELECT p.id, p.created_at FROM posts p
       WHERE p.author_type = ms.kind AND p.owner_id = ms.ref AND p.deleted_at IS NULL
         AND (edge.post_id IS NULL OR (p.created_at, p.id) > (edge.created_at, edge.post_id))
         AND NOT EXISTS (SELECT 1 FROM home_timeline_posts d WHERE d.member_id = ${member} AND d.created_at = p.created_at AND d.post_id = p.id)
         ${options.visibleTo ? `AND ${options.visibleTo}` : ''}
       ORDER BY p.created_at DESC, p.id DESC ${options.limit ? `LIMIT ${options.limit}` : ''}) mp`;
}

/**
 * SQL (a column): the state of `$1::int`'s timeline, as TimelineState's JSON, or null. `merged`: the statement reads
 * the merged pages' posts too (feeds.ts), so the state counts them; otherwise it only says whether there are any
 * (`merges`), at the cost of a look at an empty table on most deployments.
 */
export function timelineStateSql(options: { merged: boolean }): string {
  const merged = options.merged
    ? `'merged', (SELECT count(*)::int FROM ${mergedPostsSql('h.member_id')}), 'merges', true`
    : `'merged', 0, 'merges', EXISTS (SELECT 1 FROM ${mergedSourcesSql('h.member_id')} ms)`;
  return `(SELECT json_build_object(
    'stale', h.read_at <= now() - make_interval(days => s.active_days),
    'mark', h.read_at <= now() - make_interval(secs => ${READ_MARK_SECONDS}),
    'complete', h.complete, 'older', h.older, 'entries', e.n, 'trim', e.n > s.length + ${TRIM_SLACK}, ${merged})
  FROM home_timelines h CROSS JOIN home_timeline_settings s
  CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM home_timeline_posts c WHERE c.member_id = h.member_id) e
  WHERE h.member_id = $1::int)`;
}

const MARK_READ: PreparedStatement = {
  name: 'home_timeline_mark_read',
  sql: 'UPDATE home_timelines SET read_at = now() WHERE member_id = $1',
  // Who is active steers the fan-out; no answer reads it, so it outdates no cached read.
  bookkeeping: true,
};

/** Builds `member`'s timeline anew from their sources (their first read, or a return after `active_days`). */
export async function fillTimeline(db: Queryable, member: number): Promise<void> {
  await db.query('SELECT home_timeline_fill($1)', [member]);
}

/**
 * After a read of the stored timeline: marks it read (once an hour at most) and trims it when it grew past its
 * length. Neither changes what the member's next read answers, except that the trim counts what it took out.
 */
export async function afterTimelineRead(db: Database, member: number, state: TimelineState): Promise<void> {
  if (state.mark) await db.prepared(MARK_READ, [member]);
  if (state.trim) await db.query('SELECT home_timeline_trim($1)', [member]);
}

/** Registers the fan-out of large audiences and the sweep of timelines left unread. */
export function timelineJobs(jobs: Jobs, db: Queryable): void {
  jobs.handle<{ postId: number }>(FAN_OUT_JOB, async (job) => {
    await first(db, 'SELECT home_timeline_fan_out(ARRAY[$1::int], NULL) AS written', [job.payload.postId]);
  });
  jobs.every(SWEEP_JOB, SWEEP_EVERY_SECONDS, async () => {
    await db.query(
      `DELETE FROM home_timelines h USING home_timeline_settings s WHERE h.read_at <= now() - make_interval(days => s.active_days)`,
    );
  });
}
