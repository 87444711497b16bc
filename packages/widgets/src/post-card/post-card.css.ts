/**
 * The post card's stylesheet, adopted as a constructed sheet (never inline). Themed only through the
 * documented `--dg-*` custom properties, which inherit into the shadow root from the partner page.
 * Kept short: it is part of every partner page showing a post (docs/widgets.md "Sizes").
 */
export const postCardCss = `
:host { display: block; }
.dg-post, .dg-quote, .dg-who { display: flex; flex-direction: column; gap: 0.5rem; }
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
.dg-head { display: flex; gap: 0.625rem; align-items: center; }
.dg-avatar { flex: none; width: 2.75rem; height: 2.75rem; border-radius: 50%; object-fit: cover; background: var(--dg-color-border, #e3e5ee); }
.dg-who { gap: 0; align-items: flex-start; }
.dg-who a { min-height: 24px; display: inline-flex; align-items: center; }
.dg-name, .dg-title { font-weight: 600; color: inherit; }
p { margin: 0; }
.dg-meta, .dg-count { font-size: 0.875em; color: var(--dg-color-muted, #5c6275); }
.dg-text { white-space: pre-line; }
a { color: var(--dg-color-primary, #6f42c1); }
.dg-text a { text-decoration: underline; }
img { max-width: 100%; border-radius: 0.5rem; }
.dg-media { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.25rem; }
.dg-video, .dg-preview { display: flex; flex-direction: column; color: inherit; }
.dg-preview, .dg-quote { padding: 0.5rem; border: 1px solid var(--dg-color-border, #e3e5ee); border-radius: 0.5rem; margin: 0; }
ul { margin: 0; padding: 0; list-style: none; }
.dg-survey li { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-top: 0.375rem; }
progress { flex: 1; accent-color: var(--dg-color-primary, #6f42c1); }
[data-mine='true'] { font-weight: 600; }
.dg-option { flex: 1; padding: 0.375rem; border: 1px solid; border-radius: 999px; text-align: center; }
.dg-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; padding-top: 0.5rem; border-top: 1px solid var(--dg-color-border, #e3e5ee); }
.dg-action { flex: auto; text-align: center; font-weight: 600; padding: 0.375rem; text-decoration: none; }
[data-state='error'] p { color: var(--dg-color-danger, #b02a37); }
.dg-retry { align-self: flex-start; font: inherit; padding: 0.25rem 0.75rem; color: #fff; background: var(--dg-color-primary, #6f42c1); border: 0; border-radius: var(--dg-radius, 0.75rem); }
a:focus-visible, button:focus-visible { outline: 2px solid var(--dg-color-primary, #6f42c1); outline-offset: 2px; }
`;
