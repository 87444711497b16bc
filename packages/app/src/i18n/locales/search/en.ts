/**
 * The search's strings, the `search` namespace: loaded with the header's as-you-type list (on the box's first focus)
 * and the results page, never with the first load. `fr` and `tr` have exactly these keys (search/search-i18n.test.ts).
 */
const searchEn = {
  title: 'Search',
  titleFor: 'Results for “{{q}}”',
  lead: 'Members, companies, posts, deals, products and clubs, from one box.',
  label: 'Search Dealgrow',
  placeholder: 'Search people, companies, deals…',
  submit: 'Search',
  open: 'Open search',
  close: 'Close search',
  results: 'Search results',
  loading: 'Searching…',
  failed: 'The search did not answer. Try again in a moment.',
  retry: 'Try again',
  kinds: {
    members: 'People',
    companies: 'Companies',
    posts: 'Posts',
    deals: 'Deals',
    products: 'Products',
    clubs: 'Clubs',
  },
  tabsLabel: 'Kinds of results',
  all: 'All',
  tabTotal: '{{kind}} ({{count}})',
  seeAll: 'See all results',
  seeAllFor: 'See all results for “{{q}}”',
  seeKind: 'See all {{count}} {{kind}}',
  seeKindMore: 'See the {{count}}+ {{kind}}',
  loadMore: 'Load more',
  total_one: '{{count}} result',
  total_other: '{{count}} results',
  totalMore: '{{count}}+ results',
  noHit: 'Nothing found for “{{q}}”.',
  noHitTips: 'Check the spelling, use fewer words, or look in another tab.',
  noHitKind: 'No {{kind}} match “{{q}}”.',
  recent: 'Recent searches',
  clearRecent: 'Clear recent searches',
  emptyTitle: 'What are you looking for?',
  emptyLead: 'Type in the box above. A few ideas:',
  tips: {
    company: 'a company’s name, such as “Acme”',
    hashtag: 'a #hashtag, to find the posts that use it',
    username: 'an @username, to find a member',
    operators: 'operators: from:@username, in:company-slug, before:2026-01-31, after:2026-01-01, "an exact phrase"',
  },
  closeness: {
    self: 'You',
    connection: 'Connection',
    following: 'Following',
    member: 'Member',
  },
};

export type SearchTranslation = typeof searchEn;
export default searchEn;
