import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';
import { plainCardCss } from './card.css.ts';
import { cardClassName } from './card-class-name.ts';

afterEach(cleanup);

describe('Card', () => {
  it('a section named by its heading: a region, with its header, body and footer in that order', () => {
    const { container } = render(
      <Card labelledBy="about-title" header={<h2 id="about-title">About</h2>} footer="Updated 3 days ago" className="profile-section">
        We build warehouse racking.
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'About' });
    expect(region.tagName).toBe('SECTION');
    expect(region.className).toBe('dg-card profile-section');
    expect(region.getAttribute('part')).toBe('card');
    expect([...region.children].map((part) => part.className)).toEqual(['dg-card__header', 'dg-card__body', 'dg-card__footer']);
    expect(container.querySelector('.dg-card__footer')?.textContent).toBe('Updated 3 days ago');
  });

  it('an article of a list, or a plain surface: no header or footer it was not given', () => {
    const { container, rerender } = render(
      <Card as="article" labelledBy="post-1" header={<h3 id="post-1">Post by Ada</h3>}>
        Hello
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Post by Ada' })).toBeInstanceOf(HTMLElement);
    rerender(<Card as="div">Hello</Card>);
    const card = container.querySelector('.dg-card') as HTMLElement;
    expect(card.tagName).toBe('DIV');
    expect(card.querySelector('.dg-card__header, .dg-card__footer')).toBeNull();
    expect(card.textContent).toBe('Hello');
  });

  it("a plain card's classes for a box its screen lays out: the surface and its padding", () => {
    expect(cardClassName()).toBe('dg-card dg-card--plain');
    expect(cardClassName('auth-panel')).toBe('dg-card dg-card--plain auth-panel');
    expect(plainCardCss).toContain('.dg-card--plain { display: block; flex-direction: row; padding: var(--dg-card-padding, 1.25rem); }');
  });
});
