import type { ApiError } from '@dealgrow/sdk';
import type { LeadDashboardList, LeadList } from '@dealgrow/sdk/state';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../session/session.tsx';
import { useSliceState } from '../session/use-slice.ts';

/** SPEC §9: the lead dashboard lists show 5 leads a page. */
export const LEAD_DASHBOARD_LIMIT = 5;

export interface LeadListView {
  list: LeadList;
  /** Why the page could not be read; the list shows empty meanwhile (SPEC §8). */
  error: ApiError | null;
  /** True once the server answered for this list and page: before that an empty list means "not read yet", not "none". */
  answered: boolean;
}

/** Loads one page of a dashboard list into the `lead` state slice. The deal list needs a deal; without one it loads nothing. */
export function useLeadList(name: LeadDashboardList, page: number, dealId: number | null): LeadListView {
  const { client, state } = useSession();
  const list = useSliceState(
    state.lead,
    useCallback((data) => data.lists[name], [name]),
  );
  const [error, setError] = useState<ApiError | null>(null);
  const key = `${name}:${page}:${dealId ?? ''}`;
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);

  useEffect(() => {
    if (name === 'deal' && dealId === null) return;
    const abort = new AbortController();
    const slice = state.lead.getState();
    slice.setListLoading(name, true);
    setError(null);
    const query = { page, limit: LEAD_DASHBOARD_LIMIT };
    const signal = { signal: abort.signal };
    const request =
      name === 'sent'
        ? client.leads.sent(query, signal)
        : name === 'received'
          ? client.leads.received(query, signal)
          : name === 'assigned'
            ? client.leads.assigned(query, signal)
            : client.leads.forDeal({ ...query, deal_id: dealId ?? 0 }, signal);
    void request.then((answer) => {
      if (abort.signal.aborted) return;
      setAnsweredKey(`${name}:${page}:${dealId ?? ''}`);
      if (answer.success) slice.setPage(name, answer.data);
      else {
        slice.setPage(name, { items: [], total: 0, page, limit: LEAD_DASHBOARD_LIMIT });
        setError(answer.error);
      }
    });
    return () => {
      abort.abort();
      state.lead.getState().setListLoading(name, false);
    };
  }, [client, state, name, page, dealId]);

  return { list, error, answered: answeredKey === key };
}
