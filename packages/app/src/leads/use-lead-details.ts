import type { ApiError, LeadDetails } from '@dealgrow/sdk';
import type { LeadData } from '@dealgrow/sdk/state';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';

const selectOpenLead = (data: LeadData) => data.openLead;
const selectLoadingLead = (data: LeadData) => data.loadingLead;

export interface LeadDetailsView {
  lead: LeadDetails | null;
  loading: boolean;
  /** Why the lead cannot be shown: the server's 403 for a stranger, 404 for an unknown id. */
  error: ApiError | null;
  /** Reads the lead page again after a change, so tasks, approvals and the activity timeline agree with the server. */
  reload(): Promise<void>;
}

/** The lead page's data (`GET /lead/details/{id}`), kept as the open lead of the `lead` state slice. */
export function useLeadDetails(id: string): LeadDetailsView {
  const { client, state } = useSession();
  const open = useSliceState(state.lead, selectOpenLead);
  const loading = useSliceState(state.lead, selectLoadingLead);
  const [error, setError] = useState<ApiError | null>(null);
  const leadId = Number(id);

  const read = useCallback(
    async (signal?: AbortSignal) => {
      const answer = await client.leads.details(leadId, signal ? { signal } : undefined);
      if (signal?.aborted) return;
      if (answer.success) {
        setError(null);
        state.lead.getState().setOpenLead(answer.data);
      } else {
        setError(answer.error);
        state.lead.getState().setOpenLead(null);
      }
    },
    [client, state, leadId],
  );

  useEffect(() => {
    const abort = new AbortController();
    setError(null);
    state.lead.getState().setOpenLead(null);
    state.lead.getState().setLoadingLead(true);
    void read(abort.signal);
    return () => {
      abort.abort();
      state.lead.getState().setLoadingLead(false);
    };
  }, [read, state]);

  const reload = useCallback(() => read(), [read]);
  return { lead: open?.id === leadId ? open : null, loading, error, reload };
}
