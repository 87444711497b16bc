import { toPlainText } from '@dealgrow/sdk/format';
import { createDealgrowState, type Language } from '@dealgrow/sdk/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DealgrowProvider } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';
import { EmbeddedPostCard, type EmbeddedPostCardProps } from './EmbeddedPostCard.tsx';
import { FAKE_NOW, FAKE_POSTS, fakePost, type PostAnswer, postAnswers } from './fake-posts.ts';
import { POST_MESSAGES } from './messages.ts';
import { POST_ACTION_EVENT, type PostActionDetail } from './PostCard.tsx';

afterEach(cleanup);

function renderCard(post: EmbeddedPostCardProps['post'], lang: Language = 'en', answer: PostAnswer = postAnswers.fromFakes) {
  return render(
    <DealgrowProvider client={fakeClient({ post: answer })} state={createDealgrowState()} lang={lang} appUrl="https://app.example/">
      <EmbeddedPostCard post={post} strings={POST_MESSAGES[lang]} now={FAKE_NOW} />
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

describe('EmbeddedPostCard (<dg-post>)', () => {
  it('renders the body token by token: links in a new tab, tags and mentions to the flagship site, a copy reading back', () => {
    const { container } = renderCard(FAKE_POSTS.body);
    const text = part(container, 'text') as HTMLElement;
    expect(text.querySelectorAll('br')).toHaveLength(1);
    const link = part(text, 'link') as HTMLAnchorElement;
    expect([link.getAttribute('href'), link.target, link.rel]).toEqual(['https://example.com/lyon', '_blank', 'noopener noreferrer']);
    const mention = part(text, 'mention') as HTMLAnchorElement;
    expect([mention.textContent, mention.getAttribute('href'), mention.dataset.mention]).toEqual([
      'Léo Girard',
      'https://app.example/leo',
      'leo',
    ]);
    expect(parts(text, 'hashtag').map((tag) => [tag.textContent, tag.getAttribute('href'), (tag as HTMLElement).dataset.hashtag])).toEqual([
      ['#logistics', 'https://app.example/tag/logistics', 'logistics'],
      ['#Lyon', 'https://app.example/tag/Lyon', 'Lyon'],
    ]);
    expect(toPlainText(text.innerHTML)).toBe(FAKE_POSTS.body.body);
    expect(part(container, 'name')?.getAttribute('href')).toBe('https://app.example/ada');
    expect(part(container, 'time')?.textContent).toBe('2h');
    expect(part(container, 'time')?.getAttribute('href')).toBe('https://app.example/post/301');
    expect(part(container, 'card')?.getAttribute('data-state')).toBe('ready');
    expect(container.querySelector('[style], style, button')).toBeNull();
  });

  it('shows hostile text as text: no element, attribute or script URL comes from a body, title, place or preview', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const { container } = renderCard(
      fakePost(1, {
        body: `${hostile} @[<b onmouseover=alert(4)>](evil) #<svg/onload=alert(5)> javascript:alert(8)`,
        title: hostile,
        description: hostile,
        location: hostile,
        linkPreview: { url: 'javascript:alert(6)', title: hostile, description: hostile, image: 'javascript:alert(7)' },
        link_preview_html: hostile,
      }),
    );
    const card = part(container, 'card') as HTMLElement;
    expect(card.querySelector('script, img[src="x"], svg, b')).toBeNull();
    expect(
      [...card.querySelectorAll('*')].flatMap((element) => element.getAttributeNames()).filter((name) => name.startsWith('on')),
    ).toEqual([]);
    expect([...card.querySelectorAll('[href], [src]')].map((a) => a.getAttribute('href') ?? a.getAttribute('src'))).toSatisfy(
      (addresses: Array<string | null>) => addresses.every((address) => /^(https?:|data:image\/svg\+xml,)/.test(address ?? '')),
    );
    expect(part(container, 'text')?.textContent).toContain('<script>alert(2)</script>');
    expect(part(container, 'title')?.textContent).toBe(hostile);
    expect(part(container, 'location')?.textContent).toBe(hostile);
    // A preview whose address is not a web address is not linked at all; older clients' markup is never shown.
    expect(part(container, 'preview')).toBeNull();
    expect(card.textContent).not.toContain('javascript:alert(6)');
  });

  it('shows each kind with its own fields, and a preview card with its title, description and image', () => {
    const media = renderCard(FAKE_POSTS.media).container;
    expect(part(media, 'media')?.querySelectorAll('img[alt=""]')).toHaveLength(2);
    cleanup();
    const video = renderCard(FAKE_POSTS.video).container;
    expect(part(video, 'video')?.textContent).toBe('▶ Watch the video');
    expect(part(video, 'video')?.querySelector('img')).not.toBeNull();
    cleanup();
    expect(part(renderCard(FAKE_POSTS.document).container, 'files')?.textContent).toBe('specs.pdf');
    cleanup();
    const article = renderCard(FAKE_POSTS.article).container;
    expect(part(article, 'time')?.textContent).toBe('1w');
    expect(parts(article, 'text').at(-1)?.textContent).toBe('Three lessons from a year of sharing space with two other suppliers.');
    cleanup();
    const event = renderCard(FAKE_POSTS.event).container;
    expect(part(event, 'dates')?.querySelectorAll('time')).toHaveLength(2);
    expect(part(event, 'location')?.textContent).toBe('Lyon, France');
    cleanup();
    expect(part(renderCard(FAKE_POSTS.product).container, 'price')?.textContent).toBe('€450 · 40 in stock');
    cleanup();
    const share = renderCard(FAKE_POSTS.share).container;
    expect(part(share, 'name')?.textContent).toBe('Northwind Supply');
    expect(part(share, 'quote')?.textContent).toContain('Our new warehouse in Lyon is open!');
    expect(parts(share, 'actions')).toHaveLength(1);
    cleanup();
    const previewed = renderCard({
      ...FAKE_POSTS.linkPreview,
      linkPreview: { url: 'https://example.com/r', title: 'Report', description: 'The figures.', image: 'https://example.com/c.png' },
    }).container;
    const preview = part(previewed, 'preview') as HTMLAnchorElement;
    expect([preview.getAttribute('href'), preview.rel, preview.textContent]).toEqual([
      'https://example.com/r',
      'noopener noreferrer',
      'ReportThe figures.',
    ]);
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('https://example.com/c.png');
  });

  it('offers an open survey’s options as links to the post, and shows the results once voted or ended', () => {
    const open = renderCard(FAKE_POSTS.survey).container;
    expect(parts(open, 'option').map((option) => [option.textContent, option.getAttribute('href')])).toEqual([
      ['Monocrystalline', 'https://app.example/post/309'],
      ['Polycrystalline', 'https://app.example/post/309'],
      ['Thin film', 'https://app.example/post/309'],
    ]);
    cleanup();
    const results = renderCard(FAKE_POSTS.surveyResults, 'tr').container;
    expect(parts(results, 'option')).toHaveLength(0);
    expect([...results.querySelectorAll('progress')].map((bar) => [bar.getAttribute('value'), bar.getAttribute('max')])).toEqual([
      ['14', '20'],
      ['5', '20'],
      ['1', '20'],
    ]);
    expect(part(results, 'survey')?.textContent).toContain('%70');
    expect(part(results, 'survey')?.textContent).toContain('20 oy · Anket sona erdi');
  });

  it('counts likes, comments and shares in the page’s language, each a link to the post announced first (dg-post-action)', () => {
    const { container } = renderCard(FAKE_POSTS.liked, 'fr');
    expect(parts(container, 'action').map((a) => a.textContent)).toEqual(['Aimé 13', 'Commenter 3', 'Partager 1']);
    expect(parts(container, 'action').map((a) => a.getAttribute('href'))).toEqual(Array(3).fill('https://app.example/fr/post/302'));
    const heard: PostActionDetail[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<PostActionDetail>).detail);
    document.addEventListener(POST_ACTION_EVENT, listener);
    expect(click(part(container, 'action-like') as Element).preventedByWidget).toBe(false);
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener(POST_ACTION_EVENT, cancel);
    expect(click(part(container, 'action-comment') as Element).preventedByWidget).toBe(true);
    document.removeEventListener(POST_ACTION_EVENT, cancel);
    cleanup();
    const survey = renderCard(FAKE_POSTS.survey).container;
    expect(click(parts(survey, 'option')[1] as Element).preventedByWidget).toBe(false);
    document.removeEventListener(POST_ACTION_EVENT, listener);
    expect(heard).toEqual([
      { postId: 302, action: 'like' },
      { postId: 302, action: 'comment' },
      { postId: 309, action: 'vote', option: 2 },
    ]);
  });

  it('loads a post by id: busy and empty while loading; unknown or hidden reads "not found"; a failure offers to try again', async () => {
    const loaded = renderCard('301');
    expect(part(loaded.container, 'card')?.getAttribute('aria-busy')).toBe('true');
    expect(part(loaded.container, 'card')?.textContent).toBe('');
    await waitFor(() => expect(part(loaded.container, 'text')).not.toBeNull());
    cleanup();
    const missing = renderCard(999, 'tr');
    await waitFor(() => expect(part(missing.container, 'status')?.textContent).toBe('Bu gönderi bulunamadı.'));
    cleanup();
    expect(part(renderCard('abc').container, 'status')?.textContent).toBe('This post could not be found.');
    cleanup();
    let fail = true;
    const flaky: PostAnswer = (id) => (fail ? postAnswers.unreachable(id) : postAnswers.fromFakes(id));
    const failed = renderCard(301, 'fr', flaky);
    await waitFor(() => expect(part(failed.container, 'status')?.textContent).toBe("La publication n'a pas pu être chargée."));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(part(failed.container, 'text')).not.toBeNull());
  });
});
