import { createDealSlice, type Language } from '@dealgrow/sdk/state';
import type { DealgrowContextValue, WidgetClient, WidgetState } from '../provider.tsx';
import { setElementContext } from './context-store.ts';

export { elementContext, resetElements } from './context-store.ts';

/** The flagship site, when the page does not say otherwise. */
export const DEFAULT_APP_URL = 'https://dealgrow.io';

export interface ElementsOptions {
  client: WidgetClient;
  /** Shared client state (a full `createDealgrowState()` fits); only the slices widgets bind when omitted. */
  state?: WidgetState;
  lang?: Language;
  appUrl?: string;
}

/** Gives every Dealgrow custom element on the page its SDK client, language and flagship URL. Call before the elements render. */
export function configureElements(options: ElementsOptions): DealgrowContextValue {
  return setElementContext({
    client: options.client,
    state: options.state ?? { deal: createDealSlice() },
    lang: options.lang ?? 'en',
    appUrl: options.appUrl ?? DEFAULT_APP_URL,
  });
}
