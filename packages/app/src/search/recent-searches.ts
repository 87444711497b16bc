/** How many recent searches the device keeps for a member. */
export const RECENT_SEARCHES_MAX = 8;

/** The localStorage key of a member's recent searches: by their id, or `anonymous` when signed out. */
export function recentSearchesKey(memberId: number | null): string {
  return `dealgrow.search.recent.${memberId ?? 'anonymous'}`;
}

/** The member's recent searches on this device, newest first (none when storage is unavailable or holds junk). */
export function readRecentSearches(memberId: number | null): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentSearchesKey(memberId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((q): q is string => typeof q === 'string').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/**
 * Puts `q` first in the member's recent searches (once: the same words in another case move up instead of repeating),
 * keeping the last eight, and answers the new list.
 */
export function addRecentSearch(memberId: number | null, q: string): string[] {
  const words = q.trim();
  const before = readRecentSearches(memberId);
  if (!words) return before;
  const after = [words, ...before.filter((old) => old.toLocaleLowerCase() !== words.toLocaleLowerCase())].slice(0, RECENT_SEARCHES_MAX);
  write(memberId, after);
  return after;
}

/** Forgets the member's recent searches on this device. */
export function clearRecentSearches(memberId: number | null): void {
  try {
    localStorage.removeItem(recentSearchesKey(memberId));
  } catch {
    // Storage refused (private mode, quota): there is nothing kept to forget.
  }
}

function write(memberId: number | null, list: string[]) {
  try {
    localStorage.setItem(recentSearchesKey(memberId), JSON.stringify(list));
  } catch {
    // Storage refused (private mode, quota): the searches are simply not remembered.
  }
}
