import { createDealgrowState, type DealgrowState, type Language } from '@dealgrow/sdk/state';
import type { DealgrowContextValue, WidgetClient } from '../provider.tsx';

/** The flagship site, when the page does not say otherwise. */
export const DEFAULT_APP_URL = 'https://dealgrow.io';

export interface ElementsOptions {
  client: WidgetClient;
  /** Shared client state; a fresh one when omitted. */
  state?: DealgrowState;
  lang?: Language;
  appUrl?: string;
}

let current: DealgrowContextValue | null = null;

/** Gives every Dealgrow custom element on the page its SDK client, language and flagship URL. Call before the elements render. */
export function configureElements(options: ElementsOptions): DealgrowContextValue {
  current = {
    client: options.client,
    state: options.state ?? createDealgrowState(),
    lang: options.lang ?? 'en',
    appUrl: options.appUrl ?? DEFAULT_APP_URL,
  };
  return current;
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
