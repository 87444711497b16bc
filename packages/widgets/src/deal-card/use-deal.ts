import type { Deal } from '@dealgrow/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useDealgrow } from '../provider.tsx';

/** Where a deal card loaded by id is: waiting for the API, showing the deal, or telling why it cannot. */
export type DealState =
  | { status: 'loading' }
  | { status: 'ready'; deal: Deal }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** Loads one deal by id through the provider's SDK client; `retry` asks again after an error. */
export function useDeal(dealId: number | string): { state: DealState; retry: () => void } {
  const { client } = useDealgrow();
  const [state, setState] = useState<DealState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what makes retry ask again.
  useEffect(() => {
    const id = Number(String(dealId).trim());
    // Text that is not a positive whole number cannot name a deal; asking would only answer 400.
    if (!Number.isSafeInteger(id) || id <= 0) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void client.deals.get(id, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) setState({ status: 'ready', deal: result.data });
      else if (result.status === 404 || result.status === 400) setState({ status: 'not-found' });
      else setState({ status: 'error', message: result.error.message });
    });
    return () => controller.abort();
  }, [client, dealId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
