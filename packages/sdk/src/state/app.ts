import { createSlice } from './slice.ts';

/** SPEC §1: interface languages. */
export const LANGUAGES = ['en', 'fr', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface AppData {
  lang: Language;
  /** The server version (SPEC §7 GET /version.json), kept once read. */
  version: string | null;
  loading: boolean;
}

export interface AppActions {
  setLang(lang: Language): void;
  setVersion(version: string | null): void;
  setLoading(loading: boolean): void;
}

export type AppState = AppData & AppActions;

export function createAppSlice(initialLang: Language = 'en') {
  return createSlice<AppData, AppActions>(
    () => ({ lang: initialLang, version: null, loading: false }),
    (set) => ({
      setLang: (lang) => set({ lang }),
      setVersion: (version) => set({ version }),
      setLoading: (loading) => set({ loading }),
    }),
  );
}
