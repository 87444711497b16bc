import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB a hash, which makes GPU guessing expensive.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * Every demo member's password (seed/demo.ts), printed in the README: nobody may choose it (password-policy.ts), and
 * a production server refuses it at sign-in (docs/accounts-security.md "Demo members").
 */
export const DEMO_PASSWORD = 'dealgrow-demo';

function scrypt(password: string, salt: Buffer, params = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, all parts needed to check the password later, even after the parameters change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A hash of a random password nobody was told, made with PARAMS: what a sign-in checks when the login names no
 * account, or an account with no usable password (signed up through a network, `''`), so every path costs one
 * scrypt of the same cost (docs/accounts-security.md "Sign-in: the same time on every path"). Made once, kept here,
 * so no start and no first request pays for making it; passwords.test.ts holds it to PARAMS.
 */
export const NO_PASSWORD_HASH = 'scrypt$32768$8$1$74-fkaDhEwiirzm3eSNScg$aMyl8lbARnrwCz55fEFLVHt0Yc1CYb4Vd51wKcVP9m8';

interface StoredHash {
  params: typeof PARAMS;
  salt: Buffer;
  hash: Buffer;
}

/** The parts of a stored hash, or undefined when it is none (an empty password of a network-only account, a tombstone's `!`). */
function parseHash(stored: string | null | undefined): StoredHash | undefined {
  const [scheme, n, r, p, salt, hash, ...rest] = (stored ?? '').split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return undefined;
  if (![params.N, params.r, params.p].every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  return { params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

const NO_PASSWORD = parseHash(NO_PASSWORD_HASH) as StoredHash;

let checks = 0;
/**
 * How many passwords this process has checked (calls of verifyPassword, each one scrypt): the tests' proof that
 * every sign-in path hashes exactly once, since timing assertions are not allowed in tests.
 */
export function passwordChecks(): number {
  return checks;
}

/**
 * True when `password` is the one `stored` was made from. Always one scrypt, whatever `stored` is: no stored hash
 * (an unknown login) or an unusable one is checked against NO_PASSWORD_HASH and answers false in the same time.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  checks += 1;
  const parsed = parseHash(stored);
  const { params, salt, hash } = parsed ?? NO_PASSWORD;
  const key = await scrypt(password, salt, params);
  return parsed !== undefined && key.length === hash.length && timingSafeEqual(key, hash);
}
