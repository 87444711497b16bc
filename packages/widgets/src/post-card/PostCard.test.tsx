import { toPlainText } from '@dealgrow/sdk/format';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';
import { FAKE_NOW, FAKE_POSTS, fakePost, type PostAnswer, postAnswers } from './fake-posts.ts';
import { POST_ACTION_EVENT, type PostActionDetail, PostCard, type PostCardProps } from './PostCard.tsx';
import { type PostLinkProps, PostText } from './PostText.tsx';
import { postCardCss } from './post-card.css.ts';

afterEach(cleanup);

function renderCard(props: PostCardProps, lang: Language = 'en', post: PostAnswer = postAnswers.fromFakes) {
  return render(
    <DealgrowProvider client={fakeClient({ post })} state={createDealgrowState()} lang={lang} appUrl="https://app.example/">
      <PostCard now={FAKE_NOW} {...props} />
    </DealgrowProvider>,
  );
}

const part = (container: HTMLElement, name: string) => container.querySelector(`[part~="${name}"]`);
const parts = (container: HTMLElement, name: string) => [...container.querySelectorAll(`[part~="${name}"]`)];

/** Clicks like a visitor; jsdom does not navigate, so the document cancels what nobody else did, after noting it. */
function click(element: Element): { preventedByWidget: boolean } {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  let preventedByWidget = false;
  const note = (seen: Event) => {
    preventedByWidget = seen.defaultPrevented;
    seen.preventDefault();
  };
  document.addEventListener('click', note);
  try {
    act(() => {
      element.dispatchEvent(event);
    });
  } finally {
    document.removeEventListener('click', note);
  }
  return { preventedByWidget };
}

describe('PostCard', () => {
  it('renders the body token by token: links open in a new tab, tags and mentions link to the flagship site', () => {
    const { container } = renderCard({ post: FAKE_POSTS.body });
    const text = part(container, 'text') as HTMLElement;
    expect(text.querySelectorAll('br')).toHaveLength(1);
    const link = part(text, 'link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://example.com/lyon');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    const mention = part(text, 'mention') as HTMLAnchorElement;
    expect(mention.textContent).toBe('Léo Girard');
    expect(mention.getAttribute('href')).toBe('https://app.example/leo');
    expect(mention.dataset.mention).toBe('leo');
    expect(parts(text, 'hashtag').map((tag) => [tag.textContent, tag.getAttribute('href'), (tag as HTMLElement).dataset.hashtag])).toEqual([
      ['#logistics', 'https://app.example/tag/logistics', 'logistics'],
      ['#Lyon', 'https://app.example/tag/Lyon', 'Lyon'],
    ]);
    // The data attributes make a copy read back as the body (SPEC §5 converting back).
    expect(toPlainText(text.innerHTML)).toBe(FAKE_POSTS.body.body);
    expect(part(container, 'name')?.getAttribute('href')).toBe('https://app.example/ada');
    expect(part(container, 'time')?.textContent).toBe('2h');
    expect(part(container, 'time')?.getAttribute('href')).toBe('https://app.example/post/301');
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows hostile text as text: no element, attribute or script URL comes from a body, title or preview', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const { container } = renderCard({
      post: fakePost(1, {
        body: `${hostile} @[<b onmouseover=alert(4)>](evil) #<svg/onload=alert(5)>`,
        title: hostile,
        description: hostile,
        linkPreview: { url: 'javascript:alert(6)', title: hostile, description: hostile, image: 'javascript:alert(7)' },
        link_preview_html: hostile,
      }),
    });
    const card = part(container, 'card') as HTMLElement;
    expect(card.querySelector('script, img[src="x"], svg, b')).toBeNull();
    expect(
      [...card.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()).filter((name) => name.startsWith('on')),
    ).toEqual([]);
    expect([...card.querySelectorAll('[href]')].map((a) => a.getAttribute('href')).filter((href) => !/^https?:/.test(href ?? ''))).toEqual(
      [],
    );
    expect(part(container, 'text')?.textContent).toContain('<script>alert(2)</script>');
    expect(part(container, 'title')?.textContent).toBe(hostile);
    // A preview whose address is not a web address is not linked at all.
    expect(part(container, 'preview')).toBeNull();
  });

  it('shows a link preview card with its title, description and image', () => {
    const { container } = renderCard({
      post: {
        ...FAKE_POSTS.linkPreview,
        linkPreview: {
          url: 'https://example.com/report',
          title: 'Warehousing report 2025',
          description: 'Shared space, lower costs: the figures.',
          image: 'https://example.com/cover.png',
        },
      },
    });
    const preview = part(container, 'preview') as HTMLAnchorElement;
    expect(preview.getAttribute('href')).toBe('https://example.com/report');
    expect(preview.rel).toBe('noopener noreferrer');
    expect(preview.textContent).toBe('Warehousing report 2025Shared space, lower costs: the figures.');
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('https://example.com/cover.png');
  });

  it('shows each kind with its own fields', () => {
    const media = renderCard({ post: FAKE_POSTS.media }).container;
    expect(part(media, 'media')?.querySelectorAll('img[alt=""]')).toHaveLength(2);
    cleanup();
    const video = renderCard({ post: FAKE_POSTS.video }).container;
    expect(part(video, 'video')?.textContent).toBe('▶ Watch the video');
    expect(part(video, 'video')?.querySelector('img')).not.toBeNull();
    expect(part(video, 'title')?.textContent).toBe('Installing 40 bays in a day');
    cleanup();
    const document = renderCard({ post: FAKE_POSTS.document }).container;
    expect(part(document, 'files')?.textContent).toBe('specs.pdf');
    cleanup();
    const article = renderCard({ post: FAKE_POSTS.article }).container;
    expect(part(article, 'time')?.textContent).toBe('1w');
    expect(parts(article, 'text').at(-1)?.textContent).toBe('Three lessons from a year of sharing space with two other suppliers.');
    cleanup();
    const event = renderCard({ post: FAKE_POSTS.event }).container;
    expect(part(event, 'dates')?.querySelectorAll('time')).toHaveLength(2);
    expect(part(event, 'location')?.textContent).toBe('Lyon, France');
    cleanup();
    const product = renderCard({ post: FAKE_POSTS.product }).container;
    expect(part(product, 'price')?.textContent).toBe('€450 · 40 in stock');
    cleanup();
    const share = renderCard({ post: FAKE_POSTS.share }).container;
    expect(part(share, 'name')?.textContent).toBe('Northwind Supply');
    expect(part(share, 'quote')?.textContent).toContain('Our new warehouse in Lyon is open!');
    expect(parts(share, 'actions')).toHaveLength(1);
  });

  it('counts likes, comments and shares, and says whether the viewer liked it, in French too', () => {
    const { container } = renderCard({ post: FAKE_POSTS.liked }, 'fr');
    expect(parts(container, 'action').map((a) => a.textContent)).toEqual(['Aimé 13', 'Commenter 3', 'Partager 1']);
    expect(part(container, 'action-like')?.getAttribute('href')).toBe('https://app.example/fr/post/302');
  });

  it('offers the options of an open survey, and shows the results once voted or ended', () => {
    const open = renderCard({ post: FAKE_POSTS.survey }).container;
    expect(parts(open, 'option').map((option) => option.textContent)).toEqual(['Monocrystalline', 'Polycrystalline', 'Thin film']);
    expect(open.querySelector('progress')).toBeNull();
    cleanup();
    const results = renderCard({ post: FAKE_POSTS.surveyResults }).container;
    expect(parts(results, 'option')).toHaveLength(0);
    expect([...results.querySelectorAll('progress')].map((bar) => [bar.getAttribute('value'), bar.getAttribute('max')])).toEqual([
      ['14', '20'],
      ['5', '20'],
      ['1', '20'],
    ]);
    expect(part(results, 'survey')?.textContent).toContain('70%');
    expect(part(results, 'survey')?.textContent).toContain('20 votes · Survey ended');
  });

  it('announces actions: the page may cancel them, a React owner takes them over, otherwise they go to the flagship site', () => {
    const onAction = vi.fn();
    const { container, unmount } = renderCard({ post: FAKE_POSTS.survey, onAction });
    const heard: PostActionDetail[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<PostActionDetail>).detail);
    document.addEventListener(POST_ACTION_EVENT, listener);
    expect(click(parts(container, 'option')[1] as Element).preventedByWidget).toBe(true);
    expect(onAction).toHaveBeenCalledWith({ postId: 309, action: 'vote', option: 2 });
    expect(heard).toEqual([{ postId: 309, action: 'vote', option: 2 }]);
    unmount();

    const plain = renderCard({ post: FAKE_POSTS.body }).container;
    expect(click(part(plain, 'action-like') as Element).preventedByWidget).toBe(false);
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener(POST_ACTION_EVENT, cancel);
    expect(click(part(plain, 'action-share') as Element).preventedByWidget).toBe(true);
    document.removeEventListener(POST_ACTION_EVENT, cancel);
    document.removeEventListener(POST_ACTION_EVENT, listener);
    expect(heard.slice(1)).toEqual([
      { postId: 301, action: 'like' },
      { postId: 301, action: 'share' },
    ]);
  });

  it('loaded by id, reads the post again when the member signs in or out: their like shows (Liked, pressed)', async () => {
    const state = createDealgrowState();
    // As the server answers: whether the reader likes post 301 is theirs (signed out: nobody does).
    const post = vi.fn<PostAnswer>(async (id) => {
      const result = await postAnswers.fromFakes(id);
      return result.success ? { ...result, data: { ...result.data, didLike: state.user.getState().user.id === 50 } } : result;
    });
    const { container } = render(
      <DealgrowProvider client={fakeClient({ post })} state={state} lang="en" appUrl="https://app.example/">
        <PostCard now={FAKE_NOW} post={301} onAction={() => undefined} />
      </DealgrowProvider>,
    );
    await waitFor(() => expect(part(container, 'action-like')?.getAttribute('aria-pressed')).toBe('false'));
    act(() => state.user.getState().patchUser({ id: 50 }));
    await waitFor(() => expect(part(container, 'action-like')?.getAttribute('aria-pressed')).toBe('true'));
    expect(part(container, 'action-like')?.textContent).toMatch(/^Liked/);
    act(() => state.user.getState().setUser(null));
    await waitFor(() => expect(part(container, 'action-like')?.getAttribute('aria-pressed')).toBe('false'));
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('loads a post by id; an unknown (or hidden) post reads "not found"; a failure offers to try again', async () => {
    const loaded = renderCard({ post: '301' });
    // Loading: the card is busy, with no text (no "Loading…" string to carry in three languages).
    expect(part(loaded.container, 'card')?.getAttribute('aria-busy')).toBe('true');
    expect(part(loaded.container, 'card')?.textContent).toBe('');
    await waitFor(() => expect(part(loaded.container, 'text')).not.toBeNull());
    cleanup();
    const missing = renderCard({ post: 999 }, 'tr');
    await waitFor(() => expect(part(missing.container, 'status')?.textContent).toBe('Bu gönderi bulunamadı.'));
    cleanup();
    expect(part(renderCard({ post: 'abc' }).container, 'status')?.textContent).toBe('This post could not be found.');
    cleanup();
    let fail = true;
    const flaky: PostAnswer = (id) => (fail ? postAnswers.unreachable(id) : postAnswers.fromFakes(id));
    const failed = renderCard({ post: 301 }, 'en', flaky);
    await waitFor(() => expect(part(failed.container, 'status')?.textContent).toBe('The post could not be loaded.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(part(failed.container, 'text')).not.toBeNull());
  });
});

describe('PostCard in an app (renderLink, label, slots, onAction)', () => {
  /** The app's router links, told apart from the flagship site's by their `/app` prefix. */
  const renderLink = ({ path, children, ...attributes }: PostLinkProps) => (
    <a href={`/app${path}`} {...attributes}>
      {children}
    </a>
  );
  const slots = {
    renderLink,
    label: 'Post by Ada Laurent',
    meta: <span data-slot="meta">Anyone</span>,
    details: <p data-slot="details">Minimum order: ten bays.</p>,
    counts: <span data-slot="counts">13 likes</span>,
    footer: <button type="button">Edit</button>,
  };

  it('links through renderLink, names the card, and places each slot; without the slots it stays as it was', () => {
    const { container } = renderCard({ post: FAKE_POSTS.body, onAction: vi.fn(), ...slots });
    const card = part(container, 'card') as HTMLElement;
    expect([card.tagName, card.getAttribute('aria-label'), card.dataset.post]).toEqual(['ARTICLE', 'Post by Ada Laurent', '301']);
    expect(part(card, 'name')?.getAttribute('href')).toBe('/app/ada');
    expect(part(card, 'time')?.getAttribute('href')).toBe('/app/post/301');
    expect(part(card, 'time')?.hasAttribute('target')).toBe(false);
    expect(parts(card, 'hashtag').map((tag) => [tag.getAttribute('href'), (tag as HTMLElement).dataset.hashtag])).toEqual([
      ['/app/tag/logistics', 'logistics'],
      ['/app/tag/Lyon', 'Lyon'],
    ]);
    expect((part(card, 'mention') as HTMLElement).dataset.mention).toBe('leo');
    // Web addresses are not the site's: they keep their own link, in a new tab.
    expect(card.querySelector('[part="link"]')?.getAttribute('href')).toBe('https://example.com/lyon');
    expect(toPlainText((part(card, 'text') as HTMLElement).innerHTML)).toBe(FAKE_POSTS.body.body);
    // meta in the author row; details after the post's fields; counts, the actions, then the footer.
    expect(part(card, 'author')?.querySelector('[data-slot="meta"]')).not.toBeNull();
    const order = [...card.children].map((child) => child.getAttribute('data-slot') ?? child.getAttribute('part') ?? child.tagName);
    expect(order.slice(-4)).toEqual(['details', 'counts', 'actions', 'BUTTON']);
    cleanup();
    const plain = renderCard({ post: FAKE_POSTS.body }).container;
    expect(part(plain, 'card')?.hasAttribute('aria-label')).toBe(false);
    expect(part(plain, 'time')?.getAttribute('target')).toBe('_blank');
    expect(plain.querySelector('button')).toBeNull();
  });

  it('with onAction, like, comment, share and vote are buttons acting in place; the page still hears them first', () => {
    const onAction = vi.fn();
    const heard: PostActionDetail[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<PostActionDetail>).detail);
    document.addEventListener(POST_ACTION_EVENT, listener);
    const liked = renderCard({ post: FAKE_POSTS.liked, onAction, counts: slots.counts }).container;
    const buttons = parts(liked, 'action') as HTMLButtonElement[];
    expect(buttons.map((button) => [button.tagName, button.type, button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['BUTTON', 'button', 'Liked', 'true'],
      ['BUTTON', 'button', 'Comment', null],
      ['BUTTON', 'button', 'Share', null],
    ]);
    fireEvent.click(buttons[0] as HTMLButtonElement);
    expect(onAction).toHaveBeenLastCalledWith({ postId: 302, action: 'like' });
    cleanup();
    // Counts stay inside the actions when the owner gives none of its own.
    const counted = renderCard({ post: FAKE_POSTS.liked, onAction }).container;
    expect(parts(counted, 'action').map((button) => button.textContent)).toEqual(['Liked 13', 'Comment 3', 'Share 1']);
    cleanup();
    const survey = renderCard({ post: FAKE_POSTS.survey, onAction }).container;
    fireEvent.click(screen.getByRole('button', { name: 'Polycrystalline' }));
    expect(onAction).toHaveBeenLastCalledWith({ postId: 309, action: 'vote', option: 2 });
    expect(parts(survey, 'option').every((option) => option.tagName === 'BUTTON')).toBe(true);
    document.removeEventListener(POST_ACTION_EVENT, listener);
    expect(heard).toEqual([
      { postId: 302, action: 'like' },
      { postId: 309, action: 'vote', option: 2 },
    ]);
    cleanup();
    // A shared survey is not voted from the share: its options link to its own post.
    const share = renderCard({ post: fakePost(400, { body: 'Vote!', sharedPost: FAKE_POSTS.survey }), onAction, renderLink }).container;
    const quoted = parts(part(share, 'quote') as HTMLElement, 'option');
    expect(quoted.map((option) => [option.tagName, option.getAttribute('href')])).toEqual([
      ['A', '/app/post/309'],
      ['A', '/app/post/309'],
      ['A', '/app/post/309'],
    ]);
  });

  it('PostText takes renderLink too (the app’s comments)', () => {
    const { container } = render(
      <PostText text="Thanks @[Léo Girard](leo) #logistics" lang="fr" appUrl="https://app.example" renderLink={renderLink} />,
    );
    expect([...container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Léo Girard', '/app/leo'],
      ['#logistics', '/app/tag/logistics'],
    ]);
  });

  it('keeps its styles to the card: light DOM adopts the sheet into the page, so no selector reaches outside .dg-post', () => {
    const selectors = [...postCardCss.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap(([, list]) =>
      (list ?? '').split(/,(?![^(]*\))/).map((one) => one.trim()),
    );
    expect(selectors.length).toBeGreaterThan(5);
    // Each under the card: `.dg-post…`, or a part under `:where(.dg-post)` (`.dg-avatar` and `.dg-actions` alone sized
    // the page's other avatars and restyled deal cards' actions).
    expect(
      selectors.filter((selector) => selector !== ':host' && !selector.startsWith('.dg-post') && !selector.startsWith(':where(.dg-post) ')),
    ).toEqual([]);
  });
});
