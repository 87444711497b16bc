/**
 * Each custom element tag and the chunk (under widgets/) that defines it; a chunk loads only when its tag is on the page.
 * The connect button comes with the profile card's chunk, which shows it anyway: one chunk for both is about 900 B
 * gzip smaller than a chunk each plus the code they share (docs/widgets.md "Sizes"); the follow button likewise comes with
 * the company card's chunk. `{lang}` stands for the page's language (`en`, `fr` or `tr`): `<dg-post>` loads the chunk of
 * its strings in that language only, which imports the card (src/embed/post-shared.tsx). `<dg-chat-box>` loads the
 * chat chunk (the box, the live connection and socket.io-client); `<dg-unread-badge>` a small chunk without a socket;
 * `<dg-membership-picker>` a chunk of its strings in the page's language, as `<dg-post>`.
 */
export const WIDGET_CHUNKS: Readonly<Record<string, string>> = {
  'dg-profile-card': 'profile-card',
  'dg-deal-card': 'deal-card',
  'dg-deal-list': 'deal-list',
  'dg-connect-button': 'profile-card',
  'dg-company-card': 'company-card',
  'dg-follow-button': 'company-card',
  'dg-post': 'post-{lang}',
  'dg-chat-box': 'chat-box-{lang}',
  'dg-unread-badge': 'unread-badge',
  'dg-notification-bell': 'notification-bell',
  'dg-membership-picker': 'membership-picker-{lang}',
};
