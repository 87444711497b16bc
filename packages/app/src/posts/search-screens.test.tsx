import { type BodyPostInput, createClient } from '@dealgrow/sdk';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addMember, type TestMember as Member } from '../../../server/src/network/fixtures.ts';
import { startTestServer, type TestServer } from '../../../server/test/harness.ts';
import { openAppOnServer } from '../network/test-app.tsx';

type Visibility = NonNullable<BodyPostInput['visible']>;

// The screens and their strings load lazily, and the server answers for real; two cores are shared with other work.
configure({ asyncUtilTimeout: 8000 });

/**
 * Post search (`/search/posts?q=`) and "mentioned you" (`/feed/mentions`) against a real server (PGlite): the posts
 * are written through the SDK, and what each visitor may see is the server's answer.
 */
describe('post search and mentions screens', () => {
  let t: TestServer;
  let ada: Member;
  let ben: Member;
  let stranger: Member;
  const made: Record<string, number> = {};

  /** The whole app at `path`, talking to the test server, as `as` (signed out when undefined). */
  const open = (path: string, as?: Member, lang: 'en' | 'fr' | 'tr' = 'en') => openAppOnServer(t.url, path, as, lang);

  const texts: Record<string, string> = {};
  const post = async (name: string, by: Member, text: string, rest: string, visible: Visibility = 'public') => {
    texts[name] = text;
    made[name] = await write(by, `${text}${rest}`, visible);
  };
  const write = async (by: Member, body: string, visible: Visibility) => {
    const client = createClient({ baseURL: t.url, retry: false });
    client.setToken(by.token);
    const created = await client.posts.createBodyPost({ body, visible });
    expect(created.success, JSON.stringify(created.error)).toBe(true);
    return created.data?.id ?? 0;
  };
  const mention = (m: Member) => `@[${m.firstName} ${m.lastName}](${m.username})`;
  /** The posts a feed list shows, in order, named by the words that start their text. */
  const articles = (list: HTMLElement) =>
    [...list.querySelectorAll(':scope > li')].map((item) => {
      const shown = Object.entries(texts).filter(([, text]) => item.textContent?.includes(text));
      return shown.length === 1 ? made[shown[0]?.[0] ?? ''] : -shown.length;
    });

  beforeAll(async () => {
    t = await startTestServer('pglite', { readCacheSeconds: 0 });
    [ada, ben, stranger] = [await addMember(t.server.db), await addMember(t.server.db), await addMember(t.server.db)];
    await post('public', ben, 'Narwhal spotting', `, thanks ${mention(ada)}`);
    await post('hidden', ben, 'Narwhal secret', ` for ${mention(ada)}`, 'hide');
    await post('connections', ben, 'Narwhal for my connections', `, ${mention(ada)}`, 'connections');
    for (let n = 1; n <= 12; n++) await post(`quokka${n}`, stranger, `Quokka note ${n} of twelve`, '');
  });
  afterAll(async () => {
    // React's strict mode starts each screen's first request twice and aborts one; the client may have opened a
    // connection for it that never carries a request, which the server's close would wait for (Node closes only
    // connections that served one). Every request is answered by now.
    t?.server.app.server.closeAllConnections();
    await t?.close();
  });
  afterEach(() => cleanup());

  it('finds the posts a visitor may see, with a link to the members who match', async () => {
    await open('/search/posts?q=narwhal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find posts' })).toBeInstanceOf(HTMLElement);
    const results = await screen.findByRole('list', { name: 'Posts found' });
    expect(articles(results)).toEqual([made.public]);
    expect(screen.getByRole('link', { name: 'Members matching “narwhal”' }).getAttribute('href')).toBe('/search?q=narwhal&type=members');
    expect((screen.getByLabelText('Words in the post') as HTMLInputElement).value).toBe('narwhal');
    // The author sees their hidden and connections-only posts too, newest first.
    cleanup();
    await open('/search/posts?q=NARWHAL', ben);
    expect(articles(await screen.findByRole('list', { name: 'Posts found' }))).toEqual([made.connections, made.hidden, made.public]);
  });

  it('searches again from its box; says when nothing matches, and prompts when there is no word', async () => {
    const { router } = await open('/search/posts');
    expect(await screen.findByText('Type one or more words to find posts.')).toBeInstanceOf(HTMLElement);
    const form = screen.getByLabelText('Words in the post').closest('form') as HTMLFormElement;
    const submit = within(form).getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Words in the post'), { target: { value: '  walrus ' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(router.state.location.search).toBe('?q=walrus');
    expect(await screen.findByText('No post matches “walrus”.')).toBeInstanceOf(HTMLElement);
  });

  it('pages as every feed: Show more posts reads the next page', async () => {
    await open('/search/posts?q=quokka', stranger);
    const results = await screen.findByRole('list', { name: 'Posts found' });
    await waitFor(() => expect(articles(results)).toHaveLength(10));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    });
    // The rows after the first few draw a task or more later (common/deferred.tsx): wait for every one drawn.
    await waitFor(() =>
      expect(articles(screen.getByRole('list', { name: 'Posts found' }))).toEqual(
        Array.from({ length: 12 }, (_, n) => made[`quokka${12 - n}`] ?? 0),
      ),
    );
  });

  it('links to the members who match, in the page’s language', async () => {
    await open('/fr/search/posts?q=quokka', ada, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trouver des publications' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByRole('list', { name: 'Publications trouvées' })).toBeInstanceOf(HTMLElement);
    const link = screen.getByRole('link', { name: 'Membres correspondant à « quokka »' });
    expect(link.getAttribute('href')).toBe('/fr/search?q=quokka&type=members');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Résultats pour « quokka »' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByRole('tab', { name: /^Personnes/, selected: true })).toBeInstanceOf(HTMLElement);
  });

  it('lists the posts that mention me and that I may see, reached from the home feed', async () => {
    await open('/', ada);
    const link = await screen.findByRole('link', { name: 'Posts that mention you' });
    expect(link.getAttribute('href')).toBe('/feed/mentions');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions' })).toBeInstanceOf(HTMLElement);
    const list = await screen.findByRole('list', { name: 'Posts that mention you' });
    // Ben's hidden and connections-only posts mention Ada too, but she may not see them.
    expect(articles(list)).toEqual([made.public]);
    cleanup();
    await open('/tr/feed/mentions', stranger, 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bahsedilmeler' })).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('Henüz hiçbir gönderide sizden bahsedilmedi.')).toBeInstanceOf(HTMLElement);
  });

  it('sends signed-out visitors of the mentions to sign in', async () => {
    const { router } = await open('/feed/mentions');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toContain(encodeURIComponent('/feed/mentions'));
  });
});
