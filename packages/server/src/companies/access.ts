import type { FastifyRequest } from 'fastify';
import { acceptedLanguage, type Language } from '../i18n/catalogue.ts';

/** The language of an answer's words (company type and industry names): the caller's Accept-Language, else English. */
export const answerLanguage = (request: FastifyRequest): Language => acceptedLanguage(request.headers['accept-language']) ?? 'en';

/** Addresses a company page may not take: the fixed paths beside `/company/{slug}` and the app's own words. */
export const RESERVED_SLUGS = new Set([
  'types',
  'my',
  'followed',
  'is-follower',
  'unique-slug-control',
  'new',
  'create',
  'edit',
  'admin',
  'settings',
  'api',
  'company',
  'companies',
  'clubs',
  'deals',
  'products',
]);

/** `^[a-z0-9]+(-[a-z0-9]+)*$`, 3 to 60 characters, at least one letter (an all-digit slug would read as an id). */
export function slugProblem(slug: string): 'invalid' | 'reserved' | undefined {
  if (slug.length < 3 || slug.length > 60 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !/[a-z]/.test(slug)) return 'invalid';
  if (RESERVED_SLUGS.has(slug)) return 'reserved';
  return undefined;
}
