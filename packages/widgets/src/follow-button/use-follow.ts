import type { Company } from '@dealgrow/sdk';
import { useState } from 'react';
import { useDealgrow } from '../provider.tsx';
import { forgetCompanies } from './use-company.ts';

/** What the button needs of a company when the page already has it. */
export type FollowCompany = Pick<Company, 'id' | 'slug' | 'name' | 'followers' | 'isFollower'>;

/** The viewer's follow of a company and its follower count. */
export interface FollowState {
  isFollower: boolean;
  followers: number;
}

/**
 * The viewer's follow and the follower count, and `toggle`, which changes them in place: the new state at once (the
 * count moved by one), the server's answer when it comes, the state before and the server's message when it refuses.
 */
export function useFollow(company: FollowCompany) {
  const { client } = useDealgrow();
  const [follow, setFollow] = useState<FollowState>({ isFollower: company.isFollower, followers: company.followers });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (busy) return;
    const before = follow;
    setBusy(true);
    setError(null);
    setFollow({ isFollower: !before.isFollower, followers: Math.max(0, before.followers + (before.isFollower ? -1 : 1)) });
    // Follow or unfollow, never SPEC's GET toggle: a retried call cannot flip it back.
    const result = await (before.isFollower ? client.companies.unfollow(company.id) : client.companies.follow(company.id));
    // The page's reads of companies are the follow's before: the next widget to show one asks again.
    forgetCompanies();
    setBusy(false);
    if (result.success) setFollow({ isFollower: result.data.isFollower, followers: result.data.followers });
    else {
      setFollow(before);
      setError(result.error.message);
    }
  };

  return { follow, toggle, busy, error };
}
