import type { ApiResult, DealgrowClient } from '@dealgrow/sdk';
import { useLoaded } from '../common/use-loaded.ts';

/** A company or club the member may post as. */
export interface PostingChoice {
  id: number;
  name: string;
}

export interface PostingChoices {
  companies: PostingChoice[];
  clubs: PostingChoice[];
}

const NONE: PostingChoices = { companies: [], clubs: [] };

/**
 * Who the member may post as besides themselves (SPEC §6): the companies they manage that hold a SHOP membership
 * (`GET /company/my`, `userMembership.type` SHOP), and their clubs (`GET /clubs/me?postingAs=true`). A list that
 * fails to load offers nothing of its kind: posting as oneself always works.
 */
export async function loadPostingChoices(client: DealgrowClient, signal: AbortSignal): Promise<ApiResult<PostingChoices>> {
  const [companies, clubs] = await Promise.all([client.companies.mine({}, { signal }), client.clubs.mine({ postingAs: true }, { signal })]);
  const data: PostingChoices = {
    companies:
      companies.success && Array.isArray(companies.data)
        ? companies.data
            .filter((company) => company.isManager && company.userMembership?.type === 'SHOP')
            .map(({ id, name }) => ({ id, name }))
        : [],
    clubs: clubs.success && Array.isArray(clubs.data) ? clubs.data.map(({ id, name }) => ({ id, name })) : [],
  };
  return { success: true, data, status: 200, statusText: 'OK' };
}

/** The member's posting choices, loaded once for the member (none while loading). */
export function usePostingChoices(client: DealgrowClient, memberId: number): PostingChoices {
  const { state } = useLoaded(`posting-as-${memberId}`, (signal) => loadPostingChoices(client, signal));
  return state.status === 'ready' ? state.data : NONE;
}
