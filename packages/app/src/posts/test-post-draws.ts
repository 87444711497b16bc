import type * as PostItemModule from './post-item.tsx';

/** How many times each post (by id) was drawn by the counted PostItem, for tests of what a list draws again. */
export const drawnPosts = new Map<number, number>();

let realModule: typeof PostItemModule | undefined;

/** The real PostItem, its drawings counted in `drawnPosts`. */
function CountedPostItem(props: Parameters<typeof PostItemModule.PostItem>[0]) {
  if (!realModule) throw new Error('countingPostItem() was not given the real module');
  drawnPosts.set(props.post.id, (drawnPosts.get(props.post.id) ?? 0) + 1);
  return realModule.PostItem(props);
}

/**
 * The post item module with its real PostItem, counted: in a test file,
 * `vi.mock('…/post-item.tsx', async (real) => (await import('…/test-post-draws.ts')).countingPostItem(await real()))`.
 * A file that replaces the module runs isolated (vitest.config.ts).
 */
export function countingPostItem(real: typeof PostItemModule): typeof PostItemModule {
  realModule = real;
  return { ...real, PostItem: CountedPostItem };
}
