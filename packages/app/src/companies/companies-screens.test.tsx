import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, card, openApp, said } from '../network/test-app.tsx';

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
});

describe('company page', () => {
  it('follows and unfollows: the count moves by one at once and the server’s answer settles it', async () => {
    let followers = 1;
    const { calls } = await openApp('/companies/atelier-lumiere', (call) => {
      if (call.path === '/company/4/follow') {
        followers = followers === 1 ? 2 : 1;
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
    expect(said(calls)).toContain('GET /company/4/follow');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /^Following Atelier Lumière/ }));
    });
    expect(screen.getByText('1 follower')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: 'Follow Atelier Lumière' })).toBeInstanceOf(HTMLElement);
  });

  it('puts the count back and says why when following fails', async () => {
    await openApp('/companies/atelier-lumiere', (call) =>
      call.path === '/company/4/follow'
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
