import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import type { StaffState } from "#app/db.server/schema.ts";
import {
  clearedSessionCookie,
  createSession,
  deleteAllSessions,
  deleteEndedSessions,
  deleteSession,
  deleteSessionsOf,
  openSessionsOf,
  SESSION_COOKIE,
  sessionCookie,
  sessionIdOf,
  sessionLimitsOf,
  sessionTokenOf,
  touchSession,
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

describe("sessionLimitsOf", () => {
  it("takes the idle minutes and session hours from the configuration", () => {
    expect(sessionLimitsOf({ STAFF_IDLE_MINUTES: 15, STAFF_SESSION_HOURS: 8 })).toEqual({
      idleMinutes: 15,
      sessionHours: 8,
    });
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

  it("accepts a token of 100 characters and refuses one of 101 even when a session row matches it", async () => {
    const id = await account();
    // Tokens are always 43 characters; rows for longer ones are made by hand to see the length limit itself.
    const [fits, tooLong] = ["D".repeat(100), "E".repeat(101)];
    for (const token of [fits, tooLong]) {
      await db()
        .insertInto("staff_sessions")
        .values({
          id: sessionIdOf(token),
          account_id: id,
          created_at: start.toISOString(),
          last_seen_at: start.toISOString(),
          second_factor_at: start.toISOString(),
          user_agent: null,
        })
        .execute();
    }
    expect((await validateSession(db(), fits, limits, start)).session?.account.id).toBe(id);
    expect(await validateSession(db(), tooLong, limits, start)).toEqual({ session: null, end: "none" });
  });

  it("says when the session goes idle: the idle limit from last-seen, or from now when this request writes it", async () => {
    const id = await account();
    const token = await full(id);
    // Not written (under a minute since last-seen): the limit counts from the creation.
    const unwritten = await validateSession(db(), token, limits, later(MINUTE - 1));
    expect(unwritten.session?.idleEndsAt.toISOString()).toBe(later(30 * MINUTE).toISOString());
    // Written now: the limit counts from now.
    const written = await validateSession(db(), token, limits, later(5 * MINUTE));
    expect(written.session?.idleEndsAt.toISOString()).toBe(later(35 * MINUTE).toISOString());
  });

  it("says whether the account has an authenticator app", async () => {
    const enrolled = await account("active", true);
    const result = await validateSession(db(), await full(enrolled), limits, start);
    expect(result.session?.account.mfaEnrolled).toBe(true);
  });

  it("keeps the browser's user agent cut to 200 characters, and none when there is none", async () => {
    const id = await account();
    const agentOf = async (userAgent?: string | null) =>
      (await sessionRow(await createSession(db(), id, { secondFactor: true, now: start, userAgent })))?.user_agent;
    expect(await agentOf("Mozilla/5.0")).toBe("Mozilla/5.0");
    expect(await agentOf("a".repeat(200))).toBe("a".repeat(200));
    expect(await agentOf("b".repeat(200) + "c")).toBe("b".repeat(200));
    expect(await agentOf(null)).toBeNull();
    expect(await agentOf()).toBeNull();
  });

  it("touchSession writes last-seen now whatever the interval, so the idle limit counts from then", async () => {
    const id = await account();
    const token = await full(id);
    const other = await full(id);
    await touchSession(db(), sessionIdOf(token), later(20 * MINUTE));
    expect(iso((await sessionRow(token))!.last_seen_at)).toBe(later(20 * MINUTE).toISOString());
    expect(iso((await sessionRow(other))!.last_seen_at)).toBe(start.toISOString());
    expect((await validateSession(db(), token, limits, later(50 * MINUTE - 1))).session).not.toBeNull();
    expect((await validateSession(db(), other, limits, later(50 * MINUTE - 1))).end).toBe("idle");
  });

  describe("openSessionsOf (My account's list)", () => {
    const now = later(20 * HOUR);
    const before = (ms: number) => new Date(now.getTime() - ms);
    /** A session of `accountId` begun at `created`, last seen at `lastSeen`. */
    async function sessionAt(
      accountId: number,
      created: Date,
      lastSeen: Date,
      secondFactor = true,
      userAgent?: string,
    ) {
      const token = await createSession(db(), accountId, { secondFactor, now: created, userAgent });
      await db()
        .updateTable("staff_sessions")
        .set({ last_seen_at: lastSeen.toISOString() })
        .where("id", "=", sessionIdOf(token))
        .execute();
      return sessionIdOf(token);
    }

    it("lists the account's full sessions still open, newest first, with when each began and was last seen", async () => {
      const id = await account();
      const other = await account();
      const oldest = await sessionAt(id, before(12 * HOUR - 1), before(MINUTE), true, "Firefox");
      const newest = await sessionAt(id, before(2 * MINUTE), before(MINUTE));
      const middle = await sessionAt(id, before(3 * HOUR), before(30 * MINUTE - 1), true, "Safari");
      // Not listed: idle exactly at the limit, begun exactly the absolute limit ago, a half-session, another's.
      await sessionAt(id, before(HOUR), before(30 * MINUTE));
      await sessionAt(id, before(12 * HOUR), before(MINUTE));
      await sessionAt(id, before(MINUTE), before(MINUTE), false);
      await sessionAt(other, before(MINUTE), before(MINUTE));

      expect(await openSessionsOf(db(), id, limits, now)).toEqual([
        { id: newest, createdAt: before(2 * MINUTE), lastSeenAt: before(MINUTE), userAgent: null },
        { id: middle, createdAt: before(3 * HOUR), lastSeenAt: before(30 * MINUTE - 1), userAgent: "Safari" },
        { id: oldest, createdAt: before(12 * HOUR - 1), lastSeenAt: before(MINUTE), userAgent: "Firefox" },
      ]);
    });

    it("lists nothing for an account without open sessions", async () => {
      expect(await openSessionsOf(db(), await account(), limits, now)).toEqual([]);
    });
  });

  describe("the notes that tell a browser why someone else ended its session", () => {
    const now = later(HOUR);
    const endOf = async (token: string) => validateSession(db(), token, limits, now);

    it("deleteAllSessions: every other session ends with 'admin', once; the admin's own stays and gets no note", async () => {
      await db().deleteFrom("staff_sessions").execute();
      const admin = await account();
      const person = await account();
      const own = await full(admin, now);
      const [theirs, another] = [await full(person, now), await full(admin, now)];
      expect(await deleteAllSessions(db(), sessionIdOf(own), now)).toBe(2);
      expect(await endOf(theirs)).toEqual({ session: null, end: "admin", accountId: person });
      expect(await endOf(another)).toEqual({ session: null, end: "admin", accountId: admin });
      // The note is read once: the next request is told nothing.
      expect(await endOf(theirs)).toEqual({ session: null, end: "none" });
      expect((await endOf(own)).session?.id).toBe(sessionIdOf(own));
      // Signing out later is not mistaken for an admin's doing.
      await deleteSession(db(), sessionIdOf(own));
      expect(await endOf(own)).toEqual({ session: null, end: "none" });
    });

    it("deleteAllSessions with no other session ends none and writes nothing", async () => {
      await db().deleteFrom("staff_sessions").execute();
      const own = await full(await account(), now);
      expect(await deleteAllSessions(db(), sessionIdOf(own), now)).toBe(0);
      expect((await endOf(own)).session).not.toBeNull();
    });

    it("deleteSessionsOf with a reason notes it for each of that person's sessions only", async () => {
      const id = await account();
      const other = await account();
      const [a, b] = [await full(id, now), await full(id, now)];
      const others = await full(other, now);
      expect(await deleteSessionsOf(db(), id, undefined, { reason: "everywhere", now })).toBe(2);
      expect(await endOf(a)).toEqual({ session: null, end: "everywhere", accountId: id });
      expect(await endOf(b)).toEqual({ session: null, end: "everywhere", accountId: id });
      // Another person's session stays open, and without a note: its own sign-out later says nothing.
      expect((await endOf(others)).session).not.toBeNull();
      await deleteSession(db(), sessionIdOf(others));
      expect(await endOf(others)).toEqual({ session: null, end: "none" });
    });

    it("deleteSessionsOf keeps no note for the session kept (exceptId) nor for the one that asked (askedBy)", async () => {
      const id = await account();
      const [kept, ended] = [await full(id, now), await full(id, now)];
      expect(await deleteSessionsOf(db(), id, sessionIdOf(kept), { reason: "admin", now })).toBe(1);
      expect(await endOf(ended)).toEqual({ session: null, end: "admin", accountId: id });
      await deleteSession(db(), sessionIdOf(kept));
      expect(await endOf(kept)).toEqual({ session: null, end: "none" });

      // "Sign out everywhere": the asking session ends too, but its browser was told already.
      const [asker, elsewhere] = [await full(id, now), await full(id, now)];
      const ask = { reason: "everywhere" as const, now, askedBy: sessionIdOf(asker) };
      expect(await deleteSessionsOf(db(), id, undefined, ask)).toBe(2);
      expect(await endOf(asker)).toEqual({ session: null, end: "none" });
      expect(await endOf(elsewhere)).toEqual({ session: null, end: "everywhere", accountId: id });
    });

    it("deleteSessionsOf with a reason for a person with no session writes nothing and ends none", async () => {
      expect(await deleteSessionsOf(db(), await account(), undefined, { reason: "admin", now })).toBe(0);
    });

    it("deleteEndedSessions drops the notes written the absolute limit ago, and keeps younger ones", async () => {
      const id = await account();
      const [old, young] = [await full(id, start), await full(id, start)];
      const run = later(20 * HOUR);
      const twelveHoursBefore = (ms = 0) => new Date(run.getTime() - 12 * HOUR + ms);
      await deleteSessionsOf(db(), id, sessionIdOf(young), { reason: "admin", now: twelveHoursBefore() });
      await deleteSessionsOf(db(), id, undefined, { reason: "admin", now: twelveHoursBefore(1) });
      await deleteEndedSessions(db(), limits, run);
      expect(await validateSession(db(), old, limits, run)).toEqual({ session: null, end: "none" });
      expect(await validateSession(db(), young, limits, run)).toEqual({ session: null, end: "admin", accountId: id });
    });
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
