import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, openApp, said } from '../network/test-app.tsx';

afterEach(cleanup);

const company = (id: number, name: string, membership: 'SHOP' | 'PERSONAL' | null, isManager = true) => ({
  id,
  name,
  slug: `company-${id}`,
  logo: null,
  cover_image: null,
  type: null,
  about: null,
  website: null,
  location: null,
  industry: null,
  founded_year: null,
  size: null,
  profile_picture_visibility: 'public',
  followers: 0,
  isFollower: false,
  isManager,
  isOwner: isManager,
  userMembership: membership ? { type: membership } : null,
  created_at: '2026-01-02T10:00:00.000Z',
});

const club = (id: number, name: string) => ({ id, name, slug: `club-${id}`, logo: null, description: null, privacy: 'open' });

function api(call: { path: string }): Answer {
  if (call.path.startsWith('/company/my'))
    return {
      status: 200,
      body: [company(4, 'Lumière Shop', 'SHOP'), company(5, 'Ada Consulting', 'PERSONAL'), company(6, 'Ada Trading', null)],
    };
  if (call.path.startsWith('/clubs/me')) return { status: 200, body: [club(3, 'Lyon Exporters')] };
  if (call.path === '/industries' || call.path === '/categories' || call.path === '/currencies') return { status: 200, body: [] };
  return { status: 200, body: { items: [], total: 0, page: 1, limit: 10 } };
}

describe('the composer’s "post as" (SPEC §6)', () => {
  it('offers the member, the SHOP companies they manage, and their clubs: nothing else', async () => {
    const { calls } = await openApp('/', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Start a post' }));
    const select = await screen.findByLabelText('Post as', {}, { timeout: 5000 });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ada Laurent (you)', 'Lumière Shop', 'Lyon Exporters']);
    expect(said(calls)).toEqual(expect.arrayContaining(['GET /company/my', 'GET /clubs/me?postingAs=true']));
  });

  it('offers no choice when the member has no SHOP company and no club', async () => {
    await openApp('/', (call) =>
      call.path.startsWith('/company/my')
        ? { status: 200, body: [company(5, 'Ada Consulting', 'PERSONAL')] }
        : call.path.startsWith('/clubs/me')
          ? { status: 200, body: [] }
          : api(call),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start a post' }));
    await screen.findByRole('button', { name: 'Post' }, { timeout: 5000 });
    expect(screen.queryByLabelText('Post as')).toBeNull();
  });
});
