import type { DealgrowContextValue } from '../provider.tsx';

let current: DealgrowContextValue | null = null;

/**
 * Sets what every Dealgrow custom element renders with. `configureElements` (element-context.ts) is the
 * public way in; the embed calls this directly so its core runtime does not carry the deal slice that
 * `configureElements` creates by default.
 */
export function setElementContext(value: DealgrowContextValue): DealgrowContextValue {
  current = value;
  return value;
}

/** What custom elements render with; a clear error when the page forgot to configure them. */
export function elementContext(): DealgrowContextValue {
  if (!current) throw new Error('Dealgrow elements are not configured: call configureElements({ client }) before adding them to the page.');
  return current;
}

/** Forgets the configuration (tests). */
export function resetElements(): void {
  current = null;
}
