import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import {
  deleteExpiredDrafts,
  keepDraft,
  keepPostedDraft,
  takeDraft,
  takeDraftOfPage,
} from "#app/auth/drafts.server.ts";
import { createSession, deleteSessionsOf, validateSession } from "#app/auth/sessions.server.ts";
import { MAX_FORM_BYTES } from "#app/http/body.server.ts";
import { openSecret, sealSecret } from "#app/security/secret-box.server.ts";
import { keyFor, type KeyPurpose } from "#app/security/secrets.server.ts";

// The drafts kept after a session ended (issue 25): sealed, for one account and page, taken once, gone after 15
// minutes, purged; and the note of why someone else ended a session, which tells whose the draft is.

const start = new Date("2026-11-27T09:00:00.000Z");
const MINUTE = 60_000;
const later = (ms: number) => new Date(start.getTime() + ms);
const PAGE = "/admin/enquiries/7";
const NOTE = "Rang Mrs Patel back: her daughter will call on Friday about the morning visits.";

function notePost(fields: Record<string, string>, path = PAGE): Request {
  return new Request(`https://example.com${path}?from=%2Fadmin%3Fform%3Dall`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A form sent to PAGE, as the browser sends it (URL-encoded unless told). */
function sent(
  body: BodyInit,
  { method = "POST", type = "application/x-www-form-urlencoded" }: { method?: string; type?: string } = {},
): Request {
  return new Request(`https://example.com${PAGE}`, { method, headers: { "Content-Type": type }, body });
}

/** The longest text kept (MAX_DRAFT_CHARS in drafts.server.ts, which is not exported). */
const MAX_DRAFT_CHARS = 20_000;

describe.each(dialects)("drafts on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const database = () => current().database;
  let accounts = 0;

  async function account(): Promise<number> {
    const row = await database()
      .db.insertInto("staff_accounts")
      .values({
        email: `drafter${++accounts}@example.com`,
        password_hash: null,
        role: "staff",
        state: "active",
        created_at: start.toISOString(),
        mfa_enrolled_at: start.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A row for the account and PAGE holding `value` as JSON, sealed under the key of `purpose` (as keepDraft would). */
  async function storeSealed(accountId: number, value: unknown, purpose: KeyPurpose = "staff-draft") {
    const sealed = sealSecret(await keyFor(purpose, database()), new TextEncoder().encode(JSON.stringify(value)));
    await database()
      .db.insertInto("staff_drafts")
      .values({ account_id: accountId, page: PAGE, sealed, expires_at: later(15 * MINUTE).toISOString() })
      .execute();
  }

  /** What is kept for the account: the drafts' rows, opened. */
  async function keptFor(accountId: number): Promise<unknown[]> {
    const rows = await database()
      .db.selectFrom("staff_drafts")
      .select(["page", "sealed"])
      .where("account_id", "=", accountId)
      .execute();
    const key = await keyFor("staff-draft", database());
    return rows.map((row) => ({
      page: row.page,
      draft: JSON.parse(new TextDecoder().decode(openSecret(key, row.sealed))) as unknown,
    }));
  }

  it("stores the text sealed (never readable in the row) and gives it back once, to its account and page only", async () => {
    const me = await account();
    const other = await account();
    await keepDraft(database(), me, PAGE, { field: "note", text: NOTE }, start);
    const rows = await database().db.selectFrom("staff_drafts").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    for (const value of Object.values(rows[0]!)) expect(String(value)).not.toContain("Patel");

    expect(await takeDraft(database(), other, PAGE, later(MINUTE))).toBeNull();
    expect(await takeDraft(database(), me, "/admin/enquiries/8", later(MINUTE))).toBeNull();
    expect(await takeDraft(database(), me, PAGE, later(MINUTE))).toEqual({ field: "note", text: NOTE });
    // Taken: it does not come back a second time.
    expect(await takeDraft(database(), me, PAGE, later(MINUTE))).toBeNull();
  });

  it("keeps one draft per account and page: a later one replaces it", async () => {
    const me = await account();
    await keepDraft(database(), me, PAGE, { field: "note", text: "first" }, start);
    await keepDraft(database(), me, PAGE, { field: "note", text: "second" }, later(MINUTE));
    expect(await takeDraft(database(), me, PAGE, later(2 * MINUTE))).toEqual({ field: "note", text: "second" });
  });

  it("lasts 15 minutes: just before, it comes back; at 15 minutes, nothing does", async () => {
    const me = await account();
    await keepDraft(database(), me, PAGE, { field: "note", text: NOTE }, start);
    expect(await takeDraft(database(), me, PAGE, later(15 * MINUTE - 1))).toEqual({ field: "note", text: NOTE });
    await keepDraft(database(), me, PAGE, { field: "note", text: NOTE }, start);
    expect(await takeDraft(database(), me, PAGE, later(15 * MINUTE))).toBeNull();
    expect(await database().db.selectFrom("staff_drafts").selectAll().where("account_id", "=", me).execute()).toEqual(
      [],
    );
  });

  it("purges expired drafts (the daily run, and whenever another draft is kept), and only those", async () => {
    const [a, b, c] = [await account(), await account(), await account()];
    await keepDraft(database(), a, PAGE, { field: "note", text: "old" }, start);
    await keepDraft(database(), b, PAGE, { field: "note", text: "newer" }, later(10 * MINUTE));
    expect(await deleteExpiredDrafts(database().db, later(15 * MINUTE))).toBeGreaterThanOrEqual(1);
    const left = await database().db.selectFrom("staff_drafts").select("account_id").execute();
    expect(left.map((row) => row.account_id)).not.toContain(a);
    expect(left.map((row) => row.account_id)).toContain(b);
    // Keeping a new draft also clears those past their time.
    await keepDraft(database(), c, PAGE, { field: "note", text: "now" }, later(30 * MINUTE));
    const after = await database().db.selectFrom("staff_drafts").select("account_id").execute();
    expect(after.map((row) => row.account_id)).not.toContain(b);
    expect(await takeDraft(database(), c, PAGE, later(30 * MINUTE))).toEqual({ field: "note", text: "now" });
  });

  it("a draft that does not open (changed in the database) is nothing", async () => {
    const me = await account();
    await keepDraft(database(), me, PAGE, { field: "note", text: NOTE }, start);
    const row = await database()
      .db.selectFrom("staff_drafts")
      .select("sealed")
      .where("account_id", "=", me)
      .executeTakeFirstOrThrow();
    const parts = row.sealed.split(".");
    parts[2] = parts[2]!.startsWith("A") ? `B${parts[2]!.slice(1)}` : `A${parts[2]!.slice(1)}`;
    await database()
      .db.updateTable("staff_drafts")
      .set({ sealed: parts.join(".") })
      .where("account_id", "=", me)
      .execute();
    expect(await takeDraft(database(), me, PAGE, later(MINUTE))).toBeNull();
  });

  it("keeps a posted form's text only when the form asks for it, under the page's path (never its query)", async () => {
    const me = await account();
    await keepPostedDraft(database(), notePost({ intent: "note", note: NOTE }), me, start);
    expect(await database().db.selectFrom("staff_drafts").selectAll().execute()).toHaveLength(0);
    await keepPostedDraft(database(), notePost({ intent: "note", "keep-draft": "note", note: "  " }), me, start);
    expect(await database().db.selectFrom("staff_drafts").selectAll().execute()).toHaveLength(0);
    await keepPostedDraft(database(), notePost({ intent: "note", "keep-draft": "note", note: NOTE }), me, start);
    const loaded = new Request(`https://example.com${PAGE}?done=note`);
    expect(await takeDraftOfPage(database(), me, loaded, later(MINUTE))).toEqual({ field: "note", text: NOTE });
  });

  it("a session someone else ended says why once, with its account; one simply gone says nothing", async () => {
    const me = await account();
    const token = await createSession(database().db, me, { secondFactor: true, now: start });
    const limits = { idleMinutes: 30, sessionHours: 12 };
    await deleteSessionsOf(database().db, me, undefined, { reason: "everywhere", now: later(MINUTE) });
    expect(await validateSession(database().db, token, limits, later(2 * MINUTE))).toEqual({
      session: null,
      end: "everywhere",
      accountId: me,
    });
    expect(await validateSession(database().db, token, limits, later(3 * MINUTE))).toEqual({
      session: null,
      end: "none",
    });
  });

  it("seals drafts under the key of their own purpose: no other purpose's key opens one, nor is one sealed so taken", async () => {
    const me = await account();
    await keepDraft(database(), me, PAGE, { field: "note", text: NOTE }, start);
    const { sealed } = await database()
      .db.selectFrom("staff_drafts")
      .select("sealed")
      .where("account_id", "=", me)
      .executeTakeFirstOrThrow();
    const opened = openSecret(await keyFor("staff-draft", database()), sealed);
    expect(JSON.parse(new TextDecoder().decode(opened))).toEqual({ field: "note", text: NOTE });
    // The key of any other purpose (the TOTP keys', the outbox's) opens nothing.
    for (const purpose of ["totp-key", "outbox-payload"] as const) {
      const key = await keyFor(purpose, database());
      expect(() => openSecret(key, sealed)).toThrow();
    }
    // Taken, so that the page's row is free for the next ones.
    await takeDraft(database(), me, PAGE, later(MINUTE));

    // A draft sealed under another purpose's key is nothing; under the drafts' own key it comes back.
    await storeSealed(me, { field: "note", text: NOTE }, "outbox-payload");
    expect(await takeDraft(database(), me, PAGE, later(MINUTE))).toBeNull();
    await storeSealed(me, { field: "note", text: NOTE });
    expect(await takeDraft(database(), me, PAGE, later(MINUTE))).toEqual({ field: "note", text: NOTE });
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "note"],
    ["a number", 7],
    ["a list", [{ field: "note", text: NOTE }]],
    ["a text without its field", { text: NOTE }],
    ["a field without its text", { field: "note" }],
    ["a field that is not a string", { field: 1, text: NOTE }],
    ["a text that is not a string", { field: "note", text: 7 }],
  ])("a draft that opens to %s is nothing (and is gone)", async (_, value) => {
    const me = await account();
    await storeSealed(me, value);
    expect(await takeDraft(database(), me, PAGE, later(MINUTE))).toBeNull();
    expect(await keptFor(me)).toEqual([]);
  });

  it("keeps nothing of a form sent with any method but POST", async () => {
    const me = await account();
    const body = new URLSearchParams({ "keep-draft": "note", note: NOTE }).toString();
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      await keepPostedDraft(database(), sent(body, { method }), me, start);
    }
    expect(await keptFor(me)).toEqual([]);
    // The same form posted is kept: only the method made the difference.
    await keepPostedDraft(database(), sent(body), me, start);
    expect(await keptFor(me)).toEqual([{ page: PAGE, draft: { field: "note", text: NOTE } }]);
  });

  it("keeps nothing of a body that cannot be read as a form, and does not fail", async () => {
    const me = await account();
    const json = sent(JSON.stringify({ "keep-draft": "note", note: NOTE }), { type: "application/json" });
    await expect(keepPostedDraft(database(), json, me, start)).resolves.toBeUndefined();
    // Past the forms' size limit (MAX_FORM_BYTES), the body is not read at all.
    const huge = new URLSearchParams({ "keep-draft": "note", note: NOTE, padding: "x".repeat(MAX_FORM_BYTES) });
    await expect(keepPostedDraft(database(), sent(huge.toString()), me, start)).resolves.toBeUndefined();
    expect(await keptFor(me)).toEqual([]);
  });

  it.each<[string, Record<string, string>]>([
    ["a capital letter", { "keep-draft": "Note", Note: NOTE }],
    ["an underscore", { "keep-draft": "the_note", the_note: NOTE }],
    ["a leading hyphen", { "keep-draft": "-note", "-note": NOTE }],
    ["41 characters", { "keep-draft": `n${"o".repeat(40)}`, [`n${"o".repeat(40)}`]: NOTE }],
    // No keep-draft field at all: not even a field called "null" is taken for the text.
    ["none given", { null: NOTE }],
  ])("keeps nothing when the field named for the text has %s", async (_, fields) => {
    const me = await account();
    await keepPostedDraft(database(), sent(new URLSearchParams(fields).toString()), me, start);
    expect(await keptFor(me)).toEqual([]);
  });

  it("keeps the text of a field named by 40 characters (the longest name taken)", async () => {
    const me = await account();
    const field = `n${"o".repeat(39)}`;
    await keepPostedDraft(
      database(),
      sent(new URLSearchParams({ "keep-draft": field, [field]: NOTE }).toString()),
      me,
      start,
    );
    expect(await keptFor(me)).toEqual([{ page: PAGE, draft: { field, text: NOTE } }]);
  });

  it("keeps nothing, and does not fail, when the named field is missing or is a file", async () => {
    const me = await account();
    const missing = sent(new URLSearchParams({ "keep-draft": "note", intent: "note" }).toString());
    await expect(keepPostedDraft(database(), missing, me, start)).resolves.toBeUndefined();
    const form = new FormData();
    form.set("keep-draft", "note");
    form.set("note", new File([NOTE], "note.txt", { type: "text/plain" }));
    const multipart = new Request(`https://example.com${PAGE}`, { method: "POST", body: form });
    await expect(keepPostedDraft(database(), multipart, me, start)).resolves.toBeUndefined();
    expect(await keptFor(me)).toEqual([]);
  });

  it(`keeps a text of ${MAX_DRAFT_CHARS} characters whole, and nothing of one character more`, async () => {
    const me = await account();
    const longest = `${NOTE} ${"x".repeat(MAX_DRAFT_CHARS - NOTE.length - 1)}`;
    expect(longest).toHaveLength(MAX_DRAFT_CHARS);
    const post = (text: string) => sent(new URLSearchParams({ "keep-draft": "note", note: text }).toString());
    await keepPostedDraft(database(), post(`${longest}x`), me, start);
    expect(await keptFor(me)).toEqual([]);
    await keepPostedDraft(database(), post(longest), me, start);
    expect(await keptFor(me)).toEqual([{ page: PAGE, draft: { field: "note", text: longest } }]);
  });
});
