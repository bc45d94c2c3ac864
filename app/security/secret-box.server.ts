import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Encryption at rest for small secrets the server must read back, such as a staff member's TOTP key: unlike a password
 * it cannot be hashed, because each sign-in computes codes from it. With the key outside the database (an environment
 * secret), a copy of the database alone does not give away anyone's second factor. AES-256-GCM, an authenticated
 * cipher, so a changed value fails to open instead of opening to something else (ASVS 5.0 V11.3.2, V11.3.3).
 */

const VERSION = "v1";
const ALGORITHM = "aes-256-gcm";
const KEY_BYTES = 32;
/** 96 bits, GCM's native IV size; random per seal, which is safe for far more seals than this app will ever make. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

function checkKey(key: Buffer): void {
  // Node would refuse a wrong-sized key too, but with a message that does not say which key is wrong.
  if (key.length !== KEY_BYTES) throw new RangeError(`The secret-box key must be ${KEY_BYTES} bytes`);
}

/**
 * Strict base64url: Buffer.from(…, "base64url") skips characters it does not know and ignores unused trailing bits, so
 * a changed character could decode to the same bytes; only the canonical form is accepted.
 */
function decodePart(text: string): Buffer {
  const bytes = Buffer.from(text, "base64url");
  if (!/^[A-Za-z0-9_-]*$/.test(text) || bytes.toString("base64url") !== text) {
    throw new Error("The sealed secret is malformed");
  }
  return bytes;
}

/**
 * `plaintext` encrypted under `key` (32 bytes) as `v1.<iv>.<ciphertext>.<tag>`, each part base64url: text that fits a
 * database column, with a version so the format can change later. Two seals of the same secret differ (random IV).
 */
export function sealSecret(key: Buffer, plaintext: Uint8Array): string {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, ciphertext, tag]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/**
 * The secret sealed by sealSecret. Throws when the sealed text is malformed, was changed in any way, or was sealed
 * under another key: the caller must treat that as "no usable secret", never fall back to anything.
 */
export function openSecret(key: Buffer, sealed: string): Uint8Array {
  checkKey(key);
  const parts = sealed.split(".");
  if (parts.length !== 4 || parts[0] !== VERSION) throw new Error("The sealed secret is malformed");
  const iv = decodePart(parts[1] ?? "");
  const ciphertext = decodePart(parts[2] ?? "");
  const tag = decodePart(parts[3] ?? "");
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new Error("The sealed secret is malformed");
  const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  // final() throws "Unsupported state or unable to authenticate data" when the tag does not match.
  const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  return new Uint8Array(plaintext);
}
