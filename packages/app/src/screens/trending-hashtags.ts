import type { Post } from '@dealgrow/sdk';
import { tokenizePost } from '@dealgrow/sdk/format';

const TAGS = 8;

/** The `#tags` of the posts, most used first (then by name), each once per post. */
export function trendingHashtags(posts: readonly Pick<Post, 'body' | 'description'>[], limit = TAGS): string[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const post of posts) {
    const seen = new Set<string>();
    for (const token of tokenizePost(`${post.body ?? ''}\n${post.description ?? ''}`)) {
      if (token.type !== 'hashtag') continue;
      const key = token.tag.toLocaleLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { tag: token.tag, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, limit)
    .map((entry) => entry.tag);
}
