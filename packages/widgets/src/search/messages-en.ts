/** The search box's English strings (the app's `search` namespace's words); the other languages have exactly these keys. */
export const en = {
  'search.label': 'Search Dealgrow',
  'search.placeholder': 'Search people, companies, deals…',
  'search.results': 'Search results',
  'search.loading': 'Searching…',
  'search.empty': 'Nothing found for “{q}”.',
  'search.error': 'The search did not answer. Try again in a moment.',
  'search.retry': 'Try again',
  'search.count.one': '{count} result',
  'search.count.other': '{count} results',
  'search.count.more': '{count}+ results',
  'search.all': 'See all results for “{q}”',
  'search.kind.members': 'People',
  'search.kind.companies': 'Companies',
  'search.kind.posts': 'Posts',
  'search.kind.deals': 'Deals',
  'search.kind.products': 'Products',
  'search.kind.clubs': 'Clubs',
} as const;

export type SearchMessageKey = keyof typeof en;
/** The box's strings in one language: what the embed's search chunk of a language carries. */
export type SearchStrings = Readonly<Record<SearchMessageKey, string>>;
