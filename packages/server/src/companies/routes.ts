import type { App, ServerContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { MAX_ID } from '../http/schema.ts';
import { DEMO_COMPANIES } from './demo-companies.ts';
import { companyEditRoutes } from './edit.ts';
import { followRoutes } from './follows.ts';
import { allowCompanyImageReads, demoPictureRoute } from './images.ts';
import { companyListRoutes } from './lists.ts';
import { managerRoutes } from './managers.ts';
import { pageSettingRoutes } from './page-settings.ts';
import { companyRouteKit, tags } from './route-kit.ts';
import { Company, CompanyKeyParams } from './schemas.ts';
import { showroomRoutes } from './showroom.ts';
import { timelineRoutes } from './timeline.ts';

/** Every `/company` route of docs/companies-and-clubs.md but the reviews (listings) and connected accounts (memberships). */
export function companyRoutes(app: App, context: ServerContext): void {
  const { detail } = companyRouteKit(context);
  allowCompanyImageReads();
  demoPictureRoute(app, new Map(DEMO_COMPANIES.map((company) => [company.slug, company.name])));

  // One module a sub-resource, registered in the old order (the OpenAPI document lists them so).
  companyListRoutes(app, context);
  followRoutes(app, context);
  companyEditRoutes(app, context);
  pageSettingRoutes(app, context);
  showroomRoutes(app, context);
  timelineRoutes(app, context);
  managerRoutes(app, context);

  // Registered last among the GETs of one segment: a fixed path (types, my, followed) is never read as a slug.
  app.get(
    '/company/:id',
    {
      config: { auth: 'optional' },
      schema: {
        operationId: 'company',
        tags,
        summary: 'A company page, by id or by slug.',
        params: CompanyKeyParams,
        response: { 200: Company },
      },
    },
    async (request) => {
      const key = request.params.id;
      let company: Awaited<ReturnType<typeof detail>>;
      if (/^\d+$/.test(key)) {
        const id = Number(key);
        if (id < 1 || id > MAX_ID) throw notFound('company');
        company = await detail(request, id);
      } else company = await detail(request, key);
      // A signed-in member's visit, for the page's analytics (batched: docs/analytics.md).
      if (request.viewer)
        context.pageViews.record({ kind: 'company', itemId: company.id, companyId: company.id, userId: request.viewer.userId });
      return company;
    },
  );
}
