import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_FILE_ADDRESS_SECONDS, PROCESS_FILE_ADDRESS_SECRET } from '../config.ts';
import { type FileRow, fileView, type UploadedFile } from './files.ts';

/**
 * Signed, short-lived file addresses (docs/deals-and-files.md "Signed addresses"). A browser's `<img src>`,
 * `<video src>` or `<a href download>` sends no bearer token, so a file whose reading depends on who asks (the files
 * of a post that is not public) is answered with an address that carries the proof instead: the server checked
 * that the viewer may see the post when it made the answer, and signs (HMAC-SHA256, a server secret) the file's
 * storage key, the viewer (or anonymous) and an expiry. The download route takes a valid, unexpired signature as
 * that proof.
 *
 * The address travels in the file's `path` (so every client that passes `path` as `blobName` works unchanged):
 * `<key>?expires=<unix seconds>&viewer=<member id>&signature=<64 hex>` (no `viewer` for anonymous).
 */

/** The shortest secret accepted: 32 characters (e.g. 16 random bytes in hex; `openssl rand -hex 32` gives 64). */
export const MIN_FILE_ADDRESS_SECRET_LENGTH = 32;

export interface FileAddressSigning {
  /** The HMAC key; every process serving one API must share it. */
  secret: string;
  /** The least time a signed address stays valid, in seconds. */
  seconds: number;
  /** The clock, in milliseconds (tests may move it). */
  now: () => number;
}

/**
 * The signing in use. It is process state, as the files module's read rules are: answers are built by pure view
 * functions (posts/post-view.ts) called from many modules, which should not each carry the secret. The server
 * installs its configuration with useFileAddressSigning when its routes are registered.
 */
let signing: FileAddressSigning = { secret: PROCESS_FILE_ADDRESS_SECRET, seconds: DEFAULT_FILE_ADDRESS_SECONDS, now: Date.now };

/** Installs the secret, lifetime and clock; a secret shorter than 32 characters or a lifetime under a second refuses to start. */
export function useFileAddressSigning(options: { secret: string; seconds: number; now?: () => number }): void {
  if (options.secret.length < MIN_FILE_ADDRESS_SECRET_LENGTH) {
    throw new Error(`FILE_ADDRESS_SECRET must be at least ${MIN_FILE_ADDRESS_SECRET_LENGTH} characters long.`);
  }
  if (!Number.isInteger(options.seconds) || options.seconds < 1) {
    throw new Error('FILE_ADDRESS_SECONDS must be a whole number of seconds, at least 1.');
  }
  signing = { secret: options.secret, seconds: options.seconds, now: options.now ?? Date.now };
}

/**
 * When an address made at `nowMs` expires (unix seconds): at least `seconds` later, rounded up to the next multiple
 * of a quarter of the lifetime. Addresses made for one viewer within the same quarter are the same string, so a
 * browser reuses the image it already holds across feed reloads; an address lives between 1 and 1.25 lifetimes.
 */
export function addressExpiry(nowMs: number, seconds: number): number {
  const step = Math.max(1, Math.floor(seconds / 4));
  return Math.ceil((Math.floor(nowMs / 1000) + seconds) / step) * step;
}

/** HMAC-SHA256 (hex) of the key, the viewer and the expiry, each on its own line. */
export function fileAddressSignature(secret: string, key: string, viewer: number | null, expires: number): string {
  return createHmac('sha256', secret)
    .update(`dealgrow-file-address\n${key}\n${viewer ?? 'anonymous'}\n${expires}`)
    .digest('hex');
}

/** A storage key with its signed-address query, as `secret` signs it. */
export function signFilePath(secret: string, key: string, viewer: number | null, expires: number): string {
  const who = viewer === null ? '' : `&viewer=${viewer}`;
  return `${key}?expires=${expires}${who}&signature=${fileAddressSignature(secret, key, viewer, expires)}`;
}

/** The signed address of stored file `key` for `viewer` (null: anonymous), valid from now for the configured lifetime. */
export function signedFilePath(key: string, viewer: number | null): string {
  return signFilePath(signing.secret, key, viewer, addressExpiry(signing.now(), signing.seconds));
}

/** A file as answers give it, its `path` signed for `viewer` when `signed` (a file whose reading depends on who asks). */
export function signedFileView(row: FileRow, viewer: number | null, signed: boolean): UploadedFile {
  const file = fileView(row);
  return signed ? { ...file, path: signedFilePath(file.path, viewer) } : file;
}

/** The signature parameters of a download, from the query or from a `blobName` that carries them. */
export interface AddressParams {
  expires?: string | undefined;
  viewer?: string | undefined;
  signature?: string | undefined;
}

/**
 * Splits a download's `blobName` into the storage key and the signature parameters it carries (`path` of a
 * signed file is passed whole); parameters given beside `blobName` fill in the rest. `signed` is false when no
 * signature was given at all: the unsigned rules apply.
 */
export function readFileAddress(blobName: string, query: AddressParams): { key: string; params: AddressParams; signed: boolean } {
  const mark = blobName.indexOf('?');
  const key = mark === -1 ? blobName : blobName.slice(0, mark);
  const carried = new URLSearchParams(mark === -1 ? '' : blobName.slice(mark + 1));
  const params: AddressParams = {
    expires: query.expires ?? carried.get('expires') ?? undefined,
    viewer: query.viewer ?? carried.get('viewer') ?? undefined,
    signature: query.signature ?? carried.get('signature') ?? undefined,
  };
  return { key, params, signed: params.signature !== undefined || params.expires !== undefined };
}

export type AddressVerdict = { valid: true; viewer: number | null; secondsLeft: number } | { valid: false; reason: 'invalid' | 'expired' };

/**
 * Checks a signed address of `key`: `invalid` when anything is missing, malformed or does not match its signature
 * (a changed character, another file, another viewer, another expiry), `expired` when it matches but its time is
 * over; otherwise valid, for the viewer it was made for, with the seconds it has left.
 */
export function verifyFileAddress(key: string, params: AddressParams): AddressVerdict {
  const { expires, viewer, signature } = params;
  if (expires === undefined || signature === undefined || !/^[0-9]{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
    return { valid: false, reason: 'invalid' };
  }
  if (viewer !== undefined && !/^[1-9][0-9]{0,9}$/.test(viewer)) return { valid: false, reason: 'invalid' };
  const who = viewer === undefined ? null : Number(viewer);
  const expected = Buffer.from(fileAddressSignature(signing.secret, key, who, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { valid: false, reason: 'invalid' };
  const secondsLeft = Number(expires) - Math.floor(signing.now() / 1000);
  if (secondsLeft <= 0) return { valid: false, reason: 'expired' };
  return { valid: true, viewer: who, secondsLeft };
}

/** The download route's path, as stored picture addresses carry it. */
const DOWNLOAD_PATH = '/api/azure/download?';

/**
 * A stored picture's address (`…/api/azure/download?blobName=<key>&…`, as profile photos are stored) with its key
 * signed for `viewer`, so an `<img>`, which sends no token, shows a picture the viewer may see but not everyone may
 * (a profile photo for members or connections only: docs/network.md "Photo visibility"); `viewer` 0 or null signs
 * it for anyone holding it (a live event sent to several members). Any other address (a demo picture under
 * `/assets/`, one already signed) is answered unchanged.
 */
export function signedPictureAddress(address: string, viewer: number | null): string {
  const at = address.indexOf(DOWNLOAD_PATH);
  if (at === -1) return address;
  const query = new URLSearchParams(address.slice(at + DOWNLOAD_PATH.length));
  const key = query.get('blobName');
  if (!key || key.includes('?') || query.has('signature')) return address;
  query.set('blobName', signedFilePath(key, viewer !== null && viewer > 0 ? viewer : null));
  return `${address.slice(0, at + DOWNLOAD_PATH.length)}${query.toString()}`;
}
