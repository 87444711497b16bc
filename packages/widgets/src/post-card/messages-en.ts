/**
 * The post card's English strings, a module of their own (as messages-fr.ts and messages-tr.ts): the embed's chunk for
 * an English page imports this one only (src/embed/widgets/post-en.ts). `post.ago` is SPEC §5's relative time, for
 * `timeAgo`: under a minute, then the suffix of minutes, hours, days, weeks, one month, years, several months.
 */
export const en = {
  'post.ago': 'Just now|m|h|d|w|mo|y|mos',
  'post.error': 'The post could not be loaded.',
  'post.notFound': 'This post could not be found.',
  'post.retry': 'Try again',
  'post.video': 'Watch the video',
  'post.like': 'Like',
  'post.liked': 'Liked',
  'post.comment': 'Comment',
  'post.share': 'Share',
  'post.votes': '{count} votes',
  'post.ended': 'Survey ended',
  'post.stock': '{count} in stock',
} as const;

export type PostMessageKey = keyof typeof en;

/** One language's strings, as the embed's chunk for a language hands them to `EmbeddedPostCard` (and `PostCard` takes them). */
export type PostStrings = Readonly<Record<PostMessageKey, string>>;
