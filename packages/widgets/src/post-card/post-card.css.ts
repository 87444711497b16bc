/**
 * The post card's stylesheet, adopted as a constructed sheet (never inline). Themed only through the
 * documented `--dg-*` custom properties, which inherit into the shadow root from the partner page.
 * Kept short: it is part of every partner page showing a post (docs/widgets.md "Sizes"); the browser's own focus
 * ring marks focused links and the button. Element selectors stay under `.dg-post`: React renders the card in light
 * DOM, where the sheet is adopted by the document (docs/widgets.md); the card's parts (`.dg-avatar`, `.dg-meta`,
 * `.dg-actions`, …, names other widgets use too) under `:where(.dg-post)`, which keeps their weight at one class and
 * leaves the page's other avatars, deal cards' actions and meta lines as their own sheets make them.
 */
export const postCardCss = `
:host { display: block; }
.dg-post, :where(.dg-post) :is(.dg-quote, .dg-preview, .dg-who) { display: flex; flex-direction: column; gap: 0.5rem; }
.dg-post {
  box-sizing: border-box;
  max-width: var(--dg-post-max-width, 34rem);
  padding: var(--dg-card-padding, 1rem);
  font-family: var(--dg-font-family, Poppins, system-ui, sans-serif);
  font-size: var(--dg-font-size, 0.9375rem);
  line-height: 1.4;
  color: var(--dg-color-text, #1f2330);
  background: var(--dg-color-surface, #fff);
  border: 1px solid var(--dg-color-border, #e3e5ee);
  border-radius: var(--dg-radius, 0.75rem);
  overflow-wrap: anywhere;
}
:where(.dg-post) :is(.dg-quote, .dg-preview) { margin: 0; padding: 0.5rem; border: 1px solid var(--dg-color-border, #e3e5ee); border-radius: 0.5rem; color: inherit; }
:where(.dg-post) :is(.dg-head, .dg-actions) { display: flex; gap: 0.5rem; align-items: center; }
:where(.dg-post) .dg-avatar { width: 2.75rem; height: 2.75rem; border-radius: 50%; object-fit: cover; }
:where(.dg-post) .dg-who { gap: 0; }
.dg-post p, .dg-post ul { margin: 0; padding: 0; list-style: none; }
:where(.dg-post) .dg-meta { font-size: 0.875em; color: var(--dg-color-muted, #5c6275); }
.dg-post a, .dg-post button { min-height: 24px; }
.dg-post a { color: var(--dg-color-primary, #6f42c1); }
.dg-post img { max-width: 100%; }
:where(.dg-post) .dg-actions { justify-content: space-around; border-top: 1px solid var(--dg-color-border, #e3e5ee); }
`;
