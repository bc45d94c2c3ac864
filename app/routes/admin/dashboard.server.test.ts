import { describe, expect, it } from "vitest";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { dashboardPage, searchAction } from "#app/routes/admin/dashboard.server.ts";
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

// The inbox page's server module on each database: the search action read with one schema, and the loader's counts,
// list and kept search.

describe.each(dialects)("the inbox page's server module (%s)", (dialect) => {
  const test = useTestDatabase(dialect);
  let accounts = 0;

  async function setUp() {
    const { database } = test();
    const email = `staff${++accounts}@example.org`;
    const id = await insertAccount(database.db, email);
    return { database, staff: staffMember(database, { id, email }) };
  }

  const search = async (setup: Awaited<ReturnType<typeof setUp>>, form: Record<string, string> | URLSearchParams) => {
    const context = newContext();
    const answer = await searchAction(setup.staff, { request: post("/admin", form), context });
    return { answer, context };
  };

  it("answers an unknown intent, or a search without its box, with a 400 page", async () => {
    const setup = await setUp();
    for (const form of [{ intent: "erase" }, new URLSearchParams("intent=search"), { intent: "search" }]) {
      const error = await thrownBy(() => search(setup, form));
      expect(answerOf(error)).toMatchObject({ status: 400, data: { title: "Your form could not be read" } });
    }
  });

  it("takes a search sent without the button (Enter in the box) as a search", async () => {
    const setup = await setUp();
    const kept = redirectOf((await search(setup, new URLSearchParams("search=Ada"))).answer);
    expect(kept.status).toBe(303);
  });

  it("keeps a search and sends the list its id, the filter kept; an empty box clears it", async () => {
    const setup = await setUp();
    const kept = redirectOf((await search(setup, { intent: "search", search: "  Ada  ", form: "contact" })).answer);
    expect(kept.status).toBe(303);
    const q = new URL(kept.location!, "http://localhost").searchParams.get("q");
    expect(q).toMatch(/^[0-9a-f]{32}$/);
    expect(kept.location).toContain("form=contact");
    const saved = await setup.database.db.selectFrom("inbox_searches").select("search").where("id", "=", q!).execute();
    expect(saved).toEqual([{ search: "Ada" }]);
    expect(redirectOf((await search(setup, { intent: "search", search: " ", form: "contact" })).answer)).toEqual({
      status: 303,
      location: "/admin?form=contact",
    });
  });

  it("sends a search made on To do (open enquiries only) to All enquiries: it looks for a person wherever they are", async () => {
    const setup = await setUp();
    const kept = redirectOf((await search(setup, { intent: "search", search: "Ada", urgent: "1" })).answer);
    const params = new URL(kept.location!, "http://localhost").searchParams;
    expect([params.get("form"), params.get("urgent")]).toEqual(["all", "1"]);
    expect(params.get("q")).toMatch(/^[0-9a-f]{32}$/);
    // Clearing a search stays where it is.
    expect(redirectOf((await search(setup, { intent: "search", search: "" })).answer).location).toBe("/admin");
  });

  it("refuses words it cannot search for, and a hidden character, marking the page as one with errors", async () => {
    const setup = await setUp();
    const refused = await search(setup, { intent: "search", search: "a" });
    expect(answerOf(refused.answer)).toMatchObject({
      status: 400,
      data: {
        status: "invalid",
        error: "Enter a name, e-mail address, phone number, postcode, reference or a word of at least 2 letters",
        search: "a",
      },
    });
    expect(hasFormErrors(refused.context)).toBe(true);
    const hidden = await search(setup, { intent: "search", search: "Ada\u0000" });
    expect(answerOf(hidden.answer)).toMatchObject({ status: 400, data: { status: "invalid", search: "Ada" } });
    expect(hasFormErrors(hidden.context)).toBe(true);
  });

  it("loads the counts and the list; a search that has ended is left out and said so", async () => {
    const setup = await setUp();
    const id = await insertEnquiry(setup.database.db, { form: "callback", name: "Grace Hopper" });
    const page = await dashboardPage(setup.staff, {
      request: get("/admin?form=callback&q=" + "0".repeat(32)),
      context: newContext(),
    });
    expect(page.searchExpired).toBe(true);
    expect(page.filter.q).toBeNull();
    expect(page.counts.callback).toBeGreaterThanOrEqual(1);
    expect(page.rows.map((row) => row.id)).toContain(id);
    expect(page).toMatchObject({
      firstPage: true,
      previous: null,
      done: null,
      hasErrors: false,
      exportHref: "/admin/export?form=callback",
    });
    const done = await dashboardPage(setup.staff, { request: get("/admin?done=unread"), context: newContext() });
    expect(done).toMatchObject({ done: "unread", searchExpired: false, exportHref: "/admin/export" });
  });

  it("answers a database it cannot read with a 503 in plain words", async () => {
    const setup = await setUp();
    const broken = staffMember({ ...setup.database, db: undefined } as never, setup.staff.session.account);
    const error = await thrownBy(() => dashboardPage(broken, { request: get("/admin"), context: newContext() }));
    expect(answerOf(error)).toMatchObject({
      status: 503,
      data: { message: "the enquiries could not be read from the database. Please try again in a minute." },
    });
  });
});
