import type { ApiResult, DealgrowClient } from '@dealgrow/sdk';

/** The data of a successful SDK call. */
type DataOf<Call extends (...args: never[]) => Promise<ApiResult<unknown>>> = NonNullable<Awaited<ReturnType<Call>>['data']>;

type Companies = DealgrowClient['companies'];
type Clubs = DealgrowClient['clubs'];

/** SPEC §3 "Company", as every list and detail answers it (docs/companies-and-clubs.md "Shapes"). */
export type Company = DataOf<Companies['get']>;
/** A company the member owns or manages, with its managers when asked. */
export type ManagedCompany = DataOf<Companies['mine']>[number];
export type CompanyType = DataOf<Companies['types']>[number];
export type CompanyManager = DataOf<Companies['managers']>[number];
export type ShowroomItem = DataOf<Companies['showroom']>[number];
export type CompanyProduct = DataOf<Companies['products']>['items'][number];
export type CompanyDeal = DataOf<Companies['deals']>['items'][number];

export type Club = DataOf<Clubs['get']>;
export type ClubMember = DataOf<Clubs['members']>['items'][number];
export type ClubJoinRequest = DataOf<Clubs['joinRequests']>['items'][number];

/** The company page's tabs; `managers` only for its owner and managers. */
export const COMPANY_TABS = [
  'about',
  'timeline',
  'activities',
  'showroom',
  'products',
  'deals',
  'reviews',
  'managers',
  'analytics',
  'moderation',
] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

/** The companies list's tabs; `mine` and `followed` only for members. */
export const COMPANY_LIST_TABS = ['all', 'mine', 'followed'] as const;
export type CompanyListTab = (typeof COMPANY_LIST_TABS)[number];

/** The company sizes the server takes (LinkedIn's ranges). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001+'] as const;

/** Companies come 25 a page (SPEC §9). */
export const COMPANY_PAGE_SIZE = 25;

/** A logo, cover or showroom image: a files-module address read through the files route, or a full URL as it is. */
export function imageUrl(client: DealgrowClient, address: string | null | undefined): string | null {
  if (!address) return null;
  return /^https?:\/\//.test(address) ? address : client.files.downloadUrl(address, { inline: true });
}

/**
 * A page address from a name, as a member would write it: lower case, accents dropped, anything else a dash
 * ("Atelier Lumière" → "atelier-lumiere"). The server has the last word (`unique-slug-control`).
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}
