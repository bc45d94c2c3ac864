import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import type { StaffState } from "#app/db.server/schema.ts";
import {
  clearedSessionCookie,
  createSession,
  deleteEndedSessions,
  deleteSession,
  deleteSessionsOf,
  SESSION_COOKIE,
  sessionCookie,
  sessionIdOf,
  sessionTokenOf,
  validateSession,
} from "#app/auth/sessions.server.ts";

// Server-side sessions: what is stored (only a hash of the token), the idle, absolute and half-session limits to the
// millisecond, how often last-seen is written, and the cookie.

const limits = { idleMinutes: 30, sessionHours: 12 };
const start = new Date("2026-11-21T09:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const iso = (value: string | Date) => new Date(value).toISOString();

describe("the session cookie", () => {
  const token = "A".repeat(43);

  it("is a __Host- cookie: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax, lasting the absolute limit", () => {
    const cookie = sessionCookie(token, limits);
    expect(cookie.startsWith(`__Host-staff-session=${token};`)).toBe(true);
    const attributes = cookie
      .split(";")
      .slice(1)
      .map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Lax", `Max-Age=${12 * 3600}`]),
    );
    expect(cookie.toLowerCase()).not.toContain("domain");
  });

  it("is cleared with an empty value and Max-Age=0, with the same attributes", () => {
    const cookie = clearedSessionCookie();
    expect(cookie.startsWith(`${SESSION_COOKIE}=;`)).toBe(true);
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Secure");
    expect(cookie.toLowerCase()).not.toContain("domain");
  });

  it("sessionTokenOf finds the token among other cookies, and nothing where there is none", () => {
    const request = (cookie?: string) =>
      new Request("https://example.com/admin", { headers: cookie === undefined ? {} : { cookie } });
    expect(sessionTokenOf(request(`theme=dark; __Host-staff-session=${token}; other=1`))).toBe(token);
    expect(sessionTokenOf(request(`__Host-staff-session=${token}`))).toBe(token);
    expect(sessionTokenOf(request("theme=dark; staff-session=x; __Host-staff-session-old=y"))).toBeNull();
    expect(sessionTokenOf(request("__Host-staff-session="))).toBeNull();
    expect(sessionTokenOf(request())).toBeNull();
  });
});

describe.each(dialects)("sessions on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;
  let accounts = 0;

  async function account(state: StaffState = "active", mfa = true): Promise<number> {
    const row = await db()
      .insertInto("staff_accounts")
      .values({
        email: `person${++accounts}@example.com`,
        password_hash: null,
        role: "staff",
        state,
        created_at: start.toISOString(),
        mfa_enrolled_at: mfa ? start.toISOString() : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const sessionRow = (token: string) =>
    db().selectFrom("staff_sessions").selectAll().where("id", "=", sessionIdOf(token)).executeTakeFirst();
  const full = (accountId: number, now = start) => createSession(db(), accountId, { secondFactor: true, now });

  it("gives a token of 43 base64url characters (256 bits) and stores only its SHA-256", async () => {
    const id = await account();
    const token = await full(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sessionRow(token);
    expect(row?.id).toBe(createHash("sha256").update(token).digest("hex"));
    const rows = await db().selectFrom("staff_sessions").selectAll().execute();
    for (const stored of rows) {
      for (const value of Object.values(stored)) expect(String(value)).not.toContain(token);
    }
    expect(await full(id)).not.toBe(token);
  });

  it("opens a full session with its account; a half-session says it has no second factor", async () => {
    const id = await account("active", false);
    const result = await validateSession(db(), await full(id), limits, start);
    expect(result.session).toMatchObject({
      secondFactor: true,
      account: { id, role: "staff", state: "active", mfaEnrolled: false },
    });
    expect(iso(result.session!.createdAt)).toBe(start.toISOString());
    const half = await createSession(db(), id, { secondFactor: false, now: start });
    expect((await validateSession(db(), half, limits, start)).session?.secondFactor).toBe(false);
    expect((await sessionRow(half))?.second_factor_at).toBeNull();
  });

  it("opens nothing for no token, an unknown one or one too long", async () => {
    expect(await validateSession(db(), null, limits, start)).toEqual({ session: null, end: "none" });
    expect(await validateSession(db(), "B".repeat(43), limits, start)).toEqual({ session: null, end: "none" });
    expect(await validateSession(db(), "C".repeat(101), limits, start)).toEqual({ session: null, end: "none" });
  });

  it("is still valid one millisecond before the idle limit, and ends ('idle') exactly at it", async () => {
    const id = await account();
    const alive = await full(id);
    expect((await validateSession(db(), alive, limits, later(30 * MINUTE - 1))).session).not.toBeNull();

    const idle = await full(id);
    expect(await validateSession(db(), idle, limits, later(30 * MINUTE))).toEqual({
      session: null,
      end: "idle",
      accountId: id,
    });
    expect(await sessionRow(idle)).toBeUndefined();
    // Gone for good: the next request finds nothing.
    expect(await validateSession(db(), idle, limits, later(30 * MINUTE))).toEqual({ session: null, end: "none" });
  });

  it("ends ('expired') exactly 12 hours after it began even when used within every idle limit", async () => {
    const id = await account();
    const token = await full(id);
    // A step one minute short of the idle limit: a busy day's use, in few enough queries to stay quick on a loaded CI.
    for (let minute = 1; minute < 12 * 60; minute += limits.idleMinutes - 1) {
      const result = await validateSession(db(), token, limits, later(minute * MINUTE));
      if (!result.session) throw new Error(`ended at minute ${minute}: ${result.end}`);
    }
    expect((await validateSession(db(), token, limits, later(12 * HOUR - 1))).session).not.toBeNull();
    expect(await validateSession(db(), token, limits, later(12 * HOUR))).toEqual({
      session: null,
      end: "expired",
      accountId: id,
    });
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("ends a half-session ('expired') exactly 10 minutes after it began", async () => {
    const id = await account();
    const half = () => createSession(db(), id, { secondFactor: false, now: start });
    expect((await validateSession(db(), await half(), limits, later(10 * MINUTE - 1))).session).not.toBeNull();
    const token = await half();
    expect(await validateSession(db(), token, limits, later(10 * MINUTE))).toEqual({
      session: null,
      end: "expired",
      accountId: id,
    });
    expect(await sessionRow(token)).toBeUndefined();
    // A full session of the same age is fine.
    expect((await validateSession(db(), await full(id), limits, later(10 * MINUTE))).session).not.toBeNull();
  });

  it("writes last_seen_at only once a minute has passed since the last write", async () => {
    const id = await account();
    const token = await full(id);
    await validateSession(db(), token, limits, later(MINUTE - 1));
    expect(iso((await sessionRow(token))!.last_seen_at)).toBe(start.toISOString());
    await validateSession(db(), token, limits, later(MINUTE));
    expect(iso((await sessionRow(token))!.last_seen_at)).toBe(later(MINUTE).toISOString());
    await validateSession(db(), token, limits, later(2 * MINUTE - 1));
    expect(iso((await sessionRow(token))!.last_seen_at)).toBe(later(MINUTE).toISOString());
    // The idle limit counts from the last write: 30 minutes after it, the session is idle.
    expect(await validateSession(db(), token, limits, later(31 * MINUTE))).toEqual({
      session: null,
      end: "idle",
      accountId: id,
    });
  });

  it("under a short idle limit writes last_seen_at every half of it, so a session in use never goes idle (1 minute: every 30 s)", async () => {
    const short = { idleMinutes: 1, sessionHours: 12 };
    const id = await account();
    const token = await full(id);
    // A request every 40 s: each is within the minute of the one before, so the session stays open.
    for (let at = 40_000; at <= 10 * MINUTE; at += 40_000) {
      const result = await validateSession(db(), token, short, later(at));
      if (!result.session) throw new Error(`ended after ${at / 1000} s: ${result.end}`);
      expect(iso((await sessionRow(token))!.last_seen_at)).toBe(later(at).toISOString());
    }
    // Under half the limit since the last write: not written again.
    await validateSession(db(), token, short, later(10 * MINUTE + 29_999));
    expect(iso((await sessionRow(token))!.last_seen_at)).toBe(later(10 * MINUTE).toISOString());
    // A whole minute without a request still ends it.
    expect(await validateSession(db(), token, short, later(11 * MINUTE))).toEqual({
      session: null,
      end: "idle",
      accountId: id,
    });
  });

  it("deleteEndedSessions deletes the rows of idle, expired and stale half-sessions nobody came back to, and only those", async () => {
    await db().deleteFrom("staff_sessions").execute();
    const id = await account();
    const now = later(13 * HOUR);
    const idle = await full(id, new Date(now.getTime() - 30 * MINUTE));
    const expired = await full(id, new Date(now.getTime() - 12 * HOUR));
    await db()
      .updateTable("staff_sessions")
      .set({ last_seen_at: iso(new Date(now.getTime() - MINUTE)) })
      .where("id", "=", sessionIdOf(expired))
      .execute();
    const staleHalf = await createSession(db(), id, {
      secondFactor: false,
      now: new Date(now.getTime() - 10 * MINUTE),
    });
    const open = await full(id, new Date(now.getTime() - 30 * MINUTE + 1));
    const freshHalf = await createSession(db(), id, {
      secondFactor: false,
      now: new Date(now.getTime() - 10 * MINUTE + 1),
    });
    const young = await full(id, new Date(now.getTime() - 12 * HOUR + 1));
    await db()
      .updateTable("staff_sessions")
      .set({ last_seen_at: iso(now) })
      .where("id", "=", sessionIdOf(young))
      .execute();

    expect(await deleteEndedSessions(db(), limits, now)).toBe(3);
    for (const gone of [idle, expired, staleHalf]) expect(await sessionRow(gone)).toBeUndefined();
    for (const kept of [open, freshHalf, young])
      expect((await validateSession(db(), kept, limits, now)).session).not.toBeNull();
    expect(await deleteEndedSessions(db(), limits, now)).toBe(0);
  });

  it("refuses and deletes the session of an account that is disabled or pending", async () => {
    for (const state of ["disabled", "pending"] as const) {
      const id = await account(state);
      const token = await full(id);
      expect(await validateSession(db(), token, limits, start)).toEqual({ session: null, end: "none" });
      expect(await sessionRow(token)).toBeUndefined();
    }
  });

  it("deleteSession ends one session; deleteSessionsOf ends every session of an account but exceptId", async () => {
    const id = await account();
    const other = await account();
    const [a, b, c] = [await full(id), await full(id), await full(id)];
    const others = await full(other);
    await deleteSession(db(), sessionIdOf(a));
    expect(await sessionRow(a)).toBeUndefined();

    expect(await deleteSessionsOf(db(), id, sessionIdOf(b))).toBe(1);
    expect(await sessionRow(b)).toBeDefined();
    expect(await sessionRow(c)).toBeUndefined();
    expect(await deleteSessionsOf(db(), id)).toBe(1);
    expect(await sessionRow(b)).toBeUndefined();
    expect(await sessionRow(others)).toBeDefined();
  });
});
