import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { inTransaction } from "#app/db.server/db.server.ts";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { preparedQuery, type ParameterOf } from "#app/db.server/prepared.ts";
import { normaliseRow } from "#app/db.server/rows.ts";

// A setting row and a counter: named parameters filled on every run, fixed values kept, booleans bound on SQLite.
const upsertSetting = preparedQuery((db, parameter: ParameterOf<"name" | "value">) =>
  db
    .insertInto("app_settings")
    .values({ name: parameter("name"), value: parameter("value") })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: sql`excluded.value` }))
    .returning(["name", "value"]),
);
const countHit = preparedQuery((db, parameter: ParameterOf<"key">) =>
  db
    .insertInto("rate_limits")
    .values({ client_key: parameter("key"), form: "contact", window_start: 60, hits: 1 })
    .onConflict((oc) =>
      oc.columns(["client_key", "form", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning(["form", "window_start", "hits"]),
);
const storeFlags = preparedQuery((db, parameter: ParameterOf<"read" | "spam" | "key">) =>
  db
    .insertInto("submissions")
    .values({
      form: "quick-contact",
      name: "Pat Prepared",
      phone: "01632 960001",
      email: "pat@example.org",
      urgency: "week",
      details: JSON.stringify({ help_type: "myself" }),
      created_at: "2026-11-21T09:00:00.000Z",
      consent_given: true,
      consent_given_at: null,
      consent_text: "Yes",
      origin_page: "/",
      read: parameter("read"),
      is_spam: parameter("spam"),
      dedupe_key: parameter("key"),
    })
    .returning(["read", "is_spam", "consent_given", "dedupe_key"]),
);

describe.each(dialects)("prepared queries on %s", (dialect) => {
  const current = useTestDatabase(dialect);

  it("fills the named parameters on every run", async () => {
    expect((await upsertSetting(current().database).execute({ name: "colour", value: "green" })).rows).toEqual([
      { name: "colour", value: "green" },
    ]);
    expect((await upsertSetting(current().database).execute({ name: "colour", value: "blue" })).rows).toEqual([
      { name: "colour", value: "blue" },
    ]);
  });

  it("keeps the values fixed when it was built", async () => {
    await countHit(current().database).execute({ key: "a" });
    const { rows } = await countHit(current().database).execute({ key: "a" });
    // PostgreSQL gives a bigint back as text.
    expect(rows.map((row) => ({ ...normaliseRow(row), window_start: Number(row.window_start) }))).toEqual([
      { form: "contact", window_start: 60, hits: 2 },
    ]);
  });

  it("binds booleans, given and fixed, on both databases", async () => {
    const { rows } = await storeFlags(current().database).execute({ read: false, spam: true, key: "flags-1" });
    expect(rows.map(normaliseRow)).toEqual([
      { read: false, is_spam: true, consent_given: true, dedupe_key: "flags-1" },
    ]);
  });

  it("gives PostgreSQL the values as they are (SQLite gets booleans as 1 and 0)", async () => {
    // Its own query, compiled here (a query is compiled on its first use on a database, and the encoding chosen then).
    const setting = preparedQuery((db, parameter: ParameterOf<"name" | "value">) =>
      db
        .insertInto("app_settings")
        .values({ name: parameter("name"), value: parameter("value") })
        .returning(["name", "value"]),
    );
    const { rows } = await setting(current().database).execute({ name: "a-boolean", value: true });
    // A text column: PostgreSQL writes a boolean as 'true'; SQLite stores the 1 it was given as text ('1.0').
    expect(rows[0]?.value).toMatch(dialect === "postgres" ? /^true$/ : /^1(\.0)?$/);
  });

  it("is compiled once per database, in that database's own dialect", () => {
    const build = vi.fn((db: Parameters<Parameters<typeof preparedQuery>[0]>[0]) =>
      db.selectFrom("app_settings").select("value"),
    );
    const query = preparedQuery(build);
    query(current().database);
    const again = query(current().database);
    expect(build).toHaveBeenCalledTimes(1);
    expect(upsertSetting(current().database).sql).toContain(dialect === "postgres" ? "$1" : "?");
    expect(again.sql).toBe(query(current().database).sql);
  });

  it("runs on the transaction it is given: rolled back with it, and no wait for the transaction's connection", async () => {
    const { database } = current();
    await expect(
      inTransaction(database, async (transaction) => {
        await upsertSetting(transaction).execute({ name: "in-transaction", value: "kept?" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(
      await database.db.selectFrom("app_settings").selectAll().where("name", "=", "in-transaction").execute(),
    ).toEqual([]);
    await inTransaction(database, (transaction) =>
      upsertSetting(transaction).execute({ name: "in-transaction", value: "kept" }),
    );
    expect(
      await database.db.selectFrom("app_settings").select("value").where("name", "=", "in-transaction").execute(),
    ).toEqual([{ value: "kept" }]);
  });

  it("refuses to run with a parameter missing", async () => {
    await expect(upsertSetting(current().database).execute({ name: "colour" } as never)).rejects.toThrow(
      "No value for the parameter value",
    );
  });
});
