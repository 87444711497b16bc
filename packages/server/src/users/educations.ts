import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { Nullable, Text } from '../http/schema.ts';
import {
  checkPeriod,
  type DatedSection,
  deleteDatedSectionRoute,
  iso,
  MAX_EDUCATIONS,
  Month,
  ownedPeriod,
  type Period,
  PeriodAnswer,
  Position,
  patchedPeriod,
  periodOrder,
  SectionParams,
  setClauses,
  tooMany,
  Year,
} from './sections.ts';

/** SPEC §3 "Education". */

const SECTION: DatedSection = { table: 'user_educations', thing: 'education' };
export const Education = Type.Object(
  {
    id: Type.Integer(),
    school: Type.String(),
    degree: Nullable(Type.String()),
    field_of_study: Nullable(Type.String()),
    description: Nullable(Type.String()),
    ...PeriodAnswer,
    position: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Education', additionalProperties: false },
);
export type Education = Static<typeof Education>;

const fields = {
  school: Text({ minLength: 1, maxLength: 150, blank: false }),
  degree: Nullable(Text({ maxLength: 150 })),
  field_of_study: Nullable(Text({ maxLength: 150 })),
  description: Nullable(Text({ maxLength: 5000 })),
  start_date_year: Nullable(Year),
  start_date_month: Nullable(Month),
  end_date_year: Nullable(Year),
  end_date_month: Nullable(Month),
  position: Position,
};
const { school, ...optional } = fields;
const EducationBody = Type.Object({ school, ...Type.Partial(Type.Object(optional)).properties }, { additionalProperties: false });
const EducationPatch = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });
type EducationPatch = Static<typeof EducationPatch>;

export interface EducationRow extends Period {
  id: number;
  school: string;
  degree: string | null;
  field_of_study: string | null;
  description: string | null;
  position: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const EDUCATION_COLUMNS = `e.id, e.school, e.degree, e.field_of_study, e.description, e.start_date_year, e.start_date_month,
  e.end_date_year, e.end_date_month, e.position, e.created_at, e.updated_at`;

/** SQL: member `userId`'s educations as a JSON array, open-ended first (SPEC §4), for the profile's own statement. */
export function educationsAggregate(userId: string): string {
  return `(SELECT coalesce(json_agg(x ORDER BY x.sort), '[]') FROM (
      SELECT ${EDUCATION_COLUMNS}, row_number() OVER (ORDER BY ${periodOrder('e')}) AS sort
        FROM user_educations e WHERE e.user_id = ${userId}) x)`;
}

export function educationView(row: EducationRow): Education {
  return {
    id: row.id,
    school: row.school,
    degree: row.degree,
    field_of_study: row.field_of_study,
    description: row.description,
    start_date_year: row.start_date_year,
    start_date_month: row.start_date_month,
    end_date_year: row.end_date_year,
    end_date_month: row.end_date_month,
    position: row.position,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

async function selectEducation(db: Queryable, id: number): Promise<Education> {
  const row = await first<EducationRow>(db, `SELECT ${EDUCATION_COLUMNS} FROM user_educations e WHERE e.id = $1`, [id]);
  if (!row) throw notFound('education');
  return educationView(row);
}

const COLUMNS = [
  'school',
  'degree',
  'field_of_study',
  'description',
  'position',
  'start_date_year',
  'start_date_month',
  'end_date_year',
  'end_date_month',
] as const;

export function educationRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const tags = ['users'];

  app.post(
    '/users/educations',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'addEducation',
        tags,
        summary: `Add a school to one's profile (at most ${MAX_EDUCATIONS}).`,
        body: EducationBody,
        response: { 201: Education },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      const period = {
        start_date_year: body.start_date_year ?? null,
        start_date_month: body.start_date_month ?? null,
        end_date_year: body.end_date_year ?? null,
        end_date_month: body.end_date_month ?? null,
      };
      checkPeriod(period);
      const rows = await db.query<{ id: number }>(
        `INSERT INTO user_educations (user_id, school, degree, field_of_study, description,
           start_date_year, start_date_month, end_date_year, end_date_month, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
          WHERE (SELECT count(*) FROM user_educations WHERE user_id = $1) < $11
         RETURNING id`,
        [
          viewer.userId,
          body.school.trim(),
          body.degree?.trim() || null,
          body.field_of_study?.trim() || null,
          body.description?.trim() || null,
          period.start_date_year,
          period.start_date_month,
          period.end_date_year,
          period.end_date_month,
          body.position ?? 0,
          MAX_EDUCATIONS,
        ],
      );
      const created = rows[0];
      if (!created) throw tooMany(MAX_EDUCATIONS);
      reply.code(201);
      return selectEducation(db, created.id);
    },
  );

  app.patch(
    '/users/educations/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'updateEducation',
        tags,
        summary: 'Change one of one’s educations: the fields sent (null clears; end_date_year null = ongoing).',
        params: SectionParams,
        body: EducationPatch,
        response: { 200: Education },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const body: EducationPatch = request.body;
      const stored = await ownedPeriod(db, SECTION, request.params.id, viewer.userId);
      const period = patchedPeriod(body, stored);
      const values: unknown[] = [stored.id];
      const sets = setClauses({ ...body, ...period }, COLUMNS, values);
      await db.query(`UPDATE user_educations SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, values);
      return selectEducation(db, stored.id);
    },
  );

  deleteDatedSectionRoute(app, db, {
    ...SECTION,
    path: '/users/educations',
    operationId: 'deleteEducation',
    summary: 'Remove one of one’s educations.',
    tags,
  });
}
