import { type Static, Type } from 'typebox';
import { publicAddress } from '../files/addresses.ts';
import { type FileRow, filesAggregate, fileView, type UploadedFile } from '../files/files.ts';
import { INDUSTRIES } from '../general/select-lists.ts';
import { Nullable } from '../http/schema.ts';
import { type MemberColumns, type MemberSummary, memberSummary } from '../members/member-summary.ts';
import { photoViewerSql, visiblePhotoSql } from '../members/photo-visibility.ts';
import { canEditColumn, type ListingManagers } from './managers.ts';

/** The rows and answers every listing shares (deals, products): read in one statement, turned into answers with no query. */

export const iso = (value: Date | string) => new Date(value).toISOString();

const industryNames = new Map(INDUSTRIES.map((industry) => [industry.id, industry.name]));
export const industryName = (id: number | null) => (id === null ? null : (industryNames.get(id) ?? null));

export const CompanySummary = Type.Object(
  { id: Type.Integer(), name: Type.String(), slug: Type.String(), logo: Nullable(Type.String()) },
  { title: 'CompanySummary', additionalProperties: false },
);
export type CompanySummary = Static<typeof CompanySummary>;

/** The columns of a listing row that every kind has, as listingColumns selects them. */
export interface ListingRow extends Omit<MemberColumns, 'id'> {
  id: number;
  title: string;
  description: string;
  industry_id: number | null;
  category_id: number | null;
  currency: string | null;
  price: number | null;
  stock: number | null;
  company_id: number | null;
  company_name: string | null;
  company_slug: string | null;
  company_logo: string | null;
  author_id: number;
  reviews_count: number;
  rating: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** Aggregated as JSON in the same statement. */
  files: FileRow[];
  can_edit: boolean;
}

/**
 * SQL of the columns every listing answer needs (listing `alias` of files owner type `noun`): the row, its
 * author (`u`, the photo as the viewer may see it) and company (`c`, the logo as its picture visibility allows) by
 * join (see listingFrom), its files as a JSON aggregate, and whether `viewer`
 * (an SQL int expression, NULL when signed out) may change it. Prices read as float8 so PGlite and Postgres
 * answer numbers alike. Each kind adds its own columns, `reviews_count` and `rating` among them.
 */
export function listingColumns(alias: string, noun: 'deal' | 'product', viewer: string, managers?: ListingManagers): string {
  const a = alias;
  return `${a}.id, ${a}.title, ${a}.description, ${a}.industry_id, ${a}.category_id, ${a}.currency, ${a}.price::float8 AS price,
  ${a}.stock, ${a}.company_id, c.name AS company_name, c.slug AS company_slug,
  CASE WHEN c.profile_picture_visibility = 'public' OR ${viewer} IS NOT NULL THEN c.logo END AS company_logo, ${a}.author_id, u.username,
  u.first_name, u.last_name, ${visiblePhotoSql('u', viewer)} AS profile_photo_url, ${photoViewerSql('u', viewer)} AS photo_viewer, ${a}.created_at, ${a}.updated_at, ${filesAggregate(noun, `${a}.id`)} AS files,
  ${canEditColumn(a, viewer, managers)}`;
}

/** FROM clause matching listingColumns. */
export const listingFrom = (table: 'deals' | 'products', alias: string) =>
  `${table} ${alias} JOIN users u ON u.id = ${alias}.author_id LEFT JOIN companies c ON c.id = ${alias}.company_id`;

export interface ListingView {
  id: number;
  title: string;
  description: string;
  industry_id: number | null;
  industry: string | null;
  category_id: number | null;
  currency: string | null;
  price: number | null;
  stock: number | null;
  company_id: number | null;
  company: CompanySummary | null;
  author_id: number;
  author: MemberSummary;
  files: UploadedFile[];
  reviews_count: number;
  rating: number | null;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
}

/** A rating as answered: one decimal, null when there are no reviews. */
export const roundedRating = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** The shared part of a listing's answer, from its row; no query: everything came in the row. */
export function listingView(row: ListingRow, baseUrl: string): ListingView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    industry_id: row.industry_id,
    industry: industryName(row.industry_id),
    category_id: row.category_id,
    currency: row.currency,
    price: row.price === null ? null : Number(row.price),
    stock: row.stock,
    company_id: row.company_id,
    company:
      row.company_id === null
        ? null
        : {
            id: row.company_id,
            name: row.company_name ?? '',
            slug: row.company_slug ?? '',
            logo: publicAddress(row.company_logo, baseUrl),
          },
    author_id: row.author_id,
    author: memberSummary({ ...row, id: row.author_id }, baseUrl),
    files: row.files.map(fileView),
    reviews_count: Number(row.reviews_count),
    rating: roundedRating(row.rating),
    can_edit: row.can_edit,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
