import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { hashRecoveryCode, newRecoveryCodes } from "#app/auth/recovery-codes.server.ts";
import { createSession, sessionIdOf } from "#app/auth/sessions.server.ts";
import { asFormPost, samples } from "#tests/support/sample-submissions.ts";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";

// The staff area as an attacker tried it (the security issue "Nobody exposed"), on the production server, on SQLite and
// PostgreSQL: hidden control characters in every staff text field (PostgreSQL answered a NUL with a 500 and lost the
// note), an MFA reset of an account that does not exist, a logout posted without a body, and the staff pages' CSP.
// Plain fetch, as a form without JavaScript posts; the session is made in the database as sign-in makes it.

const COOKIE = "__Host-staff-session";
const NUL = "\u0000";
const hiddenMessage = (label: string) =>
  `${label} had a hidden character in it, which has been taken out. Check it and send it again`;

describe.each(dialects)("the staff area on %s", (dialect) => {
  let test: TestDatabase;
  let server: RunningServer;
  let token = "";
  let adminId = 0;
  let enquiryId = 0;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const { db } = test.database;
    const now = new Date();
    ({ id: adminId } = await db
      .insertInto("staff_accounts")
      .values({
        email: "admin.hardening@example.com",
        password_hash: null,
        role: "admin",
        state: "active",
        created_at: now.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow());
    token = await createSession(db, adminId, { secondFactor: true, now });
    server = await startServer(
      { DATABASE_URL: test.url, SITE_SECRET: randomBytes(32).toString("hex"), FORM_MIN_FILL_MS: "0" },
      { capture: true },
    );
    // One enquiry to add notes to, sent as a visitor sends it.
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(asFormPost(samples.contact.fields("Hardening Test"))))
      for (const item of [value].flat()) form.append(key, item);
    const sent = await fetch(`${server.url}/contact`, {
      method: "POST",
      body: form,
      headers: { Origin: server.url },
      redirect: "manual",
    });
    expect(sent.status).toBeLessThan(400);
    ({ id: enquiryId } = await db.selectFrom("submissions").select("id").executeTakeFirstOrThrow());
  });

  afterAll(async () => {
    await server?.stop();
    await test?.dispose();
  });

  const post = (path: string, fields: Record<string, string> | null, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: {
        Origin: server.url,
        Cookie: `${COOKIE}=${token}`,
        ...(fields ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        ...headers,
      },
      body: fields ? new URLSearchParams(fields).toString() : undefined,
      redirect: "manual",
    });

  /** A 400 page saying which field held the character, what was typed given back without it; never a 500. */
  async function expectRefused(response: Response, label: string, kept?: string) {
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain(hiddenMessage(label));
    if (kept !== undefined) expect(html).toContain(kept);
    expect(html).not.toContain(NUL);
  }

  it("sign-in and sign-up: an e-mail address with a NUL → 400 naming the field, the address given back without it", async () => {
    // Nobody signed in: someone signed in is sent on to the staff pages.
    const signedOut = { Cookie: "" };
    await expectRefused(
      await post(
        "/auth",
        { intent: "login", email: `someone${NUL}@example.com`, password: "a password of some length" },
        signedOut,
      ),
      "Email address",
      'value="someone@example.com"',
    );
    await expectRefused(
      await post(
        "/auth",
        {
          intent: "sign-up",
          email: `new${NUL}@example.com`,
          password: "a password of some length",
          "confirm-password": "a password of some length",
        },
        signedOut,
      ),
      "Email address",
      'value="new@example.com"',
    );
    expect(
      await test.database.db.selectFrom("staff_accounts").select("email").where("email", "like", "new%").execute(),
    ).toEqual([]);
  });

  it("the inbox search: a NUL → 400 with the words given back; nothing kept as a search", async () => {
    await expectRefused(
      await post("/admin", { search: `Hardening${NUL} Test` }),
      "Search enquiries",
      'value="Hardening Test"',
    );
    expect(await test.database.db.selectFrom("inbox_searches").select("id").execute()).toEqual([]);
  });

  it("a note with a NUL → 400, the note given back without it (not lost), nothing stored; the same note without it is stored", async () => {
    const note = `Called back${NUL} and left a message`;
    await expectRefused(
      await post(`/admin/enquiries/${enquiryId}`, { intent: "note", note }),
      "Add a note",
      "Called back and left a message</textarea>",
    );
    const notes = () =>
      test.database.db.selectFrom("submission_notes").select("body").where("submission_id", "=", enquiryId).execute();
    expect(await notes()).toEqual([]);
    const stored = await post(`/admin/enquiries/${enquiryId}`, {
      intent: "note",
      note: "Called back and left a message",
    });
    expect(stored.status).toBe(303);
    expect(await notes()).toEqual([{ body: "Called back and left a message" }]);
  });

  it("data protection: a NUL in the e-mail address, the phone number or the reason for an erasure → 400; the export refuses it too", async () => {
    await expectRefused(
      await post("/admin/data-protection", { email: `person${NUL}@example.com`, phone: "" }),
      "Their e-mail address",
      'value="person@example.com"',
    );
    await expectRefused(
      await post("/admin/data-protection", { email: "", phone: `01632${NUL} 960123` }),
      "Their phone number",
    );
    const email = samples.contact.fields("x").email as string;
    await expectRefused(
      await post("/admin/data-protection", {
        intent: "erase",
        email,
        phone: "",
        reason: `They asked${NUL} by e-mail`,
        confirm: "on",
      }),
      "Why are you erasing it?",
      "They asked by e-mail</textarea>",
    );
    expect(
      await test.database.db.selectFrom("submissions").select("id").where("id", "=", enquiryId).execute(),
    ).toHaveLength(1);
    const exported = await post("/admin/data-protection/export", {
      email: `person${NUL}@example.com`,
      phone: "",
      format: "json",
    });
    expect(exported.status).toBe(400);
  });

  it("an invitation to an address with a NUL → 400, nobody invited", async () => {
    await expectRefused(
      await post("/admin/staff", { intent: "invite", email: `colleague${NUL}@example.com`, role: "staff" }),
      "Their email address",
      'value="colleague@example.com"',
    );
    expect(
      await test.database.db.selectFrom("staff_accounts").select("id").where("email", "like", "colleague%").execute(),
    ).toEqual([]);
  });

  it("My account: a session to end named with a NUL ends none (no 500); a code with a NUL is a wrong code", async () => {
    const { db } = test.database;
    const [code] = newRecoveryCodes();
    await db
      .insertInto("staff_recovery_codes")
      .values({ account_id: adminId, code_hash: hashRecoveryCode(code!), used_at: null })
      .execute();
    const sessions = () => db.selectFrom("staff_sessions").select("id").where("account_id", "=", adminId).execute();
    const before = await sessions();
    const wrongCode = await post("/admin/account", {
      intent: "sessions",
      "sessions-code": `12${NUL}3456`,
      end: "others",
    });
    expect(wrongCode.status).toBe(401);
    const answer = await post("/admin/account", { intent: "sessions", "sessions-code": code!, end: `abc${NUL}` });
    expect(answer.status).toBe(200);
    expect(await sessions()).toEqual(before);
  });

  it("resetting the authenticator app of an account that does not exist says so (404), and audits nothing", async () => {
    const resets = () =>
      test.database.db.selectFrom("audit_log").select("id").where("action", "=", "mfa-reset").execute();
    const answer = await post("/admin/staff", { intent: "reset-mfa", account: String(adminId + 1000) });
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(html).toContain("That account could not be found.");
    expect(html).not.toContain("Authenticator app reset");
    expect(await resets()).toEqual([]);
  });

  it("staff pages' CSP allows no third party (the CQC widget's script is for public pages only)", async () => {
    const cookie = { Cookie: `${COOKIE}=${token}` };
    for (const path of ["/admin", "/admin/staff", "/auth"]) {
      const page = await fetch(`${server.url}${path}`, { headers: path === "/auth" ? {} : cookie, redirect: "manual" });
      expect([path, page.status]).toEqual([path, 200]);
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
      expect(csp).not.toContain("cqc.org.uk");
      expect(csp).toContain("frame-src 'none'");
    }
    // A public page rendered per request still allows it (client-side navigation may reach the home page's widget).
    expect((await fetch(`${server.url}/contact`)).headers.get("content-security-policy")).toContain(
      "https://www.cqc.org.uk",
    );
  });

  it("logout posted without a body (no Content-Type) ends the session; from another site it is refused and the session stays", async () => {
    const { db } = test.database;
    const other = await createSession(db, adminId, { secondFactor: true, now: new Date() });
    const stored = () => db.selectFrom("staff_sessions").select("id").where("id", "=", sessionIdOf(other)).execute();

    const forged = await post("/auth/logout", null, { Cookie: `${COOKIE}=${other}`, Origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await stored()).toHaveLength(1);

    const answer = await post("/auth/logout", null, { Cookie: `${COOKIE}=${other}` });
    expect([302, 303]).toContain(answer.status);
    expect(answer.headers.get("location")).toBe("/auth?signed-out");
    expect(answer.headers.getSetCookie().some((value) => value.startsWith(`${COOKIE}=;`))).toBe(true);
    expect(await stored()).toEqual([]);
  });
});
