import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#app/db.server/dialect.ts";

/**
 * Staff sign-in (ADR 0005): accounts with a role and a state, their recovery codes, server-side sessions (only a hash
 * of each token), invitation and password-reset links, the failure counters that throttle sign-in attempts across processes, and the audit
 * log every staff action writes to. No row is made here: there is never a default account.
 */
export function staffAccountsMigration(dialect: DialectName): Migration {
  const pg = dialect === "postgres";
  const timestamp = pg ? ("timestamptz" as const) : ("text" as const);

  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("staff_accounts")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "integer", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        // Lower-cased and trimmed when written: one account per address, whatever its case.
        .addColumn("email", "text", (col) => col.notNull().unique())
        // Argon2id PHC string with its parameters; NULL for an invitation not yet taken up.
        .addColumn("password_hash", "text")
        .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
        .addColumn("state", "text", (col) => col.notNull().check(sql`state in ('pending', 'active', 'disabled')`))
        // The TOTP key, sealed with a key derived from the site secret (app/security/secret-box.server.ts).
        .addColumn("totp_key", "text")
        // The last time step whose code was accepted: a code is accepted once only.
        .addColumn("totp_last_step", "bigint")
        .addColumn("mfa_enrolled_at", timestamp)
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("approved_at", timestamp)
        .addColumn("approved_by", "integer")
        .addColumn("last_sign_in_at", timestamp)
        .addColumn("password_changed_at", timestamp)
        .execute();

      await db.schema
        .createTable("staff_recovery_codes")
        .addColumn("account_id", "integer", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
        // SHA-256 of the normalised code (80 random bits: no slow hash needed).
        .addColumn("code_hash", "text", (col) => col.notNull())
        .addColumn("used_at", timestamp)
        .addPrimaryKeyConstraint("staff_recovery_codes_pk", ["account_id", "code_hash"])
        .execute();

      await db.schema
        .createTable("staff_sessions")
        // SHA-256 (hex) of the token in the cookie: a copy of this table opens no session.
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("account_id", "integer", (col) => col.notNull().references("staff_accounts.id").onDelete("cascade"))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("last_seen_at", timestamp, (col) => col.notNull())
        // NULL: the password alone (a half-session that reaches the second-factor pages only).
        .addColumn("second_factor_at", timestamp)
        // The browser's User-Agent (first 200 characters), so a person can tell their sessions apart.
        .addColumn("user_agent", "text")
        .execute();
      await db.schema.createIndex("staff_sessions_account").on("staff_sessions").column("account_id").execute();

      await db.schema
        .createTable("staff_invites")
        .addColumn("id", "text", (col) => col.primaryKey()) // SHA-256 (hex) of the link's token
        // An invitation makes an account; a password reset gives an existing one a new password (MFA still applies).
        .addColumn("purpose", "text", (col) => col.notNull().check(sql`purpose in ('invite', 'password-reset')`))
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('admin', 'staff')`))
        .addColumn("invited_by", "integer", (col) => col.references("staff_accounts.id").onDelete("set null"))
        .addColumn("created_at", timestamp, (col) => col.notNull())
        .addColumn("expires_at", timestamp, (col) => col.notNull())
        .addColumn("used_at", timestamp)
        .execute();

      await db.schema
        .createTable("auth_throttle")
        // What is counted, e.g. "password:email:<keyed hash>" or "second-factor:client:<keyed hash>": never an address.
        .addColumn("key", "text", (col) => col.primaryKey())
        .addColumn("failures", "integer", (col) => col.notNull())
        .addColumn("last_failure_at", timestamp, (col) => col.notNull())
        // Epoch milliseconds (0: not blocked): one UPDATE counts an attempt and sets its block with plain arithmetic on
        // both databases (app/auth/throttle.server.ts).
        .addColumn("blocked_until_ms", "bigint", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("audit_log")
        .$call((builder) =>
          pg
            ? builder.addColumn("id", "bigint", (col) => col.primaryKey().generatedByDefaultAsIdentity())
            : builder.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement()),
        )
        .addColumn("at", timestamp, (col) => col.notNull())
        .addColumn("action", "text", (col) => col.notNull())
        // Who did it (NULL: the command line, or someone not signed in); whom or what it was done to. Plain ids, no
        // foreign keys: an entry outlives the account it names.
        .addColumn("actor_id", "integer")
        .addColumn("account_id", "integer")
        .addColumn("submission_id", "integer")
        // Keyed hash of the client's address (never the address).
        .addColumn("client_hash", "text")
        // A JSON object with more about the event; never personal data.
        .addColumn("details", pg ? "jsonb" : "text")
        .execute();
      await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
      await db.schema.createIndex("audit_log_account").on("audit_log").columns(["account_id", "at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        "audit_log",
        "auth_throttle",
        "staff_invites",
        "staff_sessions",
        "staff_recovery_codes",
        "staff_accounts",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
