import { createHash, randomBytes } from "node:crypto";
import type { Env } from "#app/config/env.server.ts";
import type { Queryable as Db } from "#app/db.server/db.server.ts";
import type { SessionEndReason, StaffRole, StaffState } from "#app/db.server/schema.ts";
import { cookieOf } from "#app/http/cookies.server.ts";

/**
 * Server-side staff sessions, after the Copenhagen Book: the cookie holds 256 random bits; the database holds only
 * their SHA-256, so a copy of the table opens nothing. A session ends after `idleMinutes` without a request and
 * `sessionHours` after it began, both checked on every request; last-seen is written at most once a minute (more
 * often under a short idle limit). Rows of sessions that ended without anyone using them again (deleteEndedSessions)
 * are deleted by the daily run.
 */

/** `__Host-`: the browser keeps it only if it is Secure, has Path=/ and no Domain, so no sub-domain can set or read it. */
export const SESSION_COOKIE = "__Host-staff-session";

/** A half-session (password given, second factor not yet) lasts this long at most. */
export const HALF_SESSION_MINUTES = 10;

/**
 * last_seen_at is written no more often than this, so a busy page does not write on every request; and never less
 * often than every half of the idle limit, or a short limit (STAFF_IDLE_MINUTES=1) would end a session in use: a
 * request just before the write was due would leave last_seen_at a whole limit behind.
 */
const TOUCH_EVERY_MS = 60_000;

/** How long after last_seen_at was written it is written again, for a session with these limits. */
export function touchIntervalMs(limits: SessionLimits): number {
  return Math.min(TOUCH_EVERY_MS, (limits.idleMinutes * 60_000) / 2);
}

export interface SessionLimits {
  idleMinutes: number;
  sessionHours: number;
}

/** The limits the configuration sets (STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS). */
export function sessionLimitsOf(config: Pick<Env, "STAFF_IDLE_MINUTES" | "STAFF_SESSION_HOURS">): SessionLimits {
  return { idleMinutes: config.STAFF_IDLE_MINUTES, sessionHours: config.STAFF_SESSION_HOURS };
}

export interface SessionAccount {
  id: number;
  email: string;
  role: StaffRole;
  /** May see job applicants (with `canSeeApplicants`: admins always may). */
  recruiter: boolean;
  state: StaffState;
  /** The account has a confirmed authenticator app. */
  mfaEnrolled: boolean;
}

export interface StaffSession {
  /** SHA-256 (hex) of the token: the row's id. */
  id: string;
  account: SessionAccount;
  createdAt: Date;
  /** The second factor was given in this session (a full session); false for a half-session. */
  secondFactor: boolean;
  /** When it ends if no request comes before (the idle limit from last-seen as now stored). */
  idleEndsAt: Date;
}

const date = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The row id for a token. */
export function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Starts a session for an account and returns the token for its cookie (the only place the token exists). */
export async function createSession(
  db: Db,
  accountId: number,
  options: { secondFactor: boolean; now: Date; userAgent?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const at = options.now.toISOString();
  await db
    .insertInto("staff_sessions")
    .values({
      id: sessionIdOf(token),
      account_id: accountId,
      created_at: at,
      last_seen_at: at,
      second_factor_at: options.secondFactor ? at : null,
      user_agent: options.userAgent?.slice(0, 200) ?? null,
    })
    .execute();
  return token;
}

/** One of a person's sessions, as "My account" lists them. */
export interface SessionSummary {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
}

/** An account's full sessions that are still open (neither idle nor past the absolute limit), newest first. */
export async function openSessionsOf(
  db: Db,
  accountId: number,
  limits: SessionLimits,
  now: Date,
): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("staff_sessions")
    .select(["id", "created_at", "last_seen_at", "user_agent"])
    .where("account_id", "=", accountId)
    .where("second_factor_at", "is not", null)
    .where("last_seen_at", ">", new Date(now.getTime() - limits.idleMinutes * 60_000).toISOString())
    .where("created_at", ">", new Date(now.getTime() - limits.sessionHours * 3_600_000).toISOString())
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: date(row.created_at),
    lastSeenAt: date(row.last_seen_at),
    userAgent: row.user_agent,
  }));
}

/** Ends every staff session but the given one's (an admin's "sign everyone out"); returns how many ended. */
export async function deleteAllSessions(db: Db, exceptId: string, now: Date): Promise<number> {
  await noteEnds(db, { exceptId }, "admin", now);
  const result = await db.deleteFrom("staff_sessions").where("id", "!=", exceptId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Keeps why the chosen sessions are ending (they are deleted next, in the same transaction): their browsers, when they
 * next come, learn why on /auth, and a note sent from one is kept for its account (drafts.server.ts).
 */
async function noteEnds(
  db: Db,
  which: { accountId?: number; exceptId?: string },
  reason: SessionEndReason,
  now: Date,
): Promise<void> {
  let sessions = db.selectFrom("staff_sessions").select(["id", "account_id"]);
  if (which.accountId !== undefined) sessions = sessions.where("account_id", "=", which.accountId);
  if (which.exceptId) sessions = sessions.where("id", "!=", which.exceptId);
  const ending = await sessions.execute();
  if (ending.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto("staff_session_ends")
    .values(ending.map((row) => ({ id: row.id, account_id: row.account_id, reason, ended_at: at })))
    .execute();
}

/** Why a session is over: for the log and the sign-in page's message. */
export type SessionEnd = "none" | "idle" | "expired" | SessionEndReason;

/** A session's end, with the account it belonged to when that is known (for the draft it may leave). */
export interface EndedSession {
  session: null;
  end: SessionEnd;
  accountId?: number;
}

/**
 * The session a token opens, or why there is none. An idle, expired or half-finished-too-long session is deleted; a
 * session of an account that is no longer active is deleted too (disabling ends sessions at once, and this is the
 * second line of that defence).
 */
export async function validateSession(
  db: Db,
  token: string | null,
  limits: SessionLimits,
  now: Date,
): Promise<{ session: StaffSession; end?: undefined } | EndedSession> {
  if (!token || token.length > 100) return { session: null, end: "none" };
  const id = sessionIdOf(token);
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.account_id")
    .select([
      "staff_sessions.id",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff_sessions.second_factor_at",
      "staff_accounts.id as account_id",
      "staff_accounts.email",
      "staff_accounts.role",
      "staff_accounts.recruiter",
      "staff_accounts.state",
      "staff_accounts.mfa_enrolled_at",
    ])
    .where("staff_sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return endedBySomeoneElse(db, id);

  const createdAt = date(row.created_at);
  const lastSeen = date(row.last_seen_at);
  const idleFor = now.getTime() - lastSeen.getTime();
  const age = now.getTime() - createdAt.getTime();
  const secondFactor = row.second_factor_at !== null;
  const end: SessionEnd | null =
    row.state !== "active"
      ? "none"
      : idleFor >= limits.idleMinutes * 60_000
        ? "idle"
        : age >= limits.sessionHours * 3_600_000 || (!secondFactor && age >= HALF_SESSION_MINUTES * 60_000)
          ? "expired"
          : null;
  if (end) {
    await db.deleteFrom("staff_sessions").where("id", "=", id).execute();
    return end === "none" ? { session: null, end } : { session: null, end, accountId: row.account_id };
  }
  const touched = idleFor >= touchIntervalMs(limits);
  if (touched) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
  }
  return {
    session: {
      id,
      createdAt,
      secondFactor,
      idleEndsAt: new Date((touched ? now : lastSeen).getTime() + limits.idleMinutes * 60_000),
      account: {
        id: row.account_id,
        email: row.email,
        role: row.role,
        recruiter: Boolean(Number(row.recruiter)),
        state: row.state,
        mfaEnrolled: row.mfa_enrolled_at !== null,
      },
    },
  };
}

/** A session with no row: one someone else ended says why, once (its note of the end goes); any other is "none". */
async function endedBySomeoneElse(db: Db, id: string): Promise<EndedSession> {
  const ended = await db
    .deleteFrom("staff_session_ends")
    .where("id", "=", id)
    .returning(["account_id", "reason"])
    .executeTakeFirst();
  return ended ? { session: null, end: ended.reason, accountId: ended.account_id } : { session: null, end: "none" };
}

/** Marks the session as used now, whatever the touch interval: "Stay signed in". */
export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", id).execute();
}

/**
 * Deletes every session that can no longer open anything: idle, past the absolute limit, or a half-session past its
 * 10 minutes. A session ends when it is next used, but one nobody uses again (a closed laptop) would stay as a row
 * for ever; the daily run deletes those. Returns how many went.
 */
export async function deleteEndedSessions(db: Db, limits: SessionLimits, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const result = await db
    .deleteFrom("staff_sessions")
    .where((eb) =>
      eb.or([
        eb("last_seen_at", "<=", before(limits.idleMinutes * 60_000)),
        eb("created_at", "<=", before(limits.sessionHours * 3_600_000)),
        eb.and([eb("second_factor_at", "is", null), eb("created_at", "<=", before(HALF_SESSION_MINUTES * 60_000))]),
      ]),
    )
    .executeTakeFirst();
  // The notes of sessions someone else ended: a browser not back within the absolute limit would find no session then.
  await db
    .deleteFrom("staff_session_ends")
    .where("ended_at", "<=", before(limits.sessionHours * 3_600_000))
    .execute();
  return Number(result.numDeletedRows);
}

/** Ends one session (logout). */
export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id", "=", id).execute();
}

/**
 * Ends every session of an account, but `exceptId` (the one that asked, when it stays signed in). With `ended`, why
 * (another of the person's devices, or an admin) is kept for /auth to say; not for `ended.askedBy`, the session that
 * asked to end them all: its own browser was told already, and a request of it still on its way must not say otherwise.
 */
export async function deleteSessionsOf(
  db: Db,
  accountId: number,
  exceptId?: string,
  ended?: { reason: SessionEndReason; now: Date; askedBy?: string },
): Promise<number> {
  if (ended) await noteEnds(db, { accountId, exceptId: exceptId ?? ended.askedBy }, ended.reason, ended.now);
  let query = db.deleteFrom("staff_sessions").where("account_id", "=", accountId);
  if (exceptId) query = query.where("id", "!=", exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The Set-Cookie value that gives the browser a session's token. */
export function sessionCookie(token: string, limits: SessionLimits): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${limits.sessionHours * 3600}; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie value that removes it. */
export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/** The session token in a request's Cookie header, if any. */
export const sessionTokenOf = (request: Request): string | null => cookieOf(request, SESSION_COOKIE);
