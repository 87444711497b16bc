import { createDealgrowState } from '@dealgrow/sdk/state';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_NOW, fakePost, postAnswers } from '../post-card/fake-posts.ts';
import { PostCard } from '../post-card/PostCard.tsx';
import { DealgrowProvider } from '../provider.tsx';
import { fakeClient } from '../testing/fake-client.ts';
import { Avatar, avatarColour, initialsOf } from './Avatar.tsx';

afterEach(cleanup);

/** WCAG contrast of white on an `hsl(h s% l%)` colour. */
function whiteOn(hsl: string): number {
  const [h = 0, s = 0, l = 0] = (hsl.match(/[\d.]+/g) ?? []).map(Number);
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(8) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05);
}

describe('Avatar', () => {
  it('shows the picture when there is one, decorative (the name is beside it)', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="https://cdn.example/ada.jpg" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://cdn.example/ada.jpg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('part')).toBe('avatar');
  });

  it('without a picture, or when it fails to load: the initials on a colour of the name, hidden from screen readers', () => {
    const { container, rerender } = render(<Avatar name="Northwind Supply" src={null} />);
    const initials = container.querySelector('.dg-avatar--initials') as HTMLElement;
    expect(initials.textContent).toBe('NS');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    expect(initials.style.background).not.toBe('');
    rerender(<Avatar name="Atelier Lumière" src="https://cdn.example/broken.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.dg-avatar--initials')?.textContent).toBe('AL');
  });

  it('initials of one or many words, in any script; the same colour for the same name, white initials AA on all of them', () => {
    expect([initialsOf('Dealgrow'), initialsOf('  ilker  yılmaz '), initialsOf('Jean Paul Sartre'), initialsOf('')]).toEqual([
      'D',
      'IY',
      'JS',
      '',
    ]);
    expect(avatarColour('Ada Lovelace')).toBe(avatarColour('Ada Lovelace'));
    expect(avatarColour('Ada Lovelace')).not.toBe(avatarColour('Léo Girard'));
    for (let hue = 0; hue < 360; hue += 1) expect(whiteOn(`hsl(${hue} 45% 30%)`)).toBeGreaterThanOrEqual(4.5);
  });

  it('in a post card: a company’s logo address is used as it comes (never wrapped as a stored file), initials without one', () => {
    const logo = 'https://api.example/uploads/logos/northwind.png';
    const company = { id: 1, name: 'Northwind Supply', slug: 'northwind-supply', logo };
    const withLogo = fakePost(901, { authorType: 'company', company });
    const withoutLogo = fakePost(902, { authorType: 'club', club: { ...company, name: 'Lyon Founders', logo: null } });
    const { container } = render(
      <DealgrowProvider
        client={fakeClient({ post: postAnswers.fromFakes })}
        state={createDealgrowState()}
        lang="en"
        appUrl="https://app.example/"
      >
        <PostCard now={FAKE_NOW} post={withLogo} />
        <PostCard now={FAKE_NOW} post={withoutLogo} />
      </DealgrowProvider>,
    );
    const [first, second] = [...container.querySelectorAll('[part~="author"]')];
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(logo);
    expect(second?.querySelector('img')).toBeNull();
    expect(second?.querySelector('[part="avatar"]')?.textContent).toBe('LF');
  });
});
