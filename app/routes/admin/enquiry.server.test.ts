import { describe, expect, it } from "vitest";
import type { Queryable } from "#app/db.server/db.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { NOTE_MAX } from "#app/inbox/inbox.server.ts";
import { enquiryAction, enquiryPage, listHrefFrom } from "#app/routes/admin/enquiry.server.ts";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import {
  get,
  insertAccount,
  insertEnquiry,
  newContext,
  post,
  redirectOf,
  staffMember,
  thrownBy,
} from "#tests/support/staff-pages.ts";
import { answerOf } from "#tests/support/route-actions.ts";

// One enquiry's page, loader and action on each database: the view of it, and each change with its answer, refusal
// and audit entry (the panel's Save: stage, assignee and spam together, all or nothing); a body no form of ours sends
// is a 400 page. And where "Back to the list" goes (`from`: the inbox's own address only).

/** The panel as the page shows an enquiry that is new, unassigned and not spam, with `changes` made to it. */
const panel = (changes: Record<string, string> = {}, shown: Record<string, string> = {}) => ({
  intent: "save",
  stage: "new",
  assignee: "",
  "shown-stage": "new",
  "shown-assignee": "",
  "shown-spam": "no",
  ...Object.fromEntries(Object.entries(shown).map(([field, value]) => [`shown-${field}`, value])),
  ...changes,
});

async function rowOf(db: Queryable, id: number) {
  return db
    .selectFrom("submissions")
    .select(["status", "stage_reason", "assigned_to", "is_spam", "read"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function auditActions(db: Queryable, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("action")
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.action);
}

describe.each(dialects)("the enquiry page's server module (%s)", (dialect) => {
  const test = useTestDatabase(dialect);
  let accounts = 0;

  async function setUp(role: "staff" | "admin" = "staff") {
    const { database } = test();
    const email = `staff${++accounts}@example.org`;
    const id = await insertAccount(database.db, email, { role });
    const enquiry = await insertEnquiry(database.db);
    return { database, db: database.db, enquiry, staff: staffMember(database, { id, email, role }) };
  }

  /** The action's answer to a form posted to the enquiry's page. */
  async function change(
    setup: Awaited<ReturnType<typeof setUp>>,
    form: Record<string, string> | URLSearchParams,
    url = `/admin/enquiries/${setup.enquiry}`,
  ) {
    const context = newContext();
    const answer = await enquiryAction(setup.staff, {
      request: post(url, form),
      params: { id: url.split(/[/?]/)[3] },
      context,
    });
    return { answer, context };
  }

  describe("the action reads the form with one schema", () => {
    it("answers an unknown intent, no intent, or a button without its field with a 400 page, changing nothing", async () => {
      const setup = await setUp();
      const forms: (Record<string, string> | URLSearchParams)[] = [
        { intent: "delete" },
        new URLSearchParams(),
        { intent: "save" },
        { intent: "save", stage: "contacted", assignee: "" },
        { intent: "status", status: "contacted" },
        { intent: "spam" },
        { ...panel(), "shown-spam": "maybe" },
        { ...panel(), spam: "on" },
        { intent: "note" },
        { intent: "send-again" },
        new URLSearchParams(
          "intent=save&stage=new&stage=contacted&assignee=&shown-stage=new&shown-assignee=&shown-spam=no",
        ),
      ];
      for (const form of forms) {
        const error = await thrownBy(() => change(setup, form));
        expect(answerOf(error)).toMatchObject({ status: 400, data: { title: "Your form could not be read" } });
      }
      expect(await rowOf(setup.db, setup.enquiry)).toMatchObject({ status: "new", assigned_to: null });
      expect(await auditActions(setup.db, setup.enquiry)).toEqual([]);
    });

    it("answers an id that is not one, or no such enquiry, with a 404", async () => {
      const setup = await setUp();
      for (const id of ["0", "abc", "1x", "9999999999999"]) {
        const error = await thrownBy(() => change(setup, { intent: "unread" }, `/admin/enquiries/${id}`));
        expect(answerOf(error)).toMatchObject({ status: 404, data: { title: "Enquiry not found" } });
      }
      const gone = await thrownBy(() => change(setup, panel({ spam: "yes" }), "/admin/enquiries/987654321"));
      expect(answerOf(gone)).toMatchObject({ status: 404, data: { title: "Enquiry not found" } });
    });
  });

  describe("a change", () => {
    it("saves the stage and the assignee together (the status-then-assign journey), each audited, with done=save, from kept", async () => {
      const setup = await setUp();
      const other = await insertAccount(setup.db, `colleague${++accounts}@example.org`);
      const { answer } = await change(
        setup,
        panel({ stage: "contacted", assignee: String(other) }),
        `/admin/enquiries/${setup.enquiry}?from=%2Fadmin%3Fform%3Dcontact&_routes=x`,
      );
      expect(redirectOf(answer)).toEqual({
        status: 303,
        location: `/admin/enquiries/${setup.enquiry}?from=%2Fadmin%3Fform%3Dcontact&done=save#follow-up`,
      });
      expect(await rowOf(setup.db, setup.enquiry)).toMatchObject({ status: "contacted", assigned_to: other });
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-status-changed", "enquiry-assigned"]);
      // The page after it says what is stored, every control of it.
      const page = await enquiryPage(setup.staff, {
        request: get(`/admin/enquiries/${setup.enquiry}?done=save`),
        params: { id: String(setup.enquiry) },
        context: newContext(),
      });
      expect(page.enquiry).toMatchObject({ status: "contacted", assignedTo: other, spam: false });
      expect(page.done).toBe("save");
    });

    it("saves spam and a stage not going ahead with its reason; unticking spam is not spam", async () => {
      const setup = await setUp();
      await change(setup, panel({ stage: "not-going-ahead:another-provider", spam: "yes" }));
      expect(await rowOf(setup.db, setup.enquiry)).toMatchObject({
        status: "not-going-ahead",
        stage_reason: "another-provider",
      });
      expect(Boolean(Number((await rowOf(setup.db, setup.enquiry)).is_spam))).toBe(true);
      await change(
        setup,
        panel(
          { stage: "not-going-ahead:another-provider" },
          { stage: "not-going-ahead:another-provider", spam: "yes" },
        ),
      );
      expect(Boolean(Number((await rowOf(setup.db, setup.enquiry)).is_spam))).toBe(false);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual([
        "enquiry-status-changed",
        "enquiry-spam-changed",
        "enquiry-spam-changed",
      ]);
    });

    it("changes only what the person changed: a colleague's change in the meantime to another control is kept", async () => {
      const setup = await setUp();
      const other = await insertAccount(setup.db, `colleague${++accounts}@example.org`);
      // A colleague moves it on after this page was drawn (it still shows New).
      await setup.db
        .updateTable("submissions")
        .set({ status: "assessment-booked" })
        .where("id", "=", setup.enquiry)
        .execute();
      await change(setup, panel({ assignee: String(other) }));
      expect(await rowOf(setup.db, setup.enquiry)).toMatchObject({ status: "assessment-booked", assigned_to: other });
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-assigned"]);
      // Saved with nothing changed: nothing written, nothing audited.
      expect(
        redirectOf((await change(setup, panel({ assignee: String(other) }, { assignee: String(other) }))).answer)
          .status,
      ).toBe(303);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-assigned"]);
    });

    it("with JavaScript (at-once) answers with the controls it changed, not a redirect", async () => {
      const setup = await setUp();
      const { answer } = await change(setup, { ...panel({ stage: "contacted" }), "at-once": "1" });
      expect(answerOf(answer)).toMatchObject({
        status: 200,
        data: { form: "save", status: "saved", changed: ["stage"] },
      });
      expect((await rowOf(setup.db, setup.enquiry)).status).toBe("contacted");
      // Undo: the value before, sent against the one now shown.
      const undone = await change(setup, { ...panel({ stage: "new" }, { stage: "contacted" }), "at-once": "1" });
      expect(answerOf(undone.answer)).toMatchObject({ data: { changed: ["stage"] } });
      expect((await rowOf(setup.db, setup.enquiry)).status).toBe("new");
    });

    it("refuses a stage or an assignee that is none, beside the field, with what was sent, and stores nothing of the Save", async () => {
      const setup = await setUp();
      const cases: [Record<string, string>, Record<string, string>][] = [
        [{ stage: "lost" }, { stage: "Choose a stage" }],
        [{ stage: "not-going-ahead" }, { stage: "Choose why it is not going ahead" }],
        [{ stage: "not-going-ahead:bored" }, { stage: "Choose a stage" }],
        [{ stage: "contacted", assignee: "abc" }, { assignee: "Choose someone from the list" }],
        [{ stage: "contacted", assignee: "0" }, { assignee: "Choose someone from the list" }],
      ];
      for (const [changes, errors] of cases) {
        const { answer, context } = await change(setup, panel({ ...changes, spam: "yes" }));
        expect(answerOf(answer), JSON.stringify(changes)).toMatchObject({
          status: 400,
          data: {
            form: "save",
            status: "invalid",
            errors,
            values: { stage: "new", assignee: "", spam: "yes", ...changes },
          },
        });
        expect(hasFormErrors(context)).toBe(true);
      }
      expect(await rowOf(setup.db, setup.enquiry)).toMatchObject({ status: "new", assigned_to: null });
      expect(Boolean(Number((await rowOf(setup.db, setup.enquiry)).is_spam))).toBe(false);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual([]);
    });

    it("refuses an account that is not active (409): the stage saved with it is rolled back too", async () => {
      const setup = await setUp();
      const removed = await insertAccount(setup.db, `removed${++accounts}@example.org`, { state: "disabled" });
      const refused = await change(setup, panel({ stage: "contacted", assignee: String(removed) }));
      expect(answerOf(refused.answer)).toMatchObject({
        status: 409,
        data: {
          form: "save",
          status: "invalid",
          errors: { assignee: "That person cannot be assigned: their account is not active." },
          values: { stage: "contacted", assignee: String(removed), spam: "no" },
        },
      });
      expect(hasFormErrors(refused.context)).toBe(true);
      expect(await rowOf(setup.db, setup.enquiry)).toMatchObject({ status: "new", assigned_to: null });
      expect(await auditActions(setup.db, setup.enquiry)).toEqual([]);
    });

    it("adds a note with its line breaks as one character, and goes back to the notes", async () => {
      const setup = await setUp();
      const { answer } = await change(setup, { intent: "note", note: "Rang back.\r\nNo answer.\rTry again." });
      expect(redirectOf(answer).location).toBe(`/admin/enquiries/${setup.enquiry}?done=note#notes`);
      const notes = await setup.db
        .selectFrom("submission_notes")
        .select("body")
        .where("submission_id", "=", setup.enquiry)
        .execute();
      expect(notes.map((note) => note.body)).toEqual(["Rang back.\nNo answer.\nTry again."]);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-note-added"]);
    });

    it("refuses an empty note, one too long and one with a hidden character, with the note as written", async () => {
      const setup = await setUp();
      const long = "a".repeat(NOTE_MAX + 1);
      const cases: [string, string][] = [
        ["   ", "Enter a note"],
        [long, `The note must be ${NOTE_MAX.toLocaleString("en-GB")} characters or fewer`],
      ];
      for (const [note, message] of cases) {
        const { answer, context } = await change(setup, { intent: "note", note });
        expect(answerOf(answer)).toMatchObject({
          status: 400,
          data: { form: "note", status: "invalid", errors: { note: message }, note },
        });
        expect(hasFormErrors(context)).toBe(true);
      }
      const hidden = answerOf((await change(setup, { intent: "note", note: "Rang\u0000 back" })).answer);
      expect(hidden).toMatchObject({ status: 400, data: { form: "note", status: "invalid", note: "Rang back" } });
      expect(Object.keys((hidden.data as { errors: object }).errors)).toEqual(["note"]);
      // As many characters as allowed is a note.
      expect(
        redirectOf((await change(setup, { intent: "note", note: ` ${"b".repeat(NOTE_MAX)} ` })).answer).status,
      ).toBe(303);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-note-added"]);
    });

    it("marks as unread and goes back to the list it came from, saying so", async () => {
      const setup = await setUp();
      await setup.db.updateTable("submissions").set({ read: true }).where("id", "=", setup.enquiry).execute();
      const { answer } = await change(
        setup,
        { intent: "unread" },
        `/admin/enquiries/${setup.enquiry}?from=${encodeURIComponent("/admin?form=callback")}`,
      );
      expect(redirectOf(answer)).toEqual({ status: 303, location: "/admin?form=callback&done=unread" });
      expect(Boolean(Number((await rowOf(setup.db, setup.enquiry)).read))).toBe(false);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-marked-unread"]);
    });
  });

  describe("sending an e-mail again", () => {
    async function failedEmail(db: Queryable, submissionId: number): Promise<number> {
      const { id } = await db
        .insertInto("outbox")
        .values({
          kind: "enquiry",
          submission_id: submissionId,
          recipient: null,
          sealed_payload: null,
          message_id: `<${submissionId}-${Math.random()}@example.org>`,
          state: "failed",
          attempts: 5,
          next_attempt_ms: 0,
          lease_token: null,
          last_error: "refused",
          created_ms: 0,
          finished_ms: 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(id);
    }

    it("is for admins only", async () => {
      const setup = await setUp("staff");
      const email = await failedEmail(setup.db, setup.enquiry);
      const error = await thrownBy(() => change(setup, { intent: "send-again", email: String(email) }));
      expect(answerOf(error)).toMatchObject({ status: 403, data: { title: "This page is for admins" } });
    });

    it("queues a failed e-mail again once; refuses one that is not failed, or not an id", async () => {
      const setup = await setUp("admin");
      const email = await failedEmail(setup.db, setup.enquiry);
      const { answer } = await change(setup, { intent: "send-again", email: String(email) });
      expect(redirectOf(answer).location).toBe(`/admin/enquiries/${setup.enquiry}?done=send-again#emails`);
      for (const value of [String(email), "x", ""]) {
        const again = await change(setup, { intent: "send-again", email: value });
        expect(answerOf(again.answer)).toMatchObject({
          status: 409,
          data: {
            form: "send-again",
            status: "invalid",
            errors: { email: "That e-mail has been sent again already, or it did not fail." },
          },
        });
        expect(hasFormErrors(again.context)).toBe(true);
      }
    });
  });

  describe("the loader", () => {
    it("shows the enquiry as staff read it, marks it read, and audits the view", async () => {
      const setup = await setUp();
      const context = newContext();
      const page = await enquiryPage(setup.staff, {
        request: get(
          `/admin/enquiries/${setup.enquiry}?from=${encodeURIComponent("/admin?form=contact&after=not-a-cursor")}&done=note`,
        ),
        params: { id: String(setup.enquiry) },
        context,
      });
      expect(page.enquiry).toMatchObject({
        id: setup.enquiry,
        name: "Ada Lovelace",
        status: "new",
        read: true,
        readBy: setup.staff.session.account.email,
      });
      expect(page.enquiry.fields.find((field) => field.kind === "phone")).toMatchObject({
        value: "01632 960000",
        href: "tel:+441632960000",
      });
      expect(page.enquiry.fields.find((field) => field.kind === "email")?.href).toBe("mailto:ada@example.org");
      expect(page).toMatchObject({
        listHref: `/admin?form=contact#enquiry-${setup.enquiry}`,
        done: "note",
        canSendAgain: false,
        me: setup.staff.session.account.id,
        noteMax: NOTE_MAX,
        emails: [],
        hasErrors: false,
      });
      expect(Boolean(Number((await rowOf(setup.db, setup.enquiry)).read))).toBe(true);
      expect(await auditActions(setup.db, setup.enquiry)).toEqual(["enquiry-viewed"]);
    });

    it("lets admins send e-mails again, knows only its own `done`, and goes back to the inbox by default", async () => {
      const setup = await setUp("admin");
      const page = await enquiryPage(setup.staff, {
        request: get(`/admin/enquiries/${setup.enquiry}?done=unread`),
        params: { id: String(setup.enquiry) },
        context: newContext(),
      });
      expect(page).toMatchObject({ canSendAgain: true, done: null, listHref: `/admin#enquiry-${setup.enquiry}` });
    });

    it("shows a date the visitor chose as a date, and leaves a value that is not one as it is", async () => {
      const setup = await setUp();
      for (const [value, shown] of [
        ["2026-12-01", "1 Dec 2026"],
        ["2026-13-45", "2026-13-45"],
        ["soon", "soon"],
      ]) {
        const id = await insertEnquiry(setup.db, { form: "assessment", details: { preferred_date: value } });
        const page = await enquiryPage(setup.staff, {
          request: get(`/admin/enquiries/${id}`),
          params: { id: String(id) },
          context: newContext(),
        });
        expect(page.enquiry.fields.filter((field) => field.kind === "date").map((field) => field.value)).toContain(
          shown,
        );
      }
    });

    it("answers an id that is not one, or no such enquiry, with a 404", async () => {
      const setup = await setUp();
      for (const id of [undefined, "abc", "987654321"]) {
        const error = await thrownBy(() =>
          enquiryPage(setup.staff, { request: get("/admin/enquiries/x"), params: { id }, context: newContext() }),
        );
        expect(answerOf(error)).toMatchObject({ status: 404, data: { title: "Enquiry not found" } });
      }
    });
  });
});

describe("where 'Back to the list' goes (`from`)", () => {
  const searchId = "0123456789abcdef0123456789abcdef";
  const cursor = Buffer.from("2026-01-01T09:00:00.000Z|42").toString("base64url");

  it("goes back to the list it names, its filter, search id and page kept, scrolled to the enquiry's row", () => {
    expect(listHrefFrom(`/admin?form=contact&status=new&unread=1&q=${searchId}&after=${cursor}`, 7)).toBe(
      `/admin?form=contact&status=new&unread=1&q=${searchId}&after=${cursor}#enquiry-7`,
    );
    expect(listHrefFrom(`/admin?form=all&before=${cursor}&sort=oldest`, 7)).toBe(
      `/admin?form=all&sort=oldest&before=${cursor}#enquiry-7`,
    );
    expect(listHrefFrom("/admin", 7)).toBe("/admin#enquiry-7");
    expect(listHrefFrom(null, 7)).toBe("/admin#enquiry-7");
  });

  it("keeps only what the list reads: unknown parameters, a malformed search id or cursor and any fragment are dropped", () => {
    expect(listHrefFrom("/admin?form=contact&name=Ada+Lovelace&phone=07700900123#x", 7)).toBe(
      "/admin?form=contact#enquiry-7",
    );
    expect(listHrefFrom("/admin?q=Ada%20Lovelace&after=not-a-cursor&status=lost", 7)).toBe("/admin#enquiry-7");
  });

  it("is the inbox for any address that is not the inbox's own on this site: never an open redirect", () => {
    for (const from of [
      "https://evil.example/admin",
      "http://localhost/admin?form=contact",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "\\\\evil.example/admin",
      "/%2F%2Fevil.example",
      "javascript:alert(1)",
      "admin?form=contact",
      "/admin/staff",
      "/admin/enquiries/7",
      "/admin/",
      "/adminx?form=contact",
      "/admin/../auth/logout",
      "/auth?returnTo=/admin",
      `/admin?form=contact&x=${"a".repeat(1_000)}`,
      "",
    ]) {
      expect(listHrefFrom(from, 7), from).toBe("/admin#enquiry-7");
    }
  });
});
