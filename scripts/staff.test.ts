import { createHash } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { runScript, type ScriptRun } from "#tests/support/script-process.ts";

// `npm run staff` as a process, on a SQLite file and on PostgreSQL: making admins (the password from STAFF_PASSWORD or
// standard input, never shown), resetting MFA, listing. Spawns run side by side where they do not depend on each other:
// each one costs about half a second.

const TIMEOUT = 60_000;

function staff(args: string[], options: { url?: string; password?: string; input?: string } = {}): Promise<ScriptRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.url ?? path.join(tmpdir(), "staff-test-never-opened.db"),
  };
  delete env.STAFF_PASSWORD;
  if (options.password !== undefined) env.STAFF_PASSWORD = options.password;
  return runScript("staff.ts", args, { env, input: options.input });
}

describe("npm run staff without a command", () => {
  it(
    "prints the usage to stderr and exits 2, for no command, an unknown one or the wrong arguments",
    async () => {
      const runs = await Promise.all([
        staff([]),
        staff(["make-me-admin"]),
        staff(["create-admin"]),
        staff(["create-admin", "a@example.com", "hunter2hunter2"]),
      ]);
      for (const run of runs) {
        expect(run.code).toBe(2);
        expect(run.stdout).toBe("");
        expect(run.stderr).toContain("Usage: npm run staff -- <command>");
      }
      // An argument that may be a password is never repeated.
      expect(runs[3]!.stderr).not.toContain("hunter2hunter2");
    },
    TIMEOUT,
  );
});

describe.each(dialects)("npm run staff on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  }, TIMEOUT);
  afterAll(async () => {
    await test?.dispose();
  });
  const db = () => test.database.db;
  const byEmail = (email: string) =>
    db().selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst();

  it(
    "create-admin: from STAFF_PASSWORD or the first line of a pipe; weak passwords and a taken address refused",
    async () => {
      const url = test.url;
      const strong = "correct horse battery staple";
      const [fromEnvironment, fromPipe, eleven, twelve, common, empty] = await Promise.all([
        staff(["create-admin", "First.Admin@Example.com"], { url, password: strong }),
        staff(["create-admin", "piped@example.com"], { url, input: "piped pass phrase 42\nsecond line is ignored\n" }),
        staff(["create-admin", "eleven@example.com"], { url, password: "k7#Qm2!vRx9" }),
        staff(["create-admin", "twelve@example.com"], { url, password: "k7#Qm2!vRx9p" }),
        staff(["create-admin", "common@example.com"], { url, password: "qwertyuiop123" }),
        staff(["create-admin", "empty@example.com"], { url, input: "" }),
      ]);

      const first = await byEmail("first.admin@example.com");
      expect(fromEnvironment).toMatchObject({ code: 0, stderr: "" });
      expect(fromEnvironment.stdout).toBe(
        `Created admin first.admin@example.com (account ${first!.id}). Sign in at /auth to set up the authenticator app.\n`,
      );
      expect(first).toMatchObject({ role: "admin", state: "active", totp_key: null, mfa_enrolled_at: null });
      expect(first!.password_hash!.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);

      expect(fromPipe.code).toBe(0);
      expect(await byEmail("piped@example.com")).toMatchObject({ role: "admin", state: "active" });

      expect(eleven).toMatchObject({ code: 1, stdout: "" });
      expect(eleven.stderr).toContain("Password must be at least 12 characters long");
      expect(await byEmail("eleven@example.com")).toBeUndefined();
      expect(twelve.code).toBe(0);
      expect(await byEmail("twelve@example.com")).toMatchObject({ role: "admin", state: "active" });
      expect(common.code).toBe(1);
      expect(common.stderr).toContain("common");
      expect(await byEmail("common@example.com")).toBeUndefined();
      expect(empty.code).toBe(1);
      expect(empty.stderr).toContain("No password");
      expect(await byEmail("empty@example.com")).toBeUndefined();

      // The password is never printed.
      for (const run of [fromEnvironment, fromPipe, eleven, twelve, common]) {
        for (const password of [strong, "piped pass phrase 42", "k7#Qm2!vRx9", "qwertyuiop123"])
          expect(run.stdout + run.stderr).not.toContain(password);
      }

      const hash = first!.password_hash;
      const again = await staff(["create-admin", "FIRST.ADMIN@example.com"], {
        url,
        password: "another strong pass phrase",
      });
      expect(again).toMatchObject({ code: 1, stdout: "" });
      expect(again.stderr).toContain("already exists");
      expect((await byEmail("first.admin@example.com"))!.password_hash).toBe(hash);
      expect(await db().selectFrom("staff_accounts").select("id").execute()).toHaveLength(3);
    },
    TIMEOUT,
  );

  it(
    "reset-mfa clears the key and deletes the account's sessions and recovery codes; list shows the accounts",
    async () => {
      const url = test.url;
      const now = new Date().toISOString();
      const insert = (email: string) =>
        db()
          .insertInto("staff_accounts")
          .values({
            email,
            password_hash: null,
            role: "staff",
            state: "active",
            created_at: now,
            totp_key: "v1.sealed",
            totp_last_step: 123,
            mfa_enrolled_at: now,
            last_sign_in_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
      const lost = await insert("lost-phone@example.com");
      const other = await insert("bystander@example.com");
      for (const [id, tag] of [
        [lost.id, "lost"],
        [other.id, "other"],
      ] as const) {
        await db()
          .insertInto("staff_sessions")
          .values({ id: `${tag}-session`, account_id: id, created_at: now, last_seen_at: now, second_factor_at: now })
          .execute();
        await db()
          .insertInto("staff_recovery_codes")
          .values(
            [1, 2].map((n) => ({
              account_id: id,
              code_hash: createHash("sha256").update(`${tag}${n}`).digest("hex"),
              used_at: null,
            })),
          )
          .execute();
      }

      const [reset, unknown] = await Promise.all([
        staff(["reset-mfa", "Lost-Phone@example.com"], { url }),
        staff(["reset-mfa", "nobody@example.com"], { url }),
      ]);
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain(`lost-phone@example.com (account ${lost.id})`);
      expect(await byEmail("lost-phone@example.com")).toMatchObject({
        totp_key: null,
        totp_last_step: null,
        mfa_enrolled_at: null,
        state: "active",
      });
      expect(await db().selectFrom("staff_sessions").select("id").where("account_id", "=", lost.id).execute()).toEqual(
        [],
      );
      expect(
        await db().selectFrom("staff_recovery_codes").select("code_hash").where("account_id", "=", lost.id).execute(),
      ).toEqual([]);
      expect(
        await db()
          .selectFrom("audit_log")
          .select(["actor_id"])
          .where("action", "=", "mfa-reset")
          .where("account_id", "=", lost.id)
          .execute(),
      ).toEqual([{ actor_id: null }]);
      // Nobody else is touched.
      expect((await byEmail("bystander@example.com"))!.mfa_enrolled_at).not.toBeNull();
      expect(
        await db().selectFrom("staff_sessions").select("id").where("account_id", "=", other.id).execute(),
      ).toHaveLength(1);
      expect(
        await db().selectFrom("staff_recovery_codes").select("code_hash").where("account_id", "=", other.id).execute(),
      ).toHaveLength(2);

      expect(unknown).toMatchObject({ code: 1, stdout: "" });
      expect(unknown.stderr).toContain("nobody@example.com");

      const list = await staff(["list"], { url });
      expect(list).toMatchObject({ code: 0, stderr: "" });
      const lines = list.stdout.trim().split("\n");
      const count = (await db().selectFrom("staff_accounts").select("id").execute()).length;
      expect(lines).toHaveLength(count);
      expect(lines).toContain(
        [other.id, "bystander@example.com", "staff", "active", "MFA on", `last sign-in ${now}`].join("\t"),
      );
      expect(lines).toContain(
        [lost.id, "lost-phone@example.com", "staff", "active", "MFA off", `last sign-in ${now}`].join("\t"),
      );
      const never = await insert("never-signed-in@example.com");
      // A request for access confirmed from its mailbox (an unconfirmed one is listed nowhere).
      await db()
        .updateTable("staff_accounts")
        .set({
          role: "admin",
          state: "pending",
          request_confirmed_at: now,
          last_sign_in_at: null,
          mfa_enrolled_at: null,
        })
        .where("id", "=", never.id)
        .execute();
      const again = await staff(["list"], { url });
      expect(again.stdout.trim().split("\n")).toContain(
        [never.id, "never-signed-in@example.com", "admin", "pending", "MFA off", "last sign-in never"].join("\t"),
      );
    },
    TIMEOUT,
  );
});

describe("npm run staff on an empty database", () => {
  it(
    "migrates it first and says there are no accounts: there is never a default one",
    async () => {
      const file = path.join(tmpdir(), `staff-empty-${process.pid}-${Date.now()}.db`);
      try {
        const run = await staff(["list"], { url: file });
        expect(run).toMatchObject({ code: 0, stderr: "" });
        expect(run.stdout).toContain("There are no staff accounts");
      } finally {
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
      }
    },
    TIMEOUT,
  );
});
