import type { Language } from '@dealgrow/sdk/state';
import { createDealgrowState, type DealgrowState } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileCard } from '../profile-card/ProfileCard.tsx';
import { DealgrowProvider } from '../provider.tsx';
import {
  answers,
  type ConnectAnswer,
  connectAnswers,
  FAKE_PROFILES,
  FAKE_VIEWER_ID,
  type FakeAnswers,
  fakeClient,
  signedInState,
} from '../testing/fake-client.ts';
import { CONNECT_EVENT, ConnectButton, type ConnectDetail } from './ConnectButton.tsx';

afterEach(cleanup);

interface Setup extends FakeAnswers {
  lang?: Language;
  state?: DealgrowState;
}

function renderButton(user: string, { lang = 'en', state = signedInState(), ...fakes }: Setup = {}) {
  return render(
    <DealgrowProvider client={fakeClient(fakes)} state={state} lang={lang} appUrl="https://app.example/">
      <ConnectButton user={user} />
    </DealgrowProvider>,
  );
}

const group = (container: HTMLElement) => container.querySelector('[part="connect"]') as HTMLElement;
const label = (container: HTMLElement) => container.querySelector('[part="label"]')?.textContent ?? null;
const actionOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[part~="action"]');

/** Listens to dg-connect on the document while `run` runs; `cancel` makes the page cancel it. */
async function withConnectEvents(cancel: boolean, run: (seen: CustomEvent<ConnectDetail>[]) => Promise<void>) {
  const seen: CustomEvent<ConnectDetail>[] = [];
  const listener = (event: Event) => {
    seen.push(event as CustomEvent<ConnectDetail>);
    if (cancel) event.preventDefault();
  };
  document.addEventListener(CONNECT_EVENT, listener);
  try {
    await run(seen);
  } finally {
    document.removeEventListener(CONNECT_EVENT, listener);
  }
}

describe('ConnectButton', () => {
  it('shows each relation with its SPEC §8 label and action, signed in', async () => {
    const cases: Array<[string, string | null, string | null]> = [
      ['ada', null, 'Send Request'],
      ['leo', 'Request Sent', 'Withdraw'],
      ['mia', 'Not Connected', 'Accept'],
      ['sam', 'Your Connection', null],
      ['zoe', 'Declined', null],
    ];
    for (const [user, expectedLabel, expectedAction] of cases) {
      const { container } = renderButton(user);
      await waitFor(() => expect(group(container).dataset.state).toBe('ready'));
      expect([user, label(container), actionOf(container)?.textContent ?? null]).toEqual([user, expectedLabel, expectedAction]);
      cleanup();
    }
  });

  it('says nothing about the viewer themselves: no "Not Connected", no action, on their own card', async () => {
    const { container } = render(
      <DealgrowProvider client={fakeClient()} state={signedInState()} lang="en" appUrl="https://app.example/">
        <ProfileCard user="viewer" />
      </DealgrowProvider>,
    );
    await waitFor(() => expect(container.querySelector('[part="card"]')?.getAttribute('data-state')).toBe('ready'));
    expect(container.textContent).not.toContain('Not Connected');
    expect(container.querySelector('[part="connect"]')).toBeNull();
    // The button alone too.
    cleanup();
    const alone = renderButton('viewer');
    await waitFor(() => expect(alone.container.querySelector('[part="connect"][data-state="loading"]')).toBeNull());
    expect(alone.container.querySelector('[part="connect"]')).toBeNull();
  });

  it('names its group after the member, and its actions are real buttons', async () => {
    renderButton('leo');
    const box = await screen.findByRole('group', { name: 'Connection with Léo Girard' });
    expect(box.tagName).toBe('FIELDSET');
    expect(box.querySelector('button')?.getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInstanceOf(HTMLButtonElement);
  });

  it('sends a request in place: Request Sent at once, kept when the server agrees, and the state tabs follow', async () => {
    let answer: (value: Awaited<ReturnType<ConnectAnswer>>) => void = () => undefined;
    const connect = vi.fn<ConnectAnswer>((action, id) => {
      const real = connectAnswers.fromFakes(action, id);
      return new Promise((resolve) => {
        answer = resolve;
        void real;
      });
    });
    const state = signedInState();
    const { container } = renderButton('ada', { state, connect });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    // Optimistic: shown before the server answers.
    expect(label(container)).toBe('Request Sent');
    expect(actionOf(container)?.getAttribute('aria-disabled')).toBe('true');
    expect(connect).toHaveBeenCalledWith('send', FAKE_PROFILES.ada?.id);
    await act(async () => answer(await connectAnswers.fromFakes('send', 1)));
    expect(label(container)).toBe('Request Sent');
    expect(actionOf(container)?.textContent).toBe('Withdraw');
    expect(actionOf(container)?.hasAttribute('aria-disabled')).toBe(false);
    expect(state.network.getState().lists.sent.items.map((item) => item.friend_id)).toEqual([1]);
  });

  it('cancels its request and accepts theirs in place', async () => {
    const connect = vi.fn(connectAnswers.fromFakes);
    const { container } = renderButton('leo', { connect });
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(actionOf(container)?.textContent).toBe('Send Request'));
    expect(label(container)).toBeNull();
    expect(connect).toHaveBeenLastCalledWith('cancel', FAKE_PROFILES.leo?.friendship?.id);
    cleanup();
    const second = renderButton('mia', { connect });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(label(second.container)).toBe('Your Connection'));
    expect(actionOf(second.container)).toBeNull();
    expect(connect).toHaveBeenLastCalledWith('accept', FAKE_PROFILES.mia?.friendship?.id);
  });

  it("rolls back when the server refuses, and shows the server's message", async () => {
    const { container } = renderButton('ada', { connect: connectAnswers.refused });
    fireEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have sent 100 connection requests this week. You can send more on 8 March at 09:00.',
    );
    expect(label(container)).toBeNull();
    expect(actionOf(container)?.textContent).toBe('Send Request');
  });

  it('fires a bubbling, composed, cancelable dg-connect first; a page that cancels it stops the action', async () => {
    const connect = vi.fn(connectAnswers.fromFakes);
    const { container } = renderButton('ada', { connect });
    const button = await screen.findByRole('button', { name: 'Send Request' });
    await withConnectEvents(true, async (seen) => {
      fireEvent.click(button);
      expect(seen.map((event) => [event.detail, event.bubbles, event.composed, event.cancelable])).toEqual([
        [{ userId: 1, action: 'send' }, true, true, true],
      ]);
    });
    expect(connect).not.toHaveBeenCalled();
    expect(label(container)).toBeNull();
    await withConnectEvents(false, async (seen) => {
      fireEvent.click(button);
      expect(seen).toHaveLength(1);
    });
    expect(connect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(label(container)).toBe('Request Sent'));
  });

  it('signed out: Not Connected, and Send Request is a link to sign-in on the flagship site that comes back to the profile', async () => {
    const { container } = renderButton('ada', { state: createDealgrowState(), profile: answers.signedOut });
    const link = await screen.findByRole('link', { name: 'Send Request' });
    expect(label(container)).toBe('Not Connected');
    expect(link.getAttribute('href')).toBe('https://app.example/auth/sign-in?returnTo=%2Fada');
    cleanup();
    renderButton('ada', { state: createDealgrowState(), profile: answers.signedOut, lang: 'fr' });
    const french = await screen.findByRole('link', { name: 'Inviter' });
    expect(french.getAttribute('href')).toBe('https://app.example/fr/auth/sign-in?returnTo=%2Ffr%2Fada');
    expect(screen.getByText('Pas en relation')).toBeInstanceOf(HTMLElement);
  });

  it('signed out: a cancelled dg-connect keeps the visitor on the page', async () => {
    const connect = vi.fn(connectAnswers.fromFakes);
    renderButton('ada', { state: createDealgrowState(), profile: answers.signedOut, connect });
    const link = await screen.findByRole('link', { name: 'Send Request' });
    for (const cancel of [true, false]) {
      let prevented: boolean | undefined;
      // jsdom does not navigate: the document notes whether the widget let the link go, then stops it.
      const stop = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', stop);
      try {
        await withConnectEvents(cancel, async (seen) => {
          link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          expect(seen[0]?.detail).toEqual({ userId: 1, action: 'send' });
        });
      } finally {
        document.removeEventListener('click', stop);
      }
      expect(prevented).toBe(cancel);
    }
    expect(connect).not.toHaveBeenCalled();
  });

  it('speaks French and Turkish', async () => {
    const { container } = renderButton('leo', { lang: 'fr' });
    await waitFor(() => expect(label(container)).toBe('Invitation envoyée'));
    expect(actionOf(container)?.textContent).toBe('Retirer');
    cleanup();
    const turkish = renderButton('sam', { lang: 'tr' });
    await waitFor(() => expect(label(turkish.container)).toBe('Bağlantınız'));
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Sam Okafor ile bağlantı');
  });

  it('shows loading, not-found, and an error with Try again', async () => {
    const first = renderButton('ada', { profile: answers.pending });
    expect(group(first.container).dataset.state).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading profile…');
    cleanup();
    renderButton('nobody');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This member could not be found.'));
    cleanup();
    let fail = true;
    const profile = vi.fn((key: string) => (fail ? answers.unreachable(key) : answers.fromFakes(key)));
    const { container } = renderButton('ada', { profile });
    expect((await screen.findByRole('alert')).textContent).toBe('The profile could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Send Request' });
    expect(group(container).dataset.state).toBe('ready');
  });

  it('reads the viewer from the state as it changes, and the member again for them (the friendship is theirs)', async () => {
    const state = createDealgrowState();
    const profile = vi.fn(answers.fromFakes);
    const { container } = renderButton('leo', { state, profile });
    await waitFor(() => expect(label(container)).toBe('Not Connected'));
    act(() => {
      state.user.getState().patchUser({ id: FAKE_VIEWER_ID });
    });
    await waitFor(() => expect(label(container)).toBe('Request Sent'));
    expect(profile).toHaveBeenCalledTimes(2);
  });
});
