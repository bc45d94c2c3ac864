import { createAdmin } from "#app/auth/accounts.server.ts";
import { createSession, SESSION_COOKIE } from "#app/auth/sessions.server.ts";
import { databaseTarget } from "#app/db.server/dialect.ts";
import { openDatabase } from "#app/db.server/db.server.ts";

/**
 * For benchmarks and screenshots, not for tests of signing in: a new admin account with a full session made straight in
 * the database `url` (as `npm run staff` makes an account; the second factor marked given), the cookie a signed-in
 * admin's browser sends (and its token), and the id of an enquiry from the middle of the table.
 */
export async function signedInAdmin(
  url: string,
  email = `bench.${Date.now()}@example.org`,
): Promise<{ cookie: string; token: string; enquiryId: number }> {
  const database = openDatabase(databaseTarget(url));
  try {
    const created = await createAdmin(database, email, "correct horse battery staple", new Date());
    if (created.kind !== "created") throw new Error(`createAdmin refused: ${created.reason}`);
    const now = new Date();
    await database.db
      .updateTable("staff_accounts")
      .set({ mfa_enrolled_at: now.toISOString() })
      .where("id", "=", created.id)
      .execute();
    const token = await createSession(database.db, created.id, { secondFactor: true, now });
    // An enquiry from the middle of the table, not one the first page happens to hold.
    const { count } = await database.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll().as("count"))
      .executeTakeFirstOrThrow();
    const middle = await database.db
      .selectFrom("submissions")
      .select("id")
      .orderBy("id")
      .offset(Math.floor(Number(count) / 2))
      .limit(1)
      .executeTakeFirstOrThrow();
    return { cookie: `${SESSION_COOKIE}=${token}`, token, enquiryId: Number(middle.id) };
  } finally {
    await database.close();
  }
}
