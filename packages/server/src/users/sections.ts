import { Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App } from '../http/context.ts';
import { ApiError, type MissingThing, notFound } from '../http/errors.ts';
import { Id, Nullable } from '../http/schema.ts';
import { type Message, t } from '../i18n/catalogue.ts';

/** Profile sections (experiences, educations, business offers) a member may hold: docs/network.md "Profiles". */
export const MAX_EXPERIENCES = 50;
export const MAX_EDUCATIONS = 50;
export const MAX_BUSINESS_OFFERS = 20;
/** Recommendations a profile answer embeds: the newest ones (docs/performance.md, bounded answers). */
export const MAX_PROFILE_RECOMMENDATIONS = 50;

export const FIRST_YEAR = 1900;
/** Years reach ten years ahead (a planned end): the bound is taken when the server starts. */
export const LAST_YEAR = new Date().getUTCFullYear() + 10;

export const Year = Type.Integer({ minimum: FIRST_YEAR, maximum: LAST_YEAR, description: `A year, ${FIRST_YEAR} to ${LAST_YEAR}.` });
export const Month = Type.Integer({ minimum: 1, maximum: 12, description: 'A month, 1 to 12.' });
export const Position = Type.Integer({ minimum: 0, maximum: 10_000, description: 'Order among entries of the same dates (ties).' });

/** The date fields of an experience or education as they are answered. */
export const PeriodAnswer = {
  start_date_year: Nullable(Type.Integer()),
  start_date_month: Nullable(Type.Integer()),
  end_date_year: Nullable(Type.Integer({ description: 'null: current (no end).' })),
  end_date_month: Nullable(Type.Integer()),
};

export const SectionParams = Type.Object({ id: Id() }, { additionalProperties: false });

export interface Period {
  start_date_year: number | null;
  start_date_month: number | null;
  end_date_year: number | null;
  end_date_month: number | null;
}

const invalid = (field: string, message: Message) => new ApiError(422, 'validation_failed', message, { [field]: message });

/**
 * The rules of a period (SPEC §4 orders by it): a month needs its year; the end is not before the start
 * (same year: the end month not before the start month). 422 naming the field otherwise.
 */
export function checkPeriod(period: Period): void {
  if (period.start_date_month !== null && period.start_date_year === null) throw invalid('start_date_year', t('profile.month_needs_year'));
  if (period.end_date_month !== null && period.end_date_year === null) throw invalid('end_date_year', t('profile.month_needs_year'));
  if (period.start_date_year === null || period.end_date_year === null) return;
  if (period.end_date_year < period.start_date_year) throw invalid('end_date_year', t('profile.end_before_start'));
  if (
    period.end_date_year === period.start_date_year &&
    period.end_date_month !== null &&
    period.start_date_month !== null &&
    period.end_date_month < period.start_date_month
  )
    throw invalid('end_date_month', t('profile.end_before_start'));
}

/** 422 when a member already holds `max` entries of a section. */
export function tooMany(max: number): ApiError {
  return new ApiError(422, 'validation_failed', t('profile.too_many', { max }));
}

/**
 * SQL ORDER BY of a dated section (SPEC §4): current entries (no end year) first, then by end year and month
 * descending, then by start descending; `position` and the id break ties. `e` is the table alias.
 */
export function periodOrder(e: string): string {
  return `(${e}.end_date_year IS NULL) DESC, ${e}.end_date_year DESC NULLS LAST, ${e}.end_date_month DESC NULLS LAST,
    ${e}.start_date_year DESC NULLS LAST, ${e}.start_date_month DESC NULLS LAST, ${e}.position, ${e}.id`;
}

/** A dated section's table and how its entries are named in messages. */
export interface DatedSection {
  table: 'user_experiences' | 'user_educations';
  thing: MissingThing;
}

/** The stored period of one of the viewer's entries (404 when it is not theirs or not there). */
export async function ownedPeriod(db: Queryable, section: DatedSection, id: number, userId: number): Promise<Period & { id: number }> {
  const stored = await first<Period & { id: number }>(
    db,
    `SELECT id, start_date_year, start_date_month, end_date_year, end_date_month FROM ${section.table} WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  if (!stored) throw notFound(section.thing);
  return stored;
}

/** A PATCH's period: the dates sent over the stored ones, checked as a whole (checkPeriod). */
export function patchedPeriod(sent: Partial<Period>, stored: Period): Period {
  const period = {
    start_date_year: merged(sent.start_date_year, stored.start_date_year),
    start_date_month: merged(sent.start_date_month, stored.start_date_month),
    end_date_year: merged(sent.end_date_year, stored.end_date_year),
    end_date_month: merged(sent.end_date_month, stored.end_date_month),
  };
  checkPeriod(period);
  return period;
}

/** `DELETE {path}/:id`: removes one of the viewer's entries of a dated section (404 when not theirs). */
export function deleteDatedSectionRoute(
  app: App,
  db: Queryable,
  section: DatedSection & { path: string; operationId: string; summary: string; tags: string[] },
): void {
  app.delete(
    `${section.path}/:id`,
    {
      config: { auth: 'required' },
      schema: {
        operationId: section.operationId,
        tags: section.tags,
        summary: section.summary,
        params: SectionParams,
        response: { 204: Type.Null({ description: 'Removed.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const rows = await db.query(`DELETE FROM ${section.table} WHERE id = $1 AND user_id = $2 RETURNING id`, [
        request.params.id,
        viewer.userId,
      ]);
      if (rows.length === 0) throw notFound(section.thing);
      reply.code(204);
      return null;
    },
  );
}

/** A value of a JSON body: `undefined` when the field was not sent (PATCH keeps the stored value). */
export function merged<T>(sent: T | undefined, stored: T): T {
  return sent === undefined ? stored : sent;
}

/**
 * `SET` clauses for the sent fields of a PATCH, each a numbered parameter after `values`' current ones. Text
 * is trimmed (blank text clears); null clears.
 */
export function setClauses(fields: Record<string, unknown>, columns: readonly string[], values: unknown[]): string[] {
  const sets: string[] = [];
  for (const column of columns) {
    const value = fields[column];
    if (value === undefined) continue;
    values.push(typeof value === 'string' ? value.trim() || null : value);
    sets.push(`${column} = $${values.length}`);
  }
  return sets;
}

export const iso = (value: Date | string): string => new Date(value).toISOString();
