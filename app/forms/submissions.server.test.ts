import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { dialects, useTestDatabase } from "../../tests/support/databases.ts";
import { inTransaction } from "~/db/db.server";
import { normaliseRow } from "~/db/rows";
import { formColumns, KEY_REUSED, storeSubmission, type StoreOptions } from "./submissions.server";

// The one storage function, on the transaction it is given: the submission commits or rolls back with what goes with
// it; a reference that clashes is retried; the row's columns come from the form's field list.

const options: StoreOptions = {
  spamReason: null,
  idempotencyKey: null,
  onKeyReuse: "store",
  originPage: "/free-assessment",
  requestId: null,
  now: Date.parse("2026-11-21T14:05:00.000Z"),
  duplicateWindowSeconds: 600,
};

const assessment = (name: string) => ({
  fullName: name,
  phone: "01632 960400",
  email: "asha@example.org",
  postcode: "MK40 1AA",
  assessmentFor: "spouse",
  preferredDate: "2026-12-01",
  preferredTime: "morning",
  urgency: "two-weeks",
  supportNeeds: ["Personal care"],
  currentSituation: "family-care",
  specificRequirements: "",
  additionalInfo: "Has a dog",
  hearAbout: "recommendation",
  consent: true,
});

describe("formColumns", () => {
  it("puts the shared fields in their columns and the form's own in details, as the field list says", () => {
    const columns = formColumns("assessment", assessment("Asha Patel"));
    expect(columns).toMatchObject({ name: "Asha Patel", phone: "01632 960400", email: "asha@example.org", postcode: "MK40 1AA", urgency: "two-weeks" });
    expect(JSON.parse(columns.details)).toEqual({
      relationship_to_person: "spouse",
      preferred_date: "2026-12-01",
      preferred_time: "morning",
      support_needs: ["Personal care"],
      current_situation: "family-care",
      specific_requirements: "",
      additional_information: "Has a dog",
      hear_about: "recommendation",
      address: null,
      person_needing_care: null,
      mobility_requirements: null,
    });
  });

  it("leaves the shared columns a form does not ask for NULL (callback: no email, postcode or urgency)", () => {
    const columns = formColumns("callback", { name: "Cal", phone: "01632 960300", preferredDate: "2026-12-01", preferredTime: "evening", topic: "" });
    expect(columns).toMatchObject({ email: null, postcode: null, urgency: null });
    expect(JSON.parse(columns.details)).toEqual({ preferred_date: "2026-12-01", preferred_time: "evening", topic: "" });
  });
});

describe.each(dialects)("storeSubmission on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const count = async (name: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from submissions where name = ${name}`.execute(current().database.db)).rows[0]!.n);

  it("a failure in a second write of the same transaction leaves no submission", async () => {
    const { database } = current();
    await expect(
      inTransaction(database, async (transaction) => {
        const stored = await storeSubmission(transaction, "assessment", assessment("Rolled Back"), options);
        expect(stored).toMatchObject({ duplicate: false });
        // What goes with a submission (an outbox row, an audit entry) fails: here a row that breaks a NOT NULL.
        await transaction.db.insertInto("app_settings").values({ name: "with-it", value: null as never }).execute();
      }),
    ).rejects.toThrow();
    expect(await count("Rolled Back")).toBe(0);

    await inTransaction(database, (transaction) => storeSubmission(transaction, "assessment", assessment("Committed"), options));
    expect(await count("Committed")).toBe(1);
  });

  it("a reference that is already taken is retried with another", async () => {
    const { database } = current();
    // The first two draws give the same suffix: the second booking's first reference clashes with the first's.
    const random = vi.spyOn(Math, "random").mockReturnValueOnce(0.5).mockReturnValueOnce(0.5).mockReturnValueOnce(0.25);
    try {
      const first = await inTransaction(database, (transaction) => storeSubmission(transaction, "assessment", assessment("First Booking"), options));
      const second = await inTransaction(database, (transaction) => storeSubmission(transaction, "assessment", assessment("Second Booking"), options));
      if (first === KEY_REUSED || second === KEY_REUSED) throw new Error("no key was given");
      expect(first.reference).toBe(`${options.now}-5500`);
      expect(second.reference).toBe(`${options.now}-3250`);
      expect(second.duplicate).toBe(false);
      const rows = (await current().database.db.selectFrom("submissions").selectAll().where("name", "in", ["First Booking", "Second Booking"]).execute()).map(
        (row) => normaliseRow(row),
      );
      expect(rows.map((row) => row.reference).sort()).toEqual([`${options.now}-3250`, `${options.now}-5500`]);
    } finally {
      random.mockRestore();
    }
  });
});
