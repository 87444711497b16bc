/**
 * The member home's right column and the composer dialog, the `home` namespace: loaded with them (after the page), never
 * with the first load. `fr` and `tr` have exactly these keys (typed).
 */
const homeEn = {
  aside: {
    peopleTitle: 'People you may know',
    people: 'No suggestions yet: they come as your network grows.',
    trendingTitle: 'Trending hashtags',
    trending: 'No hashtags in the latest posts.',
    yoursTitle: 'Your companies and clubs',
    yours: 'You manage no company and belong to no club yet.',
    browseCompanies: 'Browse companies',
    browseClubs: 'Browse clubs',
  },
  feed: {
    findPeople: 'Find people you may know',
  },
  composer: {
    open: 'Start a post',
    close: 'Close',
  },
};

export type HomeTranslation = typeof homeEn;
export default homeEn;
