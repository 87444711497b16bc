/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API base URL baked in at build time; `window.__DEALGROW_CONFIG__.apiUrl` overrides it at run time. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
