import { publicAddress } from '../files/addresses.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { type Language, type MessageKey, render, t } from '../i18n/catalogue.ts';
import type { ManagerRole } from '../members/company-roles.ts';
import { type MemberCardColumns, memberCard, memberCardJson } from '../members/member-card.ts';
import { visiblePostSql } from '../posts/post-sql.ts';
import type { Company, CompanyManager, CompanyPictureVisibility, CompanyType, ShowroomItem } from './schemas.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The name of a company type in `language` (catalogue `company_type.<key>`), or its key when the catalogue has none. */
export function companyTypeName(key: string, language: Language): string {
  const messageKey = `company_type.${key}`;
  return messageKey in COMPANY_TYPE_KEYS ? render(t(messageKey as MessageKey), language) : key;
}
const COMPANY_TYPE_KEYS: Record<string, true> = Object.fromEntries(
  [
    'public_company',
    'self_employed',
    'government_agency',
    'nonprofit',
    'sole_proprietorship',
    'privately_held',
    'partnership',
    'educational',
  ].map((key) => [`company_type.${key}`, true]),
);

const industries = new Map(INDUSTRIES.map((industry) => [industry.id, industry]));
function industryView(id: number | null, language: Language) {
  const industry = id === null ? undefined : industries.get(id);
  return industry ? { id: industry.id, name: language === 'fr' ? industry.name_fr : industry.name } : null;
}

/** A company as companyJson builds it in SQL. */
export interface CompanyColumns {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  cover_image: string | null;
  type: { id: number; key: string } | null;
  about: string | null;
  website: string | null;
  location: string | null;
  industry_id: number | null;
  founded_year: number | null;
  size: Company['size'];
  profile_picture_visibility: CompanyPictureVisibility;
  membership_type: string | null;
  pinned_post_id: number | null;
  followers: number;
  is_follower: boolean;
  role: ManagerRole | null;
  is_owner_id: boolean;
  created_at: string;
  managers?: ManagerColumns[];
}

export interface ManagerColumns {
  member: MemberCardColumns;
  role: ManagerRole;
  is_lead_manager: boolean;
  added_at: string;
}

/** SQL: a company's managers (or only `member`) as JSON, owners first, then by when they were added; through the primary key. */
export function managersJson(company: string, viewer: string, member?: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('member', ${memberCardJson('mu', viewer)}, 'role', mm.role,
      'is_lead_manager', mm.is_lead_manager, 'added_at', mm.created_at) ORDER BY mm.role = 'owner' DESC, mm.created_at, mm.user_id), '[]')
     FROM company_managers mm JOIN users mu ON mu.id = mm.user_id WHERE mm.company_id = ${company}${member ? ` AND mm.user_id = ${member}` : ''})`;
}

/**
 * SQL: company `c` (a companies alias) as `viewer` (an int expression, NULL when signed out) sees it, in JSON
 * (CompanyColumns): its type by primary key, its followers counted from the primary key of company_followers in
 * the same statement (exact under any concurrency), the viewer's follow and role by primary key. The pinned post's id
 * only when the viewer may see that post (visiblePostSql, by the posts primary key): a post pinned for the managers
 * alone is not revealed to others.
 */
export function companyJson(c: string, viewer: string, options: { managers?: boolean } = {}): string {
  return `json_build_object('id', ${c}.id, 'name', ${c}.name, 'slug', ${c}.slug,
    'logo', CASE WHEN ${c}.profile_picture_visibility = 'public' OR ${viewer} IS NOT NULL THEN ${c}.logo END,
    'cover_image', ${c}.cover_image,
    'type', (SELECT json_build_object('id', ct.id, 'key', ct.key) FROM company_types ct WHERE ct.id = ${c}.type_id),
    'about', ${c}.about, 'website', ${c}.website, 'location', ${c}.location, 'industry_id', ${c}.industry_id,
    'founded_year', ${c}.founded_year, 'size', ${c}.size, 'profile_picture_visibility', ${c}.profile_picture_visibility,
    'membership_type', ${c}.membership_type, 'pinned_post_id', (SELECT pp.id FROM posts pp WHERE pp.id = ${c}.pinned_post_id AND ${visiblePostSql('pp', viewer)}),
    'followers', (SELECT count(*)::int FROM company_followers cf WHERE cf.company_id = ${c}.id),
    'is_follower', ${viewer} IS NOT NULL AND EXISTS (SELECT 1 FROM company_followers vf WHERE vf.company_id = ${c}.id AND vf.user_id = ${viewer}),
    'role', (SELECT vm.role FROM company_managers vm WHERE vm.company_id = ${c}.id AND vm.user_id = ${viewer}),
    'is_owner_id', coalesce(${c}.owner_id = ${viewer}, false),
    'created_at', ${c}.created_at${options.managers ? `, 'managers', ${managersJson(`${c}.id`, viewer)}` : ''})`;
}

export function managerView(row: ManagerColumns, baseUrl: string): CompanyManager {
  return { member: memberCard(row.member, baseUrl), role: row.role, isLeadManager: row.is_lead_manager, added_at: iso(row.added_at) };
}

/** The answer of a company row (no query: everything came in the row). */
export function companyView(row: CompanyColumns, baseUrl: string, language: Language): Company & { managers?: CompanyManager[] } {
  const membership = row.membership_type === 'SHOP' || row.membership_type === 'PERSONAL' ? ({ type: row.membership_type } as const) : null;
  const type: CompanyType | null = row.type && { id: row.type.id, key: row.type.key, name: companyTypeName(row.type.key, language) };
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: publicAddress(row.logo, baseUrl),
    cover_image: publicAddress(row.cover_image, baseUrl),
    type,
    about: row.about,
    website: row.website,
    location: row.location,
    industry: industryView(row.industry_id, language),
    founded_year: row.founded_year,
    size: row.size,
    profile_picture_visibility: row.profile_picture_visibility,
    followers: Number(row.followers),
    isFollower: row.is_follower,
    isManager: row.role !== null || row.is_owner_id,
    isOwner: row.role === 'owner' || row.is_owner_id,
    userMembership: membership,
    pinnedPostId: row.pinned_post_id,
    created_at: iso(row.created_at),
    ...(row.managers && { managers: row.managers.map((manager) => managerView(manager, baseUrl)) }),
  };
}

export interface ShowroomColumns {
  id: number;
  type: 'default' | 'video';
  title: string;
  description: string;
  url: string | null;
  image: string | null;
  position: number;
}

/** SQL: the columns of a showroom item `s` in JSON. */
export const showroomItemJson = (s: string) =>
  `json_build_object('id', ${s}.id, 'type', ${s}.type, 'title', ${s}.title, 'description', ${s}.description, 'url', ${s}.url, 'image', ${s}.image, 'position', ${s}.position)`;

export function showroomItemView(row: ShowroomColumns, baseUrl: string): ShowroomItem {
  return { ...row, image: publicAddress(row.image, baseUrl) };
}
