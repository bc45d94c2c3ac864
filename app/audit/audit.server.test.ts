import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import { auditActions, clientHashOf, recordAudit } from "#app/audit/audit.server.ts";

// The audit log: one row per entry, with its details as JSON; a client named only by a keyed hash.

const now = new Date("2026-11-21T09:00:00.000Z");

describe("clientHashOf", () => {
  // A fixed key, so the hash is the same on every run: with a random one, one run in about 140 gave a hash that had
  // "203" in it by chance, which the last test below would take for the address.
  const key = Buffer.alloc(32, 0x5a);

  it("gives the same 32 hex digits for the same address and key", () => {
    const hash = clientHashOf(key, "203.0.113.7");
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    // The first 32 hex digits of HMAC-SHA-256 (a known answer, as Node computes it).
    expect(hash).toBe("b9d195084661f16070e43d36d08c3746");
    expect(clientHashOf(key, "203.0.113.7")).toBe(hash);
    expect(clientHashOf(Buffer.from(key), "203.0.113.7")).toBe(hash);
  });

  it("differs between addresses and between keys, and never holds the address", () => {
    const hash = clientHashOf(key, "203.0.113.7");
    expect(clientHashOf(key, "203.0.113.8")).not.toBe(hash);
    expect(clientHashOf(randomBytes(32), "203.0.113.7")).not.toBe(hash);
    expect(hash).not.toContain("203");
  });

  it("is null when there is no address", () => {
    expect(clientHashOf(key, null)).toBeNull();
    expect(clientHashOf(key, undefined)).toBeNull();
    expect(clientHashOf(key, "")).toBeNull();
  });
});

describe.each(dialects)("recordAudit on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;

  it("writes one row with every field, details as a JSON object", async () => {
    await recordAudit(
      db(),
      {
        action: "role-changed",
        actorId: 1,
        accountId: 2,
        submissionId: 3,
        clientHash: "ab".repeat(16),
        details: { from: "staff", to: "admin" },
      },
      now,
    );
    const row = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "role-changed")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      action: "role-changed",
      actor_id: 1,
      account_id: 2,
      submission_id: 3,
      client_hash: "ab".repeat(16),
    });
    expect(new Date(row.at).toISOString()).toBe(now.toISOString());
    expect(jsonObjectOf(row.details)).toEqual({ from: "staff", to: "admin" });
  });

  it("leaves what the entry does not give NULL", async () => {
    await recordAudit(db(), { action: "admin-created" }, now);
    const row = await db()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "admin-created")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      actor_id: null,
      account_id: null,
      submission_id: null,
      client_hash: null,
      details: null,
    });
  });

  it("writes in the caller's transaction: rolled back with it", async () => {
    await expect(
      inTransaction(current().database, async ({ db }) => {
        await recordAudit(db, { action: "sign-out" }, now);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await db().selectFrom("audit_log").select("id").where("action", "=", "sign-out").execute()).toEqual([]);
  });

  it("numbers the entries in order", async () => {
    await recordAudit(db(), { action: "sign-in", accountId: 5 }, now);
    await recordAudit(db(), { action: "sign-in", accountId: 6 }, now);
    const rows = await db()
      .selectFrom("audit_log")
      .select(["id", "account_id"])
      .where("action", "=", "sign-in")
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.account_id)).toEqual([5, 6]);
    expect(Number(rows[1]!.id)).toBeGreaterThan(Number(rows[0]!.id));
  });

  it("knows each action once", () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
  });
});
