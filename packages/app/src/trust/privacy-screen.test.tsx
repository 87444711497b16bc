import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, openApp, said } from '../network/test-app.tsx';

/** The first page of a test downloads its route table, screen and strings. */
const SLOW = { timeout: 15_000 };

/** Ada's own profile information as `GET /users/profile-information` answers it (what this screen reads of it). */
const information = (searchableByStrangers: boolean) => ({
  id: 7,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Laurent',
  email: 'ada@dealgrow.io',
  profilePictureVisibility: 'public',
  connectionsVisibility: 'connections',
  searchableByStrangers,
});

/** The privacy page's API: the profile information, no blocked members, and `update` for `PUT /users/update/me`. */
const api =
  (searchable: boolean, update: (call: Call) => { status: number; body?: unknown } = () => ({ status: 200, body: {} })) =>
  (call: Call) =>
    call.path === '/users/profile-information'
      ? { status: 200, body: information(searchable) }
      : call.path.startsWith('/users/blocked')
        ? { status: 200, body: { items: [], total: 0, page: 1, limit: 100 } }
        : call.path === '/users/update/me' && call.method === 'PUT'
          ? update(call)
          : { status: 404, body: { code: 'not_found', message: 'Not here.' } };

const searchBox = () =>
  screen.findByRole('checkbox', { name: 'Let people outside my network find me in search' }, SLOW) as Promise<HTMLInputElement>;

describe('/settings/privacy: found in search', () => {
  afterEach(cleanup);

  it('shows the saved choice with its explanation, and turning it off saves searchableByStrangers: false', async () => {
    const { calls } = await openApp('/settings/privacy', api(true));
    const box = await searchBox();
    expect(box.checked).toBe(true);
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'When off, only your connections find you in search; your profile stays reachable by its link.',
    );
    await act(async () => {
      fireEvent.click(box);
    });
    expect(await screen.findByText('Only your connections can find you in search now.')).toBeTruthy();
    expect(box.checked).toBe(false);
    const saved = calls.filter((call) => call.path === '/users/update/me');
    expect(said(saved)).toEqual(['PUT /users/update/me']);
    expect(saved[0]?.body).toEqual({ searchableByStrangers: false });
  });

  it('turns it back on from off', async () => {
    const { calls } = await openApp('/settings/privacy', api(false));
    const box = await searchBox();
    expect(box.checked).toBe(false);
    await act(async () => {
      fireEvent.click(box);
    });
    expect(await screen.findByText('People outside your network can find you in search.')).toBeTruthy();
    expect(box.checked).toBe(true);
    expect(calls.find((call) => call.path === '/users/update/me')?.body).toEqual({ searchableByStrangers: true });
  });

  it('keeps the saved choice and says why when the server refuses', async () => {
    await openApp(
      '/settings/privacy',
      api(true, () => ({ status: 400, body: { code: 'validation_error', message: 'Something is wrong with the request.' } })),
    );
    const box = await searchBox();
    await act(async () => {
      fireEvent.click(box);
    });
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(box.checked).toBe(true);
  });

  it('speaks French', async () => {
    await openApp('/fr/settings/privacy', api(true), { lang: 'fr' });
    const box = (await screen.findByRole(
      'checkbox',
      { name: 'Permettre aux personnes hors de mon réseau de me trouver dans la recherche' },
      SLOW,
    )) as HTMLInputElement;
    expect(box.checked).toBe(true);
  });
});
