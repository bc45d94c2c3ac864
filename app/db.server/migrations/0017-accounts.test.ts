import { afterAll, describe, expect, it } from "vitest";
import { dialects, type TestDatabase } from "#tests/support/databases.ts";
import { ACCOUNTS_CREATED_AT, databaseAt, insertAccountsOfEveryState } from "#tests/support/migrations.ts";

// Migration 0017 on a database that holds staff accounts: every row is kept, none has a name or reason (they were not
// asked for), a new request can store both, and down and up again keeps every row.

describe.each(dialects)("migration 0017 on %s", (dialect) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("keeps every account, with no name or reason for those made before it", async () => {
    const { db, migrator } = await databaseAt(dialect, "0016-applicants", databases);
    await insertAccountsOfEveryState(db);
    const created = ACCOUNTS_CREATED_AT;
    const columns = ["id", "email", "password_hash", "role", "state", "created_at", "request_confirmed_at"] as const;
    const before = await db.selectFrom("staff_accounts").select(columns).orderBy("id").execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const after = await db
      .selectFrom("staff_accounts")
      .select([...columns, "request_name", "request_reason"])
      .orderBy("id")
      .execute();
    expect(after.map(({ request_name: _, request_reason: __, ...row }) => row)).toEqual(before);
    expect(after.map((row) => [row.request_name, row.request_reason])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
    await db
      .insertInto("staff_accounts")
      .values({
        email: "new@example.org",
        password_hash: "$argon2id$x",
        role: "staff",
        state: "pending",
        created_at: created,
        request_name: "Sam Patel",
        request_reason: "I start as a care coordinator on Monday.",
      })
      .execute();

    expect((await migrator.migrateTo("0016-applicants")).error).toBeUndefined();
    const down = await db.selectFrom("staff_accounts").select(columns).orderBy("id").execute();
    expect(down.slice(0, 3)).toEqual(before);
    expect(down).toHaveLength(4);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  });
});
