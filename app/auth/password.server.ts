import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { normalisePassword } from "#app/auth/password-rules.ts";

/**
 * Password hashing with Argon2id (ASVS 5.0 V11.4.2; the OWASP Password Storage Cheat Sheet; the Copenhagen Book's
 * "Password authentication"), through Node's own `crypto.argon2` (Node 24.7 and later) so there is no native add-on
 * to build. Hashes are stored as PHC strings, which carry their own parameters: a hash made with older, weaker
 * parameters still verifies, and `needsRehash` says when to replace it after a successful sign-in.
 */

/** OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane; a 32-byte tag. */
export const ARGON2_PARAMETERS = {
  memory: 19456 /* KiB = 19 MiB */,
  passes: 2,
  parallelism: 1,
  tagLength: 32,
} as const;

/** The salt is random per hash so equal passwords never share a hash and no precomputed table applies. */
const SALT_BYTES = 16;

/**
 * Bounds on what a stored string may ask for. A hash is only ever written by this module, but a string that asks for
 * terabytes of memory or millions of passes (a corrupted row, an import gone wrong) must not take the server down.
 */
const LIMITS = {
  maxMemory: 1024 * 1024, // KiB = 1 GiB
  maxPasses: 20,
  maxParallelism: 16,
  saltBytes: { min: 8, max: 64 }, // 8 is Argon2's own minimum
  tagBytes: { min: 16, max: 64 }, // a shorter tag would make a forged match easier to find
} as const;

interface Argon2Hash {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

/** Node's callback API as a promise: `crypto.argon2` has no promise form (nor a `util.promisify.custom`). */
function argon2id(
  message: string,
  nonce: Buffer,
  memory: number,
  passes: number,
  parallelism: number,
  tagLength: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    argon2("argon2id", { message, nonce, memory, passes, parallelism, tagLength }, (error, derivedKey) => {
      if (error) reject(error);
      else resolve(derivedKey);
    });
  });
}

/** PHC strings use standard base64 without padding. */
function encodeBase64NoPadding(bytes: Buffer): string {
  return bytes.toString("base64").replace(/=+$/, "");
}

/**
 * Strict: Buffer.from(…, "base64") skips characters it does not know, so a damaged string would decode to something
 * shorter instead of failing; re-encoding and comparing refuses anything but the canonical form.
 */
function decodeBase64NoPadding(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64");
  return encodeBase64NoPadding(bytes) === text ? bytes : null;
}

/** A decimal without sign or leading zero, short enough to be exact as a number. */
function parseCount(text: string | undefined): number | null {
  return text !== undefined && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : null;
}

/** The parts of an `$argon2id$v=19$m=…,t=…,p=…$salt$hash` string, or null for anything else. */
function parseArgon2idHash(stored: string): Argon2Hash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "" || parts[1] !== "argon2id" || parts[2] !== "v=19") return null;
  const parameters = /^m=([^,]*),t=([^,]*),p=([^,]*)$/.exec(parts[3] ?? "");
  if (!parameters) return null;
  const memory = parseCount(parameters[1]);
  const passes = parseCount(parameters[2]);
  const parallelism = parseCount(parameters[3]);
  const salt = decodeBase64NoPadding(parts[4] ?? "");
  const hash = decodeBase64NoPadding(parts[5] ?? "");
  if (memory === null || passes === null || parallelism === null || salt === null || hash === null) return null;
  return { memory, passes, parallelism, salt, hash };
}

/** Whether verifying against this hash is affordable; see LIMITS. */
function withinLimits({ memory, passes, parallelism, salt, hash }: Argon2Hash): boolean {
  return (
    memory <= LIMITS.maxMemory &&
    // Argon2 needs at least 8 KiB per lane.
    memory >= 8 * parallelism &&
    passes <= LIMITS.maxPasses &&
    parallelism <= LIMITS.maxParallelism &&
    salt.length >= LIMITS.saltBytes.min &&
    salt.length <= LIMITS.saltBytes.max &&
    hash.length >= LIMITS.tagBytes.min &&
    hash.length <= LIMITS.tagBytes.max
  );
}

/**
 * The PHC string to store for a new password: `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`. The password is
 * normalised first (NFKC) so it verifies however the same characters are typed.
 */
export async function hashPassword(password: string): Promise<string> {
  const { memory, passes, parallelism, tagLength } = ARGON2_PARAMETERS;
  const salt = randomBytes(SALT_BYTES);
  const hash = await argon2id(normalisePassword(password), salt, memory, passes, parallelism, tagLength);
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${encodeBase64NoPadding(salt)}$${encodeBase64NoPadding(hash)}`;
}

/**
 * Whether the password matches a stored PHC string, using that string's own parameters and hash length. Never throws:
 * a malformed, non-Argon2id or unaffordable string is simply no match, so a damaged row cannot turn a sign-in into an
 * error page that tells an attacker more than "wrong password". The comparison takes the same time wherever the
 * bytes differ.
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parseArgon2idHash(stored);
  if (!parsed || !withinLimits(parsed)) return false;
  try {
    const { memory, passes, parallelism, salt, hash } = parsed;
    const computed = await argon2id(normalisePassword(password), salt, memory, passes, parallelism, hash.length);
    return timingSafeEqual(computed, hash);
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash should be replaced by a new one the next time its password is known (after a successful
 * sign-in): when it is not an Argon2id v19 string, or any of its parameters is below ARGON2_PARAMETERS.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseArgon2idHash(stored);
  if (!parsed) return true;
  return (
    parsed.memory < ARGON2_PARAMETERS.memory ||
    parsed.passes < ARGON2_PARAMETERS.passes ||
    parsed.parallelism < ARGON2_PARAMETERS.parallelism ||
    parsed.hash.length < ARGON2_PARAMETERS.tagLength
  );
}

let dummyHash: Promise<string> | undefined;

function dummy(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(32).toString("base64"));
    // A failed hash is not kept, so the next call tries again.
    dummyHash.catch(() => {
      dummyHash = undefined;
    });
  }
  return dummyHash;
}

/**
 * The work of verifying a password, for a sign-in with an address that has no account: without it, an unknown
 * address answers in microseconds and a known one in tens of milliseconds, and the difference tells an attacker which
 * addresses are staff (ASVS V6.3.8). The hash is of a random password, made once on first use and kept (so the very
 * first such sign-in takes one hash longer); the result is thrown away. Never rejects.
 */
export async function verifyDummyPassword(password: string): Promise<void> {
  let stored: string;
  try {
    stored = await dummy();
  } catch {
    // Like verifyPassword, never an error: the caller answers "wrong address or password" either way.
    return;
  }
  await verifyPassword(stored, password);
}
