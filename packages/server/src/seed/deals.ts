import type { Database } from '../db/database.ts';

interface DemoDeal {
  title: string;
  type: 'offer' | 'demand';
  company: string;
  author: string;
  industry_id: number;
  category_id: number;
  currency: string;
  price: number;
  stock: number | null;
  location: string;
  description: string;
  /** Buy, sell and refer rewards: only those above zero are set. */
  rewards: { buy?: number; sell?: number; refer?: number };
  sponsored?: boolean;
  faqs: Array<[question: string, answer: string]>;
  reviews: Array<[author: string, rate: number, content: string]>;
}

export const DEMO_DEALS: readonly DemoDeal[] = [
  {
    title: 'Warehouse racking, 40 bays, installed',
    type: 'offer',
    company: 'northwind-supply',
    author: 'ada',
    industry_id: 14,
    category_id: 4,
    currency: 'EUR',
    price: 18_500,
    stock: 6,
    location: 'Lyon, France',
    description: 'Heavy-duty pallet racking delivered and installed within three weeks anywhere in France and Benelux.',
    rewards: { sell: 900, refer: 400 },
    sponsored: true,
    faqs: [
      ['Is installation included?', 'Yes, by our certified crew, with a 5-year warranty.'],
      ['Can you dismantle the old racking?', 'Yes, at 15 € a bay.'],
    ],
    reviews: [
      ['sofia', 5, 'Installed on time, the crew left the site clean.'],
      ['james', 4, 'Good value; delivery slipped by two days.'],
    ],
  },
  {
    title: 'Same-day pallet delivery across Île-de-France',
    type: 'offer',
    company: 'northwind-supply',
    author: 'ada',
    industry_id: 14,
    category_id: 2,
    currency: 'EUR',
    price: 95,
    stock: null,
    location: 'Paris, France',
    description: 'Book before 11:00, delivered before 18:00. Price per pallet, volume discounts from 20 pallets a week.',
    rewards: { refer: 150 },
    faqs: [['What is the weight limit?', '1,000 kg a pallet.']],
    reviews: [['claire', 5, 'Saved our hotel opening.']],
  },
  {
    title: 'Organic cotton jersey, 2 tonnes a month',
    type: 'offer',
    company: 'anatolia-textiles',
    author: 'mehmet',
    industry_id: 15,
    category_id: 1,
    currency: 'EUR',
    price: 7.8,
    stock: 24_000,
    location: 'Izmir, Türkiye',
    description: 'GOTS-certified organic cotton jersey, 160 g/m², dyed to order. Price per kilogram.',
    rewards: { buy: 250, sell: 600, refer: 300 },
    sponsored: true,
    faqs: [
      ['What is the minimum order?', '500 kg per colour.'],
      ['Do you ship samples?', 'Yes, free swatches within 5 working days.'],
    ],
    reviews: [
      ['ada', 4, 'Consistent quality over three orders.'],
      ['sofia', 5, 'Certificates were complete, customs went smoothly.'],
    ],
  },
  {
    title: 'Looking for recycled-PET packaging supplier',
    type: 'demand',
    company: 'anatolia-textiles',
    author: 'mehmet',
    industry_id: 15,
    category_id: 1,
    currency: 'EUR',
    price: 30_000,
    stock: null,
    location: 'Istanbul, Türkiye',
    description: 'We need 200,000 recycled-PET garment bags a year, printed with our logo. Budget per year.',
    rewards: { refer: 500 },
    faqs: [['Which sizes?', 'Three sizes: 30×40, 40×50 and 60×80 cm.']],
    reviews: [],
  },
  {
    title: 'Hotel lobby lighting design, turnkey',
    type: 'offer',
    company: 'atelier-lumiere',
    author: 'claire',
    industry_id: 10,
    category_id: 2,
    currency: 'EUR',
    price: 12_000,
    stock: null,
    location: 'Paris, France',
    description: 'Concept, fixtures and commissioning for lobbies up to 400 m². Energy use cut by half on average.',
    rewards: { sell: 800, refer: 500 },
    faqs: [['Do you work outside France?', 'Yes, across Europe; travel is billed at cost.']],
    reviews: [['james', 5, 'Our lobby finally looks like the renderings.']],
  },
  {
    title: 'Need LED retrofit partner for 12 offices',
    type: 'demand',
    company: 'atelier-lumiere',
    author: 'claire',
    industry_id: 4,
    category_id: 2,
    currency: 'EUR',
    price: 45_000,
    stock: null,
    location: 'Bordeaux, France',
    description: 'Looking for an installer to retrofit 12 office floors to LED over six months.',
    rewards: { refer: 1_000 },
    faqs: [],
    reviews: [],
  },
  {
    title: 'CRM for distributors, first year 40% off',
    type: 'offer',
    company: 'brightline-software',
    author: 'james',
    industry_id: 11,
    category_id: 3,
    currency: 'GBP',
    price: 4_800,
    stock: null,
    location: 'London, United Kingdom',
    description: 'Brightline CRM for wholesale distributors: quotes, stock and referrals in one place. Price per year for 10 seats.',
    rewards: { sell: 1_200, refer: 480 },
    sponsored: true,
    faqs: [
      ['Is there a trial?', '30 days, no card needed.'],
      ['Can we import from spreadsheets?', 'Yes, CSV and XLSX imports are built in.'],
    ],
    reviews: [
      ['ada', 5, 'We moved our whole sales desk in a week.'],
      ['mehmet', 4, 'Turkish interface would be welcome.'],
    ],
  },
  {
    title: 'Seeking resellers in DACH for our CRM',
    type: 'demand',
    company: 'brightline-software',
    author: 'james',
    industry_id: 11,
    category_id: 7,
    currency: 'EUR',
    price: 0,
    stock: null,
    location: 'Berlin, Germany',
    description: 'We are looking for reseller partners in Germany, Austria and Switzerland. 25% recurring commission.',
    rewards: { refer: 750 },
    faqs: [],
    reviews: [],
  },
];

export const DEMO_PRODUCTS = [
  {
    title: 'Stackable storage crate, 60 L',
    company: 'northwind-supply',
    author: 'ada',
    industry_id: 14,
    category_id: 1,
    price: 14.5,
    stock: 3_200,
  },
  {
    title: 'Linen tablecloth, 140×240',
    company: 'anatolia-textiles',
    author: 'mehmet',
    industry_id: 15,
    category_id: 1,
    price: 39,
    stock: 800,
  },
  {
    title: 'Brass pendant lamp “Lumière”',
    company: 'atelier-lumiere',
    author: 'claire',
    industry_id: 10,
    category_id: 1,
    price: 420,
    stock: 35,
  },
  {
    title: 'Brightline CRM, 10 seats, 1 year',
    company: 'brightline-software',
    author: 'james',
    industry_id: 11,
    category_id: 3,
    price: 4_800,
    stock: null,
  },
] as const;

/** Adds the demo deals (offers and demands, with FAQ and reviews) and products; running it again adds nothing. */
export async function seedDeals(db: Database): Promise<void> {
  for (const deal of DEMO_DEALS) {
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO deals (title, type, industry_id, category_id, currency, price, stock, location, description, buy_price, buy_currency,
           sell_price, sell_currency, refer_price, refer_currency, is_sponsored, company_id, author_id)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $10::numeric IS NULL THEN NULL ELSE $5 END,
                $11, CASE WHEN $11::numeric IS NULL THEN NULL ELSE $5 END, $12, CASE WHEN $12::numeric IS NULL THEN NULL ELSE $5 END,
                $13, c.id, u.id
           FROM companies c JOIN users u ON lower(u.username) = $15
          WHERE c.slug = $14 AND NOT EXISTS (SELECT 1 FROM deals d WHERE d.company_id = c.id AND d.title = $1)
         RETURNING id`,
        [
          deal.title,
          deal.type,
          deal.industry_id,
          deal.category_id,
          deal.currency,
          deal.price,
          deal.stock,
          deal.location,
          deal.description,
          deal.rewards.buy ?? null,
          deal.rewards.sell ?? null,
          deal.rewards.refer ?? null,
          deal.sponsored ?? false,
          deal.company,
          deal.author,
        ],
      );
      const created = rows[0];
      if (!created) return;
      for (const [question, answer] of deal.faqs) {
        await tx.query('INSERT INTO deal_faqs (deal_id, question, answer) VALUES ($1, $2, $3)', [created.id, question, answer]);
      }
      for (const [author, rate, content] of deal.reviews) {
        await tx.query(
          `INSERT INTO deal_reviews (deal_id, author_id, content, rate) SELECT $1, id, $3, $4 FROM users WHERE lower(username) = $2
           ON CONFLICT DO NOTHING`,
          [created.id, author, content, rate],
        );
      }
    });
  }
  for (const product of DEMO_PRODUCTS) {
    await db.query(
      `INSERT INTO products (title, description, industry_id, category_id, currency, price, stock, company_id, author_id)
       SELECT $1, $2, $3, $4, 'EUR', $5, $6, c.id, u.id
         FROM companies c JOIN users u ON lower(u.username) = $8
        WHERE c.slug = $7 AND NOT EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.title = $1)`,
      [
        product.title,
        `${product.title}, from our catalogue.`,
        product.industry_id,
        product.category_id,
        product.price,
        product.stock,
        product.company,
        product.author,
      ],
    );
  }
}
