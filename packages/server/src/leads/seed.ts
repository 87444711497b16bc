import { first, type Queryable } from '../db/database.ts';
import type { LeadStatus, LeadType } from './rules.ts';

interface DemoDeal {
  company: string;
  type: 'offer' | 'demand';
  /** Used only when the company has no deal of this type yet. */
  title: string;
  description: string;
  price: { field: 'buy' | 'sell'; amount: number; currency: string };
}

const DEMO_DEALS: Record<string, DemoDeal> = {
  northwindOffer: {
    company: 'northwind-supply',
    type: 'offer',
    title: 'Recycled cardboard shipping boxes, 20,000 units',
    description: 'Sturdy recycled boxes in three sizes, delivered across Europe within two weeks.',
    price: { field: 'buy', amount: 18000, currency: 'EUR' },
  },
  anatoliaDemand: {
    company: 'anatolia-textiles',
    type: 'demand',
    title: 'Looking for an organic cotton supplier',
    description: 'We need 40 tonnes of GOTS-certified organic cotton a year for our export line.',
    price: { field: 'sell', amount: 65000, currency: 'EUR' },
  },
  brightlineOffer: {
    company: 'brightline-software',
    type: 'offer',
    title: 'Lead-tracking CRM for small sales teams',
    description: 'A year of our CRM for up to 25 seats, with onboarding.',
    price: { field: 'buy', amount: 4800, currency: 'GBP' },
  },
};

interface DemoLead {
  uuid: string;
  deal: keyof typeof DEMO_DEALS;
  type: LeadType;
  sender: string;
  referral?: string;
  status: LeadStatus;
  text: string;
  budget: number;
  finalBudget?: number;
  /** Who approved for each side (usernames), when they did. */
  senderApprovedBy?: string;
  receiverApprovedBy?: string;
  /** Who gave the last approval, or refused. */
  closedBy?: string;
  tasks: Array<{ text: string; type: string; done: boolean }>;
  comments: Array<{ author: string; text: string }>;
}

const DEMO_LEADS: DemoLead[] = [
  {
    uuid: '6f1c2a40-0b7e-4d51-9a3e-1d2f3a4b5c01',
    deal: 'northwindOffer',
    type: 'buy',
    sender: 'sofia',
    status: 'todo',
    text: 'We ship 3,000 food parcels a week and would like a quote for the medium size.',
    budget: 9000,
    tasks: [],
    comments: [],
  },
  {
    uuid: '6f1c2a40-0b7e-4d51-9a3e-1d2f3a4b5c02',
    deal: 'northwindOffer',
    type: 'refer',
    sender: 'james',
    referral: 'claire',
    status: 'in-progress',
    text: 'Claire’s studio ships lamps all over France; these boxes would suit her.',
    budget: 6000,
    finalBudget: 5500,
    senderApprovedBy: 'james',
    tasks: [
      { text: 'Send Claire the size chart', type: 'email', done: true },
      { text: 'Call to agree delivery dates', type: 'call', done: false },
    ],
    comments: [
      { author: 'ada', text: 'Thanks James! I will send samples this week.' },
      { author: 'james', text: 'Great, Claire is expecting them.' },
    ],
  },
  {
    uuid: '6f1c2a40-0b7e-4d51-9a3e-1d2f3a4b5c03',
    deal: 'anatoliaDemand',
    type: 'sell',
    sender: 'ada',
    status: 'accepted',
    text: 'Northwind works with two certified cotton growers in Portugal.',
    budget: 62000,
    finalBudget: 60000,
    senderApprovedBy: 'ada',
    receiverApprovedBy: 'mehmet',
    closedBy: 'mehmet',
    tasks: [{ text: 'Sign the supply contract', type: 'document', done: true }],
    comments: [{ author: 'mehmet', text: 'Contract signed, first delivery in March.' }],
  },
  {
    uuid: '6f1c2a40-0b7e-4d51-9a3e-1d2f3a4b5c04',
    deal: 'brightlineOffer',
    type: 'buy',
    sender: 'claire',
    status: 'refused',
    text: 'Could the CRM work for a team of three?',
    budget: 1200,
    closedBy: 'james',
    tasks: [],
    comments: [{ author: 'james', text: 'Our smallest plan is 10 seats, sorry Claire.' }],
  },
];

async function userId(db: Queryable, username: string): Promise<number | undefined> {
  return (await first<{ id: number }>(db, 'SELECT id FROM users WHERE lower(username) = $1', [username]))?.id;
}

/** The company's first live deal of this type, or a demo one made for the leads. */
async function demoDeal(db: Queryable, deal: DemoDeal): Promise<number | undefined> {
  const company = await first<{ id: number; owner_id: number | null }>(db, 'SELECT id, owner_id FROM companies WHERE lower(slug) = $1', [
    deal.company,
  ]);
  if (!company?.owner_id) return undefined;
  const existing = await first<{ id: number }>(
    db,
    'SELECT id FROM deals WHERE company_id = $1 AND type = $2 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    [company.id, deal.type],
  );
  if (existing) return existing.id;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO deals (title, type, description, company_id, author_id, ${deal.price.field}_price, ${deal.price.field}_currency, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [deal.title, deal.type, deal.description, company.id, company.owner_id, deal.price.amount, deal.price.currency],
  );
  return rows[0]?.id;
}

/** Demo leads in every status on the demo deals, with tasks, comments and activities; running it again changes nothing. */
export async function seedLeads(db: Queryable): Promise<void> {
  const deals = new Map<string, { id: number; author_id: number; company_id: number | null; currency: string | null }>();
  for (const [key, deal] of Object.entries(DEMO_DEALS)) {
    const id = await demoDeal(db, deal);
    if (id === undefined) continue;
    const row = await first<{ id: number; author_id: number; company_id: number | null; currency: string | null }>(
      db,
      'SELECT id, author_id, company_id, coalesce(buy_currency, sell_currency, currency) AS currency FROM deals WHERE id = $1',
      [id],
    );
    if (row) deals.set(key, row);
  }
  for (const lead of DEMO_LEADS) {
    const deal = deals.get(lead.deal);
    const sender = await userId(db, lead.sender);
    if (!deal || sender === undefined) continue;
    const ids = {
      referral: lead.referral ? await userId(db, lead.referral) : undefined,
      senderApproved: lead.senderApprovedBy ? await userId(db, lead.senderApprovedBy) : undefined,
      receiverApproved: lead.receiverApprovedBy ? await userId(db, lead.receiverApprovedBy) : undefined,
      closed: lead.closedBy ? await userId(db, lead.closedBy) : undefined,
    };
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO leads (uuid, type, status, deal_id, sender_id, receiver_id, receiver_company_id, referral_user_id, text, budget, final_budget,
                          currency, sender_approval, receiver_approval, sender_approved_by, receiver_approved_by,
                          sender_approved_at, receiver_approved_at, closed_by, closed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::int IS NOT NULL, $14::int IS NOT NULL, $13::int, $14::int,
               CASE WHEN $13::int IS NOT NULL THEN now() END, CASE WHEN $14::int IS NOT NULL THEN now() END,
               $15::int, CASE WHEN $15::int IS NOT NULL THEN now() END)
       ON CONFLICT (uuid) DO NOTHING RETURNING id`,
      [
        lead.uuid,
        lead.type,
        lead.status,
        deal.id,
        sender,
        deal.author_id,
        deal.company_id,
        ids.referral ?? null,
        lead.text,
        lead.budget,
        lead.finalBudget ?? null,
        deal.currency,
        ids.senderApproved ?? null,
        ids.receiverApproved ?? null,
        ids.closed ?? null,
      ],
    );
    const leadId = inserted[0]?.id;
    // Already seeded: its tasks, comments and history are there too.
    if (leadId === undefined) continue;
    const activity = (actor: number | undefined, action: string, details: Record<string, string | number | boolean>) =>
      db.query('INSERT INTO lead_activities (lead_id, actor_id, action, details) VALUES ($1, $2, $3, $4::jsonb)', [
        leadId,
        actor ?? null,
        action,
        JSON.stringify(details),
      ]);
    await activity(sender, 'created', { type: lead.type, deal_id: deal.id });
    if (lead.status !== 'todo' && lead.status !== 'refused') await activity(deal.author_id, 'started', { from: 'todo', to: 'in-progress' });
    if (ids.senderApproved !== undefined) await activity(ids.senderApproved, 'approved', { side: 'sender' });
    if (ids.receiverApproved !== undefined) await activity(ids.receiverApproved, 'approved', { side: 'receiver' });
    if (lead.status === 'accepted' || lead.status === 'refused')
      await activity(ids.closed, lead.status, { from: lead.status === 'accepted' ? 'in-progress' : 'todo', to: lead.status });
    for (const task of lead.tasks) {
      await db.query(
        `INSERT INTO lead_tasks (lead_id, author_id, text, type, done, done_by, done_at)
         VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 THEN $2::int END, CASE WHEN $5 THEN now() END)`,
        [leadId, deal.author_id, task.text, task.type, task.done],
      );
    }
    for (const comment of lead.comments) {
      const author = await userId(db, comment.author);
      if (author !== undefined)
        await db.query('INSERT INTO lead_comments (lead_id, author_id, text) VALUES ($1, $2, $3)', [leadId, author, comment.text]);
    }
  }
}
