import { createClient } from '@dealgrow/sdk';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, card, openApp, said } from '../network/test-app.tsx';
import { drawnPosts } from '../posts/test-post-draws.ts';

// The real PostItem, its draws counted by post (drawnPosts).
vi.mock('../posts/post-item.tsx', async (importOriginal) =>
  (await import('../posts/test-post-draws.ts')).countingPostItem(await importOriginal<typeof import('../posts/post-item.tsx')>()),
);

// The SDK loads its follow calls on their first use (a chunk of their own), and the company screens load lazily. In a
// full run (a test file per core beside the server's) those first imports took longer than the follow tests' waits:
// they are made once here, under the hook's own timeout, so the waits below measure the page and its button.
beforeAll(async () => {
  const client = createClient({
    baseURL: 'http://api.test',
    retry: { retries: 0 },
    fetch: async () => new Response('{"isFollower":true,"followers":1}', { headers: { 'content-type': 'application/json' } }),
  });
  await Promise.all([client.companies.follow(1), import('./company-screen.tsx'), import('./companies-screen.tsx')]);
});

afterEach(cleanup);

const page = <T,>(items: T[], total = items.length, at = 1, limit = 25): Answer => ({
  status: 200,
  body: { items, total, page: at, limit },
});
const stamp = '2026-01-02T10:00:00.000Z';

/** A company as the server answers it (docs/companies-and-clubs.md "Shapes"). */
const companyOf = (id: number, slug: string, name: string, change: Record<string, unknown> = {}) => ({
  id,
  name,
  slug,
  logo: null,
  cover_image: null,
  type: { id: 2, key: 'privately_held', name: 'Privately held' },
  about: 'Lamps for shops.',
  website: 'https://lumiere.example',
  location: 'Lyon',
  industry: null,
  founded_year: 2012,
  size: '11-50',
  profile_picture_visibility: 'public',
  followers: 1,
  isFollower: false,
  isManager: false,
  isOwner: false,
  userMembership: null,
  created_at: stamp,
  ...change,
});

const lists: Record<string, Answer> = {
  '/company/types': { status: 200, body: [{ id: 2, key: 'privately_held', name: 'Privately held' }] },
  '/industries': { status: 200, body: [{ id: 3, name: 'Food', name_fr: 'Alimentation' }] },
  '/categories': { status: 200, body: [] },
  '/currencies': { status: 200, body: [] },
};

const ada = card(7, 'ada', 'Ada', 'Laurent');
const claire = card(11, 'claire', 'Claire', 'Martin');

describe('companies list', () => {
  it('shows visitors every company, 25 a page, with no member tabs', async () => {
    const { calls } = await openApp('/companies', () => page([companyOf(4, 'atelier-lumiere', 'Atelier Lumière')], 26), {
      signedIn: false,
    });
    expect(await screen.findByRole('link', { name: 'Atelier Lumière' })).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toContain('GET /company?page=1&limit=25');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: 'Create a company page' })).toBeNull();
  });

  it('gives members the tabs all, my companies and followed, each from its own route', async () => {
    const { calls } = await openApp('/companies', (call) =>
      call.path.startsWith('/company/my')
        ? { status: 200, body: [companyOf(5, 'mine', 'Ada Trading', { isManager: true, isOwner: true })] }
        : page([]),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All companies', 'My companies', 'Followed companies']);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'My companies' }));
    });
    expect(await screen.findByRole('link', { name: 'Ada Trading' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Owner')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Followed companies' }));
    });
    expect(await screen.findByText('You do not follow any company yet.')).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toEqual(expect.arrayContaining(['GET /company/my', 'GET /company/followed?page=1&limit=25']));
  });

  it('an empty tab says so with the next action that fills it: all companies for the followed, the form for one’s own', async () => {
    await openApp('/companies?tab=followed', (call) => (call.path.startsWith('/company/my') ? { status: 200, body: [] } : page([])));
    const empty = (await screen.findByText('You do not follow any company yet.')).closest('.dg-empty') as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'All companies' }).getAttribute('href')).toBe('/companies?tab=all');
    await act(async () => {
      fireEvent.click(within(empty).getByRole('link', { name: 'All companies' }));
    });
    expect(await screen.findByRole('tab', { name: 'All companies', selected: true })).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'My companies' }));
    });
    const mine = (await screen.findByText('You do not manage any company page yet.')).closest('.dg-empty') as HTMLElement;
    expect(within(mine).getByRole('link', { name: 'Create a company page' }).getAttribute('href')).toBe('/companies/new');
  });
});

describe('company page', () => {
  it('follows and unfollows: the count moves by one at once and the server’s answer settles it', async () => {
    let followers = 1;
    const { calls } = await openApp('/companies/atelier-lumiere', (call) => {
      if (call.path === '/company/4/follower') {
        followers = call.method === 'PUT' ? 2 : 1;
        return { status: 200, body: { isFollower: followers === 2, followers } };
      }
      return { status: 200, body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière') };
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière' })).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toContain('GET /company/atelier-lumiere');
    expect(screen.getByText('1 follower')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Follow Atelier Lumière' }));
    });
    expect(screen.getByText('2 followers')).toBeInstanceOf(HTMLElement);
    // The SDK's follow calls load on their first use: the answer comes a moment later.
    await waitFor(() => expect(said(calls)).toContain('PUT /company/4/follower'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Following Atelier Lumière/ })).toBeInstanceOf(HTMLElement));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Following Atelier Lumière/ }));
    });
    expect(screen.getByText('1 follower')).toBeInstanceOf(HTMLElement);
    // The idempotent pair, never SPEC's GET toggle (a retried toggle would flip it back).
    await waitFor(() => expect(said(calls)).toContain('DELETE /company/4/follower'));
    expect(said(calls).some((line) => line.startsWith('GET /company/4/follow'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Follow Atelier Lumière' })).toBeInstanceOf(HTMLElement);
  });

  it('puts the count back and says why when following fails', async () => {
    await openApp('/companies/atelier-lumiere', (call) =>
      call.path === '/company/4/follower'
        ? { status: 503, body: { code: 'unavailable', message: 'Following is paused.' } }
        : { status: 200, body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière', { followers: 5 }) },
    );
    const follow = await screen.findByRole('button', { name: 'Follow Atelier Lumière' }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(follow);
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Following is paused.');
    expect(screen.getByText('5 followers')).toBeInstanceOf(HTMLElement);
  });

  it('hides the managers tab from members who do not manage the company', async () => {
    const { calls } = await openApp('/companies/atelier-lumiere?tab=managers', () => ({
      status: 200,
      body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière'),
    }));
    await screen.findByRole('heading', { level: 1, name: 'Atelier Lumière' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'About',
      'Timeline',
      'Company activity',
      'Showroom',
      'Company products',
      'Company deals',
      'Reviews',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('About');
    expect(screen.queryByRole('link', { name: 'Edit page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Shop membership' })).toBeNull();
    expect(said(calls).some((line) => line.includes('/managers'))).toBe(false);
  });

  it('lets a manager add a manager by username and remove one', async () => {
    const confirm = window.confirm;
    window.confirm = () => true;
    try {
      const owner = { member: ada, role: 'owner', isLeadManager: true, added_at: stamp };
      const added = { member: claire, role: 'manager', isLeadManager: false, added_at: stamp };
      const { calls } = await openApp('/companies/ada-trading?tab=managers', (call: Call) => {
        if (call.path === '/company/5/managers' && call.method === 'GET') return { status: 200, body: [owner] };
        if (call.path === '/company/5/managers' && call.method === 'POST') return { status: 201, body: added };
        if (call.path === '/users/profile/claire') return { status: 200, body: { ...claire, connectionsTotal: 0 } };
        if (call.path === '/company/5/managers/11/0/0') return { status: 204 };
        return { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading', { isManager: true, isOwner: true }) };
      });
      const panel = await screen.findByRole('tabpanel');
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Managers');
      // Its owner changes the company's shop plan from here.
      expect(screen.getByRole('link', { name: 'Shop membership' }).getAttribute('href')).toBe('/membership/shop?company=5');
      expect(await within(panel).findByRole('link', { name: 'Ada Laurent' })).toBeInstanceOf(HTMLElement);
      // The owner stays: no remove button on their row.
      expect(within(panel).queryByRole('button', { name: 'Remove Ada Laurent from the managers' })).toBeNull();
      fireEvent.change(within(panel).getByLabelText('Username of the new manager'), { target: { value: 'claire' } });
      await act(async () => {
        fireEvent.click(within(panel).getByRole('button', { name: 'Add manager' }));
      });
      expect(await within(panel).findByRole('link', { name: 'Claire Martin' })).toBeInstanceOf(HTMLElement);
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ userId: 11 });
      await act(async () => {
        fireEvent.click(within(panel).getByRole('button', { name: 'Remove Claire Martin from the managers' }));
      });
      expect(said(calls)).toContain('DELETE /company/5/managers/11/0/0');
      expect(within(panel).queryByRole('link', { name: 'Claire Martin' })).toBeNull();
    } finally {
      window.confirm = confirm;
    }
  });

  it('says when the company does not exist', async () => {
    await openApp('/companies/nobody', () => ({ status: 404, body: { code: 'not_found', message: 'No company has this address.' } }), {
      signedIn: false,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This company page does not exist.' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe('No company has this address.');
  });
});

describe('company form', () => {
  it('checks the address as it is typed, says when it is taken, and shows a taken address the server refused at its field', async () => {
    const taken = new Set(['atelier-lumiere', 'lumiere']);
    const { calls, router } = await openApp('/companies/new', (call) => {
      const list = lists[call.path];
      if (list) return list;
      if (call.path === '/company/unique-slug-control') {
        const { slug } = call.body as { slug: string };
        return { status: 200, body: { available: !taken.has(slug) } };
      }
      if (call.method === 'POST' && call.path === '/company') {
        const form = call.body as FormData;
        if (form.get('slug') === 'lumiere-lyon') return { status: 409, body: { code: 'slug_taken', message: 'This address is taken.' } };
        return { status: 201, body: companyOf(9, String(form.get('slug')), String(form.get('name')), { isManager: true, isOwner: true }) };
      }
      return { status: 200, body: companyOf(9, 'lumiere-shop', 'Lumière Shop', { isManager: true, isOwner: true }) };
    });
    const name = await screen.findByLabelText('Company name');
    const slug = screen.getByLabelText('Page address') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Create the page' }) as HTMLButtonElement;

    // The address follows the name; a taken one is said at once (after the pause) and blocks the form.
    fireEvent.change(name, { target: { value: 'Atelier Lumière' } });
    expect(slug.value).toBe('atelier-lumiere');
    expect(await screen.findByText('This address is taken. Choose another one.', {}, { timeout: 2000 })).toBeInstanceOf(HTMLElement);
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    // Typing quickly asks once, for the last value only (debounced).
    const before = calls.filter((call) => call.path === '/company/unique-slug-control').length;
    fireEvent.change(slug, { target: { value: 'lumiere-l' } });
    fireEvent.change(slug, { target: { value: 'lumiere-ly' } });
    fireEvent.change(slug, { target: { value: 'lumiere-lyon' } });
    expect(await screen.findByText('/companies/lumiere-lyon is free.', {}, { timeout: 2000 })).toBeInstanceOf(HTMLElement);
    const checks = calls.filter((call) => call.path === '/company/unique-slug-control').slice(before);
    expect(checks.map((call) => call.body)).toEqual([{ slug: 'lumiere-lyon' }]);
    await waitFor(() => expect(submit.disabled).toBe(false));

    // Someone took it meanwhile: the server's 409 shows at the field.
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This address is taken. Choose another one.')).toBeInstanceOf(HTMLElement);

    fireEvent.change(slug, { target: { value: 'lumiere-shop' } });
    await screen.findByText('/companies/lumiere-shop is free.', {}, { timeout: 2000 });
    await waitFor(() => expect(submit.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(submit);
    });
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/company').at(-1)?.body as FormData;
    expect([created.get('name'), created.get('slug')]).toEqual(['Atelier Lumière', 'lumiere-shop']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/lumiere-shop'));
  });
});

describe('follow through the SDK’s company slice', () => {
  it('takes an unfollowed company out of the followed tab at once, and puts it back with the server’s message when it fails', async () => {
    let refuse = true;
    const { calls, state } = await openApp('/companies?tab=followed', (call) => {
      if (call.path === '/company/4/follower')
        return refuse
          ? { status: 503, body: { code: 'unavailable', message: 'Following is paused.' } }
          : { status: 200, body: { isFollower: false, followers: 2 } };
      return page([
        companyOf(4, 'atelier-lumiere', 'Atelier Lumière', { isFollower: true, followers: 3 }),
        companyOf(6, 'ada-trading', 'Ada Trading', { isFollower: true }),
      ]);
    });
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Atelier Lumière' })).toBeInstanceOf(HTMLElement);
    expect(state.company.getState().followed.map((company) => company.id)).toEqual([4, 6]);

    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Following Atelier Lumière, stop following' }));
    });
    // Refused: the company is back in its place, with its count, and the list says why.
    expect((await within(panel).findByRole('alert')).textContent).toBe('Following is paused.');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Atelier Lumière', 'Ada Trading']);
    expect(within(panel).getByText('3 followers')).toBeInstanceOf(HTMLElement);

    refuse = false;
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Following Atelier Lumière, stop following' }));
    });
    expect(within(panel).queryByRole('link', { name: 'Atelier Lumière' })).toBeNull();
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(state.company.getState().followed.map((company) => company.id)).toEqual([6]);
    expect(state.company.getState().follows[4]).toEqual({ isFollower: false, followers: 2 });
    expect(said(calls).filter((line) => line === 'DELETE /company/4/follower')).toHaveLength(2);
  });

  it('puts a company followed from its page into the followed list, with the server’s count', async () => {
    const { state } = await openApp('/companies/atelier-lumiere', (call) =>
      call.path === '/company/4/follower'
        ? { status: 200, body: { isFollower: true, followers: 9 } }
        : { status: 200, body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière', { followers: 7 }) },
    );
    const follow = await screen.findByRole('button', { name: 'Follow Atelier Lumière' }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(follow);
    });
    // The server's count wins over the optimistic one (8).
    expect(await screen.findByText('9 followers')).toBeInstanceOf(HTMLElement);
    expect(state.company.getState().followed.map((company) => company.slug)).toEqual(['atelier-lumiere']);
    expect(state.company.getState().company?.isFollower).toBe(true);
  });
});

describe('?follow=1 (back from the follow button widget’s sign-in)', () => {
  it('follows once for a signed-in member who does not follow, and takes the parameter out of the address', async () => {
    const { calls, router } = await openApp('/companies/atelier-lumiere?follow=1', (call) =>
      call.path === '/company/4/follower'
        ? { status: 200, body: { isFollower: true, followers: 2 } }
        : { status: 200, body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière') },
    );
    expect(await screen.findByRole('button', { name: /^Following Atelier Lumière/ }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('2 followers')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/companies/atelier-lumiere');
    // Replaced, not pushed: Back does not come back to `?follow=1`.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(said(calls).filter((line) => line === 'PUT /company/4/follower')).toHaveLength(1);
  });

  it('never unfollows a follower', async () => {
    const { calls, router } = await openApp('/companies/atelier-lumiere?tab=about&follow=1', () => ({
      status: 200,
      body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière', { isFollower: true, followers: 4 }),
    }));
    expect(await screen.findByRole('button', { name: /^Following Atelier Lumière/ }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=about'));
    expect(screen.getByText('4 followers')).toBeInstanceOf(HTMLElement);
    expect(said(calls).some((line) => line.includes('/follow'))).toBe(false);
  });

  it('keeps the parameter for a visitor: Follow signs in and comes back to it', async () => {
    const { calls, router } = await openApp(
      '/companies/atelier-lumiere?follow=1',
      () => ({ status: 200, body: companyOf(4, 'atelier-lumiere', 'Atelier Lumière') }),
      { signedIn: false },
    );
    const follow = await screen.findByRole('link', { name: 'Follow Atelier Lumière' }, { timeout: 5000 });
    expect(follow.getAttribute('href')).toBe(`/auth/sign-in?returnTo=${encodeURIComponent('/companies/atelier-lumiere?follow=1')}`);
    expect(router.state.location.search).toBe('?follow=1');
    expect(said(calls).some((line) => line.includes('/follow'))).toBe(false);
  });
});

/** A post made as company 5, as the timeline answers it (docs/posts.md). */
const companyPost = (id: number, created_at: string) => ({
  id,
  kind: 'body',
  authorType: 'company',
  shareType: 'company',
  authorId: 5,
  author: ada,
  company: { id: 5, name: 'Ada Trading', slug: 'ada-trading', logo: null },
  club: null,
  body: `News ${id}`,
  visible: 'public',
  listId: null,
  clubId: null,
  userIds: [],
  commentPermission: 'anyone',
  location: null,
  title: null,
  description: null,
  industry_id: null,
  category_id: null,
  start_date: null,
  end_date: null,
  price: null,
  currency: null,
  stock: null,
  type: null,
  marketplace: null,
  faqs: [],
  survey: null,
  files: [],
  thumbnail: null,
  hashtags: [],
  mentions: [],
  linkPreview: null,
  link_preview_html: null,
  sharedPostId: null,
  sharedPost: null,
  likes: 0,
  didLike: false,
  comments: 0,
  shares: 0,
  views: 0,
  canEdit: false,
  hiddenByPage: false,
  created_at,
  updated_at: created_at,
  deletedAt: null,
});

describe('company timeline (the SDK’s company slice)', () => {
  const manager = { isManager: true, isOwner: true };
  const newer = companyPost(31, '2026-01-05T10:00:00.000Z');
  const older = companyPost(30, '2026-01-03T10:00:00.000Z');
  const oldest = companyPost(29, '2026-01-01T10:00:00.000Z');
  const articles = () => screen.getAllByRole('article').map((article) => article.textContent ?? '');

  it('pages with "Show more posts", and says when a later page fails, keeping the posts', async () => {
    const { calls } = await openApp('/companies/ada-trading?tab=timeline', (call) => {
      if (call.path === '/company/5/timeline?page=1') return page([newer, older], 3, 1, 2);
      if (call.path === '/company/5/timeline?page=2') return { status: 500, body: { code: 'internal', message: '' } };
      return { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading') };
    });
    expect(await screen.findByText('News 31', {}, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the company’s timeline.');
    expect(screen.getByText('News 30')).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toEqual(expect.arrayContaining(['GET /company/5/timeline?page=1', 'GET /company/5/timeline?page=2']));
    // Not a manager: no pin button.
    expect(screen.queryByRole('button', { name: 'Pin to top' })).toBeNull();
  });

  it('draws only the next page’s posts when "Show more posts" adds it, not again the posts already shown', async () => {
    await openApp('/companies/ada-trading?tab=timeline', (call) => {
      if (call.path === '/company/5/timeline?page=1') return page([newer, older], 3, 1, 2);
      if (call.path === '/company/5/timeline?page=2') return page([oldest], 3, 2, 2);
      return { status: 200, body: { ...companyOf(5, 'ada-trading', 'Ada Trading'), ...manager } };
    });
    await screen.findByText('News 30', {}, { timeout: 5000 });
    const more = (await screen.findByRole('button', { name: 'Show more posts' })) as HTMLButtonElement;
    await waitFor(() => expect(more.disabled).toBe(false));
    const before = [31, 30].map((id) => drawnPosts.get(id));
    await act(async () => {
      fireEvent.click(more);
    });
    await screen.findByText('News 29');
    expect([31, 30].map((id) => drawnPosts.get(id))).toEqual(before);
    expect(drawnPosts.get(29)).toBeGreaterThan(0);
    // A manager's pin button on each of the three.
    expect(screen.getAllByRole('button', { name: 'Pin to top' })).toHaveLength(3);
  });

  it('says so when the first page fails (the server’s message)', async () => {
    await openApp('/companies/ada-trading?tab=timeline', (call) =>
      call.path.startsWith('/company/5/timeline')
        ? { status: 503, body: { code: 'unavailable', message: 'Timelines are resting.' } }
        : { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading') },
    );
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe('Timelines are resting.');
    expect(screen.queryByText('The company has not posted yet.')).toBeNull();
  });

  it('lets a manager pin a post on top (labelled "Pinned") and unpin it', async () => {
    const { calls } = await openApp('/companies/ada-trading?tab=timeline', (call) => {
      if (call.method === 'PATCH' && call.path === '/company/5/post/29') return { status: 200, body: oldest };
      if (call.path.startsWith('/company/5/timeline')) return page([newer, older, oldest], 3, 1, 10);
      return { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading', manager) };
    });
    await screen.findByText('News 29', {}, { timeout: 5000 });
    expect(screen.queryByText('Pinned')).toBeNull();
    const pins = screen.getAllByRole('button', { name: 'Pin to top' });
    expect(pins).toHaveLength(3);
    await act(async () => {
      fireEvent.click(pins[2] as HTMLElement);
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ pinned: true });
    expect(articles()[0]).toContain('News 29');
    expect(screen.getByText('Pinned').closest('li')?.textContent).toContain('News 29');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Unpin' }));
    });
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ pinned: true }, { pinned: false }]);
    expect(screen.queryByText('Pinned')).toBeNull();
    // Back in its place among the others, newest first.
    expect(articles().map((text) => /News (\d\d)/.exec(text)?.[1])).toEqual(['31', '30', '29']);
  });

  it('shows the post the page has pinned first, and what the server says when pinning fails', async () => {
    await openApp('/companies/ada-trading?tab=timeline', (call) => {
      if (call.method === 'PATCH') return { status: 400, body: { code: 'bad_request', message: 'Only the company’s own posts.' } };
      if (call.path.startsWith('/company/5/timeline')) return page([older, newer], 2, 1, 10);
      return { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading', { ...manager, pinnedPostId: 30 }) };
    });
    await screen.findByText('News 30', {}, { timeout: 5000 });
    expect(articles()[0]).toContain('News 30');
    expect(screen.getByText('Pinned').closest('li')?.textContent).toContain('News 30');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pin to top' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Only the company’s own posts.');
    expect(screen.getByText('Pinned').closest('li')?.textContent).toContain('News 30');
  });
});

describe('company reviews received (managers)', () => {
  it('lists the reviews of the company, its deals and its products with their subject', async () => {
    const review = (id: number, kind: string, subjectId: number, title: string) => ({
      id,
      content: `Review ${id}`,
      rate: 4,
      author: claire,
      created_at: stamp,
      updated_at: stamp,
      subject: { kind, id: subjectId, title },
    });
    const { calls } = await openApp('/companies/ada-trading?tab=reviews&view=received', (call) =>
      call.path.startsWith('/company/5/reviews/received')
        ? page(
            [review(1, 'company', 5, 'Ada Trading'), review(1, 'deal', 12, 'Bulk lamps'), review(2, 'product', 8, 'Desk lamp')],
            3,
            1,
            24,
          )
        : { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading', { isManager: true }) },
    );
    expect(await screen.findByRole('heading', { name: 'Reviews received' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByRole('link', { name: 'Bulk lamps' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'Bulk lamps' }).getAttribute('href')).toBe('/deals/12');
    expect(screen.getByRole('link', { name: 'Desk lamp' }).getAttribute('href')).toBe('/products/8');
    expect(screen.getByText('On the company page')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: 'All reviews received' }).getAttribute('aria-current')).toBe('page');
    expect(said(calls)).toContain('GET /company/5/reviews/received?page=1&limit=24');
  });

  it('gives other members only the company’s own reviews', async () => {
    const { calls } = await openApp('/companies/ada-trading?tab=reviews&view=received', (call) =>
      call.path.startsWith('/company/5/reviews')
        ? { status: 200, body: { items: [], total: 0, page: 1, limit: 100, average: null } }
        : { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading') },
    );
    expect(await screen.findByText('No reviews yet.', {}, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: 'All reviews received' })).toBeNull();
    expect(said(calls).some((line) => line.includes('/received'))).toBe(false);
  });
});

describe('company reviews: likes', () => {
  it('likes a review with PUT and takes it back with DELETE, never the GET toggle', async () => {
    const review = (didLike: boolean) => ({
      id: 3,
      content: 'Fair prices.',
      rate: 4,
      author: claire,
      created_at: stamp,
      updated_at: stamp,
      likes: didLike ? 1 : 0,
      didLike,
      company: { id: 5, name: 'Ada Trading', slug: 'ada-trading', logo: null },
    });
    const { calls } = await openApp('/companies/ada-trading?tab=reviews', (call) =>
      call.path === '/company/5/reviews/3/like'
        ? { status: 200, body: review(call.method === 'PUT') }
        : call.path.startsWith('/company/5/reviews')
          ? { status: 200, body: { items: [review(false)], total: 1, page: 1, limit: 100, average: 4 } }
          : { status: 200, body: companyOf(5, 'ada-trading', 'Ada Trading') },
    );
    const like = await screen.findByRole('button', { name: /^Like · / }, { timeout: 10_000 });
    await act(async () => {
      fireEvent.click(like);
    });
    const unlike = await screen.findByRole('button', { name: /^Unlike · / });
    await act(async () => {
      fireEvent.click(unlike);
    });
    await screen.findByRole('button', { name: /^Like · / });
    const sent = said(calls).filter((line) => line.includes('/company/5/reviews/3'));
    expect(sent).toEqual(['PUT /company/5/reviews/3/like', 'DELETE /company/5/reviews/3/like']);
  });
});

describe('company editor: logo visibility and the owner’s danger zone', () => {
  const editable = (change: Record<string, unknown> = {}) => companyOf(5, 'ada-trading', 'Ada Trading', { isManager: true, ...change });

  it('sets who sees the logo', async () => {
    const { calls, router } = await openApp('/companies/ada-trading/edit', (call) => {
      const list = lists[call.path];
      if (list) return list;
      if (call.path === '/company/5/profile-picture/visibility')
        return { status: 200, body: editable({ profile_picture_visibility: 'members' }) };
      return { status: 200, body: editable() };
    });
    fireEvent.click(await screen.findByLabelText('Signed-in members only', {}, { timeout: 5000 }));
    // Only the owner deletes the page.
    expect(screen.queryByRole('button', { name: 'Delete the page' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(calls.find((call) => call.path === '/company/5/profile-picture/visibility')?.body).toEqual({ visibility: 'members' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/ada-trading'));
  });

  it('deletes the page once its owner confirms what goes with it, then goes to their companies', async () => {
    const confirm = window.confirm;
    const asked: string[] = [];
    let answer = false;
    window.confirm = (message) => {
      asked.push(String(message));
      return answer;
    };
    try {
      const { calls, router, state } = await openApp('/companies/ada-trading/edit', (call) => {
        const list = lists[call.path];
        if (list) return list;
        if (call.method === 'DELETE' && call.path === '/company/5') return { status: 204 };
        if (call.path.startsWith('/company/my')) return { status: 200, body: [] };
        return { status: 200, body: editable({ isOwner: true }) };
      });
      state.user.getState().setUser({ ...state.user.getState().user, authorized_companies: [5, 8], lead_manager_companies: [5] });
      const remove = await screen.findByRole('button', { name: 'Delete the page' }, { timeout: 5000 });
      await act(async () => {
        fireEvent.click(remove);
      });
      expect(asked[0]).toBe(
        'Delete Ada Trading for good? Its deals, products, posts, showroom, reviews, managers and followers go with it; leads stay with their members.',
      );
      expect(said(calls)).not.toContain('DELETE /company/5');
      answer = true;
      await act(async () => {
        fireEvent.click(remove);
      });
      expect(said(calls)).toContain('DELETE /company/5');
      await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/companies?tab=mine'));
      expect(state.user.getState().user.authorized_companies).toEqual([8]);
      expect(state.user.getState().user.lead_manager_companies).toEqual([]);
    } finally {
      window.confirm = confirm;
    }
  });
});
