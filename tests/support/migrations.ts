import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import type { Database } from "#app/db.server/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { normaliseRow } from "#app/db.server/rows.ts";

/**
 * The names of every migration after `name`, oldest first: what migrating down to `name` undoes and migrating up again
 * redoes. The migration tests take them from the list, so a new migration joins their down-and-up runs by itself.
 */
export async function laterThan(name: string, dialect: DialectName): Promise<string[]> {
  const names = Object.keys(await migrationProvider(dialect).getMigrations()).sort();
  if (!names.includes(name)) throw new Error(`no migration ${name}`);
  return names.filter((later) => later > name);
}

/**
 * A new test database migrated up to `name` (put on `databases` for the caller to dispose of), with the migrator that
 * takes it on: what a migration test starts from.
 */
export async function databaseAt(dialect: DialectName, name: string, databases: TestDatabase[]) {
  const test = await createTestDatabase(dialect);
  databases.push(test);
  const { db } = test.database;
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return { db, migrator };
}

/** When the accounts of `insertAccountsOfEveryState` were made. */
export const ACCOUNTS_CREATED_AT = "2026-11-01T10:00:00.000Z";

/** Three staff accounts as any migration since 0002 stores them: a request (pending), an active one, a disabled one. */
export async function insertAccountsOfEveryState(db: Kysely<Database>) {
  for (const [email, state] of [
    ["asked@example.org", "pending"],
    ["works@example.org", "active"],
    ["left@example.org", "disabled"],
  ] as const) {
    await db
      .insertInto("staff_accounts")
      .values({ email, password_hash: "$argon2id$x", role: "staff", state, created_at: ACCOUNTS_CREATED_AT })
      .execute();
  }
}

/**
 * Thirty enquiries a minute apart from `at`, for the migrations that touch the first-call columns: a third called (10
 * minutes in, "contacted"), the rest new, every seventh spam, each due when `dueAt(i)` says (an hour after `at`).
 */
export async function seedCallMix(
  db: Kysely<Database>,
  at: number,
  dueAt: (i: number) => number = () => at + 3_600_000,
) {
  for (let i = 0; i < 30; i++)
    await seedEnquiry(db, {
      createdAt: at + i * 60_000,
      dueAt: dueAt(i),
      firstContactedAt: i % 3 ? null : at + 600_000,
      status: i % 3 ? "new" : "contacted",
      spam: i % 7 === 0,
    });
}

/** Every enquiry's first-call columns, in id order, as the migrations' tests compare them. */
export async function callColumnsOf(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("submissions")
    .select(["id", "name", "form", "status", "created_at", "due_at", "first_contacted_at", "is_spam"])
    .orderBy("id")
    .execute();
  return rows.map(normaliseRow);
}
