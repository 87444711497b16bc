import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_EVENT } from '../connect-button/ConnectButton.tsx';
import { DEAL_ACTION_EVENT } from '../deal-card/DealCard.tsx';
import { ConnectButtonElement, DealListElement, ELEMENTS, ProfileCardElement } from '../elements.ts';
import { PROFILE_CLICK_EVENT } from '../profile-card/ProfileCard.tsx';
import { answers, fakeClient, signedInState } from '../testing/fake-client.ts';
import { defineElement } from './define-element.ts';
import { configureElements, resetElements } from './element-context.ts';

const created: HTMLElement[] = [];
function addCard(user: string): HTMLElement {
  const element = document.createElement('dg-profile-card');
  element.setAttribute('user', user);
  document.body.append(element);
  created.push(element);
  return element;
}

// Removing each element unmounts its tree before jsdom is torn down (TOOLCHAIN: "window is not defined").
afterEach(() => {
  for (const element of created.splice(0)) element.remove();
  resetElements();
});

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

describe('custom elements', () => {
  it('are not registered by the elements entry, only by define (once, however often it runs)', async () => {
    expect(customElements.get('dg-profile-card')).toBeUndefined();
    expect(Object.keys(ELEMENTS)).toEqual([
      'dg-profile-card',
      'dg-deal-card',
      'dg-deal-list',
      'dg-connect-button',
      'dg-post',
      'dg-company-card',
      'dg-follow-button',
      'dg-chat-box',
      'dg-unread-badge',
      'dg-notification-bell',
      'dg-membership-picker',
      'dg-search',
    ]);
    const { defineElements } = await import('../define.ts');
    defineElements();
    defineElement('dg-profile-card', class extends HTMLElement {});
    expect(customElements.get('dg-profile-card')).toBe(ProfileCardElement);
    expect(customElements.get('dg-deal-list')).toBe(DealListElement);
    expect(customElements.get('dg-connect-button')).toBe(ConnectButtonElement);
  });

  it('render <dg-profile-card user> in an open shadow root with the configured client, language and flagship URL', async () => {
    const profile = vi.fn(answers.fromFakes);
    configureElements({ client: fakeClient(profile), lang: 'fr', appUrl: 'https://app.example' });
    const element = addCard('ada');
    await vi.waitFor(() => expect(shadowText(element)).toContain('Ada Laurent'));
    expect(shadowText(element)).toContain('Head of Partnerships');
    const link = element.shadowRoot?.querySelector('a[part~="name"]');
    expect(link?.getAttribute('href')).toBe('https://app.example/fr/ada');
    expect(profile).toHaveBeenCalledWith('ada');
    expect(element.querySelector('*')).toBeNull();
  });

  it('follow the user attribute when it changes', async () => {
    configureElements({ client: fakeClient(), lang: 'en' });
    const element = addCard('ada');
    await vi.waitFor(() => expect(shadowText(element)).toContain('Ada Laurent'));
    element.setAttribute('user', 'somebody-else');
    await vi.waitFor(() => expect(shadowText(element)).toContain('This member could not be found.'));
  });

  it('send dg-profile-click out of the shadow root to the page', async () => {
    configureElements({ client: fakeClient(), lang: 'en' });
    const element = addCard('ada');
    await vi.waitFor(() => expect(shadowText(element)).toContain('Ada Laurent'));
    const caught: unknown[] = [];
    const listener = (event: Event) => {
      caught.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    document.body.addEventListener(PROFILE_CLICK_EVENT, listener);
    try {
      const link = element.shadowRoot?.querySelector<HTMLAnchorElement>('a[part~="name"]');
      expect(link).toBeInstanceOf(HTMLAnchorElement);
      link?.click();
    } finally {
      document.body.removeEventListener(PROFILE_CLICK_EVENT, listener);
    }
    expect(caught).toEqual([{ id: 1, username: 'ada' }]);
  });

  it('render <dg-deal-list type page-size> and <dg-deal-card deal> in shadow roots, following their attributes', async () => {
    const { defineElements } = await import('../define.ts');
    defineElements();
    configureElements({ client: fakeClient(), lang: 'en', appUrl: 'https://app.example' });
    const list = document.createElement('dg-deal-list');
    list.setAttribute('type', 'offer');
    list.setAttribute('page-size', '5');
    const single = document.createElement('dg-deal-card');
    single.setAttribute('deal', '102');
    document.body.append(list, single);
    created.push(list, single);
    const titles = () => [...(list.shadowRoot?.querySelectorAll('[part~="title"]') ?? [])].map((title) => title.textContent);
    await vi.waitFor(() => expect(titles()).toHaveLength(5));
    expect(shadowText(list)).toContain('5 of 29 deals');
    await vi.waitFor(() => expect(shadowText(single)).toContain('Looking for 2,000 recycled cotton tote bags'));
    list.setAttribute('type', 'demand');
    await vi.waitFor(() => expect(titles()).toEqual(['Looking for 2,000 recycled cotton tote bags']));
    expect(list.querySelector('*')).toBeNull();
  });

  it('render <dg-company-card company deals> and <dg-follow-button company> in shadow roots; dg-follow reaches the page', async () => {
    const { defineElements } = await import('../define.ts');
    defineElements();
    configureElements({ client: fakeClient(), lang: 'en', appUrl: 'https://app.example', state: signedInState() });
    const card = document.createElement('dg-company-card');
    card.setAttribute('company', 'northwind-supply');
    card.setAttribute('deals', '3');
    const button = document.createElement('dg-follow-button');
    button.setAttribute('company', '3');
    document.body.append(card, button);
    created.push(card, button);
    await vi.waitFor(() => expect(card.shadowRoot?.querySelectorAll('[part="deal-link"]')).toHaveLength(3));
    expect(shadowText(card)).toContain('Northwind Supply');
    expect(shadowText(card)).toContain('1,204 followers');
    await vi.waitFor(() => expect(shadowText(button)).toContain('1 follower'));
    const caught: unknown[] = [];
    const listener = (event: Event) => caught.push((event as CustomEvent).detail);
    document.addEventListener('dg-follow', listener);
    button.shadowRoot?.querySelector<HTMLElement>('[part~="action"]')?.click();
    document.removeEventListener('dg-follow', listener);
    expect(caught).toEqual([{ companyId: 3, action: 'unfollow' }]);
    await vi.waitFor(() => expect(shadowText(button)).toContain('0 followers'));
    expect(card.querySelector('*')).toBeNull();
  });

  it('render <dg-post post> in a shadow root and send dg-post-action out of it to the page', async () => {
    const { defineElements } = await import('../define.ts');
    defineElements();
    configureElements({ client: fakeClient(), lang: 'fr', appUrl: 'https://app.example' });
    const element = document.createElement('dg-post');
    element.setAttribute('post', '301');
    document.body.append(element);
    created.push(element);
    await vi.waitFor(() => expect(shadowText(element)).toContain('Our new warehouse in Lyon is open!'));
    expect(element.shadowRoot?.querySelector('[part~="mention"]')?.getAttribute('href')).toBe('https://app.example/fr/leo');
    const caught: unknown[] = [];
    const listener = (event: Event) => {
      caught.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    document.addEventListener('dg-post-action', listener);
    const like = element.shadowRoot?.querySelector<HTMLElement>('[part~="action-like"]');
    like?.click();
    document.removeEventListener('dg-post-action', listener);
    expect(caught).toEqual([{ postId: 301, action: 'like' }]);
    element.setAttribute('post', '999');
    await vi.waitFor(() => expect(shadowText(element)).toContain('Cette publication est introuvable.'));
  });

  it('send dg-deal-action out of the shadow root to the page', async () => {
    const { defineElements } = await import('../define.ts');
    defineElements();
    configureElements({ client: fakeClient(), lang: 'en' });
    const element = document.createElement('dg-deal-card');
    element.setAttribute('deal', '101');
    document.body.append(element);
    created.push(element);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[part~="action-sell"]')).toBeInstanceOf(HTMLElement));
    const caught: unknown[] = [];
    const listener = (event: Event) => {
      caught.push((event as CustomEvent).detail);
      event.preventDefault();
    };
    document.body.addEventListener(DEAL_ACTION_EVENT, listener);
    try {
      element.shadowRoot?.querySelector<HTMLAnchorElement>('[part~="action-sell"]')?.click();
    } finally {
      document.body.removeEventListener(DEAL_ACTION_EVENT, listener);
    }
    expect(caught).toEqual([{ dealId: 101, action: 'sell' }]);
  });

  it('render <dg-connect-button user>, which acts in place for a signed-in viewer and sends dg-connect to the page', async () => {
    configureElements({ client: fakeClient(), state: signedInState(), lang: 'en' });
    const element = document.createElement('dg-connect-button');
    element.setAttribute('user', 'ada');
    document.body.append(element);
    created.push(element);
    const button = () => element.shadowRoot?.querySelector<HTMLButtonElement>('button[part~="action"]');
    await vi.waitFor(() => expect(button()?.textContent).toBe('Send Request'));
    const caught: unknown[] = [];
    const listener = (event: Event) => caught.push((event as CustomEvent).detail);
    document.body.addEventListener(CONNECT_EVENT, listener);
    try {
      button()?.click();
    } finally {
      document.body.removeEventListener(CONNECT_EVENT, listener);
    }
    expect(caught).toEqual([{ userId: 1, action: 'send' }]);
    await vi.waitFor(() => expect(shadowText(element)).toContain('Request Sent'));
    expect(element.querySelector('*')).toBeNull();
  });
});
