import { Type } from 'typebox';
import { requireViewer } from '../http/auth.ts';
import type { App, ServerContext } from '../http/context.ts';
import { companyToManage, companyToOwn } from '../members/company-roles.ts';
import { deleteCompany } from './delete.ts';
import { removeImages } from './images.ts';
import { companyRouteKit, tags } from './route-kit.ts';
import { Company, CompanyIdParams, type RemovableField, RemoveFieldParams, VisibilityBody } from './schemas.ts';

const REMOVED_COLUMN: Record<Exclude<RemovableField, 'logo' | 'cover_image'>, string> = {
  about: 'about',
  website: 'website',
  location: 'location',
  industry: 'industry_id',
  founded_year: 'founded_year',
  size: 'size',
  type: 'type_id',
};

/** A company page's settings: removing a field, who sees its pictures, and deleting the company. */
export function pageSettingRoutes(app: App, context: ServerContext): void {
  const { db } = context;
  const { detail } = companyRouteKit(context);

  app.patch(
    '/company/:id/:field/remove',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'removeCompanyField',
        tags,
        summary:
          'Empty one field of a company page (its owner or managers): about, website, location, industry, founded_year, size, type, logo or cover_image.',
        params: RemoveFieldParams,
        response: { 200: Company },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      const { field } = request.params;
      if (field === 'logo' || field === 'cover_image') {
        await db.query(`UPDATE companies SET ${field} = NULL, updated_at = now() WHERE id = $1`, [company.id]);
        await removeImages(context, field, [company.id]);
      } else {
        await db.query(`UPDATE companies SET ${REMOVED_COLUMN[field]} = NULL, updated_at = now() WHERE id = $1`, [company.id]);
      }
      return detail(request, company.id);
    },
  );

  app.patch(
    '/company/:id/profile-picture/visibility',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'setCompanyPictureVisibility',
        tags,
        summary: 'Choose who sees the company’s logo (its owner or managers): public, or members (signed in); answers the company.',
        params: CompanyIdParams,
        body: VisibilityBody,
        response: { 200: Company },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const company = await companyToManage(db, request.params.id, viewer.userId);
      await db.query('UPDATE companies SET profile_picture_visibility = $2, updated_at = now() WHERE id = $1', [
        company.id,
        request.body.visibility,
      ]);
      return detail(request, company.id);
    },
  );

  app.delete(
    '/company/:id',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'deleteCompany',
        tags,
        summary:
          'Delete a company page (its owner only): its deals, products, posts, showroom and pictures go with it; leads stay with their parties.',
        params: CompanyIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const company = await companyToOwn(db, request.params.id, viewer.userId);
      await deleteCompany(context, company.id);
      reply.code(204);
      return null;
    },
  );
}
