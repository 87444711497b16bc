import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Answer, type Call, card, openApp } from '../network/test-app.tsx';
import { trendingHashtags } from './trending-hashtags.ts';

afterEach(cleanup);

const stamp = '2026-01-02T10:00:00.000Z';
const empty = { items: [], total: 0, page: 1, limit: 10 };
const COMPLETE = { jobTitle: 'Founder', companyName: 'Lumière', bio: 'Lamps from Lyon.', country: 'FR' };

const post = (id: number, body: string) => ({
  id,
  kind: 'body',
  body,
  title: null,
  description: null,
  created_at: stamp,
});

/** The home's calls: the feed empty, the right column's answers as given. */
function homeApi(answers: Partial<Record<string, unknown>> = {}) {
  return (call: Call): Answer => {
    const path = call.path.split('?')[0] ?? '';
    if (path in answers) return { status: 200, body: answers[path] };
    if (path === '/member-connection/suggested-connections' || path === '/company/my' || path === '/clubs/me')
      return { status: 200, body: [] };
    return { status: 200, body: empty };
  };
}

describe('the member home', () => {
  it('shows Getting started while a step is left, and not once both are done', async () => {
    await openApp('/', homeApi());
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeInstanceOf(HTMLElement);
    cleanup();
    await openApp('/', homeApi(), { user: COMPLETE });
    await screen.findByRole('button', { name: 'Start a post' });
    expect(screen.queryByRole('heading', { name: 'Getting started' })).toBeNull();
    expect(screen.queryByText('2 of 2 done')).toBeNull();
  });

  it('is three columns: card and shortcuts; the Start a post box and the feed; people, hashtags, companies and clubs', async () => {
    await openApp(
      '/',
      homeApi({
        '/member-connection/suggested-connections': [{ ...card(9, 'mehmet', 'Mehmet', 'Kaya'), mutualConnectionsTotal: 2 }],
        '/post/all-posts': {
          items: [post(1, 'Fair in #Lyon #export'), post(2, 'More #lyon news'), post(3, 'No tags')],
          total: 3,
          page: 1,
          limit: 5,
        },
        '/company/my': [{ id: 4, name: 'Lumière Shop', slug: 'lumiere-shop', logo: null }],
        '/clubs/me': [{ id: 3, name: 'Lyon Exporters', logo: 'http://api.test/uploads/club.png' }],
      }),
      { user: COMPLETE },
    );
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Network', 'Messages', 'Companies', 'Clubs', 'Leads']);
    const people = await screen.findByRole('region', { name: 'People you may know' });
    await within(people).findByRole('link', { name: 'Mehmet Kaya' });
    const trending = screen.getByRole('region', { name: 'Trending hashtags' });
    await waitFor(() =>
      expect(
        within(trending)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['#Lyon', '#export']),
    );
    expect(within(trending).getByRole('link', { name: '#Lyon' }).getAttribute('href')).toBe('/tag/Lyon');
    const yours = screen.getByRole('region', { name: 'Your companies and clubs' });
    await within(yours).findByRole('link', { name: 'Lumière Shop' });
    expect(within(yours).getByRole('link', { name: 'Lyon Exporters' }).getAttribute('href')).toBe('/clubs/3');
    // A logo when there is one, else the initials: the same Avatar for both.
    expect(yours.querySelector('img')?.getAttribute('src')).toBe('http://api.test/uploads/club.png');
    expect(yours.querySelector('.dg-avatar--initials')?.textContent).toBe('LS');
  });

  it('says so when a column has nothing, in the page’s language', async () => {
    await openApp('/fr', homeApi(), { lang: 'fr', user: COMPLETE });
    expect(await screen.findByText('Aucun hashtag dans les derniers posts.')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('region', { name: 'Vos entreprises et clubs' })).toBeInstanceOf(HTMLElement);
  });

  it('opens the composer dialog from the box, closes it with its button, and from ?compose (the phone’s Post tab)', async () => {
    const { router } = await openApp('/?compose', homeApi(), { user: COMPLETE });
    const dialog = await screen.findByRole('dialog', { name: 'Start a post' });
    await within(dialog).findByRole('combobox', { name: 'What do you want to talk about?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Start a post' }));
    expect(await screen.findByRole('dialog', { name: 'Start a post' })).toBeInstanceOf(HTMLElement);
  });
});

describe('the shell', () => {
  it('puts Home first in the menu, and gives a member the tab bar: Home, Network, Post, Notifications, Deals', async () => {
    await openApp('/', homeApi(), { user: COMPLETE });
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link')[0]?.textContent).toBe('Home');
    const tabs = await screen.findByRole('navigation', { name: 'Quick menu' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Network', '/network'],
      ['Post', '/?compose'],
      ['Notifications', '/notifications'],
      ['Deals', '/deals'],
    ]);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no tab bar for visitors', async () => {
    await openApp('/', homeApi(), { signedIn: false });
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('navigation', { name: 'Quick menu' })).toBeNull();
  });
});

describe('trending hashtags', () => {
  it('counts each tag once a post, any case, most used first then by name', () => {
    const posts = [
      { body: '#b #B #a', description: null },
      { body: '#a', description: 'and #c' },
      { body: '', description: null },
    ];
    expect(trendingHashtags(posts)).toEqual(['a', 'b', 'c']);
    expect(trendingHashtags(posts, 1)).toEqual(['a']);
  });
});
