import { toPlainText } from '@dealgrow/sdk/format';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';
import { FAKE_NOW, FAKE_POSTS, fakePost, type PostAnswer, postAnswers } from './fake-posts.ts';
import { POST_ACTION_EVENT, type PostActionDetail, PostCard, type PostCardProps } from './PostCard.tsx';

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
    expect(screen.getAllByAltText('Image from the post')).toHaveLength(2);
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
    expect(article.querySelector('.dg-description')?.textContent).toBe(
      'Three lessons from a year of sharing space with two other suppliers.',
    );
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
    expect(media).toBeDefined();
  });

  it('counts likes, comments and shares, and says whether the viewer liked it, in French too', () => {
    const { container } = renderCard({ post: FAKE_POSTS.liked }, 'fr');
    expect(parts(container, 'action').map((a) => a.textContent)).toEqual(['Aimé 13', 'Commenter 3', 'Partager 1']);
    expect(part(container, 'action-like')?.getAttribute('href')).toBe('https://app.example/fr/post/302');
    expect(part(container, 'actions')?.getAttribute('aria-label')).toBe('Actions sur la publication');
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

  it('loads a post by id; an unknown (or hidden) post reads "not found"; a failure offers to try again', async () => {
    const loaded = renderCard({ post: '301' });
    expect(part(loaded.container, 'status')?.textContent).toBe('Loading post…');
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
