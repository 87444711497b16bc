import { createDealgrowState, type DealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import {
  companyAnswers,
  FAKE_COMPANIES,
  FAKE_VIEWER_ID,
  type FakeAnswers,
  type FollowAnswer,
  fakeClient,
  followAnswers,
  signedInState,
} from '../testing/fake-client.ts';
import { FOLLOW_EVENT, FollowButton, type FollowDetail } from './FollowButton.tsx';

afterEach(cleanup);

interface Setup extends FakeAnswers {
  lang?: Language;
  state?: DealgrowState;
}

function renderButton(
  company: Parameters<typeof FollowButton>[0]['company'],
  { lang = 'en', state = signedInState(), ...fakes }: Setup = {},
) {
  return render(
    <DealgrowProvider client={fakeClient(fakes)} state={state} lang={lang} appUrl="https://app.example/">
      <FollowButton company={company} />
    </DealgrowProvider>,
  );
}

const box = (container: HTMLElement) => container.querySelector('[part="follow"]') as HTMLElement;
const count = (container: HTMLElement) => container.querySelector('[part="count"]')?.textContent ?? null;
const actionOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[part~="action"]');

/** Listens to dg-follow on the document while `run` runs; `cancel` makes the page cancel it. */
async function withFollowEvents(cancel: boolean, run: (seen: CustomEvent<FollowDetail>[]) => Promise<void>) {
  const seen: CustomEvent<FollowDetail>[] = [];
  const listener = (event: Event) => {
    seen.push(event as CustomEvent<FollowDetail>);
    if (cancel) event.preventDefault();
  };
  document.addEventListener(FOLLOW_EVENT, listener);
  try {
    await run(seen);
  } finally {
    document.removeEventListener(FOLLOW_EVENT, listener);
  }
}

describe('FollowButton', () => {
  it('loads a company by slug or id and shows Follow with its follower count, in a group named after it', async () => {
    const { container } = renderButton('northwind-supply');
    const group = await screen.findByRole('group', { name: 'Northwind Supply' });
    expect(group.tagName).toBe('FIELDSET');
    expect(count(container)).toBe('1,204 followers');
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    cleanup();
    const byId = renderButton('3');
    await waitFor(() => expect(count(byId.container)).toBe('1 follower'));
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('follows in place: Following and one more follower at once, kept when the server agrees', async () => {
    let answer: (value: Awaited<ReturnType<FollowAnswer>>) => void = () => undefined;
    const follow = vi.fn<FollowAnswer>(() => new Promise((resolve) => (answer = resolve)));
    const { container } = renderButton('northwind-supply', { follow });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    // Optimistic: shown before the server answers.
    expect(count(container)).toBe('1,205 followers');
    expect(actionOf(container)?.textContent).toBe('Following');
    expect(actionOf(container)?.getAttribute('aria-disabled')).toBe('true');
    expect(follow).toHaveBeenCalledWith(1, true);
    // A second click while the call runs does nothing.
    fireEvent.click(actionOf(container) as HTMLElement);
    expect(follow).toHaveBeenCalledTimes(1);
    // The server's count wins (somebody else followed meanwhile).
    await act(async () => answer({ data: { isFollower: true, followers: 1_206 }, success: true, status: 200, statusText: 'OK' }));
    expect(count(container)).toBe('1,206 followers');
    expect(box(container).dataset.following).toBe('true');
    expect(actionOf(container)?.hasAttribute('aria-disabled')).toBe(false);
  });

  it('unfollows in place, and follows again', async () => {
    const { container } = renderButton('atelier-lumiere');
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    await waitFor(() => expect(actionOf(container)?.textContent).toBe('Follow'));
    expect(count(container)).toBe('0 followers');
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(count(container)).toBe('1 follower'));
    expect(actionOf(container)?.getAttribute('data-action')).toBe('unfollow');
  });

  it('asks to unfollow when the member follows and to follow when not, never to toggle', async () => {
    const follow = vi.fn<FollowAnswer>(async (_id, following) => ({
      data: { isFollower: following, followers: following ? 1 : 0 },
      success: true,
      status: 200,
      statusText: 'OK',
    }));
    renderButton('atelier-lumiere', { follow });
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    await waitFor(() => expect(follow).toHaveBeenLastCalledWith(3, false));
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(follow).toHaveBeenLastCalledWith(3, true));
  });

  it("rolls back when the server refuses, and shows the server's message", async () => {
    const { container } = renderButton('northwind-supply', { follow: followAnswers.refused });
    fireEvent.click(await screen.findByRole('button', { name: 'Follow' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Try again in a minute.');
    expect(count(container)).toBe('1,204 followers');
    expect(actionOf(container)?.textContent).toBe('Follow');
  });

  it('fires a bubbling, composed, cancelable dg-follow first; a page that cancels it stops the follow', async () => {
    const follow = vi.fn<FollowAnswer>(async () => ({
      data: { isFollower: true, followers: 1_205 },
      success: true,
      status: 200,
      statusText: 'OK',
    }));
    const { container } = renderButton('northwind-supply', { follow });
    const button = await screen.findByRole('button', { name: 'Follow' });
    await withFollowEvents(true, async (seen) => {
      fireEvent.click(button);
      expect(seen.map((event) => [event.detail, event.bubbles, event.composed, event.cancelable])).toEqual([
        [{ companyId: 1, action: 'follow' }, true, true, true],
      ]);
    });
    expect(follow).not.toHaveBeenCalled();
    expect(count(container)).toBe('1,204 followers');
    await withFollowEvents(false, async (seen) => {
      fireEvent.click(button);
      expect(seen).toHaveLength(1);
    });
    await waitFor(() => expect(count(container)).toBe('1,205 followers'));
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('signed out: Follow is a link to sign-in on the flagship site that comes back to the company page to follow it', async () => {
    const follow = vi.fn(followAnswers.pending);
    const state = createDealgrowState();
    const { container } = renderButton('northwind-supply', { state, company: companyAnswers.signedOut, follow });
    const link = await screen.findByRole('link', { name: 'Follow' });
    expect(link.getAttribute('href')).toBe('https://app.example/auth/sign-in?returnTo=%2Fcompanies%2Fnorthwind-supply%3Ffollow%3D1');
    expect(count(container)).toBe('1,204 followers');
    for (const cancel of [true, false]) {
      let prevented: boolean | undefined;
      // jsdom does not navigate: the document notes whether the widget let the link go, then stops it.
      const stop = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', stop);
      try {
        await withFollowEvents(cancel, async (seen) => {
          link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          expect(seen[0]?.detail).toEqual({ companyId: 1, action: 'follow' });
        });
      } finally {
        document.removeEventListener('click', stop);
      }
      expect(prevented).toBe(cancel);
    }
    expect(follow).not.toHaveBeenCalled();
    cleanup();
    renderButton('northwind-supply', { state, company: companyAnswers.signedOut, lang: 'tr' });
    const turkish = await screen.findByRole('link', { name: 'Takip et' });
    expect(turkish.getAttribute('href')).toBe(
      'https://app.example/tr/auth/sign-in?returnTo=%2Ftr%2Fcompanies%2Fnorthwind-supply%3Ffollow%3D1',
    );
  });

  it('reads the viewer from the state as it changes: signing in turns the link into a button', async () => {
    const state = createDealgrowState();
    renderButton('northwind-supply', { state });
    await screen.findByRole('link', { name: 'Follow' });
    act(() => {
      state.user.getState().patchUser({ id: FAKE_VIEWER_ID });
    });
    // Signed in, the card reads the company again for this viewer (whether they follow it): the button comes after.
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInstanceOf(HTMLButtonElement);
  });

  it('signing in as a member who already follows it shows Following (read again for them); signing out shows the sign-in link', async () => {
    const state = createDealgrowState();
    // As the server answers: whether the reader follows Atelier Lumière is theirs (signed out: nobody follows).
    const company = vi.fn((key: string) =>
      state.user.getState().user.id === FAKE_VIEWER_ID ? companyAnswers.fromFakes(key) : companyAnswers.signedOut(key),
    );
    const follow = vi.fn(followAnswers.pending);
    const { container } = renderButton('atelier-lumiere', { state, company, follow });
    await screen.findByRole('link', { name: 'Follow' });
    act(() => state.user.getState().setUser({ ...state.user.getState().user, id: FAKE_VIEWER_ID, username: 'viewer' }));
    const button = await screen.findByRole('button', { name: 'Following' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(company).toHaveBeenCalledTimes(2);
    expect(follow).not.toHaveBeenCalled();
    // The click does what the button says: it stops following (never the opposite of what the member sees).
    await withFollowEvents(false, async (seen) => {
      fireEvent.click(button);
      expect(seen.map((event) => event.detail)).toEqual([{ companyId: 3, action: 'unfollow' }]);
    });
    expect(actionOf(container)?.textContent).toBe('Follow');
    expect(follow).toHaveBeenCalledTimes(1);

    act(() => state.user.getState().setUser(null));
    const link = await screen.findByRole('link', { name: 'Follow' });
    expect(link.getAttribute('data-action')).toBe('follow');
    expect(company).toHaveBeenCalledTimes(3);
    expect(count(container)).toBe('1 follower');
  });

  it('takes a company the page already has, and makes no request for it', async () => {
    const company = vi.fn(companyAnswers.fromFakes);
    const { container } = renderButton(FAKE_COMPANIES['atelier-lumiere'] as NonNullable<(typeof FAKE_COMPANIES)['atelier-lumiere']>, {
      company,
    });
    expect(count(container)).toBe('1 follower');
    expect(company).not.toHaveBeenCalled();
  });

  it('speaks French and Turkish, with their plurals and number formats', async () => {
    const { container } = renderButton('northwind-supply', { lang: 'fr' });
    await waitFor(() => expect(count(container)?.replace(/\s/g, ' ')).toBe('1 204 abonnés'));
    expect(actionOf(container)?.textContent).toBe('Suivre');
    cleanup();
    const one = renderButton('atelier-lumiere', { lang: 'fr' });
    await waitFor(() => expect(count(one.container)).toBe('1 abonné'));
    expect(actionOf(one.container)?.textContent).toBe('Abonné');
    cleanup();
    const turkish = renderButton('northwind-supply', { lang: 'tr' });
    await waitFor(() => expect(count(turkish.container)).toBe('1.204 takipçi'));
    expect(actionOf(turkish.container)?.textContent).toBe('Takip et');
  });

  it('shows loading, not-found, and an error with Try again', async () => {
    const first = renderButton('northwind-supply', { company: companyAnswers.pending });
    expect(box(first.container).dataset.state).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading company…');
    cleanup();
    renderButton('nobody');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This company could not be found.'));
    cleanup();
    renderButton('  ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This company could not be found.'));
    cleanup();
    let fail = true;
    const company = vi.fn((key: string) => (fail ? companyAnswers.unreachable(key) : companyAnswers.fromFakes(key)));
    const { container } = renderButton('northwind-supply', { company });
    expect((await screen.findByRole('alert')).textContent).toBe('The company could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Follow' });
    expect(box(container).dataset.state).toBe('ready');
  });
});
