import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { dealDesk, PNG, sendForm } from './fixtures.ts';
import { seedLeads } from './seed.ts';

describe.each(productionDatabase)('work on a lead on %s', (kind) => {
  let t: TestServer;
  let desk: Awaited<ReturnType<typeof dealDesk>>;
  let lead: { id: number; uuid: string };
  beforeAll(async () => {
    t = await startTestServer(kind);
    desk = await dealDesk(t.url, t.server.db);
    lead = (await desk.createLead(desk.sender, { deal_id: desk.offer, type: 'buy', text: 'Hello' })).body;
  });
  afterAll(async () => t?.close());

  it('adds, lists, toggles and deletes tasks, for parties only', async () => {
    const created = await desk.json(desk.owner, 'POST', `/lead/${lead.id}/task`, { text: 'Call the buyer', type: 'call' });
    expect(created).toMatchObject({
      status: 201,
      body: { text: 'Call the buyer', type: 'call', done: false, author_id: desk.owner.user.id },
    });
    const task = created.body;
    const done = await desk.json(desk.sender, 'PATCH', `/lead/${lead.id}/task/${task.id}/done`);
    expect(done.body).toMatchObject({ done: true, done_by: desk.sender.user.id });
    const reopened = await desk.json(desk.sender, 'PATCH', `/lead/${lead.id}/task/${task.id}/done`);
    expect(reopened.body).toMatchObject({ done: false, done_by: null, done_at: null });
    expect((await desk.json(desk.manager, 'GET', `/lead/${lead.id}/task`)).body).toHaveLength(1);

    expect((await desk.json(desk.owner, 'POST', `/lead/${lead.id}/task`, { text: '  ' })).status).toBe(400);
    expect((await desk.json(desk.owner, 'POST', `/lead/${lead.id}/task`, { text: 'x', type: 'lunch' })).status).toBe(400);
    expect((await desk.json(desk.stranger, 'POST', `/lead/${lead.id}/task`, { text: 'x' })).status).toBe(403);
    expect((await desk.json(desk.stranger, 'GET', `/lead/${lead.id}/task`)).status).toBe(403);
    expect((await desk.json(desk.stranger, 'PATCH', `/lead/${lead.id}/task/${task.id}/done`)).status).toBe(403);
    expect((await desk.json(desk.stranger, 'DELETE', `/lead/${lead.id}/task/${task.id}`)).status).toBe(403);
    expect((await desk.json(undefined, 'POST', `/lead/${lead.id}/task`, { text: 'x' })).status).toBe(401);
    expect((await desk.json(desk.owner, 'PATCH', `/lead/${lead.id}/task/999999/done`)).status).toBe(404);
    expect((await desk.json(desk.owner, 'DELETE', `/lead/${lead.id}/task/${task.id}`)).status).toBe(204);
    expect((await desk.json(desk.owner, 'DELETE', `/lead/${lead.id}/task/${task.id}`)).status).toBe(404);
    expect((await desk.json(desk.owner, 'GET', `/lead/${lead.id}/task`)).body).toEqual([]);
  });

  it('takes comments with an optional file, and files on the lead, judged by their content', async () => {
    const plain = await sendForm(t.url, 'POST', `/lead/comments/${lead.id}`, { token: desk.sender.token, fields: { text: 'Any news?' } });
    expect(plain).toMatchObject({ status: 201, body: { text: 'Any news?', file: null, author: { id: desk.sender.user.id } } });
    const withFile = await sendForm(t.url, 'POST', `/lead/comments/${lead.id}`, {
      token: desk.owner.token,
      fields: { text: 'Here is the photo' },
      files: [{ field: 'file', name: 'box.png', data: PNG, type: 'image/png' }],
    });
    expect(withFile).toMatchObject({ status: 201, body: { file: { name: 'box.png', mime_type: 'image/png', size: PNG.length } } });
    const comments = await desk.json(desk.manager, 'GET', `/lead/comments/${lead.id}`);
    expect(comments.body.map((comment: { text: string }) => comment.text)).toEqual(['Any news?', 'Here is the photo']);
    const download = await call(t.url, 'GET', `/api/azure/download?blobName=${encodeURIComponent(withFile.body.file.path)}`, {
      token: desk.sender.token,
    });
    expect(download.status).toBe(200);
    const hidden = await call(t.url, 'GET', `/api/azure/download?blobName=${encodeURIComponent(withFile.body.file.path)}`, {
      token: desk.stranger.token,
    });
    expect(hidden.status).toBe(404);
    expect((await sendForm(t.url, 'POST', `/lead/comments/${lead.id}`, { token: desk.sender.token, fields: {} })).status).toBe(400);
    expect((await sendForm(t.url, 'POST', `/lead/comments/${lead.id}`, { token: desk.stranger.token, fields: { text: 'x' } })).status).toBe(
      403,
    );
    expect((await desk.json(desk.stranger, 'GET', `/lead/comments/${lead.id}`)).status).toBe(403);
    const fake = await sendForm(t.url, 'POST', `/lead/comments/${lead.id}`, {
      token: desk.sender.token,
      fields: { text: 'x' },
      files: [{ field: 'file', name: 'run.png', data: Buffer.from('MZ\x90\x00not an image at all'), type: 'image/png' }],
    });
    expect(fake.status).toBe(415);

    const uploaded = await sendForm(t.url, 'POST', `/lead/upload/${lead.id}`, {
      token: desk.sender.token,
      files: [{ field: 'files', name: 'quote.png', data: PNG }],
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toHaveLength(1);
    const file = uploaded.body[0];
    expect((await sendForm(t.url, 'POST', `/lead/upload/${lead.id}`, { token: desk.sender.token })).status).toBe(400);
    expect(
      (
        await sendForm(t.url, 'POST', `/lead/upload/${lead.id}`, {
          token: desk.stranger.token,
          files: [{ field: 'files', name: 'a.png', data: PNG }],
        })
      ).status,
    ).toBe(403);
    const tooBig = await sendForm(t.url, 'POST', `/lead/upload/${lead.id}`, {
      token: desk.sender.token,
      files: [{ field: 'files', name: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(t.server.config.maxUploadBytes)]) }],
    });
    expect(tooBig.status).toBe(413);
    expect((await desk.json(desk.stranger, 'DELETE', `/lead/${lead.id}/file/${file.id}`)).status).toBe(403);
    expect((await desk.json(desk.manager, 'DELETE', `/lead/${lead.id}/file/${file.id}`)).status).toBe(403);
    expect((await desk.json(desk.owner, 'DELETE', `/lead/${lead.id}/file/${file.id}`)).status).toBe(204);
    expect((await desk.json(desk.sender, 'DELETE', `/lead/${lead.id}/file/${file.id}`)).status).toBe(404);
  });

  it('creates a lead with files in one form', async () => {
    const deal = await desk.newDeal('offer');
    const created = await sendForm(t.url, 'POST', '/lead', {
      token: desk.referred.token,
      fields: { deal_id: deal, type: 'buy' },
      files: [{ field: 'files', name: 'brief.png', data: PNG }],
    });
    expect(created.body).toMatchObject({ files_count: 1 });
  });

  it('assigns company managers, finds assignable ones, and lets assignees work the lead', async () => {
    const search = await desk.json(desk.owner, 'POST', `/lead/assigned/managers/${lead.id}/search`, { keyword: desk.manager.username });
    expect(search.body).toEqual([expect.objectContaining({ id: desk.manager.user.id, assigned: false })]);
    expect((await desk.json(desk.owner, 'POST', `/lead/assigned/managers/${lead.id}/search`, {})).body.length).toBe(2);
    expect((await desk.json(desk.sender, 'POST', `/lead/assigned/managers/${lead.id}/search`, {})).status).toBe(403);
    expect((await desk.json(desk.stranger, 'POST', `/lead/assigned/managers/${lead.id}/search`, {})).status).toBe(403);
    expect((await desk.json(desk.owner, 'POST', `/lead/assigned/managers/${lead.id}/search`, { name: 'x' })).status).toBe(400);

    expect((await desk.json(desk.manager, 'GET', `/lead/assignee/${lead.id}/${desk.manager.user.id}`)).status).toBe(403);
    expect((await desk.json(desk.stranger, 'GET', `/lead/assignee/${lead.id}/${desk.manager.user.id}`)).status).toBe(403);
    expect((await desk.json(desk.owner, 'GET', `/lead/assignee/${lead.id}/${desk.stranger.user.id}`)).status).toBe(400);
    const assigned = await desk.json(desk.owner, 'GET', `/lead/assignee/${lead.id}/${desk.manager.user.id}`);
    expect(assigned.body).toEqual([expect.objectContaining({ id: desk.manager.user.id })]);
    expect((await desk.json(desk.owner, 'GET', `/lead/assignee/${lead.id}/${desk.manager.user.id}`)).body).toHaveLength(1);
    expect((await desk.json(desk.sender, 'GET', `/lead/assigned/users/${lead.id}`)).body).toHaveLength(1);
    expect((await desk.json(desk.stranger, 'GET', `/lead/assigned/users/${lead.id}`)).status).toBe(403);
    expect((await desk.json(desk.manager, 'GET', '/lead/assigned')).body).toMatchObject({ total: 1, items: [{ id: lead.id }] });

    expect((await desk.json(desk.stranger, 'DELETE', `/lead/assignee/${lead.id}/${desk.manager.user.id}`)).status).toBe(403);
    expect((await desk.json(desk.owner, 'DELETE', `/lead/assignee/${lead.id}/${desk.manager.user.id}`)).body).toEqual([]);
    expect((await desk.json(desk.owner, 'DELETE', `/lead/assignee/${lead.id}/${desk.manager.user.id}`)).status).toBe(404);
  });

  it('records every change with who and when, in the details and the activity list', async () => {
    const details = await desk.json(desk.sender, 'GET', `/lead/details/${lead.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: lead.id, tasks: [], files: [], assignees: [] });
    expect(details.body.comments).toHaveLength(2);
    const activities = await desk.json(desk.owner, 'GET', `/lead/activities/${lead.id}`);
    const actions = activities.body.map((activity: { action: string }) => activity.action).reverse();
    expect(actions).toEqual([
      'created',
      'task_created',
      'task_done',
      'task_reopened',
      'task_deleted',
      'comment_added',
      'comment_added',
      'file_uploaded',
      'file_deleted',
      'assignee_added',
      'assignee_removed',
    ]);
    expect(activities.body.at(-1)).toMatchObject({ actor: { id: desk.sender.user.id }, details: { type: 'buy' } });
    expect(details.body.activities.length).toBeLessThanOrEqual(20);
    expect((await desk.json(desk.stranger, 'GET', `/lead/details/${lead.id}`)).status).toBe(403);
    expect((await desk.json(desk.stranger, 'GET', `/lead/activities/${lead.id}`)).status).toBe(403);
    expect((await desk.json(desk.owner, 'GET', '/lead/activities/999999')).status).toBe(404);
  });

  it('answers statistics by scope, and the company’s activity section page by page', async () => {
    const general = await desk.json(desk.stranger, 'GET', '/lead/general/status');
    expect(general.body).toMatchObject({
      scope: 'general',
      stat: 'status',
      values: { todo: expect.any(Number), total: expect.any(Number) },
    });
    const personal = await desk.json(desk.stranger, 'GET', '/lead/personal/status');
    expect(personal.body.values).toEqual({ todo: 0, 'in-progress': 0, accepted: 0, refused: 0, total: 0 });
    const mine = await desk.json(desk.referred, 'GET', '/lead/personal/types');
    expect(mine.body.values).toMatchObject({ buy: 1, sell: 0, refer: 0, total: 1 });
    const conversion = await desk.json(desk.owner, 'GET', '/lead/personal/conversion');
    expect(conversion.body.values).toMatchObject({ accepted: 0, refused: 0, closed: 0, open: 2, rate: 0 });
    expect((await desk.json(desk.owner, 'GET', '/lead/personal/pipeline')).body.values).toEqual({});
    expect((await desk.json(desk.owner, 'GET', '/lead/club/budget')).body).toMatchObject({ scope: 'club', values: {} });
    expect((await desk.json(desk.owner, 'GET', '/lead/club-detail/status?club_id=4')).body.values.total).toBe(0);
    expect((await desk.json(desk.owner, 'GET', '/lead/club-detail/status')).status).toBe(400);
    expect((await desk.json(desk.owner, 'GET', '/lead/general/happiness')).status).toBe(400);
    // Platform-wide amounts are other members' money: refused; counts stay readable.
    for (const stat of ['budget', 'pipeline'])
      expect(await desk.json(desk.owner, 'GET', `/lead/general/${stat}`)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect((await desk.json(desk.stranger, 'GET', '/lead/general/conversion')).status).toBe(200);
    expect((await call(t.url, 'GET', '/lead/general/status')).status).toBe(401);

    const section = await desk.json(desk.manager, 'GET', `/lead/activity-section/${desk.companyId}?limit=3`);
    expect(section.body).toMatchObject({ page: 1, limit: 3 });
    expect(section.body.items).toHaveLength(3);
    const pages = Math.ceil(section.body.total / 3);
    const last = await desk.json(desk.manager, 'GET', `/lead/activity-section/${desk.companyId}?limit=3&page=${pages}`);
    expect(last.body.items.length).toBe(section.body.total - (pages - 1) * 3);
    expect((await desk.json(desk.manager, 'GET', `/lead/activity-section/${desk.companyId}?page=${pages + 5}`)).body.items).toEqual([]);
    expect((await desk.json(desk.stranger, 'GET', `/lead/activity-section/${desk.companyId}`)).status).toBe(403);
    expect((await desk.json(desk.owner, 'GET', '/lead/activity-section/999999')).status).toBe(404);
  });

  it('seeds demo leads in every status once', async () => {
    const { seedDemo } = await import('../seed/demo.ts');
    await seedDemo(t.server.db);
    await seedLeads(t.server.db);
    const rows = await t.server.db.query<{ status: string }>(`SELECT status FROM leads WHERE uuid::text LIKE '6f1c2a40-%' ORDER BY status`);
    expect(rows.map((row) => row.status)).toEqual(['accepted', 'in-progress', 'refused', 'todo']);
    const ada = await call(t.url, 'POST', '/auth/sign-in', { body: { email: 'ada', password: 'dealgrow-demo' } });
    const received = await call(t.url, 'GET', '/lead/receiver', { token: ada.body.token });
    expect(received.body.total).toBeGreaterThanOrEqual(2);
  });
});
