import { randomBytes } from "node:crypto";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { createAdmin } from "#app/auth/accounts.server.ts";
import { acceptTotpCode } from "#app/auth/totp.server.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";

// Two production server processes on one PostgreSQL database, with one SITE_SECRET, behind one trusted proxy: a staff
// session begun on one is the session on the other (half-sessions, full sessions, logout), a TOTP code spent on one
// is spent on both, and the sign-in throttle's delays and 15-minute lock hold whichever process is asked. Plain fetch
// without a browser: each post is what a form without JavaScript sends.

const COOKIE = "__Host-staff-session";
const BLOCKED = "Too many failed attempts. Try again in 15 minutes.";
const INVALID = "Invalid email or password";
const CODE_WRONG = "That code is not right, or it has been used already.";

/** Seconds to wait after the n-th failure in a row, n from 1 (app/auth/throttle.server.ts, accountPolicy). */
const WAIT_AFTER: Record<number, number> = { 1: 0, 2: 1, 3: 2, 4: 4 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One trusted proxy (TRUST_PROXY=1): the last X-Forwarded-For entry is the client. */
const CLIENT = "203.0.113.40";

interface Answer {
  status: number;
  location: string | null;
  /** The session cookie's new value, when the answer sets one ("" when it clears it). */
  cookie: string | undefined;
  html: string;
}

async function answerOf(response: Response): Promise<Answer> {
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith(`${COOKIE}=`));
  return {
    status: response.status,
    location: response.headers.get("location"),
    cookie: setCookie ? setCookie.slice(COOKIE.length + 1).split(";")[0] : undefined,
    html: await response.text(),
  };
}

const headersFor = (options: { cookie?: string; client?: string }) => ({
  "X-Forwarded-For": options.client ?? CLIENT,
  ...(options.cookie ? { Cookie: `${COOKIE}=${options.cookie}` } : {}),
});

async function get(
  server: RunningServer,
  path: string,
  options: { cookie?: string; client?: string } = {},
): Promise<Answer> {
  return answerOf(await fetch(`${server.url}${path}`, { headers: headersFor(options), redirect: "manual" }));
}

async function post(
  server: RunningServer,
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; client?: string } = {},
): Promise<Answer> {
  return answerOf(
    await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { ...headersFor(options), Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    }),
  );
}

const signIn = (server: RunningServer, email: string, password: string, client?: string) =>
  post(server, "/auth", { intent: "login", email, password }, { client });

/** The current TOTP step, waiting for the next one first if this one ends within 2 s (so the code is not stale). */
async function freshStep(): Promise<number> {
  const untilNext = 30_000 - (Date.now() % 30_000);
  if (untilNext < 2_000) await sleep(untilNext + 100);
  return Math.floor(Date.now() / 30_000);
}

const codeAt = (key: Uint8Array, step: number) => generateHOTP(key, BigInt(step), 6);

const hasPostgres = Boolean(inject("postgresUrl"));

describe.skipIf(!hasPostgres)("postgres: two server processes share staff sessions and lockouts", () => {
  let test: TestDatabase;
  let a: RunningServer;
  let b: RunningServer;
  const admin = {
    email: "first.admin@example.com",
    password: `quiet orchard lantern ${randomBytes(4).toString("hex")}`,
  };
  const other = {
    email: "second.admin@example.com",
    password: `amber meadow compass ${randomBytes(4).toString("hex")}`,
  };

  beforeAll(async () => {
    test = await createTestDatabase("postgres");
    const now = new Date();
    for (const account of [admin, other]) {
      expect(await createAdmin(test.database, account.email, account.password, now)).toMatchObject({ kind: "created" });
    }
    const env = { DATABASE_URL: test.url, SITE_SECRET: randomBytes(32).toString("hex"), TRUST_PROXY: "1" };
    [a, b] = await Promise.all([startServer(env, { capture: true }), startServer(env, { capture: true })]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await test?.dispose();
  });

  it("a session begun on one process is the session on the other, a TOTP code works once across both, logout ends it on both", async () => {
    // The password on A: a half-session, sent to set up the authenticator app.
    const password = await signIn(a, admin.email, admin.password);
    expect([302, 303]).toContain(password.status);
    expect(password.location).toBe("/auth/set-up");
    expect(password.cookie).toBeTruthy();

    // B knows that half-session: it shows the key to set up (made and sealed by B).
    const setUpPage = await get(b, "/auth/set-up", { cookie: password.cookie });
    expect(setUpPage.status).toBe(200);
    // The key is shown in groups of four, each its own element.
    const keyText = [...setUpPage.html.matchAll(/data-key-group[^>]*>([^<]+)</g)].map((match) => match[1]).join("");
    expect(keyText).toMatch(/^[A-Z2-7]{32}$/);
    const key = decodeBase32IgnorePadding(keyText);
    expect(key.length).toBe(20);

    // A accepts the first code (it opens the key B sealed): a full session, the recovery codes shown once.
    const step = await freshStep();
    const code = codeAt(key, step);
    const enrolled = await post(a, "/auth/set-up", { code }, { cookie: password.cookie });
    expect(enrolled.status).toBe(200);
    expect(enrolled.html).toContain("Save your recovery codes");
    expect(enrolled.cookie).toBeTruthy();
    expect(enrolled.cookie).not.toBe(password.cookie);
    const recoveryCodes = [
      ...(/<ul[^>]*data-recovery-codes[^>]*>(.*?)<\/ul>/s.exec(enrolled.html)?.[1] ?? "").matchAll(
        /<li[^>]*>([^<]+)<\/li>/g,
      ),
    ].map((m) => m[1]!);
    expect(recoveryCodes).toHaveLength(10);
    // The half-session is over on both.
    expect((await get(b, "/auth/set-up", { cookie: password.cookie })).location).toMatch(/^\/auth/);

    // B opens the staff pages with A's full session.
    const dashboard = await get(b, "/admin", { cookie: enrolled.cookie });
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain("Admin Dashboard");

    // Logout on B ends it on A.
    const logout = await post(b, "/auth/logout", { intent: "logout" }, { cookie: enrolled.cookie });
    expect([302, 303]).toContain(logout.status);
    expect(logout.location).toBe("/auth?signed-out");
    expect(logout.cookie).toBe("");
    const afterLogout = await get(a, "/admin", { cookie: enrolled.cookie });
    expect([302, 303]).toContain(afterLogout.status);
    expect(afterLogout.location).toBe("/auth");

    // A fresh password sign-in on A; the code spent at enrolment (on A) is refused by B: the step used is stored.
    const again = await signIn(a, admin.email, admin.password);
    expect([302, 303]).toContain(again.status);
    expect(again.location).toBe("/auth/verify");
    // The code is still inside the accepted window: only its stored step can refuse it.
    expect(acceptTotpCode(key, code, null, new Date())).toBe(step);
    const replay = await post(b, "/auth/verify", { code }, { cookie: again.cookie });
    expect(acceptTotpCode(key, code, null, new Date())).toBe(step);
    expect(replay.status).toBe(401);
    expect(replay.html).toContain(CODE_WRONG);
    expect(replay.cookie).toBeUndefined();
    const stored = await test.database.db
      .selectFrom("staff_accounts")
      .select("totp_last_step")
      .where("email", "=", admin.email)
      .executeTakeFirstOrThrow();
    expect(Number(stored.totp_last_step)).toBe(step);

    // That half-session is still good: a recovery code on A signs in, and B lets the new session in.
    // (It says how many codes are left before going on: issue #25.)
    const recovered = await post(a, "/auth/verify", { code: recoveryCodes[0]! }, { cookie: again.cookie });
    expect(recovered.status).toBe(200);
    expect(recovered.html).toContain("You have 9 recovery codes left");
    expect(recovered.cookie).toBeTruthy();
    const dashboardAgain = await get(b, "/admin", { cookie: recovered.cookie });
    expect(dashboardAgain.status).toBe(200);
    expect(dashboardAgain.html).toContain("Admin Dashboard");
  });

  it("wrong passwords alternated between the processes lock an address, known or not, on both: the right password is refused too", async () => {
    /**
     * Five wrong passwords for `email`, alternating between the servers starting with `first`, each after the wait the
     * one before it set; then the lock is checked on the other server. Returns what each answer said, for comparison.
     */
    const lockOut = async (
      email: string,
      rightPassword: string,
      first: RunningServer,
      second: RunningServer,
      client: string,
    ) => {
      const servers = [first, second];
      const seen: string[] = [];
      for (let failure = 1; failure <= 5; failure++) {
        const server = servers[(failure - 1) % 2]!;
        const answer = await signIn(server, email, `wrong password number ${failure}`, client);
        if (failure < 5) {
          expect(answer.status, `failure ${failure} of ${email}`).toBe(401);
          expect(answer.html).toContain(INVALID);
          seen.push(`${answer.status} ${INVALID}`);
        } else {
          expect(answer.status, `failure ${failure} of ${email}`).toBe(429);
          expect(answer.html).toContain(BLOCKED);
          seen.push(`${answer.status} ${BLOCKED}`);
          break;
        }
        const delay = WAIT_AFTER[failure]!;
        if (delay >= 4) {
          // The delay the one set holds on the other at once, the right password included.
          const early = await signIn(servers[failure % 2]!, email, rightPassword, client);
          expect(early.status, `too early after failure ${failure} of ${email}`).toBe(429);
          expect(early.html).toMatch(/Too many failed attempts\. Try again in [1-4] seconds?\./);
          seen.push(`${early.status} early`);
        }
        if (delay > 0) await sleep(delay * 1000 + 300);
      }
      // The server that did not see the fifth failure refuses the right password, from this client or another one.
      const afterLock = servers[1]!;
      for (const from of [client, `${client.replace(/\.\d+$/, "")}.99`]) {
        const right = await signIn(afterLock, email, rightPassword, from);
        expect(right.status, `the right password for ${email} from ${from}`).toBe(429);
        expect(right.html).toContain(BLOCKED);
        expect(right.location).toBeNull();
        expect(right.cookie).toBeUndefined();
        seen.push(`${right.status} ${BLOCKED}`);
      }
      return seen;
    };

    // Side by side (each from its own client, so the per-client counter is not shared): a known address whose fifth
    // failure lands on A, and an unknown one whose fifth lands on B.
    const [known, unknown] = await Promise.all([
      lockOut(other.email, other.password, a, b, "198.51.100.21"),
      lockOut("nobody.here@example.com", other.password, b, a, "198.51.100.31"),
    ]);
    expect(unknown).toEqual(known);
    expect(known).toHaveLength(8);
  });

  it("neither process logged an error", () => {
    for (const server of [a, b]) {
      expect(server.output.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    }
  });
});
