import type { ApiResult } from '@dealgrow/sdk';
import { useEffect, useRef, useState } from 'react';

/** How long the check waits after the last key before asking the server. */
export const AVAILABILITY_DEBOUNCE_MS = 350;

/**
 * Where a unique address stands (SPEC §5 uniqueness checks): `idle` (empty, or the record's own address),
 * `checking` (typed, not answered yet), `available`, `taken`, or `unknown` (the check itself failed: the server
 * decides on save).
 */
export type Availability = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

/**
 * Asks `check` whether `value` is free, `AVAILABILITY_DEBOUNCE_MS` after the last change; answers for an older value
 * are dropped. `current` is the record's own address, which is always its own to keep.
 */
export function useAvailability(
  value: string,
  check: (value: string, signal: AbortSignal) => Promise<ApiResult<{ available: boolean }>>,
  current = '',
): Availability {
  const [state, setState] = useState<{ value: string; availability: Availability }>({ value: '', availability: 'idle' });
  const wanted = value.trim();
  const skip = wanted === '' || wanted === current;
  const checker = useRef(check);
  checker.current = check;

  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void checker.current(wanted, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        const availability: Availability = answer.success ? (answer.data.available ? 'available' : 'taken') : 'unknown';
        setState({ value: wanted, availability });
      });
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, skip]);

  if (skip) return 'idle';
  return state.value === wanted ? state.availability : 'checking';
}
