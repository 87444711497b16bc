import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/locales/moderation/en.ts';
import fr from '../i18n/locales/moderation/fr.ts';
import tr from '../i18n/locales/moderation/tr.ts';
import { type Call, openApp, said } from '../network/test-app.tsx';

// The club screen, the panel, the decision page and the strings load lazily: imported once here, under the hook's timeout.
beforeAll(async () => {
  await Promise.all([
    import('../clubs/club-screen.tsx'),
    import('./moderation-panel.tsx'),
    import('./decision-screen.tsx'),
    import('../i18n/locales/moderation/en.ts'),
  ]);
});

afterEach(cleanup);

const stamp = '2026-01-02T10:00:00.000Z';
const mia = { id: 7, username: 'mia', firstName: 'Mia', lastName: 'Member', profilePhotoUrl: 'http://api.test/default.png' };
const club = {
  id: 3,
  name: 'Dock Workers',
  slug: 'dock-workers',
  logo: null,
  description: null,
  privacy: 'open',
  owner: { ...mia, id: 1, username: 'olive', firstName: 'Olive', lastName: 'Owner' },
  members: 3,
  isMember: true,
  isOwner: true,
  role: 'owner',
  requestPending: false,
  pendingRequests: 0,
  created_at: stamp,
};
const action = (change: Record<string, unknown> = {}) => ({
  id: 11,
  page: { type: 'club', id: 3, name: 'Dock Workers', slug: 'dock-workers' },
  action: 'hide',
  subject: { type: 'post', id: 40 },
  member: mia,
  moderator: null,
  reason: 'Advertising',
  preview: 'Buy my stuff',
  mutedUntil: null,
  reportId: null,
  undone: false,
  appeal: null,
  canAppeal: true,
  created_at: stamp,
  ...change,
});
const report = {
  id: 21,
  subject: { type: 'post', id: 40, postId: 40 },
  preview: 'Buy my stuff',
  author: mia,
  reason: 'spam',
  details: null,
  hidden: false,
  removed: false,
  resolution: null,
  resolved_at: null,
  action: null,
  created_at: stamp,
};
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 20 });

/** Every leaf of a strings tree as `dotted.key`. */
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );

describe('the Moderation tab of a club page', () => {
  it('shows the owner the report queue, the appeals and the log; hiding a reported post answers the report and reloads', async () => {
    const { calls } = await openApp('/clubs/3?tab=moderation', (call: Call) => {
      if (call.path.startsWith('/clubs/3/moderation/reports')) return { status: 200, body: page([report]) };
      if (call.path.startsWith('/clubs/3/moderation/appeals')) return { status: 200, body: page([]) };
      if (call.path.startsWith('/clubs/3/moderation/log')) return { status: 200, body: page([action({ moderator: club.owner })]) };
      if (call.path === '/clubs/3/moderation/actions') return { status: 201, body: action() };
      if (call.path.startsWith('/clubs/3')) return { status: 200, body: club };
      return { status: 200, body: page([]) };
    });
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Moderation');
    expect(await within(panel).findByRole('heading', { name: 'Reports' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    await within(panel).findByText('Reported for: Spam');
    expect(within(panel).getByText('No appeals of this page’s decisions.')).toBeInstanceOf(HTMLElement);
    expect(within(panel).getByText('by Olive Owner')).toBeInstanceOf(HTMLElement);
    const logReads = () => said(calls).filter((line) => line.startsWith('GET /clubs/3/moderation/log')).length;
    const before = logReads();
    await act(async () => {
      fireEvent.click(within(panel).getByRole('button', { name: 'Hide the Post reported for Spam' }));
    });
    await waitFor(() => expect(said(calls)).toContain('POST /clubs/3/moderation/actions'));
    expect(calls.find((call) => call.path === '/clubs/3/moderation/actions')?.body).toEqual({ action: 'hide', postId: 40, reportId: 21 });
    // The lists read again, so the log shows the action.
    await waitFor(() => expect(logReads()).toBeGreaterThan(before));
  });
});

describe('a member’s moderation decision', () => {
  it('says what the page’s moderators did and sends the one appeal', async () => {
    const { calls } = await openApp('/moderation/actions/11', (call: Call) => {
      if (call.method === 'POST')
        return {
          status: 201,
          body: {
            id: 5,
            action: action({ canAppeal: false }),
            member: mia,
            text: 'Sorry',
            status: 'pending',
            decidedBy: null,
            decided_at: null,
            created_at: stamp,
          },
        };
      return { status: 200, body: action() };
    });
    expect(await screen.findByRole('heading', { name: 'A moderation decision' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('The moderators hid your post or comment: only you and them still see it.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Their reason: Advertising')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('Why should this decision be undone?'), { target: { value: 'Sorry' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send my appeal' }));
    });
    await waitFor(() => expect(said(calls)).toContain('POST /moderation/actions/11/appeal'));
    expect(await screen.findByText('Your appeal: Waiting')).toBeInstanceOf(HTMLElement);
  });
});

describe('the moderation strings', () => {
  it('has every English key in French and Turkish', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(tr)).toEqual(keys(en));
  });
});
