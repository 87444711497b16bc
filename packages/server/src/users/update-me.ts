import { type Static, Type } from 'typebox';
import { Username } from '../accounts/account-fields.ts';
import { Language, loadSessionUser, SessionUser } from '../accounts/session-user.ts';
import { first, isUniqueViolation } from '../db/database.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { requireViewer } from '../http/auth.ts';
import { type App, publicBaseUrl, type ServerContext } from '../http/context.ts';
import { conflict } from '../http/errors.ts';
import { Id, Nullable, Text } from '../http/schema.ts';
import { t } from '../i18n/catalogue.ts';
import { badRequestField } from '../listings/forms.ts';
import { setClauses } from './sections.ts';

export const ConnectionsVisibility = Type.Union([Type.Literal('connections'), Type.Literal('everyone'), Type.Literal('only_me')], {
  description: 'Who may list your connections: your connections, everyone, or only you. The count is always public.',
});

export const SearchableByStrangers = Type.Boolean({
  description:
    'Whether members outside your network find you in search (GET /search, POST /users/search-all-users); when false, only your ' +
    'connections do. Your profile stays reachable by its address.',
});

const PersonName = Text({ minLength: 1, maxLength: 80, blank: false });

const UpdateMeBody = Type.Object(
  {
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    username: Type.Optional(Username),
    jobTitle: Type.Optional(Nullable(Text({ maxLength: 100 }))),
    companyName: Type.Optional(Nullable(Text({ maxLength: 100 }))),
    bio: Type.Optional(Nullable(Text({ maxLength: 2000 }))),
    country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$', description: 'Two-letter country code.' }))),
    lang: Type.Optional(Language),
    industry_id: Type.Optional(Nullable(Id({ description: 'From GET /industries.' }))),
    connectionsVisibility: Type.Optional(ConnectionsVisibility),
    searchableByStrangers: Type.Optional(SearchableByStrangers),
  },
  { additionalProperties: false },
);
type UpdateMeBody = Static<typeof UpdateMeBody>;

/** Body fields and the `users` columns they change. */
const COLUMNS: Record<keyof UpdateMeBody, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  username: 'username',
  jobTitle: 'job_title',
  companyName: 'company_name',
  bio: 'bio',
  country: 'country',
  lang: 'default_language',
  industry_id: 'industry_id',
  connectionsVisibility: 'connections_visibility',
  searchableByStrangers: 'searchable_by_strangers',
};

const industryIds = new Set(INDUSTRIES.map((industry) => industry.id));

export function updateMeRoutes(app: App, context: ServerContext): void {
  const { db, config } = context;
  const tags = ['users'];

  app.put(
    '/users/update/me',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'updateMe',
        tags,
        summary: 'Change your own profile: the fields sent (null clears an optional one). Answers the session user, as GET /users/me.',
        body: UpdateMeBody,
        response: { 200: SessionUser },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const body = request.body;
      if (body.industry_id !== undefined && body.industry_id !== null && !industryIds.has(body.industry_id))
        throw badRequestField('industry_id', t('deal.pick_industry'));
      const byColumn: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(COLUMNS)) byColumn[column] = body[field as keyof UpdateMeBody];
      const values: unknown[] = [viewer.userId];
      const sets = setClauses(byColumn, Object.values(COLUMNS), values);
      if (body.username !== undefined) {
        const taken = await first(db, 'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2', [body.username, viewer.userId]);
        if (taken) throw conflict(t('code.username_taken'), 'username_taken', { username: t('code.username_taken') });
      }
      if (sets.length > 0) {
        try {
          await db.query(`UPDATE users SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, values);
        } catch (error) {
          // Taken between the check and the update.
          if (isUniqueViolation(error)) throw conflict(t('code.username_taken'), 'username_taken', { username: t('code.username_taken') });
          throw error;
        }
      }
      return loadSessionUser(db, viewer.userId, publicBaseUrl(request, config));
    },
  );

  app.patch(
    '/users/update/profile',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'updatePushSubscription',
        tags,
        summary: 'Save your push-subscription id (OneSignal player id), sent once the user is loaded; null forgets it.',
        body: Type.Object(
          { onesignal_player_id: Nullable(Text({ minLength: 1, maxLength: 200, blank: false })) },
          { additionalProperties: false },
        ),
        response: { 204: Type.Null({ description: 'Saved.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await db.query('UPDATE users SET onesignal_player_id = $2, updated_at = now() WHERE id = $1', [
        viewer.userId,
        request.body.onesignal_player_id?.trim() ?? null,
      ]);
      reply.code(204);
      return null;
    },
  );

  app.get(
    '/users/is-verified',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'isVerified',
        tags,
        summary: 'Whether your e-mail address is verified.',
        response: { 200: Type.Object({ is_verified: Type.Boolean() }, { additionalProperties: false }) },
      },
    },
    async (request) => {
      const row = await first<{ is_verified: boolean }>(db, 'SELECT is_email_verified AS is_verified FROM users WHERE id = $1', [
        requireViewer(request).userId,
      ]);
      return { is_verified: row?.is_verified === true };
    },
  );
}
