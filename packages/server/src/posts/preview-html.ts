// Loaded on the first post that carries link_preview_html, not at start (a tenth of a second: docs/performance.md).
let sanitizer: Promise<{ default: typeof import('sanitize-html') }> | undefined;

/**
 * `link_preview_html` from older clients, made safe to show (docs/posts.md): sanitize-html with an allow-list of
 * a few text and layout tags, links and images over http(s) only, no scripts, styles, frames, forms or event
 * attributes; links open in a new tab without handing the page over (`rel="noopener noreferrer nofollow"`).
 * Answers null when nothing is left.
 */
export async function sanitizePreviewHtml(html: string): Promise<string | null> {
  sanitizer ??= import('sanitize-html');
  const { default: sanitizeHtml } = await sanitizer;
  const clean = sanitizeHtml(html, {
    allowedTags: ['a', 'img', 'div', 'span', 'p', 'br', 'strong', 'b', 'em', 'i', 'h3', 'h4', 'small'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
    },
  }).trim();
  return clean === '' ? null : clean;
}
