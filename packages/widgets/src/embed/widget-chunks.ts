/** Each custom element tag and the chunk (under widgets/) that defines it; a chunk loads only when its tag is on the page. */
export const WIDGET_CHUNKS: Readonly<Record<string, string>> = {
  'dg-profile-card': 'profile-card',
  'dg-deal-card': 'deal-card',
  'dg-deal-list': 'deal-list',
};
