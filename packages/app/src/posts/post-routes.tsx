import type { RouteObject } from 'react-router';
import type { EarlyRoute } from '../routing/early-reads.ts';
import { lazyScreen } from '../routing/lazy-screen.tsx';
import { MemberOnly } from '../session/member-only.tsx';

// Each screen is its own chunk, downloaded when its route is first opened (docs/performance.md).
const AllPostsScreen = lazyScreen(() => import('./all-posts-screen.tsx'), 'AllPostsScreen');
const HashtagScreen = lazyScreen(() => import('./hashtag-screen.tsx'), 'HashtagScreen');
const PostDetailScreen = lazyScreen(() => import('./post-detail-screen.tsx'), 'PostDetailScreen');
const PostSearchScreen = lazyScreen(() => import('./search-screen.tsx'), 'PostSearchScreen');
const MentionsScreen = lazyScreen(() => import('./mentions-screen.tsx'), 'MentionsScreen');

/** The post, started with the page (routing/early-reads.ts); an id the screen refuses is not asked. */
const postRead: EarlyRoute = {
  early: (client, { id }) => {
    const postId = Number(id);
    return Number.isInteger(postId) && postId > 0 ? client.posts.getPost(postId) : undefined;
  },
};

/**
 * The post pages, by unprefixed path, for anyone (the server shows each visitor what they may see); the posts that
 * mention me for members.
 */
export function postPages(): RouteObject[] {
  return [
    { path: 'posts', element: <AllPostsScreen /> },
    { path: 'tag/:tag', element: <HashtagScreen /> },
    { path: 'post/:id', element: <PostDetailScreen />, handle: postRead },
    { path: 'search/posts', element: <PostSearchScreen /> },
    {
      path: 'feed/mentions',
      element: (
        <MemberOnly>
          <MentionsScreen />
        </MemberOnly>
      ),
    },
  ];
}
