import { createHash } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { makeReference, REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import {
  formColumns,
  KEY_REUSED,
  storeSubmission,
  type StoredSubmission,
  type StoreOptions,
} from "#app/enquiries/submissions.server.ts";

// The one storage function, on the transaction it is given: the submission commits or rolls back with what goes with
// it; a reference that clashes is retried; the row's columns come from the form's field list.

// The references are drawn as usual, but a test may give the next few itself (to make two bookings clash).
vi.mock("#app/enquiries/reference.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#app/enquiries/reference.ts")>();
  return { ...actual, makeReference: vi.fn(actual.makeReference) };
});

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
  personNeedingCare: "Grace Patel",
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
    expect(columns).toMatchObject({
      name: "Asha Patel",
      phone: "01632 960400",
      email: "asha@example.org",
      postcode: "MK40 1AA",
      urgency: "two-weeks",
    });
    expect(JSON.parse(columns.details)).toEqual({
      relationship_to_person: "spouse",
      person_needing_care: "Grace Patel",
      preferred_date: "2026-12-01",
      preferred_time: "morning",
      support_needs: ["Personal care"],
      current_situation: "family-care",
      specific_requirements: "",
      additional_information: "Has a dog",
      hear_about: "recommendation",
      address: null,
      mobility_requirements: null,
    });
  });

  it("leaves the shared columns a form does not ask for NULL (callback: no email, postcode or urgency)", () => {
    const columns = formColumns("callback", {
      name: "Cal",
      phone: "01632 960300",
      preferredDate: "2026-12-01",
      preferredTime: "evening",
      topic: "",
    });
    expect(columns).toMatchObject({ email: null, postcode: null, urgency: null });
    expect(JSON.parse(columns.details)).toEqual({ preferred_date: "2026-12-01", preferred_time: "evening", topic: "" });
  });

  it("reads every value as text: a missing or null one is empty, a number or boolean its text; nothing else is added", () => {
    const columns = formColumns("callback", {
      name: "Cal",
      phone: 1632960300,
      preferredDate: null,
      preferredTime: true,
    });
    // Exactly these keys: no consent column (consent_given comes from consentGiven), nothing from the field list's labels.
    expect(columns).toEqual({
      name: "Cal",
      phone: "1632960300",
      email: null,
      postcode: null,
      urgency: null,
      details: JSON.stringify({ preferred_date: "", preferred_time: "true", topic: "" }),
    });
  });

  it("reads a list field as a list of text: missing, null or empty is none, one value a list of one", () => {
    const careTypes = (value: unknown) =>
      JSON.parse(formColumns("contact", { fullName: "Lou", careTypes: value }).details).service_interest;
    expect(careTypes(undefined)).toEqual([]);
    expect(careTypes(null)).toEqual([]);
    expect(careTypes("")).toEqual([]);
    expect(careTypes("Dementia care")).toEqual(["Dementia care"]);
    expect(careTypes(["Dementia care", 7, null])).toEqual(["Dementia care", "7", ""]);
  });

  it("leaves the consent box out of the columns and details (consent_given is stored by storeSubmission)", () => {
    const columns = formColumns("contact", { fullName: "Lou", agreeToContact: "on" });
    expect(Object.keys(columns).sort()).toEqual(["details", "email", "name", "phone", "postcode", "urgency"]);
    expect(JSON.parse(columns.details)).toEqual({
      enquiry_type: "",
      service_interest: [],
      preferred_contact: "",
      message: "",
    });
  });
});

describe.each(dialects)("storeSubmission on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const count = async (name: string) =>
    Number(
      (
        await sql<{ n: number }>`select count(*) as n from submissions where name = ${name}`.execute(
          current().database.db,
        )
      ).rows[0]!.n,
    );

  it("stores each new enquiry's due time in the same insert, by the due-time rule", async () => {
    const { database } = current();
    const dueOf = async (name: string) =>
      normaliseRow(
        await database.db
          .selectFrom("submissions")
          .select(["due_at", "created_at"])
          .where("name", "=", name)
          .executeTakeFirstOrThrow(),
      );
    const store = (form: FormName, values: Record<string, unknown>) =>
      inTransaction(database, (transaction) => storeSubmission(transaction, form, values, options));
    // Saturday 21 November, 14:05: the office's clock starts at 8am on Monday; an assessment is due an hour later.
    await store("assessment", assessment("Due Monday"));
    expect(await dueOf("Due Monday")).toEqual({
      created_at: "2026-11-21T14:05:00.000Z",
      due_at: "2026-11-23T09:00:00.000Z",
    });
    // The urgent choice runs day or night: two hours on.
    await store("contact", { fullName: "Due Tonight", phone: "01632 960401", urgency: "immediate" });
    expect((await dueOf("Due Tonight")).due_at).toBe("2026-11-21T16:05:00.000Z");
    // A callback chosen for Tuesday evening: due by 8pm that day, later than the promise.
    await store("callback", {
      name: "Due Tuesday",
      phone: "01632 960402",
      preferredDate: "2026-11-24",
      preferredTime: "evening",
    });
    expect((await dueOf("Due Tuesday")).due_at).toBe("2026-11-24T20:00:00.000Z");
  });

  it("a failure in a second write of the same transaction leaves no submission", async () => {
    const { database } = current();
    await expect(
      inTransaction(database, async (transaction) => {
        const stored = await storeSubmission(transaction, "assessment", assessment("Rolled Back"), options);
        expect(stored).toMatchObject({ duplicate: false });
        // What goes with a submission (an outbox row, an audit entry) fails: here a row that breaks a NOT NULL.
        await transaction.db
          .insertInto("app_settings")
          .values({ name: "with-it", value: null as never })
          .execute();
      }),
    ).rejects.toThrow();
    expect(await count("Rolled Back")).toBe(0);

    await inTransaction(database, (transaction) =>
      storeSubmission(transaction, "assessment", assessment("Committed"), options),
    );
    expect(await count("Committed")).toBe(1);
  });

  it("gives each booking a new reference in the short format, kept UNIQUE by the database", async () => {
    const { database } = current();
    const references: string[] = [];
    for (let i = 0; i < 20; i++) {
      const stored = await inTransaction(database, (transaction) =>
        storeSubmission(transaction, "assessment", assessment(`Booking ${i}`), options),
      );
      if (stored === KEY_REUSED) throw new Error("no key was given");
      expect(stored.reference).toMatch(REFERENCE_PATTERN);
      references.push(stored.reference!);
    }
    expect(new Set(references).size).toBe(references.length);
    // The database itself refuses a second row with a reference already taken.
    await expect(
      database.db
        .updateTable("submissions")
        .set({ reference: references[0]! })
        .where("reference", "=", references[1]!)
        .execute(),
    ).rejects.toThrow(/unique/i);
  });

  it("a reference that is already taken is retried with another", async () => {
    const { database } = current();
    // The second booking's first reference is the first booking's.
    vi.mocked(makeReference)
      .mockReturnValueOnce("7K-3QF-X94")
      .mockReturnValueOnce("7K-3QF-X94")
      .mockReturnValueOnce("W4-CHT-9MR");
    const first = await inTransaction(database, (transaction) =>
      storeSubmission(transaction, "assessment", assessment("First Booking"), options),
    );
    const second = await inTransaction(database, (transaction) =>
      storeSubmission(transaction, "assessment", assessment("Second Booking"), options),
    );
    if (first === KEY_REUSED || second === KEY_REUSED) throw new Error("no key was given");
    expect(first.reference).toBe("7K-3QF-X94");
    expect(second.reference).toBe("W4-CHT-9MR");
    expect(second.duplicate).toBe(false);
    const rows = (
      await current()
        .database.db.selectFrom("submissions")
        .selectAll()
        .where("name", "in", ["First Booking", "Second Booking"])
        .execute()
    ).map((row) => normaliseRow(row));
    expect(rows.map((row) => row.reference).sort()).toEqual(["7K-3QF-X94", "W4-CHT-9MR"]);
  });

  const store = async (
    form: FormName,
    values: Record<string, unknown>,
    extra: Partial<StoreOptions> = {},
  ): Promise<StoredSubmission | typeof KEY_REUSED> =>
    inTransaction(current().database, (transaction) =>
      storeSubmission(transaction, form, values, { ...options, ...extra }),
    );
  const stored = async (...args: Parameters<typeof store>): Promise<StoredSubmission> => {
    const result = await store(...args);
    if (result === KEY_REUSED) throw new Error("the key was refused");
    return result;
  };
  const rowOf = async (id: number) =>
    normaliseRow(
      await current().database.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    );
  const callback = (name: string) => ({
    name,
    phone: "01632 960111",
    preferredDate: "2026-12-01",
    preferredTime: "evening",
    topic: "Care at home",
  });
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

  it("the fingerprint ignores case, spaces around and within values, the order of keys and of list items", async () => {
    const first = await stored("callback", { ...callback("Nora Fingerprint"), topic: "Care  at Home" });
    expect(first.duplicate).toBe(false);
    const reordered = {
      topic: " care AT\thome ",
      preferredTime: "evening",
      preferredDate: "2026-12-01",
      phone: "01632 960111",
      name: "  NORA   fingerprint\n",
    };
    expect(await stored("callback", reordered)).toEqual({ id: first.id, reference: undefined, duplicate: true });
    // Spaces collapse to one, they are not removed: other words are another enquiry.
    expect((await stored("callback", { ...callback("NoraFingerprint"), topic: "Care at Home" })).duplicate).toBe(false);

    const contact = {
      fullName: "Lena List",
      phone: "01632 960112",
      careTypes: ["Dementia care", "Personal care"],
      agreeToContact: true,
    };
    const listed = await stored("contact", contact);
    expect(await stored("contact", { ...contact, careTypes: ["personal CARE", "Dementia care"] })).toEqual({
      id: listed.id,
      reference: undefined,
      duplicate: true,
    });
  });

  it("the fingerprint is stable: sha256 of the form and the sorted, normalised values (rows stored before a deploy still match)", async () => {
    const values = {
      topic: "  Call  ME ",
      name: "Fay Fixed",
      phone: "01632 960113",
      preferredDate: "2026-12-02",
      preferredTime: "morning",
      list: ["B", " a "],
    };
    const { id } = await stored("callback", values);
    const expected = sha256(
      JSON.stringify([
        "callback",
        [
          ["list", ["a", "b"]], // items normalised, then sorted
          ["name", "fay fixed"],
          ["phone", "01632 960113"],
          ["preferredDate", "2026-12-02"],
          ["preferredTime", "morning"],
          ["topic", "call me"],
        ],
      ]),
    );
    expect((await rowOf(id)).dedupe_key).toBe(expected);
  });

  it("the duplicate window: the same fields exactly at its end are a duplicate, one millisecond later a new row that takes over the fingerprint", async () => {
    const values = callback("Edge Window");
    const first = await stored("callback", values);
    const fingerprint = (await rowOf(first.id)).dedupe_key;
    expect(await stored("callback", values, { now: options.now + 600_000 })).toEqual({
      id: first.id,
      reference: undefined,
      duplicate: true,
    });
    const later = await stored("callback", values, { now: options.now + 600_001 });
    expect(later.duplicate).toBe(false);
    expect(later.id).not.toBe(first.id);
    expect((await rowOf(first.id)).dedupe_key).toBe(`${fingerprint}:${first.id}`);
    expect((await rowOf(later.id)).dedupe_key).toBe(fingerprint);
    // And again after the new row's window: each old row keeps its own suffixed key, so the UNIQUE key never clashes.
    const third = await stored("callback", values, { now: options.now + 1_300_000 });
    expect(third.duplicate).toBe(false);
    expect((await rowOf(later.id)).dedupe_key).toBe(`${fingerprint}:${later.id}`);
    expect((await rowOf(third.id)).dedupe_key).toBe(fingerprint);
  });

  it("a retry with its idempotency key finds its row even after that row gave up its fingerprint", async () => {
    const values = callback("Kim Keyed");
    const first = await stored("callback", values, { idempotencyKey: "key-kim-1" });
    const after = await stored("callback", values, { idempotencyKey: "key-kim-2", now: options.now + 700_000 });
    expect(after.duplicate).toBe(false);
    for (const onKeyReuse of ["store", "refuse"] as const) {
      expect(
        await store("callback", values, { idempotencyKey: "key-kim-1", now: options.now + 700_000, onKeyReuse }),
      ).toEqual({
        id: first.id,
        reference: undefined,
        duplicate: true,
      });
    }
    // Other fields under that key: refused, or stored as a new enquiry without the key.
    expect(
      await store(
        "callback",
        { ...values, topic: "Something else" },
        { idempotencyKey: "key-kim-1", onKeyReuse: "refuse" },
      ),
    ).toBe(KEY_REUSED);
    const other = await stored(
      "callback",
      { ...values, topic: "Something else" },
      { idempotencyKey: "key-kim-1", onKeyReuse: "store" },
    );
    expect(other.duplicate).toBe(false);
    expect((await rowOf(other.id)).idempotency_key).toBeNull();
    expect((await rowOf(first.id)).idempotency_key).toBe("key-kim-1");
  });

  it("the same fields within the window under another idempotency key are a duplicate of the first row", async () => {
    const values = callback("Otto Otherkey");
    const first = await stored("callback", values, { idempotencyKey: "key-otto-1" });
    expect(
      await store("callback", values, { idempotencyKey: "key-otto-2", onKeyReuse: "refuse", now: options.now + 1000 }),
    ).toEqual({
      id: first.id,
      reference: undefined,
      duplicate: true,
    });
  });

  it("consent: a ticked box (true, 'on' or 'true') is stored with its time and words; anything else is no consent", async () => {
    const contact = (name: string, agreeToContact: unknown) => ({
      fullName: name,
      phone: "01632 960114",
      agreeToContact,
    });
    const consentOf = async (agreeToContact: unknown, index: number) => {
      const { id } = await stored("contact", contact(`Connie ${index}`, agreeToContact));
      const row = await rowOf(id);
      return { given: row.consent_given, at: row.consent_given_at, text: row.consent_text };
    };
    const at = new Date(options.now).toISOString();
    const words = "I agree to be contacted about my enquiry.";
    const cases: [unknown, boolean][] = [
      [true, true],
      ["on", true],
      ["true", true],
      [false, false],
      ["off", false],
      ["", false],
      ["yes", false],
      [undefined, false],
    ];
    for (const [index, [value, given]] of cases.entries()) {
      expect(await consentOf(value, index), String(value)).toEqual({ given, at: given ? at : null, text: words });
    }
    // A form without a box: sending it is the consent.
    const { id } = await stored("callback", callback("Implied Consent"));
    expect(await rowOf(id)).toMatchObject({ consent_given: true, consent_given_at: at });
  });

  it("gives up after five references that are all taken, with an error that says so", async () => {
    const reference = vi.mocked(makeReference);
    reference.mockReturnValue("AA-4AA-AAA");
    try {
      await stored("assessment", assessment("Taken Reference"));
      reference.mockClear();
      await expect(store("assessment", assessment("No Reference Left"))).rejects.toThrow(
        "Could not store a assessment submission: no free reference after 5 attempts",
      );
      expect(reference).toHaveBeenCalledTimes(5);
    } finally {
      reference.mockReset(); // back to drawing real references
    }
    expect(await count("No Reference Left")).toBe(0);
  });
});
