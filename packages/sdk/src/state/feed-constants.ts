/** SPEC §9: a deleted post can be restored for 3 seconds before the delete call is made. */
export const POST_DELETE_UNDO_MS = 3_000;

/** SPEC §9: the all-posts feed comes 5 posts a page. */
export const ALL_POSTS_PAGE_SIZE = 5;

/**
 * SPEC §8: what a feed shows when loading it fails and the server gave no message of its own (a network failure,
 * an answer that is not the server's error envelope). User timelines, post search and mentions use the general
 * "Failed to fetch posts".
 */
export const FEED_ERROR_MESSAGES = {
  home: 'Failed to fetch posts',
  allPosts: 'Failed to fetch all posts',
  hashtag: 'Failed to fetch hashtag posts',
  companyTimeline: 'Failed to fetch company timeline',
  companyActivities: 'Failed to fetch company activities',
  clubTimeline: 'Failed to fetch club timeline',
  userTimeline: 'Failed to fetch posts',
  userActivities: 'Failed to fetch posts',
  search: 'Failed to fetch posts',
  mentions: 'Failed to fetch posts',
} as const;
