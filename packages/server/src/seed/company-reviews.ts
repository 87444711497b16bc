import type { Queryable } from '../db/database.ts';

/** Demo company reviews: [author's username, company slug, rate, content, days ago]; never by the company's managers. */
export const DEMO_COMPANY_REVIEWS: ReadonlyArray<[string, string, number, string, number]> = [
  ['sofia', 'northwind-supply', 5, 'Reliable deliveries and clear paperwork on every pallet. Our go-to supplier.', 12],
  ['claire', 'northwind-supply', 4, 'Good stock and quick answers; lead times slip a little in December.', 5],
  ['james', 'anatolia-textiles', 5, 'Samples arrived in three days and matched the final order exactly.', 9],
  ['sofia', 'atelier-lumiere', 4, 'Beautiful fittings for our showroom, installed on schedule.', 20],
  ['ada', 'brightline-software', 5, 'Their partner portal saved our team hours every week.', 3],
  ['mehmet', 'brightline-software', 4, 'Solid product and a helpful onboarding call.', 7],
];

/** Likes on the demo reviews: [member, review's author, company slug]. */
export const DEMO_COMPANY_REVIEW_LIKES: ReadonlyArray<[string, string, string]> = [
  ['mehmet', 'sofia', 'northwind-supply'],
  ['james', 'sofia', 'northwind-supply'],
  ['claire', 'ada', 'brightline-software'],
];

/**
 * Reviews of the demo companies by demo members (docs/companies-and-clubs.md, "reviews"). Runs after the companies
 * and their managers (seed/companies.ts); running it again changes nothing (one review a member and company, one
 * like a member and review). A review whose author manages the company is skipped, as the API refuses it.
 */
export async function seedCompanyReviews(db: Queryable): Promise<void> {
  for (const [username, slug, rate, content, daysAgo] of DEMO_COMPANY_REVIEWS) {
    await db.query(
      `INSERT INTO company_reviews (company_id, author_id, content, rate, created_at, updated_at)
       SELECT c.id, u.id, $3, $4, now() - make_interval(days => $5::int), now() - make_interval(days => $5::int)
         FROM companies c, users u
        WHERE lower(c.slug) = $2 AND u.username = $1 AND c.owner_id IS DISTINCT FROM u.id
          AND NOT EXISTS (SELECT 1 FROM company_managers m WHERE m.company_id = c.id AND m.user_id = u.id)
       ON CONFLICT (company_id, author_id) DO NOTHING`,
      [username, slug, content, rate, daysAgo],
    );
  }
  for (const [username, author, slug] of DEMO_COMPANY_REVIEW_LIKES) {
    await db.query(
      `INSERT INTO company_review_likes (review_id, user_id)
       SELECT r.id, u.id FROM company_reviews r JOIN companies c ON c.id = r.company_id JOIN users a ON a.id = r.author_id, users u
        WHERE lower(c.slug) = $3 AND a.username = $2 AND u.username = $1
       ON CONFLICT DO NOTHING`,
      [username, author, slug],
    );
  }
}
