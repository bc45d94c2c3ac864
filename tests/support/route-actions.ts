import { randomBytes } from "node:crypto";
import type { staffOf } from "#app/auth/guard.server.ts";
import { createSession, validateSession } from "#app/auth/sessions.server.ts";
import type { StaffRole } from "#app/db.server/schema.ts";
import type { TestDatabase } from "#tests/support/databases.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";

/**
 * For the unit tests of the staff routes' server modules (app/routes/…/*.server.ts): a signed-in staff member as the
 * /admin guard hands it to loaders and actions, and what an action answered (or threw) as a status and a body.
 */

export const testLimits = { idleMinutes: 30, sessionHours: 12 };
export const testKeys = {
  totp: randomBytes(32),
  throttle: randomBytes(32),
  device: randomBytes(32),
  audit: randomBytes(32),
};

let counter = 0;

/** A new enrolled account of `role` with a full session at `now`: what `staffOf` gives a loader or an action. */
export async function signedInStaff(
  test: TestDatabase,
  role: StaffRole,
  now: Date,
  passwordHash: string | null = null,
): Promise<ReturnType<typeof staffOf> & { recoveryCodes: string[]; totpKey: Uint8Array }> {
  const db = test.database.db;
  const account = await insertStaffAccount(db, testKeys, {
    email: `signed-in-${++counter}-${Date.now()}@example.com`,
    passwordHash,
    role,
    enrolled: true,
    recoveryCodes: true,
  });
  const token = await createSession(db, account.id, { secondFactor: true, now });
  const { session } = await validateSession(db, token, testLimits, now);
  if (!session) throw new Error("no session");
  return {
    session,
    deps: { database: test.database, keys: testKeys, limits: testLimits },
    recoveryCodes: account.recoveryCodes,
    totpKey: account.key,
  };
}

/** The status, body and headers of an answer, returned or thrown: a Response, or React Router's `data()`. */
export function answerOf(value: unknown): { status: number; data: unknown; headers: Headers } {
  if (value instanceof Response) return { status: value.status, data: null, headers: value.headers };
  const { data, init } = value as { data: unknown; init: ResponseInit | null };
  return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
}

/** What a loader or an action answered or threw, as `answerOf` reads it. */
export async function answerOfCall(run: () => unknown): Promise<ReturnType<typeof answerOf>> {
  try {
    return answerOf(await run());
  } catch (error) {
    return answerOf(error);
  }
}
