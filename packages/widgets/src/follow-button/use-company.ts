import type { ApiResult, Company } from '@dealgrow/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useDealgrow, useViewerId, type WidgetClient } from '../provider.tsx';

/** Where a company loaded by id or slug is: waiting for the API, shown, or why it cannot be. */
export type CompanyState =
  | { status: 'loading' }
  | { status: 'ready'; company: Company }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/**
 * The page's reads of companies: a company card and a follow button for the same company share one request
 * (docs/widgets.md "One request per resource"). Kept for one client and one viewer (a page has one); a failed read is
 * not kept (a retry asks again).
 */
let reads: [WidgetClient, number, Map<string, Promise<ApiResult<Company>>>] | undefined;

/** Forgets the page's company reads (after a follow or an unfollow: the next widget to show a company asks again). */
export const forgetCompanies = () => {
  reads = undefined;
};

function readCompany(client: WidgetClient, key: string, viewer: number): Promise<ApiResult<Company>> {
  if (reads?.[0] !== client || reads[1] !== viewer) reads = [client, viewer, new Map()];
  const paths = reads[2];
  let read = paths.get(key);
  if (!read) {
    // No signal: another widget may wait for the same answer.
    read = client.companies.get(key);
    paths.set(key, read);
    void read.then((result) => result.success || paths.delete(key));
  }
  return read;
}

/**
 * Loads a company by id or slug (`GET /company/{id}`) through the provider's SDK client, again when the member signs
 * in or out (whether they follow it is theirs); `retry` asks again after an error.
 */
export function useCompany(idOrSlug: string): { state: CompanyState; retry: () => void } {
  const { client } = useDealgrow();
  const viewer = useViewerId();
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
    let live = true;
    setState({ status: 'loading' });
    void readCompany(client, key, viewer).then((result) => {
      if (!live) return;
      if (result.success) setState({ status: 'ready', company: result.data });
      else if (result.status === 404 || result.status === 400) setState({ status: 'not-found' });
      else setState({ status: 'error', message: result.error.message });
    });
    return () => {
      live = false;
    };
  }, [client, idOrSlug, attempt, viewer]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
