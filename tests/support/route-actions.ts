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

/** The status and the body of what a loader or an action answered (React Router's `data()`), or of what it threw. */
export async function answerOf(run: () => unknown): Promise<{ status: number; data: unknown; headers: Headers }> {
  try {
    const answer = await run();
    if (answer instanceof Response) return { status: answer.status, data: null, headers: answer.headers };
    const { data, init } = answer as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, data, headers: new Headers(init?.headers) };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null, headers: error.headers };
    const thrown = error as { data: unknown; init: ResponseInit };
    return { status: thrown.init.status ?? 500, data: thrown.data, headers: new Headers(thrown.init.headers) };
  }
}
