import type { PublicProfile } from '@dealgrow/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useDealgrow, useViewerId } from '../provider.tsx';

/** Where a profile card is: waiting for the API, showing a member, or telling why it cannot. */
export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** Loads a public profile through the provider's SDK client; `retry` asks again after an error. */
export function useProfile(idOrUsername: string): { state: ProfileState; retry: () => void } {
  const { client } = useDealgrow();
  // Read again when the member signs in or out: the friendship in the profile is the viewer's.
  const viewer = useViewerId();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what makes retry ask again.
  useEffect(() => {
    const key = idOrUsername.trim();
    // An empty attribute cannot name anybody; asking the API would only answer 400.
    if (!key) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void client.users.profile(key, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) setState({ status: 'ready', profile: result.data });
      // 400 means the text cannot be an id or username at all: nobody has it either.
      else if (result.status === 404 || result.status === 400) setState({ status: 'not-found' });
      else setState({ status: 'error', message: result.error.message });
    });
    return () => controller.abort();
  }, [client, idOrUsername, attempt, viewer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
