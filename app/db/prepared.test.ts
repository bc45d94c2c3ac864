import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "../../tests/support/databases.ts";
import { preparedQuery, type ParameterOf } from "./prepared.ts";
import { normaliseRow } from "./rows.ts";

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
    .onConflict((oc) => oc.columns(["client_key", "form", "window_start"]).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }))
    .returning(["form", "window_start", "hits"]),
);
const storeFlags = preparedQuery((db, parameter: ParameterOf<"read" | "spam" | "key">) =>
  db
    .insertInto("quick_contact_submissions")
    .values({
      name: "Pat Prepared",
      phone: "01632 960001",
      email: "pat@example.org",
      help_type: "myself",
      urgency: "week",
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
    expect((await upsertSetting(current().database).execute({ name: "colour", value: "green" })).rows).toEqual([{ name: "colour", value: "green" }]);
    expect((await upsertSetting(current().database).execute({ name: "colour", value: "blue" })).rows).toEqual([{ name: "colour", value: "blue" }]);
  });

  it("keeps the values fixed when it was built", async () => {
    await countHit(current().database).execute({ key: "a" });
    const { rows } = await countHit(current().database).execute({ key: "a" });
    // PostgreSQL gives a bigint back as text.
    expect(rows.map((row) => ({ ...normaliseRow(row), window_start: Number(row.window_start) }))).toEqual([{ form: "contact", window_start: 60, hits: 2 }]);
  });

  it("binds booleans, given and fixed, on both databases", async () => {
    const { rows } = await storeFlags(current().database).execute({ read: false, spam: true, key: "flags-1" });
    expect(rows.map(normaliseRow)).toEqual([{ read: false, is_spam: true, consent_given: true, dedupe_key: "flags-1" }]);
  });

  it("is compiled once per database, in that database's own dialect", () => {
    expect(upsertSetting(current().database)).toBe(upsertSetting(current().database));
    expect(upsertSetting(current().database).sql).toContain(dialect === "postgres" ? "$1" : "?");
  });

  it("refuses to run with a parameter missing", async () => {
    await expect(upsertSetting(current().database).execute({ name: "colour" } as never)).rejects.toThrow("No value for the parameter value");
  });
});
