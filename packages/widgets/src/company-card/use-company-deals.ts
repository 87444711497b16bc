import type { Deal } from '@dealgrow/sdk';
import { useEffect, useState } from 'react';
import { useDealgrow } from '../provider.tsx';

/** The company's latest deals as the card shows them: on their way, failed, or loaded (perhaps none). */
export type CompanyDealsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; deals: Deal[] };

/** The most deals a card shows: one page of `GET /company/{id}/deals` (24 a page). */
export const MAX_CARD_DEALS = 24;

/** The first `count` deals of the company, newest first (`GET /company/{id}/deals?limit=count`); nothing is asked for 0. */
export function useCompanyDeals(companyId: number, count: number): CompanyDealsState {
  const { client } = useDealgrow();
  const [state, setState] = useState<CompanyDealsState>({ status: 'loading' });

  useEffect(() => {
    if (count <= 0) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    void client.companies.deals(companyId, { limit: count }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.success ? { status: 'ready', deals: result.data.items.slice(0, count) } : { status: 'error' });
    });
    return () => controller.abort();
  }, [client, companyId, count]);

  return state;
}
