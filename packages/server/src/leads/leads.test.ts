import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { dealDesk } from './fixtures.ts';

describe.each(productionDatabase)('leads on %s', (kind) => {
  let t: TestServer;
  let desk: Awaited<ReturnType<typeof dealDesk>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    desk = await dealDesk(t.url, t.server.db);
  });
  afterAll(async () => t?.close());

  it('creates a lead addressed to the deal’s side, in todo, from a multipart form', async () => {
    const created = await desk.createLead(desk.sender, {
      deal_id: desk.offer,
      type: 'buy',
      text: 'Interested in 500 units',
      budget: '1500.50',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'buy',
      status: 'todo',
      deal: { id: desk.offer, type: 'offer' },
      text: 'Interested in 500 units',
      budget: 1500.5,
      final_budget: null,
      currency: 'EUR',
      sender: { id: desk.sender.user.id },
      receiver: { id: desk.owner.user.id },
      receiver_company: { id: desk.companyId },
      sender_approval: false,
      receiver_approval: false,
      sender_approved_by: null,
      receiver_approved_by: null,
      viewer_side: 'sender',
      next_statuses: ['refused'],
    });
    expect(created.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const again = await desk.createLead(desk.sender, { deal_id: desk.offer, type: 'buy' });
    expect(again).toMatchObject({ status: 409, body: { code: 'conflict' } });
    expect(again.body.message).toMatch(/already have an open lead/);
  });

  it('refuses bad lead forms with 400s that say why, a JSON body with 415, and no token with 401', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ type: 'buy' }, 'deal_id'],
      [{ deal_id: desk.offer, type: 'borrow' }, 'type'],
      [{ deal_id: desk.demand, type: 'buy' }, 'type'],
      [{ deal_id: desk.offer, type: 'sell' }, 'type'],
      [{ deal_id: 999_999, type: 'buy' }, 'deal_id'],
      [{ deal_id: desk.offer, type: 'refer' }, 'referral_user_id'],
      [{ deal_id: desk.offer, type: 'refer', referral_user_id: desk.referred.user.id }, 'referral_user_id'],
      [{ deal_id: desk.offer, type: 'refer', referral_user_id: desk.manager.user.id }, 'referral_user_id'],
      [{ deal_id: desk.offer, type: 'refer', referral_user_id: 999_999 }, 'referral_user_id'],
      [{ deal_id: desk.offer, type: 'buy', referral_user_id: desk.referred.user.id }, 'referral_user_id'],
      [{ deal_id: desk.offer, type: 'buy', budget: 'lots' }, 'budget'],
      [{ deal_id: desk.offer, type: 'buy', colour: 'red' }, 'colour'],
    ];
    for (const [fields, field] of cases) {
      const answer = await desk.createLead(desk.referred, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(Object.keys(answer.body.fields ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    const own = await desk.createLead(desk.manager, { deal_id: desk.offer, type: 'buy' });
    expect(own).toMatchObject({ status: 400, body: { message: expect.stringMatching(/your own deal/) } });
    const json = await call(t.url, 'POST', '/lead', { token: desk.referred.token, body: { deal_id: desk.offer, type: 'buy' } });
    expect(json).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const anonymous = await desk.createLead({ ...desk.referred, token: '' }, { deal_id: desk.offer, type: 'buy' });
    expect(anonymous).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('works a referral to accepted: the deal side starts it, each side approves, and who approved is recorded', async () => {
    const { body: lead } = await desk.createLead(desk.sender, {
      deal_id: desk.offer,
      type: 'refer',
      referral_user_id: desk.referred.user.id,
    });
    expect(lead.referral_user).toMatchObject({ id: desk.referred.user.id });
    const status = (member: typeof desk.owner, value: string) => desk.json(member, 'PATCH', `/lead/status/${lead.id}`, { status: value });

    const illegal = async (member: typeof desk.owner, value: string, message: RegExp) => {
      const answer = await status(member, value);
      expect(answer.status, `${value}: ${JSON.stringify(answer.body)}`).toBe(409);
      expect(answer.body.code).toBe('illegal_transition');
      expect(answer.body.message).toMatch(message);
    };
    await illegal(desk.owner, 'accepted', /only after work on it has started/);
    await illegal(desk.sender, 'in-progress', /Only the deal's side starts work/);
    await illegal(desk.referred, 'in-progress', /Only the deal's side starts work/);
    await illegal(desk.owner, 'todo', /already todo/);
    expect((await status(desk.stranger, 'in-progress')).status).toBe(403);
    expect((await desk.json(desk.owner, 'PATCH', '/lead/status/999999', { status: 'in-progress' })).status).toBe(404);
    expect((await status(desk.owner, 'done')).status).toBe(400);
    expect((await desk.json(undefined, 'PATCH', `/lead/status/${lead.id}`, { status: 'in-progress' })).status).toBe(401);

    const started = await status(desk.manager, 'in-progress');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'in-progress', viewer_side: 'receiver', next_statuses: ['accepted', 'refused'] });
    await illegal(desk.owner, 'todo', /never goes back to todo/);
    await illegal(desk.owner, 'in-progress', /already in-progress/);

    const senderApproved = await status(desk.referred, 'accepted');
    expect(senderApproved.body).toMatchObject({
      status: 'in-progress',
      sender_approval: true,
      sender_approved_by: desk.referred.user.id,
      receiver_approval: false,
      next_statuses: ['refused'],
    });
    await illegal(desk.sender, 'accepted', /already approved/);

    const accepted = await status(desk.owner, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      sender_approval: true,
      receiver_approval: true,
      receiver_approved_by: desk.owner.user.id,
      closed_by: desk.owner.user.id,
      next_statuses: [],
    });
    expect(accepted.body.closed_at).not.toBeNull();
    await illegal(desk.owner, 'refused', /already accepted/);
    await illegal(desk.sender, 'accepted', /already accepted/);
    await illegal(desk.owner, 'in-progress', /already accepted/);
  });

  it('lets either side refuse an open lead, and nothing moves a refused lead', async () => {
    const deal = await desk.newDeal('offer');
    const { body: lead } = await desk.createLead(desk.sender, { deal_id: deal, type: 'buy' });
    const refused = await desk.json(desk.sender, 'PATCH', `/lead/status/${lead.id}`, { status: 'refused' });
    expect(refused.body).toMatchObject({ status: 'refused', closed_by: desk.sender.user.id });
    for (const value of ['todo', 'in-progress', 'accepted', 'refused']) {
      const answer = await desk.json(desk.owner, 'PATCH', `/lead/status/${lead.id}`, { status: value });
      expect(answer).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
    }
    const other = await desk.createLead(desk.referred, { deal_id: deal, type: 'buy' });
    await desk.json(desk.owner, 'PATCH', `/lead/status/${other.body.id}`, { status: 'in-progress' });
    const byReceiver = await desk.json(desk.manager, 'PATCH', `/lead/status/${other.body.id}`, { status: 'refused' });
    expect(byReceiver.body).toMatchObject({ status: 'refused', closed_by: desk.manager.user.id });
    // A refused lead no longer blocks a new one on the same deal.
    expect((await desk.createLead(desk.sender, { deal_id: deal, type: 'buy' })).status).toBe(201);
  });

  it('edits only editable fields, by the right side, on open leads; a new final budget clears both approvals', async () => {
    const deal = await desk.newDeal('offer');
    const { body: lead } = await desk.createLead(desk.sender, { deal_id: deal, type: 'buy', budget: 100 });
    const edit = (member: typeof desk.owner, field: string, text: string) =>
      desk.json(member, 'POST', `/lead/edit/${lead.id}`, { field, text });

    expect((await edit(desk.sender, 'text', 'New terms')).body.text).toBe('New terms');
    expect((await edit(desk.sender, 'budget', '250')).body.budget).toBe(250);
    expect((await edit(desk.sender, 'currency', 'usd')).body.currency).toBe('USD');
    const notEditable = await edit(desk.sender, 'status', 'accepted');
    expect(notEditable).toMatchObject({ status: 400, body: { code: 'validation_failed', fields: { field: expect.any(String) } } });
    expect(notEditable.body.message).toMatch(/Editable fields: text, budget, final_budget, currency/);
    expect((await edit(desk.sender, 'budget', 'twelve')).status).toBe(400);
    expect((await edit(desk.sender, 'currency', 'euro')).status).toBe(400);
    expect((await desk.json(desk.sender, 'POST', `/lead/edit/${lead.id}`, { field: 'text' })).status).toBe(400);
    expect((await edit(desk.owner, 'budget', '300')).status).toBe(403);
    expect((await edit(desk.stranger, 'text', 'hi')).status).toBe(403);
    expect((await edit(desk.sender, 'text', 'x')).status).toBe(200);
    expect((await desk.json(desk.sender, 'POST', '/lead/edit/999999', { field: 'text', text: 'x' })).status).toBe(404);

    await desk.json(desk.owner, 'PATCH', `/lead/status/${lead.id}`, { status: 'in-progress' });
    await desk.json(desk.sender, 'PATCH', `/lead/status/${lead.id}`, { status: 'accepted' });
    const changed = await edit(desk.owner, 'final_budget', '220');
    expect(changed.body).toMatchObject({ final_budget: 220, sender_approval: false, sender_approved_by: null });
    await desk.json(desk.sender, 'PATCH', `/lead/status/${lead.id}`, { status: 'accepted' });
    await desk.json(desk.owner, 'PATCH', `/lead/status/${lead.id}`, { status: 'accepted' });
    const closed = await edit(desk.sender, 'text', 'too late');
    expect(closed).toMatchObject({ status: 409, body: { code: 'illegal_transition' } });
  });

  it('pages the dashboard lists five at a time, with the total, an exact last page and an empty page after it', async () => {
    const seller = desk.referred;
    const deals = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => desk.newDeal('demand', `demand ${n}`)));
    for (const deal of deals) expect((await desk.createLead(seller, { deal_id: deal, type: 'sell' })).status).toBe(201);
    const page = (path: string, member = seller) => desk.json(member, 'GET', path);

    const first = await page('/lead/sender?status=todo');
    expect(first.body).toMatchObject({ total: 6, page: 1, limit: 5 });
    expect(first.body.items).toHaveLength(5);
    expect(first.body.items[0].deal.id).toBe(deals[5]);
    const last = await page('/lead/sender?status=todo&page=2');
    expect(last.body).toMatchObject({ total: 6, page: 2, limit: 5 });
    expect(last.body.items.map((lead: { deal: { id: number } }) => lead.deal.id)).toEqual([deals[0]]);
    const empty = await page('/lead/sender?status=todo&page=3');
    expect(empty.body).toMatchObject({ items: [], total: 6, page: 3 });

    const received = await page(`/lead/receiver?status=todo&limit=100`, desk.manager);
    expect(received.body.items.filter((lead: { sender: { id: number } }) => lead.sender.id === seller.user.id)).toHaveLength(6);
    expect((await page('/lead/receiver', desk.stranger)).body).toEqual({ items: [], total: 0, page: 1, limit: 5 });
    expect((await page('/lead/assigned', desk.manager)).body.total).toBe(0);

    const dealLeads = await page(`/lead/deal?deal_id=${deals[0]}`, desk.owner);
    expect(dealLeads.body).toMatchObject({ total: 1, items: [{ sender: { id: seller.user.id } }] });
    expect((await page(`/lead/deal?deal_id=${deals[0]}`, desk.stranger)).status).toBe(403);
    expect((await page('/lead/deal?deal_id=999999', desk.owner)).status).toBe(404);
    expect((await page('/lead/deal', desk.owner)).status).toBe(400);
    expect((await page('/lead/sender?page=0')).status).toBe(400);
    expect((await page('/lead/sender?status=open')).status).toBe(400);
    expect((await page('/lead/sender?limit=101')).status).toBe(400);
    expect((await call(t.url, 'GET', '/lead/sender')).status).toBe(401);
  });

  it('shows a lead by id and by uuid to its parties only', async () => {
    const deal = await desk.newDeal('offer');
    const { body: lead } = await desk.createLead(desk.sender, { deal_id: deal, type: 'buy' });
    for (const member of [desk.sender, desk.owner, desk.manager]) {
      expect((await desk.json(member, 'GET', `/lead/detail/${lead.id}`)).body.id).toBe(lead.id);
      expect((await desk.json(member, 'GET', `/lead/detail/uuid/${lead.uuid}`)).body.id).toBe(lead.id);
    }
    expect((await desk.json(desk.owner, 'GET', `/lead/detail/${lead.id}`)).body.viewer_side).toBe('receiver');
    expect((await desk.json(desk.stranger, 'GET', `/lead/detail/${lead.id}`)).status).toBe(403);
    expect((await desk.json(desk.stranger, 'GET', `/lead/detail/uuid/${lead.uuid}`)).status).toBe(403);
    expect((await desk.json(desk.sender, 'GET', '/lead/detail/999999')).status).toBe(404);
    expect((await desk.json(desk.sender, 'GET', '/lead/detail/uuid/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await desk.json(desk.sender, 'GET', '/lead/detail/uuid/not-a-uuid')).status).toBe(400);
    expect((await desk.json(desk.sender, 'GET', '/lead/detail/abc')).status).toBe(400);
    expect((await call(t.url, 'GET', `/lead/detail/${lead.id}`)).status).toBe(401);
  });

  it('lets only the sender delete a lead, and only while it is todo', async () => {
    const deal = await desk.newDeal('offer');
    const { body: lead } = await desk.createLead(desk.sender, { deal_id: deal, type: 'buy' });
    expect((await desk.json(desk.stranger, 'DELETE', `/lead/${lead.id}`)).status).toBe(403);
    expect((await desk.json(desk.owner, 'DELETE', `/lead/${lead.id}`)).status).toBe(403);
    expect((await desk.json(undefined, 'DELETE', `/lead/${lead.id}`)).status).toBe(401);
    expect((await desk.json(desk.sender, 'DELETE', `/lead/${lead.id}`)).status).toBe(204);
    expect((await desk.json(desk.sender, 'GET', `/lead/detail/${lead.id}`)).status).toBe(404);
    expect((await desk.json(desk.sender, 'DELETE', `/lead/${lead.id}`)).status).toBe(404);

    const { body: started } = await desk.createLead(desk.sender, { deal_id: deal, type: 'buy' });
    await desk.json(desk.owner, 'PATCH', `/lead/status/${started.id}`, { status: 'in-progress' });
    const refusedDelete = await desk.json(desk.sender, 'DELETE', `/lead/${started.id}`);
    expect(refusedDelete).toMatchObject({ status: 409, body: { code: 'illegal_transition', message: expect.stringMatching(/Refuse it/) } });
  });
});
