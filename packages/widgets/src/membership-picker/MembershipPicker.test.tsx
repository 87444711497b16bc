import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { signedInState } from '../testing/fake-client.ts';
import { type FakeMembershipOptions, fakeFailure, fakeMembership, fakeMembershipClient, fakeOk } from './fake-memberships.ts';
import { MEMBERSHIP_ACTION_EVENT, MembershipPicker, type MembershipPickerProps } from './MembershipPicker.tsx';
import { formatPlanPrice, membershipPageUrl, planAction } from './plan-action.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPicker(options: FakeMembershipOptions & { lang?: Language; signedIn?: boolean; props?: MembershipPickerProps } = {}) {
  const { lang = 'en', signedIn = true, props = {}, ...fake } = options;
  const client = fakeMembershipClient(fake);
  const view = render(
    <DealgrowProvider client={client} state={signedIn ? signedInState() : createDealgrowState()} lang={lang} appUrl="https://app.example">
      <MembershipPicker {...props} />
    </DealgrowProvider>,
  );
  return { ...view, client };
}

const planCard = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('planAction (docs/memberships.md "Rules")', () => {
  it('offers a checkout without a plan, and on a live plan the one change the rules allow', () => {
    expect(planAction(null, 0, 'business', 2, 'month')).toBe('subscribe');
    const networking = fakeMembership('networking');
    expect(planAction(networking, 1, 'networking', 1, 'month')).toBe('cancel');
    expect(planAction(networking, 1, 'business', 2, 'month')).toBe('upgrade');
    expect(planAction(networking, 1, 'networking', 1, 'year')).toBe('year');
    const business = fakeMembership('business', { interval: 'year' });
    expect(planAction(business, 2, 'networking', 1, 'year')).toBe('downgrade');
    expect(planAction(business, 2, 'business', 2, 'month')).toBe('month');
    const yearlyNetworking = fakeMembership('networking', { interval: 'year' });
    expect(planAction(yearlyNetworking, 1, 'business', 2, 'month')).toBeNull();
    expect(planAction(fakeMembership('business', { status: 'cancel-on-period-ends' }), 2, 'business', 2, 'month')).toBe('resume');
    const pending = fakeMembership('business', {
      pending_change: {
        plan: 'networking',
        plan_name: 'Networking',
        interval: 'month',
        amount: 999,
        effective_at: '2026-12-01T00:00:00.000Z',
      },
    });
    expect(planAction(pending, 2, 'business', 2, 'month')).toBe('keep');
    expect(planAction(pending, 2, 'networking', 1, 'month')).toBe('scheduled');
  });

  it('formats minor units per currency and links to the flagship page with the language and the company', () => {
    expect(formatPlanPrice(2999, 'EUR', 'en')).toBe('€29.99');
    expect(formatPlanPrice(4800, 'JPY', 'en')).toBe('¥4,800');
    expect(membershipPageUrl('https://app.example/', 'fr', 'shop', 3)).toBe('https://app.example/fr/membership/shop?company=3');
    expect(membershipPageUrl('https://app.example', 'en', 'personal')).toBe('https://app.example/membership/personal');
  });
});

describe('MembershipPicker', () => {
  it('reads the plans again when the member signs in or out (the current plan is theirs)', async () => {
    const state = createDealgrowState();
    const client = fakeMembershipClient();
    const packages = vi.spyOn(client.memberships, 'packages');
    render(
      <DealgrowProvider client={client} state={state} lang="en" appUrl="https://app.example">
        <MembershipPicker />
      </DealgrowProvider>,
    );
    await waitFor(() => expect(packages).toHaveBeenCalledTimes(1));
    act(() => state.user.getState().patchUser({ id: 50 }));
    await waitFor(() => expect(packages).toHaveBeenCalledTimes(2));
    act(() => state.user.getState().setUser(null));
    await waitFor(() => expect(packages).toHaveBeenCalledTimes(3));
  });

  it('shows the plans in the currency, monthly then yearly with the saving, and the FAQ', async () => {
    renderPicker();
    expect(await screen.findByRole('heading', { name: 'Personal plans' })).toBeTruthy();
    expect(screen.getByText('You are on the free plan.')).toBeTruthy();
    expect(within(planCard('Business')).getByText('€29.99 / month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yearly · Save 17%' }));
    expect(within(planCard('Business')).getByText('€299.99 / year')).toBeTruthy();
    expect(screen.getByText('Can I cancel at any time?').closest('details')).toBeTruthy();
  });

  it('marks the current plan with its status and pending change, and offers what the rules allow', async () => {
    renderPicker({
      current: fakeMembership('business', {
        pending_change: {
          plan: 'networking',
          plan_name: 'Networking',
          interval: 'month',
          amount: 999,
          effective_at: '2026-12-01T00:00:00.000Z',
        },
      }),
    });
    // The sentence's dates are each in a <time> (machine-readable, and what the screenshot tests pin).
    const status = await screen.findByText(
      (_, element) =>
        element?.matches('[part="status"]') === true &&
        /Business: renews on Dec 1, 2026\. Changes to Networking \(Monthly\) on Dec 1, 2026\./.test(element.textContent ?? ''),
    );
    expect([...status.querySelectorAll('time')].map((time) => time.getAttribute('datetime'))).toHaveLength(2);
    expect(within(planCard('Business')).getByText('Current plan')).toBeTruthy();
    expect(within(planCard('Business')).getByRole('button', { name: 'Keep this plan' })).toBeTruthy();
    expect((within(planCard('Networking')).getByRole('button', { name: 'Scheduled' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('signed in on the flagship: changes in place, says so and shows the new plan', async () => {
    const onChange = vi.fn();
    const { client } = renderPicker({ current: fakeMembership('networking'), props: { onChange } });
    const change = vi.spyOn(client.memberships, 'change');
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Your plan is upgraded.')).toBeTruthy();
    expect(change).toHaveBeenCalledWith('personal', { plan: 'business', interval: 'month', currency: 'EUR' });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ action: 'upgraded' }));
    await waitFor(() => expect(within(planCard('Business')).getByText('Current plan')).toBeTruthy());
  });

  it('cancels a company plan with its id, and shows the server’s refusal', async () => {
    const { client } = renderPicker({
      kind: 'shop',
      current: fakeMembership('popular'),
      change: fakeFailure(409, 'This change is already scheduled.'),
      props: { kind: 'shop', company: 3 },
    });
    const cancel = vi.spyOn(client.memberships, 'cancelCompany');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    expect(await screen.findByText('Your plan ends at the end of the period.')).toBeTruthy();
    expect(cancel).toHaveBeenCalledWith(3);
    await screen.findByText(/Popular: ends on/);
    fireEvent.click(within(planCard('Basic')).getByRole('button', { name: 'Downgrade' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This change is already scheduled.');
  });

  it('goes to the checkout the server answers for a first plan', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPicker({
      change: fakeOk({
        action: 'checkout',
        checkoutUrl: 'https://api.example/pay/checkout/cs_1',
        checkout_session_id: 'cs_1',
        membership: null,
        charged: null,
      }),
    });
    fireEvent.click(
      within(await screen.findByRole('heading', { name: 'Business' }).then((h) => h.closest('li') as HTMLElement)).getByRole('button', {
        name: 'Choose',
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://api.example/pay/checkout/cs_1'));
  });

  it('signed out, or without changes (a partner page): links to the flagship page after a cancellable event', async () => {
    renderPicker({ signedIn: false, lang: 'fr', kind: 'shop', props: { kind: 'shop', company: 3 } });
    const link = within((await screen.findByRole('heading', { name: 'Popular' })).closest('li') as HTMLElement).getByRole('link', {
      name: 'Choisir',
    });
    expect(link.getAttribute('href')).toBe('https://app.example/fr/membership/shop?company=3');
    let detail: unknown;
    const heard = vi.fn((event: Event) => {
      event.preventDefault();
      detail = (event as CustomEvent).detail;
    });
    document.addEventListener(MEMBERSHIP_ACTION_EVENT, heard);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    document.removeEventListener(MEMBERSHIP_ACTION_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(detail).toEqual({
      kind: 'shop',
      plan: 'popular',
      interval: 'month',
      action: 'subscribe',
      company: 3,
    });
    expect(click.defaultPrevented).toBe(true);
    cleanup();
    renderPicker({ canChange: false, lang: 'tr' });
    expect((await screen.findAllByRole('link', { name: 'Seç' })).length).toBe(2);
  });

  it('loading, then error with a retry, in French and Turkish', async () => {
    const { container } = renderPicker({ pending: true });
    expect(container.querySelector('[part="picker"]')?.getAttribute('aria-busy')).toBe('true');
    cleanup();
    renderPicker({ failing: true, lang: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toBe('Les abonnements n’ont pas pu être chargés.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    cleanup();
    renderPicker({ lang: 'tr' });
    expect(await screen.findByRole('heading', { name: 'Kişisel planlar' })).toBeTruthy();
  });
});
