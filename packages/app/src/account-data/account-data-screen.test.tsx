import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAsMember } from '../payouts/test-open.tsx';
import { exportFileName } from './account-data-screen.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const exported = (change: Record<string, unknown> = {}) => ({
  id: '6f1c2b9a-3d4e-4f50-8a61-7b8c9d0e1f2a',
  status: 'ready',
  progress: 100,
  size: 2048,
  created_at: '2026-03-05T10:00:00.000Z',
  expires_at: '2026-03-12T10:00:00.000Z',
  ...change,
});

/** What the shell's header asks for (unread totals). */
const shell = { status: 200, body: { total: 0, rooms: 0 } };

describe('your data (/settings/data)', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL: () => 'blob:export', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });

  it('names the ZIP as the server does', () => {
    expect(exportFileName('ada.l', '2026-03-05T10:00:00.000Z')).toBe('dealgrow-export-ada.l-2026-03-05.zip');
  });

  it('prepares an export with a progress bar, then downloads the ZIP', async () => {
    let polls = 0;
    const { calls } = await openAsMember('/settings/data', (method, path) => {
      if (method === 'POST' && path === '/users/export') return { status: 202, body: exported({ status: 'running', progress: 40 }) };
      if (path.endsWith('/download')) return { status: 200, body: { zip: true } };
      if (!path.startsWith('/users/export/')) return shell;
      polls += 1;
      return { status: 200, body: exported() };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my archive' }, { timeout: 5000 }));
    const bar = await screen.findByRole('progressbar', { name: 'Preparing your archive' });
    expect(bar.getAttribute('value')).toBe('40');
    expect(screen.getByText('Your archive is being prepared: 40%.')).toBeInstanceOf(HTMLElement);
    const download = await screen.findByRole('button', { name: 'Download the archive' }, { timeout: 3000 });
    expect(polls).toBe(1);
    expect(screen.getByText(/Your archive is ready \(2 KB\)/)).toBeInstanceOf(HTMLElement);
    fireEvent.click(download);
    await waitFor(() => expect(clicked).toEqual(['dealgrow-export-ada-2026-03-05.zip']));
    expect(calls.filter((call) => call.path.startsWith('/users/')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /users/export',
      `GET /users/export/${exported().id}`,
      `GET /users/export/${exported().id}/download`,
    ]);
  });

  it('shows the server’s message when the export cannot start', async () => {
    await openAsMember('/settings/data', (method) =>
      method === 'GET' ? shell : { status: 429, body: { code: 'rate_limited', message: 'Slow down a little.' } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Slow down a little.');
  });

  it('deletes the account after the password in a dialog: a wrong one is refused, then it signs out to the notice', async () => {
    let attempts = 0;
    const { calls, router } = await openAsMember('/settings/data', (_method, path) => {
      if (path === '/users/delete-account') {
        attempts += 1;
        return attempts === 1
          ? { status: 403, body: { code: 'forbidden', message: 'This password is incorrect.' } }
          : // The recording fetch cannot make a body-less 204; the SDK test reads the real one.
            { status: 200, body: null };
      }
      return shell;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    expect(dialog.textContent).toContain('Deleted member');
    const password = screen.getByLabelText('Your password');
    expect(document.activeElement).toBe(password);
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This password is incorrect.');
    fireEvent.change(password, { target: { value: 'correct-horse-9' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    });
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInstanceOf(HTMLElement);
    expect(router.state.location.pathname).toBe('/account-deleted');
    expect(calls.filter((call) => call.path === '/users/delete-account').map((call) => call.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'correct-horse-9' },
    ]);
  });

  it('closes the dialog with Escape and is written in French', async () => {
    await openAsMember('/fr/settings/data', () => shell, 'fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer mon compte…' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Télécharger vos données' })).toBeInstanceOf(HTMLElement);
  });
});
