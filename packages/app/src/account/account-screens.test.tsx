import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, openPage } from './test-open.tsx';

afterEach(cleanup);

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const notFound: Answer = { status: 404, body: { code: 'not_found', message: 'Not here.' } };
const common = (path: string): Answer | undefined => (path === '/chat-room/chat-message/unread/total' ? ok({ total: 0 }) : undefined);

describe('forgot and reset password', () => {
  it('asks for a link and shows the server’s answer', async () => {
    const { calls } = await openPage(
      '/auth/forgot-password',
      (method, path) =>
        common(path) ?? (method === 'POST' && path === '/auth/forgot-password' ? ok({ message: 'Link sent if known.' }, 202) : notFound),
      false,
    );
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'ada@dealgrow.io' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Link sent if known.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/auth/forgot-password')?.body).toEqual({ email: 'ada@dealgrow.io' });
  });

  it('shows the policy, refuses two different passwords, and sends the token with the new password', async () => {
    let refuse = true;
    const { calls } = await openPage(
      '/auth/reset-password?token=abc123',
      (method, path) => {
        if (method === 'POST' && path === '/auth/reset-password') {
          return refuse
            ? {
                status: 400,
                body: { code: 'invalid_reset_token', message: 'This reset link is invalid or has expired. Ask for a new one.' },
              }
            : ok({ message: 'Password changed.' });
        }
        return common(path) ?? notFound;
      },
      false,
    );
    expect(await screen.findByText(/At least 8 characters/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'lantern-harbour-9' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'lantern-harbour-8' } });
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Save the new password' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'lantern-harbour-9' } });
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('This reset link is invalid or has expired. Ask for a new one.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/auth/reset-password')?.body).toEqual({ token: 'abc123', password: 'lantern-harbour-9' });

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const done = await screen.findByText('Password changed.');
    const panel = done.closest('section');
    expect(panel && within(panel).getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('without a token, says so and links to a new request', async () => {
    await openPage('/auth/reset-password', (_method, path) => common(path) ?? notFound, false);
    expect(await screen.findByText(/needs the link from the e-mail/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});

describe('/settings/security', () => {
  const sessions = {
    items: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        device: 'Chrome on Linux',
        ip: '10.0.0.1',
        created_at: '2026-11-20T10:00:00Z',
        last_seen_at: null,
        current: true,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        device: null,
        ip: '10.0.0.2',
        created_at: '2026-11-19T10:00:00Z',
        last_seen_at: '2026-11-20T09:00:00Z',
        current: false,
      },
      {
        id: '33333333-3333-4333-8333-333333333333',
        device: 'Safari on iOS',
        ip: null,
        created_at: '2026-11-18T10:00:00Z',
        last_seen_at: null,
        current: false,
      },
    ],
  };

  function api(method: string, path: string): Answer {
    if (method === 'GET' && path === '/auth/sessions') return ok(sessions);
    if (method === 'DELETE' && path.startsWith('/auth/sessions/')) return { status: 204, body: null };
    if (method === 'POST' && path === '/auth/sessions/revoke-others') return ok({ revoked: 1 });
    if (method === 'POST' && path === '/auth/change-email') {
      return {
        status: 403,
        body: { code: 'forbidden', message: 'Your current password is incorrect.', fields: { password: 'This password is incorrect.' } },
      };
    }
    return common(path) ?? notFound;
  }

  it('lists the sessions, signs one and then the others out', async () => {
    const { calls } = await openPage('/settings/security', api, true);
    const list = await screen.findByTestId('sessions');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('This device')).toBeTruthy();
    expect(within(list).getByText('Unknown device')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out Unknown device' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/auth/sessions/22222222-2222-4222-8222-222222222222')).toBe(
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('1 other session signed out.')).toBeTruthy();
    expect(within(screen.getByTestId('sessions')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends the e-mail change and shows the server’s refusal at the password', async () => {
    const { calls } = await openPage('/settings/security', api, true);
    expect(await screen.findByText('Your account uses ada@dealgrow.io.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New e-mail address'), { target: { value: 'ada.new@gmail.com' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'not-it-at-all' } });
    const submit = screen.getByRole('button', { name: 'Change the e-mail address' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('This password is incorrect.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/auth/change-email')?.body).toEqual({
      email: 'ada.new@gmail.com',
      password: 'not-it-at-all',
    });
  });
});

describe('/auth/confirm-email', () => {
  it('confirms the token once and shows the new address', async () => {
    const { calls } = await openPage(
      '/auth/confirm-email?token=tok-1',
      (method, path) =>
        method === 'POST' && path === '/auth/confirm-email' ? ok({ id: 7, email: 'ada.new@gmail.com' }) : (common(path) ?? notFound),
      false,
    );
    expect(await screen.findByText('Your e-mail address is now ada.new@gmail.com.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/auth/confirm-email')).toEqual([
      { method: 'POST', path: '/auth/confirm-email', body: { token: 'tok-1' } },
    ]);
  });

  it('shows the server’s message for a bad link', async () => {
    await openPage(
      '/auth/confirm-email?token=tok-2',
      (method, path) =>
        method === 'POST' && path === '/auth/confirm-email'
          ? { status: 400, body: { code: 'invalid_email_change_token', message: 'This confirmation link is invalid or has expired.' } }
          : (common(path) ?? notFound),
      false,
    );
    expect(await screen.findByText('This confirmation link is invalid or has expired.')).toBeTruthy();
  });
});
