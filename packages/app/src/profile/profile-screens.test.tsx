import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
const employmentTypes = {
  status: 200,
  body: [
    { id: 1, name: 'Full-time', name_fr: 'Temps plein' },
    { id: 4, name: 'Freelance', name_fr: 'Freelance' },
  ],
};

/** The API of a profile page: the profile, the countries, and whatever `more` answers first. */
const api =
  (profile: ProfileInfo, more: (call: Call) => { status: number; body?: unknown } | undefined = () => undefined) =>
  (call: Call) =>
    more(call) ??
    (call.path.endsWith('/info')
      ? { status: 200, body: profile }
      : call.path === '/countries'
        ? countries
        : call.path === '/employment-types'
          ? employmentTypes
          : // The profile's timelines (posts/profile-timelines.tsx): an empty page.
            call.path.startsWith('/users/timeline/') || call.path.includes('/activities?')
            ? { status: 200, body: { items: [], total: 0, page: 1, limit: 10 } }
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
    // The later sections draw a task after the first (common/deferred.tsx).
    expect(await screen.findByText('Negotiation')).toBeInstanceOf(HTMLElement);
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

  it('shows and hides a recommendation with the idempotent PUT and DELETE, never the GET toggle', async () => {
    const hidden = {
      id: 41,
      data: 'Always on time.',
      visible: false,
      author_id: 9,
      recipient_id: 7,
      author: card(9, 'mehmet', 'Mehmet', 'Kaya'),
      created_at: stamp,
      updated_at: stamp,
    };
    const own = profileOf({ ...card(7, 'ada', 'Ada', 'Laurent'), recommendations: [hidden] });
    const { calls } = await openApp(
      '/ada',
      api(own, (call) =>
        call.path === '/users/recommendations/41/visible'
          ? { status: 200, body: { ...hidden, visible: call.method === 'PUT' } }
          : undefined,
      ),
    );
    const show = await screen.findByRole('button', { name: 'Show on my profile' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await act(async () => {
      fireEvent.click(show);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show on my profile' }).getAttribute('aria-pressed')).toBe('true'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show on my profile' }));
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show on my profile' }).getAttribute('aria-pressed')).toBe('false'));
    const sent = said(calls).filter((line) => line.includes('/users/recommendations/41'));
    expect(sent).toEqual(['PUT /users/recommendations/41/visible', 'DELETE /users/recommendations/41/visible']);
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
      employment_type_id: null,
      company_slug: null,
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

  it('edits an experience’s employment type and company page; an unknown address shows the server’s message at its field', async () => {
    const own = profileOf({ ...card(7, 'ada', 'Ada', 'Laurent'), experiences: [experience(3, 'Buyer', 2017, 2019)] });
    const unknown = 'No Dealgrow company has this address. Give the company’s name instead.';
    const { calls } = await openApp(
      '/ada',
      api(own, (call) => {
        if (call.path !== '/users/experiences/3') return undefined;
        const body = call.body as { company_slug: string | null; employment_type_id: number | null };
        return body.company_slug === 'nowhere'
          ? { status: 422, body: { code: 'validation_failed', message: unknown, fields: { company_slug: unknown } } }
          : {
              status: 200,
              body: {
                ...experience(3, 'Buyer', 2017, 2019),
                employment_type_id: 4,
                employment_type: { id: 4, name: 'Freelance' },
                company: { id: 2, name: 'Northwind Supply', slug: 'northwind-supply', logo: 'companies/2/logo.png' },
                company_name: 'Northwind Supply',
              },
            };
      }),
    );
    const section = (await screen.findByRole('region', { name: 'Experience' })) as HTMLElement;
    fireEvent.click(within(section).getByRole('button', { name: 'Edit Buyer' }));
    const type = within(section).getByLabelText('Employment type') as HTMLSelectElement;
    expect(Array.from(type.options).map((option) => option.text)).toEqual(['Not given', 'Full-time', 'Freelance']);
    fireEvent.change(type, { target: { value: '4' } });
    // Blank: the member clears the name, so an unknown address has nothing to fall back on.
    fireEvent.change(within(section).getByLabelText('Company'), { target: { value: '' } });
    const slug = within(section).getByLabelText('Company page address');
    fireEvent.change(slug, { target: { value: 'nowhere' } });
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    });
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(slug.getAttribute('aria-describedby') ?? '')?.textContent).toBe(unknown);
    fireEvent.change(slug, { target: { value: ' northwind-supply ' } });
    expect(slug.getAttribute('aria-invalid')).toBeNull();
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    });
    expect(calls.filter((call) => call.path === '/users/experiences/3').map((call) => call.body)).toEqual([
      expect.objectContaining({ employment_type_id: 4, company_slug: 'nowhere', company_name: null }),
      expect.objectContaining({ employment_type_id: 4, company_slug: 'northwind-supply', company_name: null }),
    ]);
    const company = section.querySelector('[data-company="northwind-supply"]') as HTMLElement;
    expect(company.textContent).toBe('Northwind Supply');
    expect(company.querySelector('img')?.getAttribute('src')).toBe(
      'http://api.test/api/azure/download?blobName=companies%2F2%2Flogo.png&returnAsBlob=false',
    );
    // No company page in the app yet: the name is not a link.
    expect(company.closest('a')).toBeNull();
    expect(within(section).getByText(/Freelance/)).toBeInstanceOf(HTMLElement);
  });

  it('names a visitor’s employment type in French and shows a linked company without its typed name', async () => {
    const job = {
      ...experience(2, 'Acheteuse', 2020, null),
      employment_type_id: 1,
      employment_type: { id: 1, name: 'Full-time' },
      // An address as the server answers it (files/addresses.ts `publicAddress`): shown as it is.
      company: {
        id: 2,
        name: 'Northwind Supply',
        slug: 'northwind-supply',
        logo: 'http://api.test/assets/company/northwind-supply/logo.svg',
      },
      company_name: 'Northwind Supply',
      location: 'Lyon',
    };
    await openApp('/fr/mehmet', api(profileOf({ experiences: [job] })), { lang: 'fr' });
    const section = (await screen.findByRole('region', { name: 'Expérience' })) as HTMLElement;
    const line = section.querySelector('.profile-entry__sub') as HTMLElement;
    await within(section).findByText(/Temps plein/);
    expect(line.querySelector('img')?.getAttribute('src')).toBe('http://api.test/assets/company/northwind-supply/logo.svg');
    // The company's mark (its logo, else its initials) is a picture, not words.
    line.querySelector('.dg-avatar')?.remove();
    expect(line.textContent).toBe('Northwind Supply · Temps plein · Lyon');
    expect(line.querySelector('img')).toBeNull();
  });

  it('removes a business offer’s file when the edit is saved', async () => {
    const file = (id: number, name: string) => ({
      id,
      name,
      description: null,
      path: `business_offer/5/${name}`,
      size: 1200,
      mime_type: 'application/pdf',
      is_downloadable: true,
      file_order: id,
      is_cover_file: false,
      created_at: stamp,
      updated_at: stamp,
      deleted_at: null,
    });
    const offer = {
      id: 5,
      user_id: 7,
      title: 'Packaging audit',
      description: null,
      tags: [],
      category_id: null,
      category: null,
      industry_id: null,
      industry: null,
      state: 'active' as const,
      country: null,
      files: [file(31, 'brochure.pdf'), file(32, 'prices.pdf')],
      created_at: stamp,
      updated_at: stamp,
    };
    const own = profileOf({ ...card(7, 'ada', 'Ada', 'Laurent'), businessOffers: [offer] });
    const { calls } = await openApp(
      '/ada',
      api(own, (call) =>
        call.method === 'PATCH' && call.path === '/users/business-offers/5'
          ? { status: 200, body: { ...offer, files: [file(32, 'prices.pdf')] } }
          : undefined,
      ),
    );
    const section = (await screen.findByRole('region', { name: 'Business offers' })) as HTMLElement;
    fireEvent.click(within(section).getByRole('button', { name: 'Edit Packaging audit' }));
    const remove = within(section).getByRole('button', { name: 'Remove brochure.pdf' });
    fireEvent.click(remove);
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    // Pressed again it keeps the file; a third time marks it again.
    fireEvent.click(within(section).getByRole('button', { name: 'Keep brochure.pdf' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Remove brochure.pdf' }));
    await act(async () => {
      fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    });
    const sent = calls.find((call) => call.path === '/users/business-offers/5')?.body as Pick<FormData, 'getAll'> | undefined;
    expect(sent?.getAll('removed_files')).toEqual(['31']);
    expect(within(section).queryByRole('link', { name: 'brochure.pdf' })).toBeNull();
    expect(within(section).getByRole('link', { name: 'prices.pdf' })).toBeInstanceOf(HTMLElement);
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
