import { afterAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "#tests/support/databases.ts";
import { ACCOUNTS_CREATED_AT, databaseAt, insertAccountsOfEveryState } from "#tests/support/migrations.ts";

// Migration 0009 on a database that holds staff accounts: every row is kept, a request made before it counts as
// confirmed when it was made (admins keep seeing it), and no account has a link. Down and up again keeps every row.

describe.each(dialects)("migration 0009 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every account and counts the requests already made as confirmed", async () => {
    const { db, migrator } = await databaseAt(dialect, "0008-data-protection", databases);
    await insertAccountsOfEveryState(db);
    const created = ACCOUNTS_CREATED_AT;
    const columns = ["id", "email", "password_hash", "role", "state", "created_at"] as const;
    const before = await db.selectFrom("staff_accounts").select(columns).orderBy("id").execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await db
      .selectFrom("staff_accounts")
      .select([...columns, "request_token_hash", "request_confirmed_at"])
      .orderBy("id")
      .execute();
    expect(after.map(({ request_token_hash: _, request_confirmed_at: __, ...row }) => row)).toEqual(before);
    expect(
      after.map((row) => [
        row.email,
        row.request_token_hash,
        row.request_confirmed_at && new Date(row.request_confirmed_at).toISOString(),
      ]),
    ).toEqual([
      ["asked@example.org", null, created],
      ["works@example.org", null, null],
      ["left@example.org", null, null],
    ]);

    expect((await migrator.migrateTo("0008-data-protection")).error).toBeUndefined();
    expect(await db.selectFrom("staff_accounts").select(columns).orderBy("id").execute()).toEqual(before);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
