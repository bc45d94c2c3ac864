import { timingSafeEqual } from "node:crypto";

/** Whether a signature a client sent is the one we made, compared in constant time (unequal lengths are simply false). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
