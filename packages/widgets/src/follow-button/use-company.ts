import type { Company } from '@dealgrow/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useDealgrow } from '../provider.tsx';

/** Where a company loaded by id or slug is: waiting for the API, shown, or why it cannot be. */
export type CompanyState =
  | { status: 'loading' }
  | { status: 'ready'; company: Company }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** Loads a company by id or slug (`GET /company/{id}`) through the provider's SDK client; `retry` asks again after an error. */
export function useCompany(idOrSlug: string): { state: CompanyState; retry: () => void } {
  const { client } = useDealgrow();
  const [state, setState] = useState<CompanyState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` is what makes retry ask again.
  useEffect(() => {
    const key = idOrSlug.trim();
    // An empty attribute names no company; asking would only answer 400.
    if (!key) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    void client.companies.get(key, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.success) setState({ status: 'ready', company: result.data });
      else if (result.status === 404 || result.status === 400) setState({ status: 'not-found' });
      else setState({ status: 'error', message: result.error.message });
    });
    return () => controller.abort();
  }, [client, idOrSlug, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
