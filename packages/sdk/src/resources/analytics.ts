import type { QueryOf } from '../contract.ts';
import type { AnalyticsDay, AnalyticsTopPost, AnalyticsVisitorGroup, PageAnalytics } from '../generated/openapi.ts';
import type { CallOptions, Transport } from '../transport/client.ts';
import type { ApiResult } from '../transport/result.ts';
import { callsOf } from './calls.ts';

export type { AnalyticsDay, AnalyticsTopPost, AnalyticsVisitorGroup, PageAnalytics };

/** The days a page's analytics cover: 7, 30 (the default) or 90, ending today (UTC). */
export type AnalyticsRange = NonNullable<QueryOf<'companyAnalytics'>['range']>;
/** The query of both analytics routes. */
export type AnalyticsQuery = QueryOf<'companyAnalytics'>;

/**
 * Page analytics (docs/analytics.md), to a page's managers only: `company(id, { range })` answers
 * `GET /company/{id}/analytics` (its owner and managers), `club(id, { range })` answers `GET /clubs/{id}/analytics`
 * (its owner and admins). Each answer holds the range's days and the previous period's, both periods' totals, the
 * top posts and the visitors' groups (counts only). Loads on its first call (`client.analytics`).
 */
export function analyticsResource(transport: Transport) {
  const { get } = callsOf(transport);
  return {
    /** `GET /company/{id}/analytics`: a company's figures (companyAnalytics). */
    company: (id: number, query?: AnalyticsQuery, options?: CallOptions): Promise<ApiResult<PageAnalytics>> =>
      get<PageAnalytics>(`/company/${id}/analytics`, options, query),
    /** `GET /clubs/{id}/analytics`: a club's figures (clubAnalytics). */
    club: (id: number, query?: AnalyticsQuery, options?: CallOptions): Promise<ApiResult<PageAnalytics>> =>
      get<PageAnalytics>(`/clubs/${id}/analytics`, options, query),
  };
}

export type AnalyticsResource = ReturnType<typeof analyticsResource>;
