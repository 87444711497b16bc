import { afterEach, describe, expect, it, vi } from 'vitest';
import { ELEMENTS, ProfileCardElement } from '../elements.ts';
import { PROFILE_CLICK_EVENT } from '../profile-card/ProfileCard.tsx';
import { answers, fakeClient } from '../testing/fake-client.ts';
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
    expect(Object.keys(ELEMENTS)).toEqual(['dg-profile-card']);
    const { defineElements } = await import('../define.ts');
    defineElements();
    defineElement('dg-profile-card', class extends HTMLElement {});
    expect(customElements.get('dg-profile-card')).toBe(ProfileCardElement);
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
      expect(link).toBeTruthy();
      link?.click();
    } finally {
      document.body.removeEventListener(PROFILE_CLICK_EVENT, listener);
    }
    expect(caught).toEqual([{ id: 1, username: 'ada' }]);
  });
});
