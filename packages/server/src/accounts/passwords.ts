import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

// scrypt is memory-hard: N=2^15, r=8 uses 32 MiB a hash, which makes GPU guessing expensive.
const PRODUCTION_N = 2 ** 15;
const KEY_LENGTH = 32;

/**
 * scrypt's N for new hashes: 2^15 (about 0.2 s of a core a hash), except in the test suite, which signs thousands of
 * members up and in and sets `DEALGROW_TEST_SCRYPT_N` (vitest.config.ts; a power of two, 2 to 2^15) for a cheaper
 * hash of the same kind. Never under NODE_ENV=production. A stored hash keeps its own N, so a check always costs what
 * its hash was made with (docs/accounts-security.md "Password hashes").
 */
export function scryptCostFor(env: NodeJS.ProcessEnv): number {
  const asked = Number(env.DEALGROW_TEST_SCRYPT_N);
  const usable = Number.isSafeInteger(asked) && asked >= 2 && asked <= PRODUCTION_N && (asked & (asked - 1)) === 0;
  return env.NODE_ENV !== 'production' && usable ? asked : PRODUCTION_N;
}

const PARAMS = { N: scryptCostFor(process.env), r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

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
 * A hash of a random password nobody was told, made with production's PARAMS: what a sign-in checks when the login
 * names no account, or an account with no usable password (signed up through a network, `''`), so every path costs
 * one scrypt of the same cost (docs/accounts-security.md "Sign-in: the same time on every path"). Made once, kept
 * here, so no start and no first request pays for making it; sign-in-same-cost.test.ts holds it to PARAMS. Where the
 * test suite lowers N, a hash of the same kind at that N is made at the first check instead (`noPassword`).
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

let noPasswordHash: Promise<StoredHash> | undefined;
/** What a check with no usable stored hash compares against: NO_PASSWORD_HASH, or its twin at the suite's N. */
function noPassword(): Promise<StoredHash> {
  noPasswordHash ??=
    PARAMS.N === PRODUCTION_N
      ? Promise.resolve(parseHash(NO_PASSWORD_HASH) as StoredHash)
      : hashPassword(randomBytes(24).toString('base64url')).then((hash) => parseHash(hash) as StoredHash);
  return noPasswordHash;
}

/** The `scrypt$N$r$p` a new hash starts with (and the hash of no password with it). */
export async function newHashParameters(): Promise<string> {
  const { params } = await noPassword();
  return ['scrypt', params.N, params.r, params.p].join('$');
}

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
  const { params, salt, hash } = parsed ?? (await noPassword());
  const key = await scrypt(password, salt, params);
  return parsed !== undefined && key.length === hash.length && timingSafeEqual(key, hash);
}
