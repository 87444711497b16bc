import { call, signUp } from '../../test/harness.ts';
import type { Database } from '../db/database.ts';

/** A tiny valid PNG (1×1), judged image/png by its magic bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Sends a multipart form as a browser does: text fields and files. */
export async function sendForm(
  base: string,
  method: string,
  path: string,
  options: {
    token?: string;
    fields?: Record<string, string | number>;
    files?: Array<{ field: string; name: string; data: Buffer; type?: string }>;
  },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(options.fields ?? {})) form.append(key, String(value));
  for (const file of options.files ?? [])
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const response = await fetch(`${base}${path}`, { method, headers, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export type Member = Awaited<ReturnType<typeof signUp>>;

/**
 * A deal desk: `owner` authors the deals and owns their company, `manager` manages the company,
 * `sender` and `referred` are other members, `stranger` has nothing to do with any lead.
 */
export async function dealDesk(base: string, db: Database) {
  const [owner, manager, sender, referred, stranger] = await Promise.all([
    signUp(base),
    signUp(base),
    signUp(base),
    signUp(base),
    signUp(base),
  ]);
  const [company] = await db.query<{ id: number }>(`INSERT INTO companies (name, slug, owner_id) VALUES ($1, $2, $3) RETURNING id`, [
    `Desk ${owner.user.id}`,
    `desk-${owner.user.id}`,
    owner.user.id,
  ]);
  const companyId = (company as { id: number }).id;
  await db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [companyId, manager.user.id]);
  const newDeal = async (type: 'offer' | 'demand', title = `${type} of ${owner.username}`) => {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO deals (title, type, company_id, author_id, buy_price, buy_currency) VALUES ($1, $2, $3, $4, 100, 'EUR') RETURNING id`,
      [title, type, companyId, owner.user.id],
    );
    return (row as { id: number }).id;
  };
  const offer = await newDeal('offer');
  const demand = await newDeal('demand');
  const createLead = (member: Member, fields: Record<string, string | number>) =>
    sendForm(base, 'POST', '/lead', { token: member.token, fields });
  const json = (member: Member | undefined, method: string, path: string, body?: unknown) =>
    call(base, method, path, { token: member?.token, ...(body === undefined ? {} : { body }) });
  return { owner, manager, sender, referred, stranger, companyId, offer, demand, newDeal, createLead, json };
}
