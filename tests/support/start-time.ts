import type { SiteDatabase } from "#app/db.server/db.server.ts";
import { signStartTime } from "#app/forms/start-time.server.ts";
import { deriveKey, keyFor } from "#app/security/secrets.server.ts";

/**
 * Signs start times as a form page's loader does, with the key of the test's database (or SITE_SECRET when the
 * environment sets one): `sign(Date.now() - 10_000)` is the start time of a form shown 10 seconds ago.
 */
export async function startTimeSigner(database: SiteDatabase): Promise<(ms: number) => string> {
  const key = await keyFor("form-start-time", database);
  return (ms) => signStartTime(key, ms);
}

/** A start time signed as a server started with `SITE_SECRET=secret` signs it (for tests of the server as a process). */
export function startTimeSignedWith(secret: string, ms: number): string {
  return signStartTime(deriveKey(secret, "form-start-time"), ms);
}
