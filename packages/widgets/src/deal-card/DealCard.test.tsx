import type { Language } from '@dealgrow/sdk/state';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { type DealAnswer, dealAnswers, FAKE_COVER, FAKE_DEALS, fakeClient } from '../testing/fake-client.ts';
import { DEAL_ACTION_EVENT, DEAL_CLICK_EVENT, type DealActionDetail, DealCard, type DealCardProps } from './DealCard.tsx';

afterEach(cleanup);

const racking = FAKE_DEALS[0] as NonNullable<(typeof FAKE_DEALS)[0]>;
const totes = FAKE_DEALS[1] as NonNullable<(typeof FAKE_DEALS)[1]>;

function renderCard(props: DealCardProps, lang: Language = 'en', deal: DealAnswer = dealAnswers.fromFakes) {
  return render(
    <DealgrowProvider client={fakeClient({ deal })} state={createDealgrowState()} lang={lang} appUrl="https://app.example/">
      <DealCard {...props} />
    </DealgrowProvider>,
  );
}

const part = (container: HTMLElement, name: string) => container.querySelector(`[part~="${name}"]`);
const text = (container: HTMLElement, name: string) => part(container, name)?.textContent;

/** Clicks like a visitor; jsdom does not navigate, so the document cancels what nobody else did, after noting it. */
function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  let preventedByWidget = false;
  const note = (seen: Event) => {
    preventedByWidget = seen.defaultPrevented;
    seen.preventDefault();
  };
  document.addEventListener('click', note);
  try {
    act(() => {
      element.dispatchEvent(event);
    });
  } finally {
    document.removeEventListener('click', note);
  }
  return Object.assign(event, { preventedByWidget });
}

describe('DealCard', () => {
  it('shows the title, type, price without decimals, rewards, company, location and cover of a deal', () => {
    const { container } = renderCard({ deal: racking });
    expect(text(container, 'title')).toBe('Warehouse racking, 40 bays, installed');
    expect(text(container, 'badge')).toBe('Offer');
    // SPEC §9: 18,500.40 € is shown with no decimals.
    expect(text(container, 'price')).toBe('€18,500');
    expect(text(container, 'company')).toBe('Northwind Supply');
    expect(text(container, 'location')).toBe('Lyon, France');
    expect([...container.querySelectorAll('[part~="reward"]')].map((li) => li.textContent)).toEqual(['Sell: €900', 'Refer: €400']);
    const cover = screen.getByAltText('Cover image of Warehouse racking, 40 bays, installed') as HTMLImageElement;
    expect(cover.getAttribute('src')).toBe(`${FAKE_COVER}#${encodeURIComponent('2025/03/0123456789abcdef0123456789abcdef.png')}`);
    expect(part(container, 'card')?.getAttribute('data-type')).toBe('offer');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('leaves out what a deal does not have: cover, company, rewards it does not pay', () => {
    const { container } = renderCard({ deal: { ...totes, price: null } });
    expect(text(container, 'badge')).toBe('Demand');
    expect(part(container, 'price')).toBeNull();
    expect(part(container, 'company')).toBeNull();
    expect(part(container, 'cover')).toBeNull();
    expect([...container.querySelectorAll('[part~="reward"]')].map((li) => li.textContent)).toEqual(['Buy: $250']);
  });

  it('shows no price, never 0, for a demand whose price is zero', () => {
    const { container } = renderCard({ deal: { ...totes, price: 0 } });
    expect(part(container, 'price')).toBeNull();
    expect(container.textContent).not.toMatch(/€\s?0|0\s?€/);
  });

  it('groups Buy / Sell / Refer without a navigation landmark per card', () => {
    const { container } = renderCard({ deal: totes });
    expect(container.querySelector('nav')).toBeNull();
    expect(part(container, 'actions')?.getAttribute('role')).toBe('group');
  });

  it('links the title to the deal and Buy / Sell / Refer to the lead page of the flagship site', () => {
    renderCard({ deal: racking });
    expect(screen.getByRole('link', { name: 'Warehouse racking, 40 bays, installed' }).getAttribute('href')).toBe(
      'https://app.example/deals/101',
    );
    const actions = ['Buy', 'Sell', 'Refer'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(actions).toEqual([
      'https://app.example/deals/101/lead?type=buy',
      'https://app.example/deals/101/lead?type=sell',
      'https://app.example/deals/101/lead?type=refer',
    ]);
  });

  it('speaks French and Turkish, with language-prefixed flagship links', () => {
    const { container } = renderCard({ deal: racking }, 'fr');
    expect(text(container, 'badge')).toBe('Offre');
    expect(text(container, 'price')?.replace(/\s/g, ' ')).toBe('18 500 €');
    expect(screen.getByRole('link', { name: 'Recommander' }).getAttribute('href')).toBe('https://app.example/fr/deals/101/lead?type=refer');
    cleanup();
    renderCard({ deal: totes }, 'tr');
    expect(screen.getByRole('link', { name: 'Satın al' }).getAttribute('href')).toBe('https://app.example/tr/deals/102/lead?type=buy');
    expect(screen.getByText('Talep')).toBeInstanceOf(HTMLElement);
  });

  it('fires a bubbling, composed, cancelable dg-deal-action; cancelling it keeps the visitor on the page', () => {
    renderCard({ deal: racking });
    const seen: CustomEvent<DealActionDetail>[] = [];
    const cancel = (event: Event) => {
      seen.push(event as CustomEvent<DealActionDetail>);
      event.preventDefault();
    };
    document.addEventListener(DEAL_ACTION_EVENT, cancel);
    try {
      const event = click(screen.getByRole('link', { name: 'Refer' }));
      expect(seen.map((e) => [e.detail, e.bubbles, e.composed, e.cancelable])).toEqual([
        [{ dealId: 101, action: 'refer' }, true, true, true],
      ]);
      expect(Reflect.get(event, 'preventedByWidget')).toBe(true);
    } finally {
      document.removeEventListener(DEAL_ACTION_EVENT, cancel);
    }
  });

  it('lets the action link go to the flagship site when nobody cancels, and hands it to onAction when given', () => {
    const heard = vi.fn();
    document.addEventListener(DEAL_ACTION_EVENT, heard);
    try {
      renderCard({ deal: racking });
      expect(Reflect.get(click(screen.getByRole('link', { name: 'Buy' })), 'preventedByWidget')).toBe(false);
      cleanup();
      const onAction = vi.fn();
      renderCard({ deal: racking, onAction });
      expect(Reflect.get(click(screen.getByRole('link', { name: 'Sell' })), 'preventedByWidget')).toBe(true);
      expect(onAction).toHaveBeenCalledWith({ dealId: 101, action: 'sell' });
      expect(heard).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener(DEAL_ACTION_EVENT, heard);
    }
  });

  it('fires dg-deal-click and calls onDealClick when the title is followed', () => {
    const onDealClick = vi.fn();
    const heard = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener(DEAL_CLICK_EVENT, heard);
    try {
      renderCard({ deal: racking, onDealClick });
      const event = click(screen.getByRole('link', { name: racking.title }));
      expect(onDealClick).toHaveBeenCalledWith({ dealId: 101 });
      expect((heard.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({ dealId: 101 });
      expect(Reflect.get(event, 'preventedByWidget')).toBe(true);
    } finally {
      document.removeEventListener(DEAL_CLICK_EVENT, heard);
    }
  });

  it('loads a deal by id: loading, then the deal', async () => {
    const answer = vi.fn<DealAnswer>(dealAnswers.fromFakes);
    const { container } = renderCard({ deal: '103' }, 'en', answer);
    expect(screen.getByRole('status').textContent).toBe('Loading deal…');
    expect(part(container, 'card')?.getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('link', { name: 'Same-day pallet delivery across Île-de-France' });
    expect(answer).toHaveBeenCalledWith(103);
    expect(text(container, 'price')).toBe('€95');
  });

  it('shows not-found for an unknown id and for text that is not an id, without asking the API for the latter', async () => {
    renderCard({ deal: 999 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This deal could not be found.'));
    cleanup();
    const never = vi.fn<DealAnswer>(dealAnswers.fromFakes);
    renderCard({ deal: 'racking' }, 'fr', never);
    expect(screen.getByRole('status').textContent).toBe('Cette affaire est introuvable.');
    expect(never).not.toHaveBeenCalled();
  });

  it('shows the error state when the API cannot be reached, and loads again on retry', async () => {
    let fail = true;
    const answer = vi.fn<DealAnswer>((id) => (fail ? dealAnswers.unreachable(id) : dealAnswers.fromFakes(id)));
    const { container } = renderCard({ deal: 101 }, 'tr', answer);
    expect((await screen.findByRole('alert')).textContent).toBe('Fırsat yüklenemedi.');
    expect(part(container, 'card')?.getAttribute('data-state')).toBe('error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await screen.findByRole('link', { name: racking.title });
    expect(answer).toHaveBeenCalledTimes(2);
  });
});
