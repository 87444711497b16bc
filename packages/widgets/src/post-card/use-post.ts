import type { Post } from '@dealgrow/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useDealgrow, useViewerId } from '../provider.tsx';

/** Where a post card loaded by id is: waiting for the API, showing the post, or telling why it cannot. */
export type PostState =
  | { status: 'loading' }
  | { status: 'ready'; post: Post }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * Loads one post by id through the provider's SDK client; `retry` asks again after an error. A post the viewer may
 * not see answers 404 like a missing one (the server never tells them apart): both read "not found".
 */
export function usePost(postId: number | string): { state: PostState; retry: () => void } {
  const { client } = useDealgrow();
  // Read again when the member signs in or out: whether they like it, and whether they may see it, are theirs.
  const viewer = useViewerId();
  const [state, setState] = useState<PostState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what makes retry ask again.
  useEffect(() => {
    const id = Number(String(postId).trim());
    if (!Number.isSafeInteger(id) || id <= 0) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void client.posts.getPost(id, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) setState({ status: 'ready', post: result.data });
      else if (result.status === 404 || result.status === 400) setState({ status: 'not-found' });
      else setState({ status: 'error', message: result.error.message });
    });
    return () => controller.abort();
  }, [client, postId, attempt, viewer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
