/**
 * Each custom element tag and the chunk (under widgets/) that defines it; a chunk loads only when its tag is on the page.
 * The connect button comes with the profile card's chunk, which shows it anyway: one chunk for both is about 900 B
 * gzip smaller than a chunk each plus the code they share (docs/widgets.md "Sizes"); the follow button likewise comes with
 * the company card's chunk. `{lang}` stands for the page's language (`en`, `fr` or `tr`): `<dg-post>` loads the chunk of
 * its strings in that language only, which imports the card (src/embed/post-shared.tsx). `<dg-chat-box>` loads the
 * chat chunk (the box, the live connection and socket.io-client); `<dg-unread-badge>` a small chunk without a socket;
 * `<dg-membership-picker>` a chunk of its strings in the page's language, as `<dg-post>`; `<dg-search>` a chunk of its
 * strings in the page's language holding the whole box, as `<dg-chat-box>`.
 */
export const WIDGET_CHUNKS: Readonly<Record<string, string>> = {
  // Keyed by the tag without its `dg-` prefix; '' when the chunk is named after the tag (the loader carries this list
  // to every partner page, so each name is written once).
  'profile-card': '',
  'deal-card': '',
  'deal-list': '',
  'connect-button': 'profile-card',
  'company-card': '',
  'follow-button': 'company-card',
  post: 'post-{lang}',
  'chat-box': 'chat-box-{lang}',
  'unread-badge': '',
  'notification-bell': '',
  'membership-picker': 'membership-picker-{lang}',
  search: 'search-{lang}',
};

/** The chunk that defines a tag (`dg-post` → `post-{lang}`), or undefined for a tag that is not a widget's. */
export function chunkOf(tag: string): string | undefined {
  const name = tag.replace(/^dg-/, '');
  const chunk = WIDGET_CHUNKS[name];
  return chunk === undefined ? undefined : chunk || name;
}
