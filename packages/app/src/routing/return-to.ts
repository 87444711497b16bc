/** The query parameter that carries where a signed-out visitor was going. */
export const RETURN_TO_PARAM = 'returnTo';

/** A return-to target that stays on this site: a path, never `//host` or `https://…` (no open redirect). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The sign-in address that brings the visitor back to `target` afterwards. */
export function signInPathFor(signInPath: string, target: string): string {
  return `${signInPath}?${new URLSearchParams({ [RETURN_TO_PARAM]: target })}`;
}
