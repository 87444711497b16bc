import { type Static, Type } from 'typebox';
import { first, type Queryable } from '../db/database.ts';
import { publicAddress } from '../files/addresses.ts';
import { EMPLOYMENT_TYPES } from '../general/select-lists.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { CompanySummary } from '../listings/rows.ts';
import {
  checkPeriod,
  type DatedSection,
  deleteDatedSectionRoute,
  iso,
  MAX_EXPERIENCES,
  Month,
  ownedPeriod,
  PeriodAnswer,
  Position,
  patchedPeriod,
  periodOrder,
  SectionParams,
  setClauses,
  tooMany,
  Year,
} from './sections.ts';

const EmploymentType = Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'EmploymentType', additionalProperties: false });

/** SPEC §3 "Experience". */

const SECTION: DatedSection = { table: 'user_experiences', thing: 'experience' };
export const Experience = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    employment_type_id: Nullable(Type.Integer()),
    employment_type: Nullable(EmploymentType),
    company: Nullable(CompanySummary),
    company_name: Nullable(Type.String({ description: 'The linked company’s name, or the name the member typed.' })),
    location: Nullable(Type.String()),
    description: Nullable(Type.String()),
    ...PeriodAnswer,
    position: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Experience', additionalProperties: false },
);
export type Experience = Static<typeof Experience>;

const fields = {
  title: Text({ minLength: 1, maxLength: 150, blank: false }),
  employment_type_id: Nullable(Id({ description: 'From GET /employment-types.' })),
  company_slug: Nullable(
    Text({ minLength: 1, maxLength: 100, description: 'A Dealgrow company’s slug: links the experience to that company.' }),
  ),
  company_name: Nullable(Text({ minLength: 1, maxLength: 150, blank: false, description: 'Used when no Dealgrow company is linked.' })),
  location: Nullable(Text({ maxLength: 150 })),
  description: Nullable(Text({ maxLength: 5000 })),
  start_date_year: Year,
  start_date_month: Nullable(Month),
  end_date_year: Nullable(Year),
  end_date_month: Nullable(Month),
  position: Position,
};
const { title, start_date_year, ...optional } = fields;
const ExperienceBody = Type.Object(
  { title, start_date_year, ...Type.Partial(Type.Object(optional)).properties },
  { additionalProperties: false },
);
const ExperiencePatch = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });
type ExperiencePatch = Static<typeof ExperiencePatch>;

export interface ExperienceRow {
  id: number;
  title: string;
  employment_type_id: number | null;
  company_id: number | null;
  company_slug: string | null;
  company_logo: string | null;
  company_name: string | null;
  location: string | null;
  description: string | null;
  start_date_year: number | null;
  start_date_month: number | null;
  end_date_year: number | null;
  end_date_month: number | null;
  position: number;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Columns of an ExperienceRow; `e` is the experience, `c` its company (LEFT JOIN). */
const EXPERIENCE_COLUMNS = `e.id, e.title, e.employment_type_id, e.company_id, c.slug AS company_slug, c.logo AS company_logo,
  coalesce(c.name, e.company_name) AS company_name, e.location, e.description, e.start_date_year, e.start_date_month,
  e.end_date_year, e.end_date_month, e.position, e.created_at, e.updated_at`;

/** SQL: member `userId`'s experiences as a JSON array in SPEC §4 order, for the profile's own statement. */
export function experiencesAggregate(userId: string): string {
  return `(SELECT coalesce(json_agg(x ORDER BY x.sort), '[]') FROM (
      SELECT ${EXPERIENCE_COLUMNS}, row_number() OVER (ORDER BY ${periodOrder('e')}) AS sort
        FROM user_experiences e LEFT JOIN companies c ON c.id = e.company_id WHERE e.user_id = ${userId}) x)`;
}

const employmentTypes = new Map(EMPLOYMENT_TYPES.map((item) => [item.id, { id: item.id, name: item.name }]));

export function experienceView(row: ExperienceRow, baseUrl: string): Experience {
  return {
    id: row.id,
    title: row.title,
    employment_type_id: row.employment_type_id,
    employment_type: row.employment_type_id === null ? null : (employmentTypes.get(row.employment_type_id) ?? null),
    company:
      row.company_id === null
        ? null
        : {
            id: row.company_id,
            name: row.company_name ?? '',
            slug: row.company_slug ?? '',
            logo: publicAddress(row.company_logo, baseUrl),
          },
    company_name: row.company_name,
    location: row.location,
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

/**
 * The company of an experience: linked when a Dealgrow company has the slug, else the typed name. A slug naming
 * no company with no name to fall back on is a 422 on `company_slug`; neither given is a 422 on `company_name`.
 */
async function resolveCompany(
  db: Queryable,
  slug: string | null,
  name: string | null,
): Promise<{ company_id: number | null; company_name: string | null }> {
  if (slug?.trim()) {
    const company = await first<{ id: number }>(db, 'SELECT id FROM companies WHERE lower(slug) = lower($1)', [slug.trim()]);
    if (company) return { company_id: company.id, company_name: null };
    if (!name) {
      const message = t('experience.unknown_company');
      throw new ApiError(422, 'validation_failed', message, { company_slug: message });
    }
  }
  if (!name?.trim()) {
    const message = t('experience.company_required');
    throw new ApiError(422, 'validation_failed', message, { company_name: message });
  }
  return { company_id: null, company_name: name.trim() };
}

function checkEmploymentType(id: number | null | undefined): void {
  if (id !== undefined && id !== null && !employmentTypes.has(id)) throw badRequestField('employment_type_id', t('experience.pick_type'));
}

async function selectExperience(db: Queryable, id: number, baseUrl: string): Promise<Experience> {
  const row = await first<ExperienceRow>(
    db,
    `SELECT ${EXPERIENCE_COLUMNS} FROM user_experiences e LEFT JOIN companies c ON c.id = e.company_id WHERE e.id = $1`,
    [id],
  );
  if (!row) throw notFound('experience');
  return experienceView(row, baseUrl);
}

const TEXT_COLUMNS = ['title', 'employment_type_id', 'location', 'description', 'position'] as const;
const PERIOD_COLUMNS = ['start_date_year', 'start_date_month', 'end_date_year', 'end_date_month'] as const;

export function experienceRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const tags = ['users'];

  app.post(
    '/users/experiences',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'addExperience',
        tags,
        summary: `Add a job to one's profile (at most ${MAX_EXPERIENCES}). company_slug links a Dealgrow company; company_name otherwise.`,
        body: ExperienceBody,
        response: { 201: Experience },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = request.body;
      checkEmploymentType(body.employment_type_id);
      const period = {
        start_date_year: body.start_date_year,
        start_date_month: body.start_date_month ?? null,
        end_date_year: body.end_date_year ?? null,
        end_date_month: body.end_date_month ?? null,
      };
      checkPeriod(period);
      const company = await resolveCompany(db, body.company_slug ?? null, body.company_name ?? null);
      const rows = await db.query<{ id: number }>(
        `INSERT INTO user_experiences (user_id, title, employment_type_id, company_id, company_name, location, description,
           start_date_year, start_date_month, end_date_year, end_date_month, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
          WHERE (SELECT count(*) FROM user_experiences WHERE user_id = $1) < $13
         RETURNING id`,
        [
          viewer.userId,
          body.title.trim(),
          body.employment_type_id ?? null,
          company.company_id,
          company.company_name,
          body.location?.trim() || null,
          body.description?.trim() || null,
          period.start_date_year,
          period.start_date_month,
          period.end_date_year,
          period.end_date_month,
          body.position ?? 0,
          MAX_EXPERIENCES,
        ],
      );
      const created = rows[0];
      if (!created) throw tooMany(MAX_EXPERIENCES);
      reply.code(201);
      return selectExperience(db, created.id, publicBaseUrl(request, context.config));
    },
  );

  app.patch(
    '/users/experiences/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'updateExperience',
        tags,
        summary: 'Change one of one’s experiences: the fields sent (null clears; end_date_year null = current).',
        params: SectionParams,
        body: ExperiencePatch,
        response: { 200: Experience },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const body: ExperiencePatch = request.body;
      const stored = await ownedPeriod(db, SECTION, request.params.id, viewer.userId);
      checkEmploymentType(body.employment_type_id);
      const period = patchedPeriod(body, stored);
      const values: unknown[] = [stored.id];
      const sets = setClauses({ ...body, ...period }, [...TEXT_COLUMNS, ...PERIOD_COLUMNS], values);
      // Sending company_slug or company_name replaces the company: linked by the slug, else the name.
      if (body.company_slug !== undefined || body.company_name !== undefined) {
        const company = await resolveCompany(db, body.company_slug ?? null, body.company_name ?? null);
        sets.push(...setClauses(company, ['company_id', 'company_name'], values));
      }
      await db.query(`UPDATE user_experiences SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, values);
      return selectExperience(db, stored.id, publicBaseUrl(request, context.config));
    },
  );

  deleteDatedSectionRoute(app, db, {
    ...SECTION,
    path: '/users/experiences',
    operationId: 'deleteExperience',
    summary: 'Remove one of one’s experiences.',
    tags,
  });
}
