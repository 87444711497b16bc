import { DEMO_PASSWORD, hashPassword } from '../accounts/passwords.ts';
import { DEMO_COMPANIES } from '../companies/demo-companies.ts';
import type { Database } from '../db/database.ts';
import { seedLeads } from '../leads/seed.ts';
import { seedChat } from './chat.ts';
import { seedClubs } from './clubs.ts';
import { seedCompanies } from './companies.ts';
import { seedCompanyReviews } from './company-reviews.ts';
import { seedDeals } from './deals.ts';
import { seedMemberships } from './memberships.ts';
import { seedNetwork } from './network.ts';
import { seedPosts } from './posts.ts';
import { seedProfiles } from './profiles.ts';

/** Every demo member signs in with this password (shown in the README; accounts/passwords.ts). */
export { DEMO_PASSWORD };

export interface DemoMember {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
  bio: string;
  country: string;
  lang: 'en' | 'fr' | 'tr';
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: 'ada@dealgrow.io',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Laurent',
    jobTitle: 'Head of Partnerships',
    companyName: 'Northwind Supply',
    bio: 'I connect suppliers with buyers across Europe.',
    country: 'FR',
    lang: 'en',
  },
  {
    email: 'mehmet@dealgrow.io',
    username: 'mehmet',
    firstName: 'Mehmet',
    lastName: 'Yılmaz',
    jobTitle: 'Sales Director',
    companyName: 'Anatolia Textiles',
    bio: 'Textiles, sourcing and export deals.',
    country: 'DE',
    lang: 'tr',
  },
  {
    email: 'claire@dealgrow.io',
    username: 'claire',
    firstName: 'Claire',
    lastName: 'Dubois',
    jobTitle: 'Founder',
    companyName: 'Atelier Lumière',
    bio: 'Lighting design for hotels and offices.',
    country: 'FR',
    lang: 'fr',
  },
  {
    email: 'james@dealgrow.io',
    username: 'james',
    firstName: 'James',
    lastName: 'Carter',
    jobTitle: 'Business Developer',
    companyName: 'Brightline Software',
    bio: 'B2B software, referrals welcome.',
    country: 'GB',
    lang: 'en',
  },
  {
    email: 'sofia@dealgrow.io',
    username: 'sofia',
    firstName: 'Sofia',
    lastName: 'Rossi',
    jobTitle: 'Procurement Manager',
    companyName: 'Verde Foods',
    bio: 'Always looking for reliable food-packaging partners.',
    country: 'IT',
    lang: 'en',
  },
  {
    // Ada's connection request waits for his answer (seed/network.ts).
    email: 'lucas@dealgrow.io',
    username: 'lucas',
    firstName: 'Lucas',
    lastName: 'Martin',
    jobTitle: 'Logistics Manager',
    companyName: 'Rhône Distribution',
    bio: 'Warehousing and last-mile delivery across the Rhône valley.',
    country: 'FR',
    lang: 'fr',
  },
];

/**
 * Bump when the demo data changes: a database seeded with an older version is topped up by the idempotent seeds
 * below, one seeded with this version is left as it is (one query at start).
 */
export const DEMO_SEED_VERSION = 4;

/** Adds the demo members and companies; running it again changes nothing. */
export async function seedDemo(db: Database): Promise<void> {
  const seeded = await db.query('SELECT 1 FROM demo_seed WHERE version = $1', [DEMO_SEED_VERSION]);
  if (seeded.length > 0) return;
  // Hashing takes a tenth of a second: only when a demo member is missing (a new database), not at every start.
  const present = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = ANY($1::text[])', [
    DEMO_MEMBERS.map((member) => member.email),
  ]);
  const passwordHash = present[0]?.n === DEMO_MEMBERS.length ? undefined : await hashPassword(DEMO_PASSWORD);
  for (const member of passwordHash ? DEMO_MEMBERS : []) {
    await db.query(
      `INSERT INTO users (email, username, password_hash, first_name, last_name, job_title, company_name, bio, country, default_language, status, is_email_verified)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active', true)
       ON CONFLICT DO NOTHING`,
      [
        member.email,
        member.username,
        passwordHash,
        member.firstName,
        member.lastName,
        member.jobTitle,
        member.companyName,
        member.bio,
        member.country,
        member.lang,
      ],
    );
  }
  for (const company of DEMO_COMPANIES) {
    await db.query(
      `INSERT INTO companies (name, slug, membership_type, owner_id)
       SELECT $1, $2, $3, id FROM users WHERE lower(username) = $4
       ON CONFLICT DO NOTHING`,
      [company.name, company.slug, company.membership, company.owner],
    );
  }
  await seedDeals(db);
  // Last: leads are made on the demo deals.
  await seedLeads(db);
  // Profile sections; recommendations between the demo connections (docs/network.md).
  await seedProfiles(db);
  // After the members: their connections, pending requests and a friend list.
  await seedNetwork(db);
  // After the others: a club, company follows and a dozen posts with likes, comments and a survey (docs/posts.md).
  await seedPosts(db);
  // After the posts: the company pages' fields, pictures, showroom, followers, a second manager and timeline posts.
  await seedCompanies(db);
  await seedCompanyReviews(db);
  // After the posts' Export Club: the two demo clubs' details, logos, members, a join request and club posts.
  await seedClubs(db);
  // After the clubs and companies: the demo conversations (docs/realtime.md).
  await seedChat(db);
  // After the companies: the demo plans and their history (docs/memberships.md).
  await seedMemberships(db);
  await db.query('INSERT INTO demo_seed (version) VALUES ($1) ON CONFLICT DO NOTHING', [DEMO_SEED_VERSION]);
}
