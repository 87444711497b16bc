import { first } from '../db/database.ts';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { tags } from './route-kit.ts';
import { CompanyIdParams, FollowState } from './schemas.ts';

/** Following a company, and whether I follow it. */
export function followRoutes(app: App, context: ServerContext): void {
  const { db } = context;

  app.get(
    '/company/is-follower/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'isCompanyFollower',
        tags,
        summary: 'Whether I follow a company, and how many follow it.',
        params: CompanyIdParams,
        response: { 200: FollowState },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const row = await first<{ found: boolean; is_follower: boolean; followers: number }>(
        db,
        `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $1) AS found,
                EXISTS (SELECT 1 FROM company_followers WHERE company_id = $1 AND user_id = $2) AS is_follower,
                (SELECT count(*)::int FROM company_followers WHERE company_id = $1) AS followers`,
        [request.params.id, viewer.userId],
      );
      if (!row?.found) throw notFound('company');
      return { isFollower: row.is_follower, followers: Number(row.followers) };
    },
  );

  /**
   * Sets my follow of a company: `true` follows, `false` stops, `'toggle'` flips it (SPEC's GET toggle). One
   * statement each way; the count is read in the same statement (its snapshot precedes the change, hence the
   * adjustment), and the stored follows stay exact under any concurrency. Following twice is following once.
   */
  async function setFollow(companyId: number, userId: number, follow: boolean | 'toggle') {
    const change =
      follow === 'toggle'
        ? `removed AS (DELETE FROM company_followers WHERE company_id = $1 AND user_id = $2 RETURNING 1),
           added AS (INSERT INTO company_followers (company_id, user_id) SELECT id, $2 FROM company
                      WHERE NOT EXISTS (SELECT 1 FROM removed) ON CONFLICT DO NOTHING RETURNING 1)`
        : follow
          ? `removed AS (SELECT 1 WHERE false),
             added AS (INSERT INTO company_followers (company_id, user_id) SELECT id, $2 FROM company ON CONFLICT DO NOTHING RETURNING 1)`
          : `removed AS (DELETE FROM company_followers WHERE company_id = $1 AND user_id = $2 RETURNING 1),
             added AS (SELECT 1 WHERE false)`;
    const following = follow === 'toggle' ? 'NOT EXISTS (SELECT 1 FROM removed)' : follow ? 'EXISTS (SELECT 1 FROM company)' : 'false';
    const row = await first<{ found: boolean; is_follower: boolean; followers: number }>(
      db,
      `WITH company AS (SELECT id FROM companies WHERE id = $1), ${change}
       SELECT EXISTS (SELECT 1 FROM company) AS found, ${following} AS is_follower,
              (SELECT count(*)::int FROM company_followers WHERE company_id = $1) - (SELECT count(*)::int FROM removed)
                + (SELECT count(*)::int FROM added) AS followers`,
      [companyId, userId],
    );
    if (!row?.found) throw notFound('company');
    return { isFollower: row.is_follower, followers: Math.max(0, Number(row.followers)) };
  }

  app.get(
    '/company/:id/follow',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'toggleCompanyFollow',
        tags,
        summary: 'Follow a company, or stop following it when I do (a manager may follow their own page); answers the new state.',
        description: 'Not idempotent: a retry flips it back. Prefer `PUT` / `DELETE /company/{id}/follower`.',
        params: CompanyIdParams,
        response: { 200: FollowState },
      },
    },
    async (request) => setFollow(request.params.id, requireViewer(request).userId, 'toggle'),
  );

  app.put(
    '/company/:id/follower',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'followCompany',
        tags,
        summary: 'Follow a company (a manager may follow their own page); following it already changes nothing. Answers the new state.',
        params: CompanyIdParams,
        response: { 200: FollowState },
      },
    },
    async (request) => setFollow(request.params.id, requireViewer(request).userId, true),
  );

  app.delete(
    '/company/:id/follower',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'unfollowCompany',
        tags,
        summary: 'Stop following a company; not following it already changes nothing. Answers the new state.',
        params: CompanyIdParams,
        response: { 200: FollowState },
      },
    },
    async (request) => setFollow(request.params.id, requireViewer(request).userId, false),
  );
}
