/** The member's choice of theme in settings, kept on this device: the system's (`prefers-color-scheme`), light or dark. */
export type ColorScheme = 'system' | 'light' | 'dark';

export const COLOR_SCHEMES: readonly ColorScheme[] = ['system', 'light', 'dark'];

const KEY = 'dg-theme';

/** The stored choice; `system` when none (or storage is off). */
export function storedColorScheme(): ColorScheme {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the page in `scheme` (`data-theme` on <html>, read by the tokens) and keeps it for the next visit. */
export function applyColorScheme(scheme: ColorScheme, store = false): void {
  const root = document.documentElement;
  if (scheme === 'system') delete root.dataset.theme;
  else root.dataset.theme = scheme;
  if (!store) return;
  try {
    if (scheme === 'system') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, scheme);
  } catch {
    // Storage off (private mode): the choice lasts this page only.
  }
}
