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
});
