import { companyBasicsResource } from './companies.ts';
import { companyFollowResource } from './follows-and-likes.ts';

/**
 * What a company card or follow button calls: one company (by id or slug), the caller's follow, following
 * (`follow`, `unfollow`: SPEC's `toggleFollow` is on `client.companies` only) and the company's deals. Its own factory so that the widgets embed
 * carries none of the rest of `companiesResource`.
 */
export function companyReadsResource(transport: Parameters<typeof companyBasicsResource>[0]) {
  return { ...companyBasicsResource(transport), ...companyFollowResource(transport) };
}

export type CompanyReadsResource = ReturnType<typeof companyReadsResource>;
