/** Where the bearer token comes from: a string, or a function read before every call. */
export type TokenSource = string | null | undefined | (() => string | null | undefined | Promise<string | null | undefined>);

/** SPEC §6 / §9: the token is kept in the cookie `token` for 180 days. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 15_552_000;

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof document.cookie === 'string';
}

/** The token stored in the `token` cookie, in a browser; undefined elsewhere. */
export function readTokenCookie(): string | undefined {
  if (!hasDocument()) return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** Stores the token in the `token` cookie for 180 days (after sign-in). */
export function writeTokenCookie(token: string): void {
  if (!hasDocument()) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Removes the `token` cookie (after sign-out). */
export function clearTokenCookie(): void {
  if (!hasDocument()) return;
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

export async function resolveToken(source: TokenSource | undefined): Promise<string | undefined> {
  if (typeof source === 'function') return (await source()) || undefined;
  return tokenNow(source);
}

/** The token of a source given as a value (not a function): the cookie when none is given. */
export function tokenNow(source: string | null | undefined): string | undefined {
  if (source === undefined) return readTokenCookie();
  return source || undefined;
}
