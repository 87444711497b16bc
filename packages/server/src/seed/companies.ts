import { first, type Queryable } from '../db/database.ts';
import { storeTextMarks } from '../posts/text-marks.ts';

/** The demo pictures' addresses (served by companies/images.ts), relative to the API: answers make them absolute. */
const picture = (slug: string, name: 'logo' | 'cover' | 'showroom') => `/assets/company/${slug}/${name}.svg`;

interface DemoPage {
  type: string;
  about: string;
  website: string;
  location: string;
  industryId: number;
  foundedYear: number;
  size: string;
  showroom: Array<{ type: 'default' | 'video'; title: string; description: string; url?: string }>;
  posts: Array<{ body: string; hoursAgo: number }>;
}

/** The demo companies' pages (docs/companies-and-clubs.md), by slug (companies/demo-companies.ts DEMO_COMPANIES). */
export const DEMO_COMPANY_PAGES: Record<string, DemoPage> = {
  'northwind-supply': {
    type: 'privately_held',
    about:
      'Northwind Supply sources and ships packaging, office and warehouse supplies to 4,000 businesses across Europe. Next-day delivery, recycled ranges, and a partner programme for resellers.',
    website: 'https://northwind.example.com',
    location: 'Lyon, France',
    industryId: 14,
    foundedYear: 2009,
    size: '51-200',
    showroom: [
      { type: 'default', title: 'Recycled packaging range', description: 'Boxes, mailers and fillers made from 100% recycled fibre.' },
      {
        type: 'video',
        title: 'Inside our Lyon warehouse',
        description: 'A two-minute tour of how an order ships the same day.',
        url: 'https://videos.example.com/northwind-warehouse.mp4',
      },
    ],
    posts: [
      { body: 'Our recycled mailers are now in stock in every size. Resellers: ask for the partner price list. #packaging', hoursAgo: 30 },
      { body: 'We are hiring two account managers in Lyon. Know someone who loves logistics? Send them our way.', hoursAgo: 75 },
    ],
  },
  'anatolia-textiles': {
    type: 'privately_held',
    about:
      'Organic cotton and linen mill in Izmir since 1987. We weave, dye and finish for European fashion and home brands, certified GOTS and OEKO-TEX.',
    website: 'https://anatolia-textiles.example.com',
    location: 'Izmir, Türkiye',
    industryId: 15,
    foundedYear: 1987,
    size: '201-500',
    showroom: [
      { type: 'default', title: 'Organic cotton collection', description: 'Twelve weights of GOTS-certified cotton, dyed to order.' },
      {
        type: 'video',
        title: 'From fibre to fabric',
        description: 'How a bale of cotton becomes a roll of fabric at our mill.',
        url: 'https://videos.example.com/anatolia-mill.mp4',
      },
    ],
    posts: [
      { body: 'The spring linen samples are ready. Brands visiting Izmir in March: book a mill tour with us.', hoursAgo: 20 },
      {
        body: 'We cut the water used per metre of dyed fabric by 40% this year. The full report is on our site. #sustainability',
        hoursAgo: 96,
      },
    ],
  },
  'atelier-lumiere': {
    type: 'sole_proprietorship',
    about:
      'Atelier Lumière designs lighting for boutiques, hotels and restaurants: made-to-measure pendants and wall lights, handmade in Paris.',
    website: 'https://atelier-lumiere.example.com',
    location: 'Paris, France',
    industryId: 15,
    foundedYear: 2016,
    size: '1-10',
    showroom: [
      {
        type: 'default',
        title: 'Pendant lights for Hôtel Rivage',
        description: 'Twenty-four blown-glass pendants for a Nice seafront lobby.',
      },
      {
        type: 'video',
        title: 'In the workshop',
        description: 'Blowing, cutting and assembling one pendant.',
        url: 'https://videos.example.com/atelier-workshop.mp4',
      },
    ],
    posts: [
      { body: 'New in the workshop: a brass wall light for narrow corridors. Samples available to interior designers.', hoursAgo: 44 },
    ],
  },
  'brightline-software': {
    type: 'public_company',
    about:
      'Brightline builds sales and partner-management software for B2B teams: pipelines, partner portals and commission tracking in one place.',
    website: 'https://brightline.example.com',
    location: 'London, United Kingdom',
    industryId: 11,
    foundedYear: 2012,
    size: '501-1000',
    showroom: [
      { type: 'default', title: 'Partner portal', description: 'Give resellers their own pipeline, price lists and commissions.' },
      {
        type: 'video',
        title: 'Brightline in three minutes',
        description: 'A tour of the pipeline, the partner portal and the reports.',
        url: 'https://videos.example.com/brightline-tour.mp4',
      },
    ],
    posts: [
      { body: 'Release 8.2 is out: commission statements your partners can download themselves. #saas', hoursAgo: 10 },
      { body: 'Join our webinar on running a partner programme that pays for itself, next Thursday at 4 pm CET.', hoursAgo: 58 },
    ],
  },
};

/** Demo follows: [member, company slug], beside seed/posts.ts DEMO_FOLLOWS. */
export const DEMO_COMPANY_FOLLOWERS: ReadonlyArray<[string, string]> = [
  ['ada', 'brightline-software'],
  ['mehmet', 'northwind-supply'],
  ['claire', 'northwind-supply'],
  ['lucas', 'northwind-supply'],
  ['james', 'anatolia-textiles'],
  ['sofia', 'anatolia-textiles'],
  ['lucas', 'anatolia-textiles'],
  ['sofia', 'atelier-lumiere'],
  ['ada', 'atelier-lumiere'],
  ['mehmet', 'brightline-software'],
  ['claire', 'brightline-software'],
];

/** A second manager on a demo company: [member, company slug, manages its leads]. */
export const DEMO_COMPANY_MANAGERS: ReadonlyArray<[string, string, boolean]> = [['lucas', 'northwind-supply', true]];

/**
 * The demo companies' pages: type and about fields, pictures, showroom, followers, a second manager and timeline
 * posts. Runs after the members and companies; running it again changes nothing (fields only where empty, showroom
 * and posts only where the company has none of them, follows and managers by their keys).
 */
export async function seedCompanies(db: Queryable): Promise<void> {
  for (const [slug, page] of Object.entries(DEMO_COMPANY_PAGES)) {
    const company = await first<{ id: number; owner_id: number | null }>(
      db,
      `UPDATE companies SET type_id = coalesce(type_id, (SELECT id FROM company_types WHERE key = $2)), about = coalesce(about, $3),
              website = coalesce(website, $4), location = coalesce(location, $5), industry_id = coalesce(industry_id, $6),
              founded_year = coalesce(founded_year, $7), size = coalesce(size, $8), logo = coalesce(logo, $9), cover_image = coalesce(cover_image, $10)
        WHERE lower(slug) = $1 RETURNING id, owner_id`,
      [
        slug,
        page.type,
        page.about,
        page.website,
        page.location,
        page.industryId,
        page.foundedYear,
        page.size,
        picture(slug, 'logo'),
        picture(slug, 'cover'),
      ],
    );
    if (!company) continue;
    if (!(await first(db, 'SELECT 1 FROM company_showroom_items WHERE company_id = $1 LIMIT 1', [company.id]))) {
      for (const [index, item] of page.showroom.entries()) {
        await db.query(
          `INSERT INTO company_showroom_items (company_id, type, title, description, url, image, position, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            company.id,
            item.type,
            item.title,
            item.description,
            item.url ?? null,
            item.type === 'default' ? picture(slug, 'showroom') : null,
            index + 1,
            company.owner_id,
          ],
        );
      }
    }
    if (company.owner_id === null) continue;
    for (const post of page.posts) {
      if (await first(db, `SELECT 1 FROM posts WHERE author_type = 'company' AND owner_id = $1 AND body = $2`, [company.id, post.body]))
        continue;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO posts (kind, author_type, owner_id, author_id, body, visible, created_at, updated_at)
         VALUES ('body', 'company', $1, $2, $3, 'public', now() - make_interval(hours => $4), now() - make_interval(hours => $4)) RETURNING id`,
        [company.id, company.owner_id, post.body, post.hoursAgo],
      );
      if (row) await storeTextMarks(db, row.id, [post.body]);
    }
  }
  for (const [member, slug] of DEMO_COMPANY_FOLLOWERS) {
    await db.query(
      `INSERT INTO company_followers (company_id, user_id) SELECT c.id, u.id FROM companies c, users u
        WHERE lower(c.slug) = $2 AND lower(u.username) = $1 ON CONFLICT DO NOTHING`,
      [member, slug],
    );
  }
  for (const [member, slug, lead] of DEMO_COMPANY_MANAGERS) {
    await db.query(
      `INSERT INTO company_managers (company_id, user_id, is_lead_manager, role) SELECT c.id, u.id, $3, 'manager' FROM companies c, users u
        WHERE lower(c.slug) = $2 AND lower(u.username) = $1 ON CONFLICT DO NOTHING`,
      [member, slug, lead],
    );
  }
}
