import type { Database } from '../db/database.ts';

/** Demo profile sections (docs/network.md "Profiles"): experiences, educations, skills, interests, business offers, recommendations. */

interface SeedExperience {
  title: string;
  employmentTypeId: number;
  /** A demo company's slug (companies/demo-companies.ts DEMO_COMPANIES): linked; otherwise `companyName`. */
  companySlug?: string;
  companyName?: string;
  location: string;
  description: string;
  start: [number, number];
  end?: [number, number];
}

interface SeedEducation {
  school: string;
  degree: string;
  fieldOfStudy: string;
  start: [number, number];
  end?: [number, number];
}

interface SeedOffer {
  title: string;
  description: string;
  tags: string[];
  categoryId: number;
  industryId: number;
  country: string;
}

interface SeedProfile {
  username: string;
  experiences: SeedExperience[];
  educations: SeedEducation[];
  skills: string[];
  interests: string[];
  offers: SeedOffer[];
}

export const DEMO_PROFILES: readonly SeedProfile[] = [
  {
    username: 'ada',
    experiences: [
      {
        title: 'Head of Partnerships',
        employmentTypeId: 1,
        companySlug: 'northwind-supply',
        location: 'Lyon, France',
        description: 'Building the supplier and buyer network across Europe.',
        start: [2021, 3],
      },
      {
        title: 'Procurement Lead',
        employmentTypeId: 1,
        companyName: 'Rhône Distribution',
        location: 'Lyon, France',
        description: 'Sourcing packaging and raw materials for 40 stores.',
        start: [2016, 9],
        end: [2021, 2],
      },
      {
        title: 'Sourcing Consultant',
        employmentTypeId: 4,
        companyName: 'Independent',
        location: 'Paris, France',
        description: 'Supplier audits for food and retail brands.',
        start: [2013, 1],
        end: [2016, 8],
      },
    ],
    educations: [
      { school: 'emlyon business school', degree: 'MSc', fieldOfStudy: 'Supply Chain Management', start: [2010, 9], end: [2012, 6] },
    ],
    skills: ['Partnerships', 'Supplier sourcing', 'Negotiation', 'Supply chain', 'B2B sales', 'Logistics'],
    interests: ['Sustainable packaging', 'Circular economy', 'Cycling'],
    offers: [
      {
        title: 'Supplier introductions in France and Benelux',
        description: 'I introduce vetted packaging and logistics suppliers to buyers entering the French market.',
        tags: ['sourcing', 'introductions', 'France'],
        categoryId: 7,
        industryId: 14,
        country: 'FR',
      },
    ],
  },
  {
    username: 'mehmet',
    experiences: [
      {
        title: 'Sales Director',
        employmentTypeId: 1,
        companySlug: 'anatolia-textiles',
        location: 'Istanbul, Türkiye',
        description: 'Export sales of home textiles to Germany, France and the UK.',
        start: [2019, 1],
      },
      {
        title: 'Export Manager',
        employmentTypeId: 1,
        companyName: 'Bursa Weaving Co.',
        location: 'Bursa, Türkiye',
        description: 'Opened 12 wholesale accounts in the DACH region.',
        start: [2014, 5],
        end: [2018, 12],
      },
    ],
    educations: [
      { school: 'Boğaziçi University', degree: 'BA', fieldOfStudy: 'International Trade', start: [2008, 9], end: [2012, 6] },
      {
        school: 'Istanbul Technical University',
        degree: 'Certificate',
        fieldOfStudy: 'Textile Engineering',
        start: [2013, 2],
        end: [2013, 11],
      },
    ],
    skills: ['Export sales', 'Textiles', 'Key accounts', 'Trade fairs', 'German', 'Pricing'],
    interests: ['Trade fairs', 'Football', 'Design'],
    offers: [
      {
        title: 'Private-label home textiles',
        description: 'Towels, bed linen and curtains made to your brand, from 500 pieces.',
        tags: ['textiles', 'private label', 'wholesale'],
        categoryId: 1,
        industryId: 15,
        country: 'TR',
      },
      {
        title: 'Sourcing trips to Turkish mills',
        description: 'Two-day visits to partner mills in Bursa and Denizli, planned for your range.',
        tags: ['sourcing', 'textiles'],
        categoryId: 2,
        industryId: 15,
        country: 'TR',
      },
    ],
  },
  {
    username: 'claire',
    experiences: [
      {
        title: 'Founder',
        employmentTypeId: 3,
        companySlug: 'atelier-lumiere',
        location: 'Paris, France',
        description: 'Lighting design studio for hotels and offices.',
        start: [2018, 6],
      },
      {
        title: 'Lighting Designer',
        employmentTypeId: 1,
        companyName: 'Studio Éclat',
        location: 'Paris, France',
        description: 'Designed lighting for 30 boutique hotels.',
        start: [2012, 9],
        end: [2018, 5],
      },
    ],
    educations: [{ school: 'École Boulle', degree: 'DSAA', fieldOfStudy: 'Lighting Design', start: [2009, 9], end: [2012, 6] }],
    skills: ['Lighting design', 'Interior architecture', 'Hospitality projects', 'Project management', 'AutoCAD'],
    interests: ['Architecture', 'Contemporary art', 'Hotels'],
    offers: [
      {
        title: 'Lighting plans for hotel refurbishments',
        description: 'Concept, fixtures and supplier coordination for hotels of 20 to 200 rooms.',
        tags: ['lighting', 'hospitality', 'design'],
        categoryId: 2,
        industryId: 10,
        country: 'FR',
      },
    ],
  },
  {
    username: 'james',
    experiences: [
      {
        title: 'Business Developer',
        employmentTypeId: 1,
        companySlug: 'brightline-software',
        location: 'London, United Kingdom',
        description: 'Partnerships and referrals for our B2B SaaS.',
        start: [2020, 2],
      },
      {
        title: 'Account Executive',
        employmentTypeId: 1,
        companyName: 'Cloudway Ltd',
        location: 'Manchester, United Kingdom',
        description: 'Mid-market SaaS sales, 140% of quota in 2018.',
        start: [2016, 7],
        end: [2020, 1],
      },
      {
        title: 'Sales Intern',
        employmentTypeId: 6,
        companyName: 'Cloudway Ltd',
        location: 'Manchester, United Kingdom',
        description: 'Lead qualification and CRM hygiene.',
        start: [2015, 6],
        end: [2015, 9],
      },
    ],
    educations: [
      { school: 'University of Manchester', degree: 'BSc', fieldOfStudy: 'Business Management', start: [2012, 9], end: [2015, 6] },
    ],
    skills: ['SaaS sales', 'Partnerships', 'Referral programmes', 'CRM', 'Negotiation'],
    interests: ['Startups', 'Running', 'Podcasts'],
    offers: [
      {
        title: 'Referral partnership for B2B software',
        description: 'A 20% referral reward on first-year contracts you bring to Brightline.',
        tags: ['referral', 'SaaS'],
        categoryId: 7,
        industryId: 11,
        country: 'GB',
      },
    ],
  },
  {
    username: 'sofia',
    experiences: [
      {
        title: 'Procurement Manager',
        employmentTypeId: 1,
        companyName: 'Verde Foods',
        location: 'Milan, Italy',
        description: 'Packaging and ingredients purchasing for 3 plants.',
        start: [2019, 4],
      },
      {
        title: 'Buyer',
        employmentTypeId: 1,
        companyName: 'Gusto Italia',
        location: 'Bologna, Italy',
        description: 'Dry goods and packaging buyer.',
        start: [2015, 1],
        end: [2019, 3],
      },
    ],
    educations: [{ school: 'Università Bocconi', degree: 'MSc', fieldOfStudy: 'Management', start: [2012, 9], end: [2014, 7] }],
    skills: ['Procurement', 'Food packaging', 'Supplier audits', 'Cost reduction', 'Italian', 'Negotiation'],
    interests: ['Food safety', 'Sustainable packaging', 'Cooking'],
    offers: [
      {
        title: 'Looking for compostable packaging suppliers',
        description: 'Yearly volumes of 2 million trays; audits on site in Italy.',
        tags: ['packaging', 'food', 'tender'],
        categoryId: 1,
        industryId: 8,
        country: 'IT',
      },
    ],
  },
];

/** Connected pairs the demo recommendations need (the network seed makes the same ones; whichever runs first writes them). */
export const DEMO_CONNECTIONS: ReadonlyArray<[string, string]> = [
  ['ada', 'mehmet'],
  ['ada', 'claire'],
  ['mehmet', 'james'],
];

export const DEMO_RECOMMENDATIONS: ReadonlyArray<{ author: string; recipient: string; data: string; visible: boolean }> = [
  {
    author: 'mehmet',
    recipient: 'ada',
    data: 'Ada found us three reliable buyers in France within a quarter. Straight talk, fast follow-up.',
    visible: true,
  },
  {
    author: 'claire',
    recipient: 'ada',
    data: 'Ada knows every packaging supplier worth knowing. A great partner for any sourcing project.',
    visible: true,
  },
  {
    author: 'ada',
    recipient: 'mehmet',
    data: 'Mehmet delivers what he promises, on time, and his mills are among the best I have audited.',
    visible: true,
  },
  { author: 'james', recipient: 'mehmet', data: 'A reliable partner for textile sourcing; clear pricing from day one.', visible: false },
  { author: 'ada', recipient: 'claire', data: 'Claire lit our showroom beautifully and on budget.', visible: true },
  { author: 'mehmet', recipient: 'james', data: 'James brought us our first software partner in the UK.', visible: true },
];

/** Adds the demo members' profile sections; running it again changes nothing (each part only where none exists yet). */
export async function seedProfiles(db: Database): Promise<void> {
  for (const profile of DEMO_PROFILES) {
    const [member] = await db.query<{ id: number; has_experiences: boolean; has_educations: boolean; has_offers: boolean }>(
      `SELECT id, EXISTS (SELECT 1 FROM user_experiences WHERE user_id = u.id) AS has_experiences,
              EXISTS (SELECT 1 FROM user_educations WHERE user_id = u.id) AS has_educations,
              EXISTS (SELECT 1 FROM business_offers WHERE user_id = u.id) AS has_offers
         FROM users u WHERE lower(username) = $1`,
      [profile.username],
    );
    if (!member) continue;
    for (const [position, job] of (member.has_experiences ? [] : profile.experiences).entries()) {
      await db.query(
        `INSERT INTO user_experiences (user_id, title, employment_type_id, company_id, company_name, location, description,
           start_date_year, start_date_month, end_date_year, end_date_month, position)
         VALUES ($1, $2, $3, (SELECT id FROM companies WHERE lower(slug) = lower($4)),
                 CASE WHEN EXISTS (SELECT 1 FROM companies WHERE lower(slug) = lower($4)) THEN NULL ELSE $5 END,
                 $6, $7, $8, $9, $10, $11, $12)`,
        [
          member.id,
          job.title,
          job.employmentTypeId,
          job.companySlug ?? null,
          job.companyName ?? job.companySlug ?? null,
          job.location,
          job.description,
          job.start[0],
          job.start[1],
          job.end?.[0] ?? null,
          job.end?.[1] ?? null,
          position,
        ],
      );
    }
    for (const [position, school] of (member.has_educations ? [] : profile.educations).entries()) {
      await db.query(
        `INSERT INTO user_educations (user_id, school, degree, field_of_study, start_date_year, start_date_month, end_date_year, end_date_month, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          member.id,
          school.school,
          school.degree,
          school.fieldOfStudy,
          school.start[0],
          school.start[1],
          school.end?.[0] ?? null,
          school.end?.[1] ?? null,
          position,
        ],
      );
    }
    for (const [table, names] of [
      ['user_skills', profile.skills],
      ['user_interests', profile.interests],
    ] as const) {
      await db.query(
        `INSERT INTO ${table} (user_id, name, position)
         SELECT $1, v.name, v.ord - 1 FROM unnest($2::text[]) WITH ORDINALITY AS v(name, ord)
         ON CONFLICT DO NOTHING`,
        [member.id, [...names]],
      );
    }
    for (const offer of member.has_offers ? [] : profile.offers) {
      await db.query(
        `INSERT INTO business_offers (user_id, title, description, tags, category_id, industry_id, state, country)
         VALUES ($1, $2, $3, $4::text[], $5, $6, 'active', $7)`,
        [member.id, offer.title, offer.description, offer.tags, offer.categoryId, offer.industryId, offer.country],
      );
    }
  }
  for (const [first, second] of DEMO_CONNECTIONS) {
    // One row a pair (the friendships_pair index): nothing is written when the network seed made it already.
    await db.query(
      `INSERT INTO friendships (user_id, friend_id, status)
       SELECT a.id, b.id, 'accept' FROM users a, users b WHERE lower(a.username) = $1 AND lower(b.username) = $2
       ON CONFLICT DO NOTHING`,
      [first, second],
    );
  }
  for (const recommendation of DEMO_RECOMMENDATIONS) {
    await db.query(
      `INSERT INTO recommendations (author_id, recipient_id, data, visible)
       SELECT a.id, r.id, $3, $4 FROM users a, users r
        WHERE lower(a.username) = $1 AND lower(r.username) = $2
          AND NOT EXISTS (SELECT 1 FROM recommendations x WHERE x.author_id = a.id AND x.recipient_id = r.id)`,
      [recommendation.author, recommendation.recipient, recommendation.data, recommendation.visible],
    );
  }
}
