import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, card, openApp, said } from '../network/test-app.tsx';
import { drawnPosts } from './test-post-draws.ts';
import type { CommentThread, Post } from './types.ts';

// The home's feed and the composer's dialog are lazy chunks, the dialog a second one loaded at the first "Start a post".
// In a full run (a test file per core beside the server's) the first import of their modules took longer than this
// file's waits: they are imported once here, under the hook's own timeout, so the waits below measure the screens.
// The waits are the suite's 8 s (test-setup.ts); this file's own 5 s is gone.
beforeAll(async () => {
  await Promise.all([import('./home-feed.tsx'), import('./composer-dialog.tsx')]);
});

// The real PostItem, its draws counted by post (drawnPosts).
vi.mock('./post-item.tsx', async (importOriginal) =>
  (await import('./test-post-draws.ts')).countingPostItem(await importOriginal<typeof import('./post-item.tsx')>()),
);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const stamp = '2026-01-02T10:00:00.000Z';
const ada = card(7, 'ada', 'Ada', 'Laurent');
const mehmet = card(9, 'mehmet', 'Mehmet', 'Kaya');
const claire = card(11, 'claire', 'Claire', 'Martin');

function postOf(id: number, change: Partial<Post> = {}): Post {
  return {
    id,
    kind: 'body',
    authorType: 'user',
    shareType: 'user',
    authorId: 9,
    author: mehmet,
    company: null,
    club: null,
    body: `Post ${id}`,
    visible: 'public',
    listId: null,
    clubId: null,
    userIds: [],
    commentPermission: 'anyone',
    location: null,
    title: null,
    description: null,
    industry_id: null,
    category_id: null,
    start_date: null,
    end_date: null,
    price: null,
    currency: null,
    stock: null,
    type: null,
    marketplace: null,
    faqs: [],
    survey: null,
    files: [],
    thumbnail: null,
    hashtags: [],
    mentions: [],
    linkPreview: null,
    link_preview_html: null,
    sharedPostId: null,
    sharedPost: null,
    likes: 0,
    didLike: false,
    comments: 0,
    shares: 0,
    views: 0,
    canEdit: false,
    hiddenByPage: false,
    created_at: stamp,
    updated_at: stamp,
    deletedAt: null,
    ...change,
  };
}

const page = <T,>(items: T[], total = items.length, at = 1, limit = 10): Answer => ({
  status: 200,
  body: { items, total, page: at, limit },
});
const lists: Record<string, Answer> = {
  '/industries': { status: 200, body: [{ id: 3, name: 'Food', name_fr: 'Alimentation' }] },
  '/categories': { status: 200, body: [{ id: 4, name: 'Packaging', name_fr: 'Emballage' }] },
  '/currencies': { status: 200, body: [{ code: 'EUR', name: 'Euro', symbol: '€' }] },
};

/** The API of the signed-in home: select lists, and the home feed `feed(page)`. */
const homeApi =
  (feed: (page: number) => Answer, more: (call: Call) => Answer | undefined = () => undefined) =>
  (call: Call): Answer => {
    const own = more(call);
    if (own) return own;
    const list = lists[call.path];
    if (list) return list;
    const home = /^\/post\?page=(\d+)$/.exec(call.path);
    if (home) return feed(Number(home[1]));
    if (call.path.startsWith('/users/profile/')) return { status: 404, body: { code: 'not_found', message: 'No.' } };
    return page([]);
  };

const feedList = () => screen.getByRole('list', { name: 'Your feed' });

/** The home's one "Start a post" box opens the composer in its dialog. */
async function openComposer(name = 'Start a post') {
  fireEvent.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name });
  // The composer's form, drawn inside the dialog.
  await waitFor(() => expect(dialog.querySelector('form.composer__form')).toBeInstanceOf(HTMLFormElement));
  return dialog;
}

describe('home feed', () => {
  it('shows the feed under the composer: hashtags and mentions as links in the page’s language, never HTML', async () => {
    const body = 'Hello @[Claire Martin](claire) #Growth <img src=x onerror="alert(1)"> https://example.com/a';
    await openApp(
      '/fr',
      homeApi(() => page([postOf(5, { body })])),
      { lang: 'fr' },
    );
    const item = await screen.findByRole('article', { name: 'Publication de Mehmet Kaya' });
    expect(within(item).getByRole('link', { name: '#Growth' }).getAttribute('href')).toBe('/fr/tag/Growth');
    expect(within(item).getByRole('link', { name: '@Claire Martin' }).getAttribute('href')).toBe('/fr/claire');
    const external = within(item).getByRole('link', { name: 'https://example.com/a' });
    expect([external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(item.querySelector('img[onerror]')).toBeNull();
    expect(item.textContent).toContain('<img src=x onerror="alert(1)">');
    // The composer is one box above the feed; its form opens in a dialog.
    expect(within(screen.getByRole('main')).queryByRole('combobox')).toBeNull();
    expect(within(await openComposer('Commencer une publication')).getByRole('button', { name: 'Publier' })).toBeInstanceOf(HTMLElement);
  });

  it('holds the feed’s place with skeleton cards while its first page loads, then says it is empty with the next step', async () => {
    let answerFeed: (answer: Answer) => void = () => undefined;
    const firstPage = new Promise<Answer>((resolve) => {
      answerFeed = resolve;
    });
    const api = homeApi(() => page([]));
    await openApp('/', (call) => (call.path === '/post?page=1' ? firstPage : api(call)));
    const skeleton = async () => document.querySelector('.feed .dg-skeleton-list[role="status"]');
    await waitFor(async () => expect(await skeleton()).toBeInstanceOf(HTMLElement));
    const shown = await skeleton();
    expect(shown?.textContent).toBe('Loading…');
    expect(shown?.querySelectorAll('.dg-skeleton-card[aria-hidden="true"]')).toHaveLength(3);
    expect(document.querySelector('.feed')?.getAttribute('aria-busy')).toBe('true');

    await act(async () => answerFeed(page([])));
    const empty = await screen.findByText('Nothing here yet. Post something, or connect with members to see their posts.');
    expect(empty.closest('.dg-empty')).toBeInstanceOf(HTMLElement);
    expect(await skeleton()).toBeNull();
    const next = await screen.findByRole('link', { name: 'Find people you may know' });
    expect(next.getAttribute('href')).toBe('/network');
  });

  it('pages as SPEC §9: Show more asks the next page; an empty page ends the feed', async () => {
    const { calls } = await openApp(
      '/',
      homeApi((at) => (at === 1 ? page([postOf(1), postOf(2)], 30) : at === 2 ? page([postOf(3), postOf(2)], 30, 2) : page([], 30, 3))),
    );
    await screen.findByText('Post 1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    });
    await screen.findByText('Post 3');
    // Post 2 came again on page 2: the feed keeps it once.
    expect(within(feedList()).getAllByRole('article')).toHaveLength(3);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show more posts' }));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more posts' })).toBeNull());
    expect(said(calls).filter((call) => call.startsWith('GET /post?'))).toEqual([
      'GET /post?page=1',
      'GET /post?page=2',
      'GET /post?page=3',
    ]);
  });

  it('draws only the next page’s posts when Show more adds it, not again every post already shown', async () => {
    await openApp(
      '/',
      homeApi((at) => (at === 1 ? page([postOf(101), postOf(102), postOf(103)], 30) : page([postOf(104)], 30, 2))),
    );
    await screen.findByText('Post 103');
    // The first page is in once "Show more" may be pressed: the counts are taken from there.
    const more = (await screen.findByRole('button', { name: 'Show more posts' })) as HTMLButtonElement;
    await waitFor(() => expect(more.disabled).toBe(false));
    const before = [101, 102, 103].map((id) => drawnPosts.get(id));
    await act(async () => {
      fireEvent.click(more);
    });
    await screen.findByText('Post 104');
    expect([101, 102, 103].map((id) => drawnPosts.get(id))).toEqual(before);
    expect(drawnPosts.get(104)).toBeGreaterThan(0);
  });

  it('shows SPEC §8’s feed message in the page’s language when nothing answered, and the server’s own message otherwise', async () => {
    await openApp(
      '/tr',
      homeApi(() => ({ status: 502, body: 'bad gateway' })),
      { lang: 'tr' },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Gönderiler yüklenemedi.');
    cleanup();
    await openApp(
      '/',
      homeApi(() => ({ status: 403, body: { code: 'forbidden', message: 'Your account is suspended.' } })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is suspended.');
  });

  it('posts text as the member, with visibility and comment permission, then reads the feed again', async () => {
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([]),
        (call) => (call.path === '/post/body-post' ? { status: 201, body: postOf(40) } : undefined),
      ),
    );
    await openComposer();
    const text = await screen.findByRole('combobox', { name: 'What do you want to talk about?' });
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    fireEvent.change(text, { target: { value: 'Hello #growth', selectionStart: 13 } });
    fireEvent.change(screen.getByLabelText('Who can see it'), { target: { value: 'connections' } });
    fireEvent.change(screen.getByLabelText('Who can comment'), { target: { value: 'no-one' } });
    await act(async () => {
      fireEvent.click(post);
    });
    const sent = calls.find((call) => call.path === '/post/body-post');
    expect(sent?.method).toBe('POST');
    const form = sent?.body as FormData;
    expect([form.get('body'), form.get('visible'), form.get('commentPermission'), form.get('shareType')]).toEqual([
      'Hello #growth',
      'connections',
      'no-one',
      'user',
    ]);
    // The dialog closes; the box says the post is live.
    expect(await screen.findByText('Your post is live.')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(said(calls).filter((call) => call === 'GET /post?page=1')).toHaveLength(2);
  });

  it('posts a poll: title, every choice, and the duration', async () => {
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([]),
        (call) => (call.path === '/post/survey-post' ? { status: 201, body: postOf(41) } : undefined),
      ),
    );
    await openComposer();
    fireEvent.click(await screen.findByRole('radio', { name: 'Poll' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Best month?' } });
    fireEvent.change(screen.getByLabelText('Choice 1'), { target: { value: 'May' } });
    fireEvent.change(screen.getByLabelText('Choice 2'), { target: { value: 'June' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a choice' }));
    fireEvent.change(screen.getByLabelText('Choice 3'), { target: { value: 'July' } });
    fireEvent.change(screen.getByLabelText('Poll duration'), { target: { value: 'a day' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    });
    const form = calls.find((call) => call.path === '/post/survey-post')?.body as FormData;
    expect(form.getAll('options')).toEqual(['May', 'June', 'July']);
    expect([form.get('title'), form.get('expire')]).toEqual(['Best month?', 'a day']);
  });

  it('posts an event with its dates as date-times, and shows a server field error at its field', async () => {
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([]),
        (call) =>
          call.path === '/post/event-post'
            ? {
                status: 422,
                body: { code: 'validation', message: 'Check the form.', fields: { end_date: 'The end comes before the start.' } },
              }
            : undefined,
      ),
    );
    await openComposer();
    fireEvent.click(await screen.findByRole('radio', { name: 'Event' }));
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Trade fair' } });
    expect(post.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-05-01T09:00' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(post);
    });
    const form = calls.find((call) => call.path === '/post/event-post')?.body as FormData;
    expect(form.get('start_date')).toBe(new Date('2026-05-01T09:00').toISOString());
    expect(form.get('industry_id')).toBe('3');
    expect(screen.getByText('The end comes before the start.')).toBeInstanceOf(HTMLElement);
  });

  it('posts photos through the file picker: the post waits for a file', async () => {
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([]),
        (call) => (call.path === '/post/media-post' ? { status: 201, body: postOf(42) } : undefined),
      ),
    );
    await openComposer();
    fireEvent.click(await screen.findByRole('radio', { name: 'Photos' }));
    const post = screen.getByRole('button', { name: 'Post' }) as HTMLButtonElement;
    expect(post.disabled).toBe(true);
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'shop.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photos', { selector: 'input[type=file]' }), { target: { files: [photo] } });
    await act(async () => {
      fireEvent.click(post);
    });
    const form = calls.find((call) => call.path === '/post/media-post')?.body as FormData;
    const sent = form.getAll('files');
    expect(sent).toHaveLength(1);
    expect((sent[0] as File).type).toBe('image/png');
  });

  it('suggests connections after @ and inserts the mention marker', async () => {
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([]),
        (call) => (call.path === '/member-connection/me/friends/search' ? { status: 200, body: [claire] } : undefined),
      ),
    );
    await openComposer();
    const text = (await screen.findByRole('combobox', { name: 'What do you want to talk about?' })) as HTMLTextAreaElement;
    text.focus();
    fireEvent.change(text, { target: { value: 'Thanks @cla', selectionStart: 11 } });
    const option = await screen.findByRole('option', { name: /Claire Martin/ });
    expect(calls.find((call) => call.path === '/member-connection/me/friends/search')?.body).toEqual({ keyword: 'cla' });
    expect(text.getAttribute('aria-activedescendant')).toBe(option.id);
    await act(async () => {
      fireEvent.keyDown(text, { key: 'Enter' });
    });
    expect(text.value).toBe('Thanks @[Claire Martin](claire) ');
    expect(screen.queryByRole('option', { name: /Claire Martin/ })).toBeNull();
  });

  it('deletes a post at once and brings it back with Undo: no delete call is made', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, state } = await openApp(
      '/',
      homeApi(() => page([postOf(5, { author: ada, authorId: 7, canEdit: true, body: 'Mine' })])),
    );
    await screen.findByText('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    });
    expect(screen.queryByText('Mine')).toBeNull();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    await act(async () => {
      fireEvent.click(undo);
    });
    expect(screen.getByText('Mine')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    expect(said(calls)).not.toContain('DELETE /post/5');
    expect(state.feed.getState().pendingDeletions).toEqual({});
  });

  it('makes the delete call after 3 seconds when not undone, and brings the post back when it fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([postOf(5, { author: ada, authorId: 7, canEdit: true, body: 'Mine' })]),
        (call) => (call.method === 'DELETE' ? { status: 500, body: { code: 'internal', message: 'Try again.' } } : undefined),
      ),
    );
    await screen.findByText('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    });
    await act(async () => {
      vi.advanceTimersByTime(2900);
    });
    expect(said(calls)).not.toContain('DELETE /post/5');
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(said(calls)).toContain('DELETE /post/5'));
    expect(await screen.findByText('Mine')).toBeInstanceOf(HTMLElement);
  });

  it('likes a post and shares it with a quote', async () => {
    const { calls } = await openApp(
      '/',
      homeApi(
        () => page([postOf(5)]),
        (call) =>
          call.path === '/post/5/like'
            ? { status: 200, body: { liked: call.method === 'PUT', likes: call.method === 'PUT' ? 1 : 0 } }
            : call.path === '/post/share-post/5'
              ? { status: 201, body: postOf(50, { author: ada, body: 'Worth reading', sharedPostId: 5 }) }
              : undefined,
      ),
    );
    await screen.findByText('Post 5');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    });
    // The SDK's like calls load on their first use: the answer comes a moment later.
    expect((await screen.findByRole('button', { name: 'Liked' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: '1 like' }).getAttribute('href')).toBe('/post/5#likes');
    // Liked with the idempotent PUT, never SPEC's GET toggle (a retried toggle would flip it back).
    expect(said(calls)).toContain('PUT /post/5/like');
    expect(said(calls).some((line) => line.includes('/post/like-post/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    fireEvent.change(screen.getByLabelText('Add your thoughts (optional)'), { target: { value: 'Worth reading' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Share now' }));
    });
    expect(calls.find((call) => call.path === '/post/share-post/5')?.body).toEqual({ body: 'Worth reading' });
    // The share is a new post of the member's: the feed is read again from its first page.
    expect(said(calls).filter((call) => call === 'GET /post?page=1')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Share now' })).toBeNull();
  });
  it('adds the app’s parts to the card: kind, visibility, the writer of a company post, a product’s questions, a poll’s end', async () => {
    const product = postOf(6, {
      kind: 'product',
      authorType: 'company',
      shareType: 'company',
      company: { id: 3, name: 'Northwind Supply', slug: 'northwind', logo: null },
      title: 'Oak pallets',
      price: 450,
      currency: 'EUR',
      stock: 40,
      type: 'Wholesale',
      faqs: [{ question: 'Minimum order?', answer: 'Ten pallets.' }],
    });
    const poll = postOf(7, {
      kind: 'survey',
      visible: 'connections',
      title: 'Best month?',
      survey: {
        options: [{ id: 1, label: 'May', votes: null }],
        expiresAt: '2030-01-02T00:00:00.000Z',
        closed: false,
        myVote: null,
        totalVotes: null,
      },
    });
    await openApp(
      '/',
      homeApi(
        () => page([product, poll]),
        (call) => (call.path === '/post/6' ? { status: 200, body: product } : undefined),
      ),
    );
    const [card, survey] = (await screen.findAllByRole('article', { name: 'Post by Mehmet Kaya' })) as [HTMLElement, HTMLElement];
    expect(card.getAttribute('data-post')).toBe('6');
    expect(within(card).getByText('Northwind Supply')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByRole('link', { name: 'Post by Mehmet Kaya' }).getAttribute('href')).toBe('/mehmet');
    expect(card.textContent).toContain('Product · Anyone');
    expect(card.textContent).toContain('€450');
    expect(within(card).getByText('Wholesale')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('Minimum order?').nextElementSibling?.textContent).toBe('Ten pallets.');
    expect(
      within(card)
        .getByRole('link', { name: /Open the post/ })
        .getAttribute('href'),
    ).toBe('/post/6');
    expect(survey.textContent).toContain('Poll · Connections only');
    expect(survey.querySelector('.survey')?.textContent).toBe(`Ends on ${new Date('2030-01-02T00:00:00.000Z').toLocaleDateString('en')}`);
    // Only public posts can be shared: the member is told at once.
    fireEvent.click(within(survey).getByRole('button', { name: 'Share' }));
    expect(within(survey).getByRole('alert').textContent).toBe('Only posts anyone can see can be shared.');
    expect(within(survey).queryByLabelText('Add your thoughts (optional)')).toBeNull();
    // Comment opens the post page at its form.
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Comment' }));
    });
    expect(await screen.findByRole('combobox', { name: 'Add a comment' })).toBeInstanceOf(HTMLElement);
  });
});

describe('all posts and hashtags', () => {
  it('reads all posts 5 a page for visitors too; a visitor who likes is asked to sign in first', async () => {
    const { calls } = await openApp('/posts', () => page([postOf(1)], 1, 1, 5), { signedIn: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'All posts' })).toBeInstanceOf(HTMLElement);
    await screen.findByText('Post 1');
    expect(said(calls)).toContain('GET /post/all-posts?page=1&limit=5');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInstanceOf(HTMLElement);
    expect(said(calls).some((call) => call.includes('/like'))).toBe(false);
  });

  it('opens a hashtag page in French, and says when it failed', async () => {
    const { calls } = await openApp('/fr/tag/Growth', (call) => (call.path.startsWith('/post/hashtag/') ? { status: 0 } : page([])), {
      lang: 'fr',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '#Growth' })).toBeInstanceOf(HTMLElement);
    expect(said(calls)).toContain('GET /post/hashtag/Growth?page=1');
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger les publications de ce hashtag.');
  });

  it('shows the SPEC §8 hashtag message when the feed fails', async () => {
    await openApp('/tag/growth', (call) => (call.path.startsWith('/post/hashtag/') ? { status: 503, body: 'down' } : page([])));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load the posts with this hashtag.');
  });
});

describe('post page', () => {
  const thread = (id: number, body: string, replies: CommentThread['replies'] = []): CommentThread => ({
    id,
    postId: 5,
    parentId: null,
    body,
    author: claire,
    canEdit: false,
    canDelete: false,
    hiddenByPage: false,
    created_at: stamp,
    updated_at: stamp,
    replies,
    repliesTotal: replies.length,
  });

  it('shows the post, who likes it and its comments with replies; a reply goes to its comment', async () => {
    const reply = { ...thread(8, 'Me too'), parentId: 7, author: mehmet };
    const { calls } = await openApp('/post/5', (call) =>
      call.path === '/post/5'
        ? { status: 200, body: postOf(5, { likes: 1, comments: 1, body: 'About #packaging' }) }
        : call.path.startsWith('/post/likes/5')
          ? page([{ member: claire, liked_at: stamp }], 1, 1, 20)
          : call.path.startsWith('/post/5/comments') && call.method === 'GET'
            ? page([thread(7, 'Great @[Ada Laurent](ada)', [reply])], 1, 1, 20)
            : call.path === '/post/5/comments'
              ? { status: 201, body: { ...reply, id: 9, body: 'Thanks' } }
              : { status: 200, body: { recorded: true, views: 1 } },
    );
    const likes = await screen.findByRole('region', { name: '1 like' });
    expect(await within(likes).findByRole('link', { name: 'Claire Martin' })).toBeInstanceOf(HTMLElement);
    const comments = screen.getByRole('region', { name: '1 comment' });
    const comment = await within(comments).findByRole('article', { name: 'Comment by Claire Martin' });
    expect(within(comment).getByRole('link', { name: '@Ada Laurent' }).getAttribute('href')).toBe('/ada');
    expect(within(comments).getByRole('list', { name: '1 reply' }).textContent).toContain('Me too');
    expect(said(calls)).toContain('GET /post/post-track/5');
    fireEvent.click(within(comment).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(comment).getByLabelText('Reply to Claire Martin'), { target: { value: 'Thanks' } });
    await act(async () => {
      fireEvent.click(within(comment).getByRole('button', { name: 'Comment' }));
    });
    expect(calls.find((call) => call.method === 'POST' && call.path === '/post/5/comments')?.body).toEqual({ body: 'Thanks', parentId: 7 });
  });

  it('edits one’s own post', async () => {
    const { calls } = await openApp('/post/5', (call) =>
      call.path === '/post/5'
        ? { status: 200, body: postOf(5, { author: ada, authorId: 7, canEdit: true, body: 'Frist' }) }
        : call.path === '/users/post/5'
          ? { status: 200, body: postOf(5, { author: ada, authorId: 7, canEdit: true, body: 'First' }) }
          : page([]),
    );
    await screen.findByText('Frist');
    fireEvent.click(screen.getByRole('button', { name: 'More actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'First' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ body: 'First' });
    expect(await screen.findByText('First')).toBeInstanceOf(HTMLElement);
  });

  it('votes in a poll and shows the results', async () => {
    const survey = (myVote: number | null) => ({
      options: [
        { id: 1, label: 'May', votes: myVote ? 1 : null },
        { id: 2, label: 'June', votes: myVote ? 3 : null },
      ],
      expiresAt: '2030-01-01T00:00:00.000Z',
      closed: false,
      myVote,
      totalVotes: myVote ? 4 : null,
    });
    const { calls } = await openApp('/post/5', (call) =>
      call.path === '/post/5'
        ? { status: 200, body: postOf(5, { kind: 'survey', title: 'Best month?', survey: survey(null) }) }
        : call.path === '/post/5/vote'
          ? { status: 200, body: postOf(5, { kind: 'survey', title: 'Best month?', survey: survey(1) }) }
          : page([]),
    );
    await screen.findByText('Best month?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'May' }));
    });
    expect(calls.find((call) => call.path === '/post/5/vote')?.body).toEqual({ option: 1 });
    const may = await screen.findByRole('progressbar', { name: 'May' });
    expect([may.getAttribute('value'), may.getAttribute('max')]).toEqual(['1', '4']);
    expect(may.parentElement?.textContent).toContain('25%');
    expect(screen.getByRole('progressbar', { name: 'June' }).parentElement?.textContent).toContain('75%');
    expect(screen.getByText(/^4 votes/)).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'May' })).toBeNull();
  });

  it('shows a post one may not see as not found', async () => {
    await openApp('/post/5', () => ({ status: 404, body: { code: 'not_found', message: 'No such post.' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInstanceOf(HTMLElement);
  });
});

describe('profile timelines', () => {
  it('shows a member’s posts, and each timeline as a tab', async () => {
    const profile = {
      ...mehmet,
      bio: null,
      country: null,
      connectionsTotal: 0,
      mutualConnectionsTotal: 0,
      friendship: null,
      experiences: [],
      educations: [],
      skills: [],
      interests: [],
      businessOffers: [],
      recommendations: [],
    };
    const { calls } = await openApp('/mehmet', (call) =>
      call.path.endsWith('/info')
        ? { status: 200, body: profile }
        : call.path === '/users/timeline/9/posts?page=1'
          ? page([postOf(1, { body: 'Timeline post' })])
          : call.path === '/users/9/activities?page=1'
            ? page([{ type: 'liked', at: stamp, post: postOf(2, { body: 'Liked post' }) }])
            : call.path === '/countries'
              ? { status: 200, body: [] }
              : page([]),
    );
    expect(await screen.findByText('Timeline post')).toBeInstanceOf(HTMLElement);
    const tabs = within(screen.getByRole('tablist', { name: 'Timelines' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Posts', 'Articles', 'Events', 'Videos', 'Activity']);
    await act(async () => {
      fireEvent.click(tabs[1] as HTMLElement);
    });
    expect(said(calls)).toContain('GET /users/timeline/9/articles?page=1');
    expect(await screen.findByText('No article yet.')).toBeInstanceOf(HTMLElement);
    await act(async () => {
      fireEvent.click(tabs[4] as HTMLElement);
    });
    expect(await screen.findByText('Liked post')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(/^Liked · /)).toBeInstanceOf(HTMLElement);
  });
});
