import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionDatabase, startTestServer, type TestServer } from '../../test/harness.ts';
import { sendForm } from '../../test/uploads.ts';
import { createCompany } from '../companies/fixtures.ts';
import { listMigrations, splitStatements } from '../db/migrate.ts';
import { addMember, as, type TestMember } from '../network/fixtures.ts';

/**
 * Page moderation (docs/moderation.md), one server for the file: each action seen through the real read paths (club
 * timeline, post, comments, joining), the refusals, the member told in their language, the one appeal, the log.
 */
describe.each(productionDatabase)('page moderation on %s', (kind) => {
  let t: TestServer;
  let owner: TestMember;
  let admin: TestMember;
  let member: TestMember;
  let other: TestMember;
  let stranger: TestMember;
  let manager: TestMember;
  let follower: TestMember;
  let peer: TestMember;
  let clubId: number;
  let otherClubId: number;
  let companyId: number;

  const post = async (who: TestMember, fields: Record<string, string | number>) => {
    const made = await sendForm(t.url, 'POST', '/post/body-post', { token: who.token, fields });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.id as number;
  };
  const comment = (who: TestMember, postId: number, body = 'A comment') => as(t.url, who)('POST', `/post/${postId}/comments`, { body });
  const clubAct = (who: TestMember | undefined, body: Record<string, unknown>, id = clubId) =>
    as(t.url, who)('POST', `/clubs/${id}/moderation/actions`, body);
  const timelineIds = async (who: TestMember) => {
    // peer and the moderators are members; `visible: club` posts are for members only.
    const answer = await as(t.url, who)('GET', `/clubs/${clubId}/timeline?limit=100`);
    expect(answer.status).toBe(200);
    return (answer.body.items as { id: number }[]).map((item) => item.id);
  };
  const notifications = async (who: TestMember) => {
    const answer = await as(t.url, who)('GET', '/notifications');
    expect(answer.status).toBe(200);
    return answer.body.items as { kind: string; text: string; url: string; subject: { id: number } }[];
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { readCacheSeconds: 0 });
    const db = t.server.db;
    [owner, admin, member, other, stranger, manager, follower, peer] = [
      await addMember(db, { firstName: 'Olive', lastName: 'Owner' }),
      await addMember(db, { firstName: 'Adam', lastName: 'Admin' }),
      await addMember(db, { firstName: 'Mia', lastName: 'Member' }),
      await addMember(db, { firstName: 'Otto', lastName: 'Other' }),
      await addMember(db, { firstName: 'Sam', lastName: 'Stranger' }),
      await addMember(db, { firstName: 'Manon', lastName: 'Manager' }),
      await addMember(db, { firstName: 'Fay', lastName: 'Follower' }),
      await addMember(db, { firstName: 'Pia', lastName: 'Peer' }),
    ];
    await db.query(`UPDATE users SET default_language = 'fr' WHERE id = $1`, [member.id]);
    const club = await sendForm(t.url, 'POST', '/clubs', {
      token: owner.token,
      fields: { name: 'Dock Workers', url: `dock-${Date.now().toString(36)}` },
    });
    expect(club.status, JSON.stringify(club.body)).toBe(201);
    clubId = club.body.id;
    const otherClub = await sendForm(t.url, 'POST', '/clubs', {
      token: other.token,
      fields: { name: 'Other Club', url: `other-${Date.now().toString(36)}` },
    });
    otherClubId = otherClub.body.id;
    for (const who of [admin, member, stranger, peer]) expect((await as(t.url, who)('POST', `/clubs/${clubId}/request`)).status).toBe(201);
    await db.query(`UPDATE club_members SET role = 'admin' WHERE club_id = $1 AND user_id = $2`, [clubId, admin.id]);
    // The stranger leaves: a member of another page, not of this one.
    expect((await as(t.url, stranger)('GET', `/clubs/${clubId}/leave`)).status).toBe(200);
    const company = await createCompany(t.url, manager);
    companyId = company.id;
    await db.query(`UPDATE companies SET membership_type = 'SHOP' WHERE id = $1`, [companyId]);
    expect((await as(t.url, follower)('PUT', `/company/${companyId}/follower`)).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('hides a member’s club post from the club feed but for its author and the moderators; the author is told in French; unhide brings it back', async () => {
    const postId = await post(member, { body: 'Buy my stuff', visible: 'club', clubId });
    const hidden = await clubAct(admin, { action: 'hide', postId, reason: 'Advertising' });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(201);
    expect(hidden.body).toMatchObject({
      action: 'hide',
      page: { type: 'club', id: clubId, name: 'Dock Workers' },
      subject: { type: 'post', id: postId },
      member: { id: member.id },
      moderator: { id: admin.id },
      reason: 'Advertising',
      undone: false,
      appeal: null,
    });
    expect(await timelineIds(peer)).not.toContain(postId);
    expect((await as(t.url, peer)('GET', `/post/${postId}`)).status).toBe(404);
    expect(await timelineIds(member)).toContain(postId);
    expect(await timelineIds(owner)).toContain(postId);
    // Those who still see it are told it is hidden (hiddenByPage), on its page and in the club's timeline.
    const hiddenFlag = async (who: TestMember) => (await as(t.url, who)('GET', `/post/${postId}`)).body.hiddenByPage;
    expect([await hiddenFlag(member), await hiddenFlag(owner)]).toEqual([true, true]);
    const inTimeline = await as(t.url, owner)('GET', `/clubs/${clubId}/timeline?limit=100`);
    expect((inTimeline.body.items as { id: number; hiddenByPage: boolean }[]).find((item) => item.id === postId)?.hiddenByPage).toBe(true);
    expect((await clubAct(owner, { action: 'hide', postId })).status).toBe(409);

    const told = (await notifications(member)).find((n) => n.kind === 'page_moderation');
    expect(told?.text).toBe('Dock Workers : les modérateurs ont masqué votre publication. Vous pouvez faire appel une fois.');
    expect(told?.url).toBe(`/moderation/actions/${hidden.body.id}`);
    // The member sees the decision, not the moderator who took it.
    const seen = await as(t.url, member)('GET', `/moderation/actions/${hidden.body.id}`);
    expect(seen.body).toMatchObject({ moderator: null, canAppeal: true });
    expect((await as(t.url, other)('GET', `/moderation/actions/${hidden.body.id}`)).status).toBe(404);

    expect((await clubAct(owner, { action: 'unhide', postId })).status).toBe(201);
    expect(await timelineIds(peer)).toContain(postId);
    expect([await hiddenFlag(peer), await hiddenFlag(member)]).toEqual([false, false]);
    expect((await as(t.url, member)('GET', `/moderation/actions/${hidden.body.id}`)).body).toMatchObject({
      undone: true,
      canAppeal: false,
    });
  });

  it('hides and removes comments: gone from the comment list for others, removal undone by an accepted appeal', async () => {
    const postId = await post(owner, { body: 'Club news', shareType: 'club', clubId });
    const made = await comment(member, postId, 'Rude words');
    expect(made.status).toBe(201);
    const commentIds = async (who: TestMember) =>
      ((await as(t.url, who)('GET', `/post/${postId}/comments`)).body.items as { id: number }[]).map((item) => item.id);
    expect((await clubAct(admin, { action: 'hide', commentId: made.body.id })).status).toBe(201);
    expect(await commentIds(peer)).not.toContain(made.body.id);
    expect(await commentIds(member)).toContain(made.body.id);
    expect(await commentIds(admin)).toContain(made.body.id);
    const listed = await as(t.url, admin)('GET', `/post/${postId}/comments`);
    expect((listed.body.items as { id: number; hiddenByPage: boolean }[]).find((item) => item.id === made.body.id)?.hiddenByPage).toBe(
      true,
    );

    const removed = await clubAct(admin, { action: 'remove', commentId: made.body.id });
    expect(removed.status).toBe(201);
    expect(await commentIds(member)).not.toContain(made.body.id);

    const appeal = await as(t.url, member)('POST', `/moderation/actions/${removed.body.id}/appeal`, { text: 'It was a joke' });
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(201);
    expect(appeal.body).toMatchObject({ status: 'pending', text: 'It was a joke', member: { id: member.id }, decidedBy: null });
    const again = await as(t.url, member)('POST', `/moderation/actions/${removed.body.id}/appeal`, { text: 'Please' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Vous avez déjà fait appel de cette décision : on ne peut faire appel qu’une fois.');
    expect((await as(t.url, other)('POST', `/moderation/actions/${removed.body.id}/appeal`, { text: 'Me too' })).status).toBe(404);
    expect((await as(t.url, admin)('POST', `/moderation/actions/${removed.body.id}/appeal`, { text: 'Me too' })).status).toBe(403);

    const appeals = await as(t.url, owner)('GET', `/clubs/${clubId}/moderation/appeals`);
    expect(appeals.status).toBe(200);
    expect(appeals.body.items[0]).toMatchObject({
      id: appeal.body.id,
      status: 'pending',
      action: { id: removed.body.id, action: 'remove' },
    });
    const accepted = await as(t.url, owner)('POST', `/clubs/${clubId}/moderation/appeals/${appeal.body.id}/decision`, {
      decision: 'accept',
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', decidedBy: { id: owner.id }, action: { undone: true } });
    // Restored, still hidden (the hide was not appealed): its author sees it again.
    expect(await commentIds(member)).toContain(made.body.id);
    expect(
      (await as(t.url, owner)('POST', `/clubs/${clubId}/moderation/appeals/${appeal.body.id}/decision`, { decision: 'reject' })).status,
    ).toBe(409);
    expect((await notifications(member)).some((n) => n.text.includes('ont accepté votre recours'))).toBe(true);
  });

  it('mutes a member: their comments and club posts are refused with the date until the mute ends; unmute lifts it', async () => {
    const postId = await post(owner, { body: 'Talk here', shareType: 'club', clubId });
    const muted = await clubAct(admin, { action: 'mute', memberId: member.id, days: 7, reason: 'Flooding' });
    expect(muted.status, JSON.stringify(muted.body)).toBe(201);
    expect(muted.body).toMatchObject({ action: 'mute', subject: { type: 'member', id: member.id } });
    const until = new Date(muted.body.mutedUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const refused = await comment(member, postId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Les modérateurs de la page vous ont mis en sourdine ici jusqu’au \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    const refusedEn = await as(t.url, member)('POST', `/post/${postId}/comments`, { body: 'x' }, { 'accept-language': 'en' });
    expect(refusedEn.body.message).toMatch(/^The page’s moderators muted you here until .+ UTC: you can post and comment again then\.$/);
    const asClub = await sendForm(t.url, 'POST', '/post/body-post', {
      token: member.token,
      fields: { body: 'x', visible: 'club', clubId },
    });
    expect(asClub.status).toBe(403);
    expect((await notifications(member)).some((n) => n.text.includes('en sourdine pour 7 jours'))).toBe(true);

    // A moderator cannot be muted, and days are needed.
    expect((await clubAct(admin, { action: 'mute', memberId: owner.id, days: 1 })).status).toBe(403);
    const noDays = await clubAct(admin, { action: 'mute', memberId: member.id });
    expect(noDays.status).toBe(400);
    expect(noDays.body.fields.days).toBeDefined();

    expect((await clubAct(owner, { action: 'unmute', memberId: member.id })).status).toBe(201);
    expect((await clubAct(owner, { action: 'unmute', memberId: member.id })).status).toBe(409);
    expect((await comment(member, postId)).status).toBe(201);
  });

  it('bans a member from the club: out of it, cannot rejoin or ask; unban lets them ask again', async () => {
    const banned = await clubAct(owner, { action: 'ban', memberId: member.id, reason: 'Spam' });
    expect(banned.status, JSON.stringify(banned.body)).toBe(201);
    const club = await as(t.url, member)('GET', `/clubs/${clubId}`);
    expect(club.body).toMatchObject({ isMember: false, role: null });
    const join = await as(t.url, member)('POST', `/clubs/${clubId}/request`, undefined, { 'accept-language': 'en' });
    expect(join.status).toBe(403);
    expect(join.body.message).toBe('You are banned from this club: you cannot join it or ask to join.');
    expect((await clubAct(owner, { action: 'ban', memberId: member.id })).status).toBe(409);
    expect(
      (await as(t.url, owner)('POST', `/company/${companyId}/moderation/actions`, { action: 'ban', memberId: stranger.id })).status,
    ).toBe(403);

    // Appeal rejected: the ban stands.
    const appeal = await as(t.url, member)('POST', `/moderation/actions/${banned.body.id}/appeal`, { text: 'Sorry' });
    expect(appeal.status).toBe(201);
    const rejected = await as(t.url, admin)('POST', `/clubs/${clubId}/moderation/appeals/${appeal.body.id}/decision`, {
      decision: 'reject',
      reason: 'No',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', action: { undone: false } });
    expect((await as(t.url, member)('POST', `/clubs/${clubId}/request`)).status).toBe(403);

    expect((await clubAct(admin, { action: 'unban', memberId: member.id })).status).toBe(201);
    expect((await as(t.url, member)('POST', `/clubs/${clubId}/request`)).status).toBe(201);
  });

  it('lists the reports of the page’s content, open first, with the action taken; dismissing resolves one', async () => {
    const spam = await post(member, { body: 'Cheap watches', visible: 'club', clubId });
    const fine = await post(member, { body: 'Hello all', visible: 'club', clubId });
    const report = async (postId: number) => {
      const made = await as(t.url, owner)('POST', '/reports', { subject_type: 'post', subject_id: postId, reason: 'spam' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };
    const spamReport = await report(spam);
    const fineReport = await report(fine);
    const queue = await as(t.url, admin)('GET', `/clubs/${clubId}/moderation/reports?status=open`);
    expect(queue.status).toBe(200);
    expect((queue.body.items as { id: number }[]).map((item) => item.id)).toEqual(expect.arrayContaining([spamReport, fineReport]));
    expect(queue.body.items.find((item: { id: number }) => item.id === spamReport)).toMatchObject({
      subject: { type: 'post', id: spam, postId: spam },
      preview: 'Cheap watches',
      author: { id: member.id },
      reason: 'spam',
      resolution: null,
      action: null,
    });

    expect((await clubAct(admin, { action: 'remove', postId: spam, reportId: spamReport })).status).toBe(201);
    expect((await clubAct(admin, { action: 'hide', postId: fine, reportId: spamReport })).status).toBe(400);
    const dismissed = await as(t.url, admin)('POST', `/clubs/${clubId}/moderation/reports/${fineReport}/dismiss`, { reason: 'Fine' });
    expect(dismissed.status).toBe(201);
    expect((await as(t.url, admin)('POST', `/clubs/${clubId}/moderation/reports/${fineReport}/dismiss`, {})).status).toBe(409);

    const all = await as(t.url, owner)('GET', `/clubs/${clubId}/moderation/reports`);
    const byId = new Map((all.body.items as { id: number }[]).map((item) => [item.id, item]));
    expect(byId.get(spamReport)).toMatchObject({
      resolution: 'actioned',
      removed: true,
      action: { action: 'remove', moderator: { id: admin.id } },
    });
    expect(byId.get(fineReport)).toMatchObject({ resolution: 'dismissed', action: { action: 'dismiss_report' } });
    // The platform admins' own status is untouched.
    const statuses = await t.server.db.query<{ status: string }>('SELECT status FROM reports WHERE id = ANY($1)', [
      [spamReport, fineReport],
    ]);
    expect(statuses.map((row) => row.status)).toEqual(['open', 'open']);
    // Another club's moderators see none of them.
    const elsewhere = await as(t.url, other)('GET', `/clubs/${otherClubId}/moderation/reports`);
    expect(elsewhere.body.total).toBe(0);
  });

  it('reads only the page’s own reports: each report keeps the page it was made on, other pages’ reports never show', async () => {
    const db = t.server.db;
    const report = async (who: TestMember, subjectType: 'post' | 'comment', subjectId: number) => {
      const made = await as(t.url, who)('POST', '/reports', { subject_type: subjectType, subject_id: subjectId, reason: 'spam' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };
    const commentOn = async (who: TestMember, postId: number) => {
      const made = await comment(who, postId, 'Reported words');
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };
    // This club's: a member's post in it, a comment on it, a post as the club.
    const inClub = await post(member, { body: 'In the club', visible: 'club', clubId });
    const asClub = await post(owner, { body: 'As the club', shareType: 'club', clubId });
    // Elsewhere: the other club's post and a comment on it, the company's post and a comment on it, a member's own post.
    const otherClubPost = await post(other, { body: 'Other club', shareType: 'club', clubId: otherClubId });
    const companyPost = await post(manager, { body: 'Company news', shareType: 'company', authorId: companyId });
    const ownPost = await post(member, { body: 'My own' });
    // A company's post shown in this club: on both pages, it is reported to the club it is in.
    expect((await as(t.url, manager)('POST', `/clubs/${clubId}/request`)).status).toBe(201);
    const companyInClub = await post(manager, {
      body: 'Company in club',
      shareType: 'company',
      authorId: companyId,
      visible: 'club',
      clubId,
    });
    expect((await as(t.url, manager)('GET', `/clubs/${clubId}/leave`)).status).toBe(200);

    const ours = {
      inClub: await report(peer, 'post', inClub),
      inClubComment: await report(peer, 'comment', await commentOn(peer, inClub)),
      asClub: await report(peer, 'post', asClub),
      companyInClub: await report(peer, 'post', companyInClub),
    };
    const company = {
      post: await report(stranger, 'post', companyPost),
      comment: await report(stranger, 'comment', await commentOn(follower, companyPost)),
    };
    const otherClub = {
      post: await report(stranger, 'post', otherClubPost),
      comment: await report(stranger, 'comment', await commentOn(stranger, otherClubPost)),
    };
    const reportedMember = await as(t.url, stranger)('POST', '/reports', { subject_type: 'member', subject_id: member.id, reason: 'spam' });
    expect(reportedMember.status, JSON.stringify(reportedMember.body)).toBe(201);
    const none = { post: await report(stranger, 'post', ownPost), member: reportedMember.body.id as number };
    const expected = new Map<number, [string | null, number | null]>([
      [ours.inClub, ['club', clubId]],
      [ours.inClubComment, ['club', clubId]],
      [ours.asClub, ['club', clubId]],
      [company.post, ['company', companyId]],
      [company.comment, ['company', companyId]],
      [ours.companyInClub, ['club', clubId]],
      [otherClub.post, ['club', otherClubId]],
      [otherClub.comment, ['club', otherClubId]],
      [none.post, [null, null]],
      [none.member, [null, null]],
    ]);
    const pages = async () =>
      new Map(
        (
          await db.query<{ id: number; page_type: string | null; page_id: number | null }>(
            'SELECT id, page_type, page_id FROM reports WHERE id = ANY($1::int[])',
            [[...expected.keys()]],
          )
        ).map((row) => [row.id, [row.page_type, row.page_id] as [string | null, number | null]]),
      );
    // Written by the trigger when POST /reports inserts.
    expect(await pages()).toEqual(expected);
    // The migration's backfill of the reports made before it gives the same pages.
    const backfill = splitStatements(listMigrations().find((m) => m.version === '0040_report_pages')?.sql ?? '').find((statement) =>
      statement.startsWith('UPDATE reports'),
    );
    expect(backfill).toBeDefined();
    await db.query('UPDATE reports SET page_type = NULL, page_id = NULL WHERE id = ANY($1::int[])', [[...expected.keys()]]);
    await db.query(backfill as string);
    expect(await pages()).toEqual(expected);

    const queue = async (path: string, who: TestMember) => {
      const answer = await as(t.url, who)('GET', `${path}/moderation/reports?limit=100`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { ids: (answer.body.items as { id: number }[]).map((item) => item.id), total: answer.body.total as number };
    };
    const club = await queue(`/clubs/${clubId}`, admin);
    expect(club.ids).toEqual(expect.arrayContaining(Object.values(ours)));
    for (const id of [...Object.values(company), ...Object.values(otherClub), ...Object.values(none)]) expect(club.ids).not.toContain(id);
    expect(club.total).toBe(club.ids.length);
    const [inClubItem] = (await as(t.url, admin)('GET', `/clubs/${clubId}/moderation/reports?status=open&limit=100`)).body.items.filter(
      (item: { id: number }) => item.id === ours.inClubComment,
    );
    expect(inClubItem).toMatchObject({ subject: { type: 'comment', postId: inClub }, resolution: null });

    const companyQueue = await queue(`/company/${companyId}`, manager);
    expect([...companyQueue.ids].sort((a, b) => a - b)).toEqual(Object.values(company).sort((a, b) => a - b));
    expect(companyQueue.total).toBe(2);
    const otherQueue = await queue(`/clubs/${otherClubId}`, other);
    expect([...otherQueue.ids].sort((a, b) => a - b)).toEqual(Object.values(otherClub).sort((a, b) => a - b));
    expect(otherQueue.total).toBe(2);

    // A post moved out of the club after its report takes its reports and its comments' with it (a member's public
    // post is on no page); moved back in, they are the club's again.
    expect((await as(t.url, member)('PATCH', `/users/post/${inClub}`, { visible: 'public' })).status).toBe(200);
    const moved = await pages();
    expect(moved.get(ours.inClub)).toEqual([null, null]);
    expect(moved.get(ours.inClubComment)).toEqual([null, null]);
    const after = await queue(`/clubs/${clubId}`, admin);
    expect(after.ids).not.toContain(ours.inClub);
    expect(after.ids).not.toContain(ours.inClubComment);
    expect(after.ids).toContain(ours.asClub);
    expect(after.total).toBe(club.total - 2);
    expect((await as(t.url, member)('PATCH', `/users/post/${inClub}`, { visible: 'club', clubId })).status).toBe(200);
    expect((await queue(`/clubs/${clubId}`, admin)).ids).toEqual(expect.arrayContaining([ours.inClub, ours.inClubComment]));
  });

  it('moderates a company page: its managers hide a comment on the company’s post and mute a follower there', async () => {
    const postId = await post(manager, { body: 'Our launch', shareType: 'company', authorId: companyId });
    const made = await comment(follower, postId, 'Terrible');
    expect(made.status).toBe(201);
    const act = (who: TestMember | undefined, body: Record<string, unknown>) =>
      as(t.url, who)('POST', `/company/${companyId}/moderation/actions`, body);
    expect((await act(manager, { action: 'hide', commentId: made.body.id })).status).toBe(201);
    const list = await as(t.url, stranger)('GET', `/post/${postId}/comments`);
    expect((list.body.items as { id: number }[]).map((item) => item.id)).not.toContain(made.body.id);
    expect((await act(manager, { action: 'mute', memberId: follower.id, days: 1 })).status).toBe(201);
    expect((await comment(follower, postId)).status).toBe(403);
    // A club's post is not the company's content.
    const clubPost = await post(owner, { body: 'Club only', shareType: 'club', clubId });
    const notOurs = await act(manager, { action: 'hide', postId: clubPost });
    expect(notOurs.status).toBe(404);
    expect(notOurs.body.message).toBe('This post or comment is not on this page.');
    const log = await as(t.url, manager)('GET', `/company/${companyId}/moderation/log`);
    expect((log.body.items as { action: string }[]).map((item) => item.action)).toEqual(['mute', 'hide']);
  });

  it('refuses everyone but the page’s moderators: anonymous 401, strangers, followers, members and other pages’ moderators 403', async () => {
    const routes: [string, string, unknown?][] = [
      ['POST', `/clubs/${clubId}/moderation/actions`, { action: 'mute', memberId: member.id, days: 1 }],
      ['GET', `/clubs/${clubId}/moderation/reports`],
      ['GET', `/clubs/${clubId}/moderation/log`],
      ['GET', `/clubs/${clubId}/moderation/appeals`],
      ['POST', `/clubs/${clubId}/moderation/reports/1/dismiss`, {}],
      ['POST', `/clubs/${clubId}/moderation/appeals/1/decision`, { decision: 'accept' }],
      ['POST', `/company/${companyId}/moderation/actions`, { action: 'mute', memberId: member.id, days: 1 }],
      ['GET', `/company/${companyId}/moderation/log`],
    ];
    for (const [method, path, body] of routes) {
      expect((await as(t.url, undefined)(method, path, body)).status, `${method} ${path}`).toBe(401);
      const company = path.startsWith('/company');
      // A follower of the company, a member of the club, another club's owner, a company manager on the club.
      for (const who of company ? [follower, member, owner, stranger] : [member, stranger, other, manager]) {
        const answer = await as(t.url, who)(method, path, body);
        expect(answer.status, `${method} ${path} as ${who.firstName}`).toBe(403);
      }
    }
    expect((await as(t.url, owner)('GET', '/clubs/999999/moderation/log')).status).toBe(404);
    const log = await as(t.url, admin)('GET', `/clubs/${clubId}/moderation/log?limit=3`);
    expect(log.status).toBe(200);
    expect(log.body.limit).toBe(3);
    expect(log.body.total).toBeGreaterThan(5);
    expect(log.body.items).toHaveLength(3);
    // Newest first; the other moderators see who acted.
    const times = (log.body.items as { created_at: string }[]).map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
