import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FollowButton } from '../follow-button/FollowButton.tsx';
import { DealgrowProvider } from '../provider.tsx';
import {
  companyAnswers,
  companyDealsAnswers,
  FAKE_COMPANIES,
  type FakeAnswers,
  fakeClient,
  signedInState,
} from '../testing/fake-client.ts';
import { COMPANY_CLICK_EVENT, CompanyCard, type CompanyCardProps } from './CompanyCard.tsx';

afterEach(cleanup);

interface Setup extends FakeAnswers {
  lang?: Language;
  signedIn?: boolean;
}

function renderCard(props: CompanyCardProps, { lang = 'en', signedIn = true, ...fakes }: Setup = {}) {
  return render(
    <DealgrowProvider
      client={fakeClient(fakes)}
      state={signedIn ? signedInState() : createDealgrowState()}
      lang={lang}
      appUrl="https://app.example"
    >
      <CompanyCard {...props} />
    </DealgrowProvider>,
  );
}

const card = (container: HTMLElement) => container.querySelector('[part="card"]') as HTMLElement;
const part = (container: HTMLElement, name: string) => container.querySelector(`[part~="${name}"]`);

describe('CompanyCard', () => {
  it('shows cover, logo, name (a link to its page on the flagship site), type, and the follow button with the count', async () => {
    const { container } = renderCard({ company: 'northwind-supply' });
    await waitFor(() => expect(card(container).dataset.state).toBe('ready'));
    const link = screen.getByRole('link', { name: 'Northwind Supply' });
    expect(link.getAttribute('href')).toBe('https://app.example/companies/northwind-supply');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('img', { name: 'Logo of Northwind Supply' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(part(container, 'cover')?.getAttribute('alt')).toBe('');
    expect(part(container, 'type')?.textContent).toBe('Privately held');
    expect(part(container, 'count')?.textContent).toBe('1,204 followers');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInstanceOf(HTMLButtonElement);
    // No deals unless asked.
    expect(part(container, 'deals')).toBeNull();
  });

  it('shows its latest deals when asked (deals="3": one call with limit 3), each a link to the deal with its price', async () => {
    const companyDeals = vi.fn(companyDealsAnswers.fromFakes);
    const { container } = renderCard({ company: 'northwind-supply', deals: 3 }, { companyDeals });
    const list = await screen.findByRole('region', { name: 'Latest deals' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(companyDeals).toHaveBeenCalledWith(1, { limit: 3 });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Warehouse racking, 40 bays, installed',
      'Same-day pallet delivery across Île-de-France',
      'Office furniture lot 1',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('https://app.example/deals/101');
    expect([...container.querySelectorAll('[part="deal-price"]')].map((price) => price.textContent)).toEqual(['€18,500', '€95', '€1,000']);
    const seen: unknown[] = [];
    const listener = (event: Event) => {
      seen.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    document.addEventListener('dg-deal-click', listener);
    fireEvent.click(links[1] as HTMLElement);
    document.removeEventListener('dg-deal-click', listener);
    expect(seen).toEqual([{ dealId: 103 }]);
  });

  it('says when the company has no deal, and when they could not be loaded; shows nothing while they load', async () => {
    renderCard({ company: 'quiet-studio', deals: 3 });
    expect((await screen.findByText('No deals yet.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('img')).toBeNull();
    cleanup();
    renderCard({ company: 'northwind-supply', deals: 3 }, { companyDeals: companyDealsAnswers.unreachable });
    expect((await screen.findByRole('alert')).textContent).toBe('The deals could not be loaded.');
    cleanup();
    const { container } = renderCard({ company: 'northwind-supply', deals: 3 }, { companyDeals: companyDealsAnswers.pending });
    await waitFor(() => expect(part(container, 'deals')?.getAttribute('aria-busy')).toBe('true'));
    expect(part(container, 'deals')?.querySelector('[part="status"]')).toBeNull();
  });

  it('keeps the number of deals between 0 and 24', async () => {
    const companyDeals = vi.fn(companyDealsAnswers.fromFakes);
    renderCard({ company: 'northwind-supply', deals: 500 }, { companyDeals });
    await waitFor(() => expect(companyDeals).toHaveBeenCalledWith(1, { limit: 24 }));
    cleanup();
    const none = vi.fn(companyDealsAnswers.fromFakes);
    const { container } = renderCard({ company: 'northwind-supply', deals: -2 }, { companyDeals: none });
    await waitFor(() => expect(card(container).dataset.state).toBe('ready'));
    expect(none).not.toHaveBeenCalled();
  });

  it('sends a cancelable dg-company-click out to the page when its name is followed', async () => {
    const onCompanyClick = vi.fn();
    renderCard({ company: FAKE_COMPANIES['northwind-supply'] as NonNullable<(typeof FAKE_COMPANIES)['northwind-supply']>, onCompanyClick });
    const seen: unknown[] = [];
    const listener = (event: Event) => {
      seen.push([(event as CustomEvent).detail, event.composed, event.cancelable]);
      event.preventDefault();
    };
    document.addEventListener(COMPANY_CLICK_EVENT, listener);
    fireEvent.click(screen.getByRole('link', { name: 'Northwind Supply' }));
    document.removeEventListener(COMPANY_CLICK_EVENT, listener);
    expect(seen).toEqual([[{ companyId: 1, slug: 'northwind-supply' }, true, true]]);
    expect(onCompanyClick).toHaveBeenCalledWith({ companyId: 1, slug: 'northwind-supply' });
  });

  it('signed out: the follow button is the sign-in link; in French and Turkish', async () => {
    renderCard({ company: 'northwind-supply', deals: 3 }, { lang: 'fr', signedIn: false, company: companyAnswers.signedOut });
    const follow = await screen.findByRole('link', { name: 'Suivre' });
    expect(follow.getAttribute('href')).toBe(
      'https://app.example/fr/auth/sign-in?returnTo=%2Ffr%2Fcompanies%2Fnorthwind-supply%3Ffollow%3D1',
    );
    expect(screen.getByRole('link', { name: 'Northwind Supply' }).getAttribute('href')).toBe(
      'https://app.example/fr/companies/northwind-supply',
    );
    expect(await screen.findByRole('region', { name: 'Dernières affaires' })).toBeInstanceOf(HTMLElement);
    cleanup();
    renderCard({ company: 'quiet-studio', deals: 1 }, { lang: 'tr' });
    expect((await screen.findByText('Henüz fırsat yok.')).getAttribute('role')).toBe('status');
    expect(screen.getByText('0 takipçi')).toBeInstanceOf(HTMLElement);
  });

  it('does not show a picture address that is not http(s) or an inline image', async () => {
    const company = { ...(FAKE_COMPANIES['northwind-supply'] as NonNullable<(typeof FAKE_COMPANIES)['northwind-supply']>) };
    company.logo = 'javascript:alert(1)';
    company.cover_image = '//evil.example/x.png';
    const { container } = renderCard({ company });
    expect(part(container, 'logo')).toBeNull();
    expect(part(container, 'cover')).toBeNull();
  });

  it('shows loading, not-found, and an error with Try again', async () => {
    const first = renderCard({ company: 'northwind-supply' }, { company: companyAnswers.pending });
    expect(card(first.container).dataset.state).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading company…');
    cleanup();
    renderCard({ company: 'nobody' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This company could not be found.'));
    cleanup();
    let fail = true;
    const company = vi.fn((key: string) => (fail ? companyAnswers.unreachable(key) : companyAnswers.fromFakes(key)));
    const { container } = renderCard({ company: 'northwind-supply' }, { company });
    expect((await screen.findByRole('alert')).textContent).toBe('The company could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Follow' });
    expect(card(container).dataset.state).toBe('ready');
  });

  it('shares one request with a follow button for the same company on the page; asks again once on sign-out and after a follow', async () => {
    const company = vi.fn(companyAnswers.fromFakes);
    const client = fakeClient({ company });
    const state = signedInState();
    const page = (extra?: boolean) => (
      <DealgrowProvider client={client} state={state} lang="en" appUrl="https://app.example">
        <FollowButton company="northwind-supply" />
        <CompanyCard company="northwind-supply" />
        {extra && <FollowButton company="northwind-supply" />}
      </DealgrowProvider>
    );
    const { container, rerender } = render(page());
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(2));
    expect(card(container).dataset.state).toBe('ready');
    expect(company).toHaveBeenCalledTimes(1);

    // Signed out, both read the company again for the new reader: one request for both.
    act(() => state.user.getState().setUser(null));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Follow' })).toHaveLength(2));
    expect(company).toHaveBeenCalledTimes(2);

    // Signed in again, a follow makes the page's read stale: a follow button shown after it asks again.
    act(() => state.user.getState().setUser({ ...state.user.getState().user, id: 50, username: 'viewer' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Follow' })).toHaveLength(2));
    expect(company).toHaveBeenCalledTimes(3);
    fireEvent.click(within(card(container)).getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(within(card(container)).getByRole('button', { name: 'Following' }).getAttribute('aria-disabled')).toBeNull(),
    );
    rerender(page(true));
    await waitFor(() => expect(screen.getAllByRole('group', { name: 'Northwind Supply' })).toHaveLength(3));
    expect(company).toHaveBeenCalledTimes(4);
  });
});
