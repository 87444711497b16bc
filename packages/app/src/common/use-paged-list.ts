import type { ApiError, ApiResult, Page } from '@dealgrow/sdk';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<Item> {
  items: Item[];
  total: number;
  page: number;
  limit: number;
  /** SPEC §4: each list has a loading flag. */
  loading: boolean;
  /** Why the page could not be read; the list shows empty meanwhile (SPEC §8). */
  error: ApiError | null;
}

/**
 * Loads page `page` of a list whenever `key` or the page changes (answers for an older key are dropped); a
 * failed page is an empty list with its error. `reload` asks again; `setItems` changes the shown items after
 * an action the page made (accept, remove…), `total` following the count.
 */
export function usePagedList<Item>(
  key: string,
  page: number,
  limit: number,
  load: (query: { page: number; limit: number }, signal: AbortSignal) => Promise<ApiResult<Page<Item>>>,
): PagedList<Item> & { reload: () => void; setItems: Dispatch<SetStateAction<Item[]>> } {
  const [list, setList] = useState<PagedList<Item>>({ items: [], total: 0, page, limit, loading: true, error: null });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key`, `page` and `round` are what ask for a new load.
  useEffect(() => {
    const controller = new AbortController();
    setList((current) => ({ ...current, loading: true }));
    void loader.current({ page, limit }, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      setList(
        answer.success
          ? { ...answer.data, loading: false, error: null }
          : { items: [], total: 0, page, limit, loading: false, error: answer.error },
      );
    });
    return () => controller.abort();
  }, [key, page, limit, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const setItems = useCallback<Dispatch<SetStateAction<Item[]>>>(
    (change) =>
      setList((current) => {
        const items = typeof change === 'function' ? (change as (value: Item[]) => Item[])(current.items) : change;
        return { ...current, items, total: Math.max(0, current.total + items.length - current.items.length) };
      }),
    [],
  );
  return { ...list, reload, setItems };
}
