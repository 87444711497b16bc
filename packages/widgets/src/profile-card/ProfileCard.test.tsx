import type { Language } from '@dealgrow/sdk/state';
import { createDealgrowState } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { answers, FAKE_PROFILES, fakeClient, type ProfileAnswer, signedInState } from '../testing/fake-client.ts';
import { PROFILE_CLICK_EVENT, ProfileCard, type ProfileClickDetail } from './ProfileCard.tsx';

afterEach(cleanup);

function renderCard(user: string, answer: ProfileAnswer, lang: Language = 'en', onProfileClick?: (detail: ProfileClickDetail) => void) {
  const client = fakeClient(answer);
  return render(
    <DealgrowProvider client={client} state={createDealgrowState()} lang={lang} appUrl="https://app.example/">
      <ProfileCard user={user} onProfileClick={onProfileClick} />
    </DealgrowProvider>,
  );
}

const card = (container: HTMLElement) => container.querySelector('[part="card"]') as HTMLElement;

describe('ProfileCard', () => {
  it('shows the loading state while the API has not answered', () => {
    const { container } = renderCard('ada', answers.pending);
    expect(screen.getByRole('status').textContent).toBe('Loading profile…');
    expect(card(container).dataset.state).toBe('loading');
    expect(card(container).getAttribute('aria-busy')).toBe('true');
  });

  it("shows the member's photo, name, job title, company and a link to their profile", async () => {
    const { container } = renderCard('ada', answers.fromFakes);
    const name = await screen.findByRole('link', { name: 'Ada Laurent' });
    expect(name.getAttribute('href')).toBe('https://app.example/ada');
    expect(name.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('[part="job-title"]')?.textContent).toBe('Head of Partnerships');
    expect(container.querySelector('[part="company"]')?.textContent).toBe('Northwind Supply');
    const photo = screen.getByAltText('Photo of Ada Laurent') as HTMLImageElement;
    expect(photo.src).toBe(FAKE_PROFILES.ada?.profilePhotoUrl);
    expect(card(container).dataset.state).toBe('ready');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('leaves out a job title and company the member has not filled, and shows the default photo URL as given', async () => {
    const { container } = renderCard('newcomer', answers.fromFakes);
    await screen.findByRole('link', { name: 'Noor Demir' });
    expect(container.querySelector('[part="job-title"]')).toBeNull();
    expect(container.querySelector('[part="company"]')).toBeNull();
    expect((container.querySelector('img') as HTMLImageElement).src).toBe('http://127.0.0.1:8787/assets/default-profile.svg');
  });

  it('speaks French and Turkish, with language-prefixed profile links', async () => {
    renderCard('ada', answers.fromFakes, 'fr');
    expect((await screen.findByRole('link', { name: 'Ada Laurent' })).getAttribute('href')).toBe('https://app.example/fr/ada');
    expect(screen.getByAltText('Photo de Ada Laurent')).toBeInstanceOf(HTMLImageElement);
    cleanup();
    renderCard('nobody', answers.fromFakes, 'tr');
    // The loading state is a status too ("Profil yükleniyor…"): wait for the answer's, not the first status shown.
    expect((await screen.findByText('Bu üye bulunamadı.')).closest('[role="status"]')).not.toBeNull();
  });

  it('shows not-found for an unknown member, for text that cannot be a username, and for an empty attribute', async () => {
    renderCard('nobody', answers.fromFakes);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This member could not be found.'));
    cleanup();
    const malformed = vi.fn<ProfileAnswer>(async () => ({
      data: undefined,
      success: false,
      status: 400,
      statusText: 'Bad Request',
      error: { code: 'validation_failed', status: 400, message: 'Check these fields in the params: id.', retryable: false },
    }));
    renderCard('not a name', malformed);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This member could not be found.'));
    cleanup();
    const never = vi.fn<ProfileAnswer>(answers.fromFakes);
    renderCard('  ', never);
    expect(screen.getByRole('status').textContent).toBe('This member could not be found.');
    expect(never).not.toHaveBeenCalled();
  });

  it('shows the error state when the API cannot be reached, and loads again on retry', async () => {
    let fail = true;
    const answer = vi.fn<ProfileAnswer>((key) => (fail ? answers.unreachable(key) : answers.fromFakes(key)));
    const { container } = renderCard('ada', answer);
    expect((await screen.findByRole('alert')).textContent).toBe('The profile could not be loaded.');
    expect(card(container).dataset.state).toBe('error');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Ada Laurent' });
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('fires a bubbling, composed, cancelable dg-profile-click with the member, and calls onProfileClick', async () => {
    const onProfileClick = vi.fn();
    renderCard('ada', answers.fromFakes, 'en', onProfileClick);
    const link = await screen.findByRole('link', { name: 'Ada Laurent' });
    const seen: CustomEvent<ProfileClickDetail>[] = [];
    const listener = (event: Event) => {
      seen.push(event as CustomEvent<ProfileClickDetail>);
      event.preventDefault();
    };
    document.addEventListener(PROFILE_CLICK_EVENT, listener);
    try {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => {
        link.dispatchEvent(click);
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.detail).toEqual({ id: 1, username: 'ada' });
      expect(seen[0]?.bubbles && seen[0]?.composed).toBe(true);
      // The page cancelled the widget event, so the visitor stays on the page.
      expect(click.defaultPrevented).toBe(true);
      expect(onProfileClick).toHaveBeenCalledWith({ id: 1, username: 'ada' });
    } finally {
      document.removeEventListener(PROFILE_CLICK_EVENT, listener);
    }
  });

  it('lets the link navigate when nobody cancels the event', async () => {
    renderCard('ada', answers.fromFakes);
    const link = await screen.findByRole('link', { name: 'Ada Laurent' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not navigate; cancel at the document so it does not try.
    const stop = (event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    try {
      act(() => {
        link.dispatchEvent(click);
      });
    } finally {
      document.removeEventListener('click', stop);
    }
  });

  it('shows the mutual connections, pluralised per language, and the connect button', async () => {
    const mutual = (container: HTMLElement) => container.querySelector('[part="mutual"]')?.textContent ?? null;
    const cases: Array<[Language, string, string | null]> = [
      ['en', 'ada', '3 mutual connections'],
      ['en', 'leo', '1 mutual connection'],
      ['fr', 'ada', '3 relations en commun'],
      ['fr', 'leo', '1 relation en commun'],
      ['tr', 'ada', '3 ortak bağlantı'],
      // None in common: no line.
      ['en', 'newcomer', null],
    ];
    for (const [lang, user, expected] of cases) {
      const { container } = render(
        <DealgrowProvider client={fakeClient()} state={signedInState()} lang={lang} appUrl="https://app.example/">
          <ProfileCard user={user} />
        </DealgrowProvider>,
      );
      await waitFor(() => expect(card(container).dataset.state).toBe('ready'));
      expect([lang, user, mutual(container)]).toEqual([lang, user, expected]);
      expect(container.querySelector('[part="connect"]')).not.toBeNull();
      cleanup();
    }
    const { container } = renderCard('ada', answers.fromFakes);
    await screen.findByRole('link', { name: 'Send Request' });
    expect(container.querySelector('[part="label"]')?.textContent).toBe('Not Connected');
  });
});
