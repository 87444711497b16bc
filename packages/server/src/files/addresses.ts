/**
 * A stored picture's address as answers give it: uploaded files are stored with their absolute address (profile
 * photos, logos, covers); the demo data's pictures are stored as paths under the API (`/assets/…`) and answered
 * under the request's base address, so they work whatever address the server is reached at.
 */
export function publicAddress(value: string | null, baseUrl: string): string | null {
  if (value === null) return null;
  return value.startsWith('/') ? `${baseUrl}${value}` : value;
}
