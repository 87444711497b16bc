import { createClient } from '@dealgrow/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../server/src/companies/fixtures.ts';
import { addMember, type TestMember as Member } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import en from '../i18n/locales/moderation/en.ts';
import fr from '../i18n/locales/moderation/fr.ts';
import tr from '../i18n/locales/moderation/tr.ts';
import { type Call, openApp, openAppOnServer, said } from '../network/test-app.tsx';

// The club screen, the panel, the decision page and the strings load lazily: imported once here, under the hook's timeout.
beforeAll(async () => {
  await Promise.all([
    import('../clubs/club-screen.tsx'),
    import('../posts/post-detail-screen.tsx'),
    import('./moderation-panel.tsx'),
    import('./content-moderation.tsx'),
    import('./decision-screen.tsx'),
    import('../i18n/locales/moderation/en.ts'),
  ]);
});

afterEach(cleanup);

const stamp = '2026-01-02T10:00:00.000Z';
const mia = { id: 7, username: 'mia', firstName: 'Mia', lastName: 'Member', profilePhotoUrl: 'http://api.test/default.png' };
const club = {
  id: 3,
  name: 'Dock Workers',
  slug: 'dock-workers',
  logo: null,
  description: null,
  privacy: 'open',
  owner: { ...mia, id: 1, username: 'olive', firstName: 'Olive', lastName: 'Owner' },
  members: 3,
  isMember: true,
  isOwner: true,
  role: 'owner',
  requestPending: false,
  pendingRequests: 0,
  created_at: stamp,
};
const action = (change: Record<string, unknown> = {}) => ({
  id: 11,
  page: { type: 'club', id: 3, name: 'Dock Workers', slug: 'dock-workers' },
  action: 'hide',
  subject: { type: 'post', id: 40 },
  member: mia,
  moderator: null,
  reason: 'Advertising',
  preview: 'Buy my stuff',
  mutedUntil: null,
  reportId: null,
  undone: false,
  appeal: null,
  canAppeal: true,
  created_at: stamp,
  ...change,
});
const report = {
  id: 21,
  subject: { type: 'post', id: 40, postId: 40 },
  preview: 'Buy my stuff',
  author: mia,
  reason: 'spam',
  details: null,
  hidden: false,
  removed: false,
  resolution: null,
  resolved_at: null,
  action: null,
  created_at: stamp,
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 20 });

/** Every leaf of a strings tree as `dotted.key`. */
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );

describe('the Moderation tab of a club page', () => {
  it('shows the owner the report queue, the appeals and the log; hiding a reported post answers the report and reloads', async () => {
    const { calls } = await openApp('/clubs/3?tab=moderation', (call: Call) => {
      if (call.path.startsWith('/clubs/3/moderation/reports')) return { status: 200, body: page([report]) };
      if (call.path.startsWith('/clubs/3/moderation/appeals')) return { status: 200, body: page([]) };
      if (call.path.startsWith('/clubs/3/moderation/log')) return { status: 200, body: page([action({ moderator: club.owner })]) };
      if (call.path === '/clubs/3/moderation/actions') return { status: 201, body: action() };
      if (call.path.startsWith('/clubs/3')) return { status: 200, body: club };
      return { status: 200, body: page([]) };
    });
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Moderation');
    expect(await within(panel).findByRole('heading', { name: 'Reports' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    await within(panel).findByText('Reported for: Spam');
    expect(within(panel).getByText('No appeals of this page’s decisions.')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByText('by Olive Owner')).toBeInstanceOf(HTMLElement);
    // Each report's mute names whom it mutes (the post's author), as Hide and Remove name what they act on.
    expect(within(panel).getByRole('button', { name: 'Mute the author for 7 days: Mia Member' })).toBeInstanceOf(HTMLElement);
    const logReads = () => said(calls).filter((line) => line.startsWith('GET /clubs/3/moderation/log')).length;
    const before = logReads();
    fireEvent.click(within(panel).getByRole('button', { name: 'Hide the Post reported for Spam' }));
    // Asked first, in the moderation dialog: nothing is sent before Hide.
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    expect(
      within(dialog).getByText(
        'Only its author and the moderators of Dock Workers will still see it. Its author is notified and may appeal once.',
      ),
    ).toBeInstanceOf(HTMLElement);
    expect(said(calls)).not.toContain('POST /clubs/3/moderation/actions');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    });
    await waitFor(() => expect(said(calls)).toContain('POST /clubs/3/moderation/actions'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.path === '/clubs/3/moderation/actions')?.body).toEqual({ action: 'hide', postId: 40, reportId: 21 });
    // The lists read again, so the log shows the action.
    await waitFor(() => expect(logReads()).toBeGreaterThan(before));
  });
});

describe('a member’s moderation decision', () => {
  it('says what the page’s moderators did and sends the one appeal', async () => {
    const { calls } = await openApp('/moderation/actions/11', (call: Call) => {
      if (call.method === 'POST')
        return {
          status: 201,
          body: {
            id: 5,
            action: action({ canAppeal: false }),
            member: mia,
            text: 'Sorry',
            status: 'pending',
            decidedBy: null,
            decided_at: null,
            created_at: stamp,
          },
        };
      return { status: 200, body: action() };
    });
    expect(await screen.findByRole('heading', { name: 'A moderation decision' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('The moderators hid your post: only you and they still see it.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Their reason: Advertising')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('Why should this decision be undone?'), { target: { value: 'Sorry' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send my appeal' }));
    });
    await waitFor(() => expect(said(calls)).toContain('POST /moderation/actions/11/appeal'));
    expect(await screen.findByText('Your appeal: Waiting')).toBeInstanceOf(HTMLElement);
  });
});

describe('the moderation strings', () => {
  it('has every English key in French and Turkish', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(tr)).toEqual(keys(en));
  });
});

/**
 * Moderating a club from its own content against a real server (PGlite): the posts, comments, members and log are
 * written through the SDK, and what each action did is read back from the server.
 */
describe('moderating a club from its posts, comments and members', () => {
  let t: TestServer;
  let olive: Member;
  let adam: Member;
  let mia: Member;
  let pia: Member;
  let bea: Member;
  let uma: Member;
  let clubId: number;

  const sdk = (who: Member) => {
    const client = createClient({ baseURL: t.url, retry: false });
    client.setToken(who.token);
    return client;
  };

  /** The whole app at `path`, talking to the test server, as `as`. */
  const open = (path: string, as: Member) => openAppOnServer(t.url, path, as);

  const newClub = async (name: string) => {
    const made = await sdk(olive).clubs.create({ name, url: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}` });
    expect(made.success, JSON.stringify(made.error)).toBe(true);
    return (made.data as { id: number }).id;
  };
  const clubPost = async (who: Member, body: string) => {
    const made = await sdk(who).posts.createBodyPost({ body, visible: 'club', clubId });
    expect(made.success, JSON.stringify(made.error)).toBe(true);
    return made.data?.id ?? 0;
  };
  /** The post card showing `text`, once drawn. */
  const card = async (text: string) => (await screen.findByText(text, undefined, { timeout: 15_000 })).closest('article') as HTMLElement;
  /** Opens a menu (its button named `menu`, found within `where` once the moderation chunk gave it) and picks `item`. */
  async function choose(where: HTMLElement, menu: string, item: string) {
    fireEvent.click(await within(where).findByRole('button', { name: menu }, { timeout: 15_000 }));
    await act(async () => {
      fireEvent.click(within(where).getByRole('menuitem', { name: item }));
    });
  }
  const log = async (id = clubId) => (await sdk(olive).moderation.log('club', id, { limit: 50 })).data?.items ?? [];
  /**
   * The moderation dialog titled `title`, once shown: types `reason` (if given) and confirms with `button`; it closes
   * once the server has answered.
   */
  async function confirmIn(title: string, button: string, reason?: string) {
    const dialog = await screen.findByRole('dialog', { name: title });
    if (reason !== undefined)
      fireEvent.change(within(dialog).getByLabelText('Reason (shown to the member)'), { target: { value: reason } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: button }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    const db = t.server.db;
    [olive, adam, mia, pia, bea, uma] = [
      await addMember(db, { firstName: 'Olive', lastName: 'Owner' }),
      await addMember(db, { firstName: 'Adam', lastName: 'Admin' }),
      await addMember(db, { firstName: 'Mia', lastName: 'Member' }),
      await addMember(db, { firstName: 'Pia', lastName: 'Peer' }),
      await addMember(db, { firstName: 'Bea', lastName: 'Banned' }),
      await addMember(db, { firstName: 'Uma', lastName: 'Undo' }),
    ];
    clubId = await newClub('Dock Workers');
    for (const who of [adam, mia, pia, bea, uma]) expect((await sdk(who).clubs.requestToJoin(clubId)).success).toBe(true);
    await db.query(`UPDATE club_members SET role = 'admin' WHERE club_id = $1 AND user_id = $2`, [clubId, adam.id]);
  });
  afterAll(async () => {
    // Connections opened for a request React's strict mode aborted would hold the server's close (search-screens.test.tsx).
    t?.server.app.server.closeAllConnections();
    await t?.close();
  });
  afterEach(() => cleanup());

  it('lets a club admin hide, remove and mute the author from a post’s menu on the timeline', async () => {
    const spam = await clubPost(mia, 'Buy my stuff');
    const rude = await clubPost(mia, 'Rude words here');
    await open(`/clubs/${clubId}`, adam);

    await choose(await card('Buy my stuff'), 'More actions', 'Hide the post');
    await confirmIn('Hide this post?', 'Hide');
    expect(await screen.findByText('Hidden by the moderators: only its author and the page’s moderators see it.')).toBeInstanceOf(
      HTMLElement,
    );
    // Hidden for the other members, still on the admin's timeline; the menu now offers Unhide.
    const seen = await sdk(pia).clubs.timeline(clubId, { limit: 50 });
    expect(seen.data?.items.map((post) => post.id)).not.toContain(spam);
    const hidden = await card('Buy my stuff');
    fireEvent.click(within(hidden).getByRole('button', { name: 'More actions' }));
    expect(within(hidden).getByRole('menuitem', { name: 'Unhide the post' })).toBeInstanceOf(HTMLElement);
    fireEvent.keyDown(within(hidden).getByRole('menuitem', { name: 'Unhide the post' }), { key: 'Escape' });

    await choose(await card('Rude words here'), 'More actions', 'Remove the post');
    await confirmIn('Remove this post?', 'Remove', '  Insults other members  ');
    await waitFor(() => expect(screen.queryByText('Rude words here')).toBeNull());
    expect((await sdk(pia).posts.getPost(rude)).status).toBe(404);

    await choose(await card('Buy my stuff'), 'More actions', 'Mute Mia Member for 7 days');
    await confirmIn('Mute Mia Member for 7 days?', 'Mute');
    expect(await screen.findByText(/^Mia Member is muted here until /)).toBeInstanceOf(HTMLElement);
    const muted = await sdk(mia).posts.addPostComment(spam, { body: 'Still here' });
    expect(muted.status).toBe(403);
    const [mute, removal, hide] = await log();
    expect([mute, removal, hide].map((entry) => [entry?.action, entry?.reason])).toEqual([
      ['mute', null],
      ['remove', 'Insults other members'],
      ['hide', null],
    ]);
    // The member concerned reads the reason on their decision page.
    expect((await sdk(mia).moderation.action(removal?.id ?? 0)).data?.reason).toBe('Insults other members');
  });

  it('sends nothing when the moderator cancels the dialog, which counts the reason up to its limit', async () => {
    const id = await clubPost(pia, 'Keep me please');
    const latest = (await log())[0]?.id;
    await open(`/clubs/${clubId}`, adam);
    await choose(await card('Keep me please'), 'More actions', 'Remove the post');
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    expect(
      within(dialog).getByText('It is removed for everyone. Its author is notified and may appeal once; an accepted appeal restores it.'),
    ).toBeInstanceOf(HTMLElement);
    const reason = within(dialog).getByLabelText('Reason (shown to the member)') as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    expect(within(dialog).getByText('0 / 500 characters')).toBeInstanceOf(HTMLElement);
    fireEvent.change(reason, { target: { value: 'Second thoughts' } });
    expect(within(dialog).getByText('15 / 500 characters')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await card('Keep me please')).toBeInstanceOf(HTMLElement);
    expect((await sdk(pia).posts.getPost(id)).status).toBe(200);
    expect((await log())[0]?.id).toBe(latest);
  });

  it('closes the dialog on Escape, gives the focus back to the menu button and sends nothing', async () => {
    const id = await clubPost(pia, 'Escape hatch');
    const latest = (await log())[0]?.id;
    await open(`/clubs/${clubId}`, adam);
    const post = await card('Escape hatch');
    await choose(post, 'More actions', 'Hide the post');
    const dialog = await screen.findByRole('dialog', { name: 'Hide this post?' });
    const reason = within(dialog).getByLabelText('Reason (shown to the member)');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.keyDown(reason, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(post).getByRole('button', { name: 'More actions' })));
    expect(within(post).queryByText(/^Hidden by the moderators/)).toBeNull();
    expect((await log())[0]?.id).toBe(latest);
    const seen = await sdk(uma).clubs.timeline(clubId, { limit: 50 });
    expect(seen.data?.items.map((one) => one.id)).toContain(id);
  });

  it('hides and removes comments on the post’s own page, and refuses with the server’s message', async () => {
    const postId = await sdk(olive).posts.createBodyPost({ body: 'Club news', shareType: 'club', clubId });
    const id = postId.data?.id ?? 0;
    const first = await sdk(pia).posts.addPostComment(id, { body: 'Off topic' });
    await sdk(uma).posts.addPostComment(id, { body: 'Nasty words' });
    await open(`/post/${id}`, adam);

    const offTopic = (await screen.findByText('Off topic')).closest('article') as HTMLElement;
    await choose(offTopic, 'Moderate: the comment by Pia Peer', 'Hide the comment');
    await confirmIn('Hide this comment?', 'Hide');
    expect(await within(offTopic).findByText(/^Hidden by the moderators/)).toBeInstanceOf(HTMLElement);
    const forOthers = await sdk(uma).posts.postComments(id);
    expect(forOthers.data?.items.map((comment) => comment.id)).not.toContain(first.data?.id);

    const nasty = (await screen.findByText('Nasty words')).closest('article') as HTMLElement;
    await choose(nasty, 'Moderate: the comment by Uma Undo', 'Remove the comment');
    await confirmIn('Remove this comment?', 'Remove');
    await waitFor(() => expect(screen.queryByText('Nasty words')).toBeNull());

    // Olive's post: the owner is a moderator, whom the server would not let be muted or banned: neither is offered.
    const news = await card('Club news');
    fireEvent.click(await within(news).findByRole('button', { name: 'More actions' }, { timeout: 15_000 }));
    expect(within(news).getByRole('menuitem', { name: 'Hide the post' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(within(news).queryByRole('menuitem', { name: 'Mute Olive Owner for 1 day' })).toBeNull());
    expect(within(news).queryByRole('menuitem', { name: 'Remove and ban Olive Owner from the club' })).toBeNull();
    fireEvent.keyDown(within(news).getByRole('menuitem', { name: 'Hide the post' }), { key: 'Escape' });
    // Hiding what another moderator already hid (409): the server says so, and the menu offers Unhide.
    await t.server.db.query('UPDATE posts SET page_hidden_at = now() WHERE id = $1', [id]);
    await choose(await card('Club news'), 'More actions', 'Hide the post');
    await confirmIn('Hide this post?', 'Hide');
    expect((await screen.findByRole('alert')).textContent).toBe('This is already done: reload to see the page as it is now.');
    await choose(await card('Club news'), 'More actions', 'Unhide the post');
    expect(await screen.findByText('Shown again to everyone who may see it.')).toBeInstanceOf(HTMLElement);
  });

  it('shows a post and a comment hidden before the page opened as hidden, with Unhide in their menus', async () => {
    const id = await clubPost(pia, 'Hidden yesterday');
    const made = await sdk(uma).posts.addPostComment(id, { body: 'A hidden reply' });
    expect((await sdk(olive).moderation.act('club', clubId, { action: 'hide', postId: id })).success).toBe(true);
    expect((await sdk(olive).moderation.act('club', clubId, { action: 'hide', commentId: made.data?.id ?? 0 })).success).toBe(true);
    await open(`/post/${id}`, adam);

    const post = await card('Hidden yesterday');
    expect(await within(post).findByText(/^Hidden by the moderators/, undefined, { timeout: 15_000 })).toBeInstanceOf(HTMLElement);
    const reply = (await screen.findByText('A hidden reply')).closest('article') as HTMLElement;
    expect(await within(reply).findByText(/^Hidden by the moderators/)).toBeInstanceOf(HTMLElement);
    await choose(reply, 'Moderate: the comment by Uma Undo', 'Unhide the comment');
    await waitFor(() => expect(within(reply).queryByText(/^Hidden by the moderators/)).toBeNull());
    // The post stays hidden: its comments are read by a moderator, who is told the comment is shown again.
    const comments = await sdk(olive).posts.postComments(id);
    expect(comments.data?.items.find((comment) => comment.id === made.data?.id)?.hiddenByPage).toBe(false);
  });

  it('offers a member who does not moderate none of it', async () => {
    await clubPost(uma, 'A member’s note');
    await clubPost(pia, 'Pia’s own note');
    await open(`/clubs/${clubId}`, pia);
    const theirs = await card('A member’s note');
    const mine = await card('Pia’s own note');
    fireEvent.click(within(mine).getByRole('button', { name: 'More actions' }));
    expect(
      within(mine)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(within(theirs).queryByRole('button', { name: 'More actions' })).toBeNull();
    cleanup();
    await open(`/clubs/${clubId}?tab=members`, pia);
    await screen.findByRole('link', { name: 'Mia Member' });
    expect(screen.queryByRole('button', { name: /^Moderate/ })).toBeNull();
  });

  it('lets a club admin mute or ban a member from the members list: the banned member is gone and cannot join again', async () => {
    await open(`/clubs/${clubId}?tab=members`, adam);
    const row = (await screen.findByRole('link', { name: 'Bea Banned' })).closest('li') as HTMLElement;
    // Not on the moderators (the owner, the admin himself).
    expect(
      within(screen.getByRole('link', { name: 'Olive Owner' }).closest('li') as HTMLElement).queryByRole('button', { name: /^Moderate/ }),
    ).toBeNull();
    expect(
      within(screen.getByRole('link', { name: 'Adam Admin' }).closest('li') as HTMLElement).queryByRole('button', { name: /^Moderate/ }),
    ).toBeNull();
    await choose(row, 'Moderate: Bea Banned', 'Remove and ban Bea Banned from the club');
    await confirmIn('Remove and ban Bea Banned?', 'Remove and ban', 'Spam in every thread');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bea Banned' })).toBeNull());
    const [ban] = await log();
    expect([ban?.action, ban?.member?.id, ban?.reason]).toEqual(['ban', bea.id, 'Spam in every thread']);
    const again = await sdk(bea).clubs.requestToJoin(clubId);
    expect(again.status).toBe(403);
    const members = await sdk(olive).clubs.members(clubId, { limit: 50 });
    expect(members.data?.items.map((entry) => entry.member.id)).not.toContain(bea.id);
  });

  it('undoes a mute from the log: Unmute sends the reverse and the list reloads', async () => {
    const muted = await sdk(olive).moderation.act('club', clubId, { action: 'mute', memberId: uma.id, days: 30 });
    expect(muted.success).toBe(true);
    await open(`/clubs/${clubId}?tab=moderation`, olive);
    const panel = await screen.findByRole('region', { name: 'Log' }, { timeout: 15_000 });
    await act(async () => {
      fireEvent.click(await within(panel).findByRole('button', { name: 'Unmute Uma Undo' }));
    });
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Unmute Uma Undo' })).toBeNull());
    expect(await within(panel).findByText('Unmuted')).toBeInstanceOf(HTMLElement);
    expect((await log()).find((entry) => entry.id === muted.data?.id)?.undone).toBe(true);
    // Bea's ban is still in force: it has its Undo.
    expect(within(panel).getByRole('button', { name: 'Unban Bea Banned' })).toBeInstanceOf(HTMLElement);
  });

  it('lets a company’s manager hide and remove another manager’s company post from the timeline, without mute or ban', async () => {
    const company = await createCompany(t.url, olive);
    await t.server.db.query(`UPDATE companies SET membership_type = 'SHOP' WHERE id = $1`, [company.id]);
    await t.server.db.query('INSERT INTO company_managers (company_id, user_id) VALUES ($1, $2)', [company.id, adam.id]);
    const made = await sdk(olive).posts.createBodyPost({ body: 'Our spring range', shareType: 'company', authorId: company.id });
    expect(made.success, JSON.stringify(made.error)).toBe(true);
    await open(`/companies/${company.slug}?tab=timeline`, adam);
    const post = await card('Our spring range');
    fireEvent.click(await within(post).findByRole('button', { name: 'More actions' }, { timeout: 15_000 }));
    expect(
      within(post)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Hide the post', 'Remove the post']);
    await act(async () => {
      fireEvent.click(within(post).getByRole('menuitem', { name: 'Hide the post' }));
    });
    await confirmIn('Hide this post?', 'Hide');
    expect(await within(post).findByText(/^Hidden by the moderators/)).toBeInstanceOf(HTMLElement);
    expect((await sdk(pia).posts.getPost(made.data?.id ?? 0)).status).toBe(404);
    await choose(await card('Our spring range'), 'More actions', 'Remove the post');
    await confirmIn('Remove this post?', 'Remove');
    await waitFor(() => expect(screen.queryByText('Our spring range')).toBeNull());
    expect((await sdk(olive).moderation.log('company', company.id)).data?.items.map((entry) => entry.action)).toEqual(['remove', 'hide']);
  });

  it('shows more of the log past its first 20 entries', async () => {
    const other = await newClub('Quay Side');
    const act21 = async (reason: string) =>
      expect((await sdk(olive).moderation.act('club', other, { action: 'mute', memberId: uma.id, days: 1, reason })).success).toBe(true);
    await act21('The very first');
    for (let n = 2; n <= 21; n++) await act21(`Number ${n}`);
    await open(`/clubs/${other}?tab=moderation`, olive);
    const panel = await screen.findByRole('region', { name: 'Log' }, { timeout: 15_000 });
    await within(panel).findByText('Reason: Number 21');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);
    expect(within(panel).queryByText('Reason: The very first')).toBeNull();
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Show more: Log' }));
    });
    expect(await within(panel).findByText('Reason: The very first')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(21);
    expect(within(panel).queryByRole('button', { name: 'Show more: Log' })).toBeNull();
    // Only the latest mute is in force: one Unmute.
    expect(within(panel).getAllByRole('button', { name: 'Unmute Uma Undo' })).toHaveLength(1);
  });

  it('removes a reported post from the report queue with the reason typed, which the log shows', async () => {
    const id = await clubPost(pia, 'Cheap watches here');
    const reported = await sdk(uma).account.report({ subject_type: 'post', subject_id: id, reason: 'spam' });
    expect(reported.success, JSON.stringify(reported.error)).toBe(true);
    await open(`/clubs/${clubId}?tab=moderation`, olive);
    const reports = await screen.findByRole('region', { name: 'Reports' }, { timeout: 15_000 });
    fireEvent.click(await within(reports).findByRole('button', { name: 'Remove the Post reported for Spam' }));
    await confirmIn('Remove this post?', 'Remove', 'No advertising here');
    const logged = screen.getByRole('region', { name: 'Log' });
    expect(await within(logged).findByText('Reason: No advertising here')).toBeInstanceOf(HTMLElement);
    const [removal] = await log();
    expect([removal?.action, removal?.subject.id, removal?.reason]).toEqual(['remove', id, 'No advertising here']);
    expect(removal?.reportId).not.toBeNull();
    expect((await sdk(pia).posts.getPost(id)).status).toBe(404);
  });
});
