import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, card, openApp, said } from '../network/test-app.tsx';
import type { ProfileInfo } from './types.ts';

afterEach(cleanup);

const stamp = '2026-01-02T10:00:00.000Z';

function profileOf(change: Partial<ProfileInfo> = {}): ProfileInfo {
  return {
    ...card(9, 'mehmet', 'Mehmet', 'Kaya'),
    bio: 'Packaging for food producers.',
    country: 'TR',
    connectionsTotal: 12,
    mutualConnectionsTotal: 3,
    friendship: null,
    experiences: [],
    educations: [],
    skills: [],
    interests: [],
    businessOffers: [],
    recommendations: [],
    ...change,
  };
}

const experience = (id: number, title: string, start: number, end: number | null) => ({
  id,
  title,
  employment_type_id: null,
  employment_type: null,
  company: null,
  company_name: 'Acme',
  location: null,
  description: null,
  start_date_year: start,
  start_date_month: null,
  end_date_year: end,
  end_date_month: null,
  position: 0,
  created_at: stamp,
  updated_at: stamp,
});

const countries = { status: 200, body: [{ id: 1, value: 'TR', name: 'Turkey', name_fr: 'Turquie', name_tr: 'Türkiye' }] };

/** The API of a profile page: the profile, the countries, and whatever `more` answers first. */
const api =
  (profile: ProfileInfo, more: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) =>
  (call: Call) =>
    more(call) ??
    (call.path.endsWith('/info')
      ? { status: 200, body: profile }
      : call.path === '/countries'
        ? countries
        : call.path === '/users/profile-information'
          ? {
              status: 200,
              body: {
                ...profile,
                email: 'ada@dealgrow.io',
                profilePictureVisibility: 'public',
                connectionsVisibility: 'connections',
                industry_id: null,
              },
            }
          : { status: 200, body: { recorded: true } });

describe('profile page', () => {
  it('shows an unknown member as not found', async () => {
    await openApp('/nobody', () => ({ status: 404, body: { code: 'not_found', message: 'No member is called nobody.' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInstanceOf(HTMLElement);
  });

  it('shows a member’s card and sections, current jobs first, and records the visit once', async () => {
    const profile = profileOf({
      experiences: [
        experience(1, 'Sales intern', 2015, 2016),
        experience(2, 'Head of sales', 2020, null),
        experience(3, 'Buyer', 2017, 2019),
      ],
      skills: ['Negotiation', 'Logistics'],
    });
    const { calls } = await openApp('/mehmet', api(profile));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Turkey')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('12 connections')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('3 mutual connections')).toBeInstanceOf(HTMLElement);
    const jobs = within(document.querySelector('[data-section="experiences"]') as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(jobs.map((job) => job.textContent)).toEqual(['Head of sales', 'Buyer', 'Sales intern']);
    expect(screen.getByText('Negotiation')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('group', { name: /Mehmet Kaya/ })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(said(calls).filter((call) => call === 'POST /users/visit-profile/9')).toHaveLength(1);
  });

  it('records no visit for a signed-out visitor nor on one’s own profile', async () => {
    const out = await openApp('/mehmet', api(profileOf()), { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Mehmet Kaya' });
    expect(said(out.calls).some((call) => call.includes('visit-profile'))).toBe(false);
    cleanup();
    const own = await openApp('/ada', api(profileOf({ ...card(7, 'ada', 'Ada', 'Laurent') })));
    await screen.findByRole('heading', { level: 1, name: 'Ada Laurent' });
    expect(said(own.calls).some((call) => call.includes('visit-profile'))).toBe(false);
  });

  it('lets the owner add, reorder and remove skills, sending the whole list each time', async () => {
    const own = profileOf({ ...card(7, 'ada', 'Ada', 'Laurent'), skills: ['Sales'] });
    const { calls } = await openApp(
      '/ada',
      api(own, (call) => (call.path === '/users/skills' ? { status: 200, body: call.body } : undefined)),
    );
    const section = (await screen.findByRole('region', { name: 'Skills' })) as HTMLElement;
    fireEvent.change(within(section).getByLabelText('New skill'), { target: { value: 'Logistics' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Add' }));
    });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Move Logistics up' }));
    });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Remove Sales' }));
    });
    const sent = calls.filter((call) => call.path === '/users/skills').map((call) => call.body);
    expect(sent).toEqual([{ skills: ['Sales', 'Logistics'] }, { skills: ['Logistics', 'Sales'] }, { skills: ['Logistics'] }]);
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-tag')),
    ).toEqual(['Logistics']);
  });

  it('adds an experience through the form; the server’s field error shows at its field', async () => {
    const own = profileOf({ ...card(7, 'ada', 'Ada', 'Laurent') });
    let tries = 0;
    const { calls } = await openApp(
      '/ada',
      api(own, (call) => {
        if (call.path !== '/users/experiences') return undefined;
        tries += 1;
        return tries === 1
          ? {
              status: 422,
              body: { code: 'validation_failed', message: 'Invalid.', fields: { end_date_year: 'The end comes before the start.' } },
            }
          : { status: 201, body: experience(5, 'CEO', 2021, null) };
      }),
    );
    const section = (await screen.findByRole('region', { name: 'Experience' })) as HTMLElement;
    fireEvent.click(within(section).getByRole('button', { name: 'Add an experience' }));
    const save = within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(section).getByLabelText('Job title'), { target: { value: 'CEO' } });
    fireEvent.change(within(section).getByLabelText('Start year'), { target: { value: '2021' } });
    fireEvent.change(within(section).getByLabelText('End year'), { target: { value: '2020' } });
    await act(async () => {
      fireEvent.click(save);
    });
    expect((await within(section).findByRole('alert')).textContent).toBe('The end comes before the start.');
    expect(within(section).getByLabelText('End year').getAttribute('aria-invalid')).toBe('true');
    expect(save.disabled).toBe(true);
    fireEvent.change(within(section).getByLabelText('End year'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    });
    expect(calls.filter((call) => call.path === '/users/experiences').at(-1)?.body).toEqual({
      title: 'CEO',
      company_name: null,
      location: null,
      description: null,
      start_date_year: 2021,
      start_date_month: null,
      end_date_year: null,
      end_date_month: null,
    });
    expect(within(section).getByRole('heading', { level: 3, name: 'CEO' })).toBeInstanceOf(HTMLElement);
    expect(within(section).getByText('Current')).toBeInstanceOf(HTMLElement);
  });

  it('shows the server’s text when a photo upload fails (SPEC §8)', async () => {
    const own = profileOf({ ...card(7, 'ada', 'Ada', 'Laurent') });
    const { calls } = await openApp(
      '/ada',
      api(own, (call) =>
        call.method === 'PUT' && call.path === '/users/7'
          ? { status: 415, body: { code: 'unsupported_image', message: 'This file is not a JPEG, PNG, WebP or GIF image.' } }
          : undefined,
      ),
    );
    const input = (await screen.findByLabelText('Profile photo')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['not an image'], 'notes.txt', { type: 'text/plain' })] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This file is not a JPEG, PNG, WebP or GIF image.');
    // Multipart, the file in the field `image` (the test's fetch reads it back in Node's own FormData).
    const upload = calls.find((call) => call.method === 'PUT' && call.path === '/users/7');
    expect((upload?.body as Pick<FormData, 'has'> | undefined)?.has('image')).toBe(true);
  });

  it('lets a connection write a recommendation, in French', async () => {
    const ada = card(7, 'ada', 'Ada', 'Laurent');
    const friendship = {
      id: 4,
      status: 'accept' as const,
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
      user_id: 7,
      friend_id: 9,
      sender: ada,
      receiver: card(9, 'mehmet', 'Mehmet', 'Kaya'),
    };
    const { calls } = await openApp(
      '/fr/mehmet',
      api(profileOf({ friendship }), (call) =>
        call.path === '/users/recommendations'
          ? {
              status: 201,
              body: {
                id: 2,
                data: 'Fiable.',
                visible: false,
                author_id: 7,
                recipient_id: 9,
                author: ada,
                created_at: stamp,
                updated_at: stamp,
              },
            }
          : undefined,
      ),
      { lang: 'fr' },
    );
    fireEvent.change(await screen.findByLabelText('Écrire une référence pour Mehmet'), { target: { value: ' Fiable. ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer la référence' }));
    });
    expect(calls.find((call) => call.path === '/users/recommendations')?.body).toEqual({ userId: 9, data: 'Fiable.' });
    expect(screen.getByText('Envoyée. Mehmet peut maintenant l’afficher sur son profil.').getAttribute('role')).toBe('status');
  });
});

describe('getting started', () => {
  it('links the complete-profile step to the member’s own profile', async () => {
    await openApp('/tr', () => ({ status: 404, body: {} }), { lang: 'tr' });
    const link = await screen.findByRole('link', { name: 'Profilinizi tamamlayın' });
    expect(link.getAttribute('href')).toBe('/tr/ada');
  });
});
