/** What the app needs to know about where it runs. */
export interface AppConfig {
  /** The API's base URL: its own origin, like the spec's api subdomain. */
  apiUrl: string;
}

declare global {
  interface Window {
    /** Set by `/config.js`, served beside the built app, so one build runs against any API. */
    __DEALGROW_CONFIG__?: Partial<AppConfig>;
  }
}

export const DEFAULT_API_URL = 'http://localhost:8787';

/** Run-time configuration first (`/config.js`), then the build-time `VITE_API_URL`, then the local default. */
export function readAppConfig(runtime: Partial<AppConfig> | undefined = globalThis.window?.__DEALGROW_CONFIG__): AppConfig {
  const apiUrl = runtime?.apiUrl || import.meta.env.VITE_API_URL || DEFAULT_API_URL;
  return { apiUrl: apiUrl.replace(/\/+$/, '') };
}
