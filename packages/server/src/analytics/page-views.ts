import type { Queryable } from '../db/database.ts';
import { outsideWriteGate } from '../db/write-gate.ts';

/** What a page view is of: the company or club page itself, a company's showroom, or one of its deals or products. */
export type ViewedKind = 'company' | 'club' | 'showroom' | 'deal' | 'product';

/** One member's view of one item of a page (a company's, or a club's). */
export interface PageView {
  kind: ViewedKind;
  itemId: number;
  userId: number;
  /** The company whose analytics count it (company, showroom, deal, product); null for a club's page. */
  companyId: number | null;
  /** The club whose analytics count it (kind club). */
  clubId?: number | null;
}

interface PageViewsLog {
  error(details: object, message: string): void;
}

const silent: PageViewsLog = { error: () => {} };

/** How long a view waits in the buffer before its batch is written. */
export const FLUSH_MILLISECONDS = 1000;
/** A buffer this full is written at once, whatever the time: the memory a burst can take stays bounded. */
export const MAX_PENDING_VIEWS = 5000;

/** The day a view counts on: the UTC calendar day, as every analytics series (docs/analytics.md). */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

/**
 * Views of pages and what they show, counted once a member an item a day (docs/analytics.md "Counting views"). The
 * read routes call `record()`, which only adds to this process's buffer (a duplicate of the same day is dropped at
 * once); within a second the buffer is written by one `INSERT … ON CONFLICT DO NOTHING`, whose unique index
 * page_views_once keeps a view once a day across processes. The read paths' own statements never write.
 * A batch that fails is logged and dropped: a view is a statistic, never a reason to fail or retry a read.
 */
export class PageViews {
  private pending = new Map<string, PageView & { day: string }>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();
  private log: PageViewsLog = silent;
  private closed = false;

  constructor(
    private readonly db: Queryable,
    private readonly flushMilliseconds = FLUSH_MILLISECONDS,
  ) {}

  /** Reports failed batches to the app's logger. */
  useLog(log: PageViewsLog): void {
    this.log = log;
  }

  /** Counts a member's view (signed-in viewers only; anonymous reads are not counted). Never throws, never waits. */
  record(view: PageView): void {
    if (this.closed) return;
    const day = utcDay();
    const key = `${view.kind}:${view.itemId}:${view.userId}:${day}`;
    if (this.pending.has(key)) return;
    this.pending.set(key, { ...view, day });
    if (this.pending.size >= MAX_PENDING_VIEWS) {
      void this.flush();
      return;
    }
    // Not the request's own effect: the batch neither waits for a request's claim nor takes its mark.
    this.timer ??= outsideWriteGate(() => setTimeout(() => void this.flush(), this.flushMilliseconds));
    this.timer.unref?.();
  }

  /** Writes what the buffer holds now (tests call it instead of waiting a second); resolves once it is written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.writing = outsideWriteGate(() => this.writing.then(() => (batch.length > 0 ? this.write(batch) : undefined)));
    return this.writing;
  }

  /** Writes the last views and takes no more (server close). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async write(batch: (PageView & { day: string })[]): Promise<void> {
    try {
      // One statement a batch; a page, an item or a member deleted since the view is skipped, not an error.
      await this.db.query(
        `INSERT INTO page_views (company_id, club_id, kind, item_id, user_id, viewed_on)
         SELECT v.company_id, v.club_id, v.kind, v.item_id, v.user_id, v.viewed_on
           FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[], $6::date[]) AS v(company_id, club_id, kind, item_id, user_id, viewed_on)
          WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = v.user_id)
            AND (v.company_id IS NULL OR EXISTS (SELECT 1 FROM companies c WHERE c.id = v.company_id))
            AND (v.club_id IS NULL OR EXISTS (SELECT 1 FROM clubs c WHERE c.id = v.club_id))
         ON CONFLICT DO NOTHING`,
        [
          batch.map((view) => view.companyId),
          batch.map((view) => view.clubId ?? null),
          batch.map((view) => view.kind),
          batch.map((view) => view.itemId),
          batch.map((view) => view.userId),
          batch.map((view) => view.day),
        ],
      );
    } catch (error) {
      this.log.error({ err: error, views: batch.length }, 'page views not written');
    }
  }
}

declare module '../http/context.ts' {
  interface ServerContext {
    /** Page views waiting for their batch (analytics/page-views.ts, docs/analytics.md). */
    pageViews: PageViews;
  }
}
