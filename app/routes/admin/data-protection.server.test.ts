import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { answerOfCall, signedInStaff } from "#tests/support/route-actions.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { submitForm } from "#app/forms/submit.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import {
  dataProtectionAction,
  dataProtectionExport,
  dataProtectionPage,
  messages,
} from "#app/routes/admin/data-protection.server.ts";

// The data protection page's work: the search (no intent), a copy or an erasure of the ticked enquiries, each checked
// by one schema (anything else a 400 that changes nothing) and the erasure form's own checks word for word.

const NOW = new Date(Date.UTC(2026, 10, 21, 10));
const EMAIL = "dora.dataprotection@example.org";

describe.each(dialects)("the data protection page on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  beforeAll(() => {
    vi.stubEnv("FORM_MIN_FILL_MS", "0");
    vi.stubEnv("SITE_SECRET", "data-protection-route-secret-0123");
    resetEnvForTests();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  async function enquiry() {
    const outcome = await submitForm(
      "quick-contact",
      { ...samples["quick-contact"].fields(`Dora ${randomUUID().slice(0, 6)}`), email: EMAIL },
      {
        request: { method: "POST", path: "/x", requestId: null, clientAddress: randomUUID() },
        signals: { elapsedMs: "10000" },
        idempotencyKey: null,
        onKeyReuse: "store",
        originPage: "/x",
        database: current().database,
        now: NOW.getTime(),
      },
    );
    if (outcome.kind !== "stored") throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    return outcome.id;
  }
  const stored = async (id: number) =>
    (await current().database.db.selectFrom("submissions").select("id").where("id", "=", id).execute()).length;
  const bodyOf = (fields: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
    return body;
  };
  const act = async (fields: Record<string, string | string[]>) => {
    const context = new RouterContextProvider();
    const staff = await signedInStaff(current(), "admin", NOW);
    const body = bodyOf(fields);
    const answer = await answerOfCall(() => dataProtectionAction(staff, body, context, NOW));
    return { ...answer, marked: hasFormErrors(context) };
  };

  it("answers an intent that is none of its buttons, or a tick that is no enquiry's, with a 400; nothing erased", async () => {
    const id = await enquiry();
    for (const fields of <Record<string, string>[]>[
      { intent: "erase-everything", email: EMAIL },
      { intent: "erase", email: EMAIL, enquiry: "all", reason: "Asked", confirm: "on" },
      { intent: "export-csv", email: EMAIL, enquiry: String(id) },
    ]) {
      const answer = await act(fields);
      expect([fields, answer.status, answer.data]).toMatchObject([
        fields,
        400,
        { title: "Your form could not be read" },
      ]);
    }
    expect(await stored(id)).toBe(1);
  });

  it("finds by e-mail address with no intent; a bad address is the search form's 400", async () => {
    const id = await enquiry();
    const found = await act({ email: EMAIL, phone: "" });
    expect(found).toMatchObject({ status: 200, marked: false, data: { status: "found", email: EMAIL, errors: {} } });
    const groups = (found.data as { groups: { enquiries: { id: number }[] }[] }).groups;
    expect(groups.flatMap((group) => group.enquiries.map((one) => one.id))).toContain(id);
    const invalid = await act({ email: "dora", phone: "" });
    expect(invalid).toMatchObject({ status: 400, marked: true, data: { status: "invalid", email: "dora" } });
    const hidden = await act({ email: `dora\u0000@example.org`, phone: "" });
    expect(hidden).toMatchObject({ status: 400, data: { status: "invalid", email: "dora@example.org" } });
  });

  it("a copy of nothing ticked says so, keeping the reason typed; with ticks it goes on to the export (307)", async () => {
    const id = await enquiry();
    const none = await act({ intent: "export-html", email: EMAIL, reason: " typed " });
    expect(none).toMatchObject({
      status: 400,
      marked: true,
      data: { status: "found", errors: { enquiry: messages.noneToExport }, reason: "typed" },
    });
    const copy = await act({ intent: "export-json", email: EMAIL, enquiry: [String(id), String(id)] });
    expect(copy.status).toBe(307);
    expect(copy.headers.get("Location")).toBe("/admin/data-protection/export");
  });

  it("an erasure needs a tick, a reason of at most 500 characters and the box ticked, in the page's words", async () => {
    const id = await enquiry();
    const empty = await act({ intent: "erase", email: EMAIL, reason: "  " });
    expect(empty).toMatchObject({
      status: 400,
      data: {
        errors: {
          enquiry: "Tick the enquiries to erase",
          reason: "Enter why you are erasing it",
          confirm: "Tick the box to confirm that this cannot be undone",
        },
      },
    });
    const long = await act({
      intent: "erase",
      email: EMAIL,
      enquiry: String(id),
      reason: "x".repeat(501),
      confirm: "on",
    });
    expect(long.data).toMatchObject({ errors: { reason: "The reason must be 500 characters or fewer" } });
    expect(Object.keys((long.data as { errors: object }).errors)).toEqual(["reason"]);
    const hidden = await act({
      intent: "erase",
      email: EMAIL,
      enquiry: String(id),
      reason: "Asked\u0000",
      confirm: "on",
    });
    expect(hidden.data).toMatchObject({
      reason: "Asked",
      errors: { reason: expect.stringMatching(/^Why are you erasing it\? had a hidden character/) },
    });
    const unticked = await act({ intent: "erase", email: EMAIL, enquiry: String(id), reason: "Asked", confirm: "off" });
    expect(unticked.data).toMatchObject({ errors: { confirm: messages.notConfirmed } });
    expect(await stored(id)).toBe(1);
  });

  it("erases the ticked enquiries with the reason, and the page then lists the erasure by whom", async () => {
    const id = await enquiry();
    const erased = await act({
      intent: "erase",
      email: EMAIL,
      enquiry: String(id),
      reason: " Asked by e-mail ",
      confirm: "on",
    });
    expect(erased).toMatchObject({ status: 200, marked: false, data: { status: "erased", count: 1 } });
    expect(await stored(id)).toBe(0);
    const staff = await signedInStaff(current(), "admin", NOW);
    const page = await dataProtectionPage(staff, new RouterContextProvider());
    expect(page.hasErrors).toBe(false);
    expect(page.erased[0]).toMatchObject({
      form: "Quick contact request",
      reason: "Asked by e-mail",
      by: expect.stringContaining("@example.com"),
    });
    expect(page.policy).toBeDefined();
  });

  describe("the export the page's copy is sent on to", () => {
    const exportOf = async (fields: Record<string, string | string[]>) => {
      const staff = await signedInStaff(current(), "admin", NOW);
      return answerOfCall(() => dataProtectionExport(staff, bodyOf(fields), NOW));
    };
    const exportAudits = () =>
      current()
        .database.db.selectFrom("audit_log")
        .select("id")
        .where("action", "=", "subject-access-exported")
        .execute();

    it("answers a post that is not one of the page's copy buttons, or ticks no enquiry id, with a 400", async () => {
      const id = await enquiry();
      const before = (await exportAudits()).length;
      for (const fields of <Record<string, string | string[]>[]>[
        {},
        { email: EMAIL, enquiry: String(id) },
        { intent: "export-csv", email: EMAIL, enquiry: String(id) },
        { intent: "erase", email: EMAIL, enquiry: String(id) },
        { intent: "export-json", email: EMAIL, enquiry: [String(id), "all"] },
      ]) {
        const answer = await exportOf(fields);
        expect([fields, answer.status, answer.data]).toMatchObject([
          fields,
          400,
          { title: "Your form could not be read" },
        ]);
      }
      expect(await exportAudits()).toHaveLength(before);
    });

    it("refuses nobody to look for, or nothing of theirs ticked, in plain words", async () => {
      const id = await enquiry();
      const nobody = await exportOf({ intent: "export-html", email: "dora", enquiry: String(id) });
      expect(nobody).toMatchObject({ status: 400, data: { title: "Nobody to export" } });
      const hidden = await exportOf({ intent: "export-html", email: `${EMAIL}\u0000`, enquiry: String(id) });
      expect(hidden).toMatchObject({ status: 400, data: { title: "Nobody to export" } });
      const none = await exportOf({ intent: "export-html", email: EMAIL, enquiry: "999999999" });
      expect(none).toMatchObject({ status: 400, data: { title: "Nothing ticked to export" } });
    });

    it("downloads the ticked enquiries as JSON or HTML, never cached, with one audit row each", async () => {
      const id = await enquiry();
      const before = (await exportAudits()).length;
      const staff = await signedInStaff(current(), "admin", NOW);
      const json = await dataProtectionExport(
        staff,
        bodyOf({ intent: "export-json", email: EMAIL, enquiry: [String(id), String(id)], reason: "" }),
        NOW,
      );
      expect(json.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
      expect(json.headers.get("Content-Disposition")).toBe('attachment; filename="information-held-2026-11-21.json"');
      expect(json.headers.get("Cache-Control")).toBe("no-store");
      expect(await json.text()).toContain(EMAIL);
      const html = await dataProtectionExport(
        staff,
        bodyOf({ intent: "export-html", email: EMAIL, enquiry: String(id) }),
        NOW,
      );
      expect(html.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(await html.text()).toMatch(/^<!doctype html>/);
      expect(await exportAudits()).toHaveLength(before + 2);
    });
  });
});
