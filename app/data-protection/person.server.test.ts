import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialects, useFormsDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { submitForm } from "#app/forms/submit.server.ts";
import { findPersonRecords, personQueryOf, type PersonQuery } from "#app/data-protection/person.server.ts";

// How the data-protection page reads the two fields it asks for (an e-mail address, a phone number) and which
// enquiries that finds. Anything but a whole address or a number the forms would take is refused, so a search can
// never widen into "everyone whose address contains ...": what it finds is handed over or erased.

const EMAIL_ERROR = "Enter an e-mail address in the correct format, like name@example.com";
const PHONE_ERROR = "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192";
const MISSING = "Enter an e-mail address or a phone number";
/** The forms of 01632 960777 the phone index is searched for (as the inbox searches). */
const PHONES = ["01632960777", "+441632960777", "+4401632960777", "00441632960777", "004401632960777"];

describe("the query the two fields make", () => {
  it("an address alone, in any case and with spaces around it, lower-cased", () => {
    expect(personQueryOf("  Pat.Person@Example.ORG ", "")).toStrictEqual({
      query: { email: "pat.person@example.org", phones: [] },
    });
    // A field of spaces counts as empty.
    expect(personQueryOf("pat@example.org", "   ")).toStrictEqual({
      query: { email: "pat@example.org", phones: [] },
    });
    // The longest address the forms take is looked for whole: cut, it could be the beginning of somebody else's.
    const longest = `${"p".repeat(243)}@example.org`;
    expect(personQueryOf(longest, "")).toStrictEqual({ query: { email: longest, phones: [] } });
  });

  it("a number alone, however it is written, as the forms of it that are searched for", () => {
    for (const phone of ["01632 960777", "01632-960-777", "+44 1632 960777", "(01632) 960777"])
      expect(personQueryOf("", phone), phone).toStrictEqual({ query: { email: null, phones: PHONES } });
    expect(personQueryOf("   ", "01632 960777")).toStrictEqual({ query: { email: null, phones: PHONES } });
  });

  it("both", () => {
    expect(personQueryOf("pat@example.org", "01632 960777")).toStrictEqual({
      query: { email: "pat@example.org", phones: PHONES },
    });
  });

  it("neither: asks for one, on the e-mail field", () => {
    for (const [email, phone] of [
      ["", ""],
      ["  ", "\t"],
    ])
      expect(personQueryOf(email!, phone!)).toStrictEqual({ errors: { email: MISSING } });
  });

  it("refuses what is not a whole address, each field's error on its own field", () => {
    for (const email of [
      "pat",
      "pat@example",
      "@example.org",
      "pat@.org",
      "pat@example.",
      "pat person@example.org",
      "pat@example.org, sam@example.org",
      "pat@@example.org",
      "a@b@example.org",
      "pat@example.org@x",
      // Not even a word to read (a search would take it as nothing at all).
      "!!",
      "a",
      // A number in the e-mail field is not an address.
      "01632 960777",
    ])
      expect(personQueryOf(email, ""), email).toStrictEqual({ errors: { email: EMAIL_ERROR } });
    // The shortest address of the right shape is taken.
    expect(personQueryOf("a@b.c", "")).toStrictEqual({ query: { email: "a@b.c", phones: [] } });
    expect(personQueryOf("pat", "01632 960777")).toStrictEqual({ errors: { email: EMAIL_ERROR } });
  });

  it("refuses what is not a phone number", () => {
    for (const phone of ["12", "01632 9607", "01632 960777 1234", "pat@example.org", "!!", "a", "MK9 3AB", "Pat"])
      expect(personQueryOf("", phone), phone).toStrictEqual({ errors: { phone: PHONE_ERROR } });
    expect(personQueryOf("pat@example.org", "12")).toStrictEqual({ errors: { phone: PHONE_ERROR } });
    expect(personQueryOf("pat", "12")).toStrictEqual({ errors: { email: EMAIL_ERROR, phone: PHONE_ERROR } });
  });
});

const queryOf = (email: string, phone: string): PersonQuery => {
  const made = personQueryOf(email, phone);
  if ("errors" in made) throw new Error(`bad query: ${JSON.stringify(made.errors)}`);
  return made.query;
};

describe.each(dialects)("a person's enquiries on %s", (dialect) => {
  const current = useFormsDatabase(dialect);
  let database: SiteDatabase;
  beforeAll(() => {
    database = current();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("submissions").execute();
  });

  const EARLY = new Date("2026-11-19T08:00:00.000Z");
  const LATE = new Date("2026-11-20T09:30:00.000Z");

  async function submit(form: FormName, fields: Record<string, unknown>, at: Date) {
    const outcome = await submitForm(form, fields, {
      request: { method: "POST", path: "/x", requestId: null, clientAddress: randomUUID() },
      signals: { elapsedMs: "10000" },
      idempotencyKey: null,
      onKeyReuse: "store",
      originPage: "/x",
      database,
      now: at.getTime(),
    });
    if (outcome.kind !== "stored") throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    return outcome.id;
  }

  /**
   * Pat: a contact enquiry (address in mixed case), a callback by phone alone (number written otherwise), both at
   * the same moment, and an earlier quick contact under another number. Around Pat, the near misses: a number one digit
   * off, addresses one character off, and a neighbour with Pat's number but another address.
   */
  async function seed() {
    const contact = await submit(
      "contact",
      { ...samples.contact.fields("Pat Person"), email: "Pat.Person@Example.org", phone: "01632 960777" },
      LATE,
    );
    const callback = await submit(
      "callback",
      { ...samples.callback.fields("Pat Person"), phone: "+44 1632-960777" },
      LATE,
    );
    const quick = await submit(
      "quick-contact",
      { ...samples["quick-contact"].fields("Pat Person"), email: "pat.person@example.org", phone: "07700 900 777" },
      EARLY,
    );
    const neighbour = await submit(
      "contact",
      { ...samples.contact.fields("Nia Neighbour"), email: "nia@example.org", phone: "01632 960 777" },
      LATE,
    );
    const nearMisses = [
      await submit(
        "contact",
        { ...samples.contact.fields("Pat Person"), email: "pat.person@example.org.uk", phone: "01632 960778" },
        LATE,
      ),
      await submit(
        "contact",
        { ...samples.contact.fields("Pat Person"), email: "pat.persons@example.org", phone: "01632 960776" },
        LATE,
      ),
      await submit(
        "contact",
        { ...samples.contact.fields("Pat Person"), email: "at.person@example.org", phone: "01632 960707" },
        LATE,
      ),
    ];
    return { contact, callback, quick, neighbour, nearMisses };
  }

  it("finds every enquiry with the address or the number, oldest first (then in the order they came), with what the list shows", async () => {
    const { contact, callback, quick, neighbour } = await seed();
    const at = (date: Date) => date.toISOString();
    expect(await findPersonRecords(database.db, queryOf("PAT.PERSON@example.org", "01632 960777"))).toEqual([
      {
        id: quick,
        form: "quick-contact",
        reference: null,
        name: "Pat Person",
        email: "pat.person@example.org",
        phone: "07700 900 777",
        createdAt: at(EARLY),
      },
      {
        id: contact,
        form: "contact",
        reference: null,
        name: "Pat Person",
        email: "Pat.Person@Example.org",
        phone: "01632 960777",
        createdAt: at(LATE),
      },
      {
        id: callback,
        form: "callback",
        reference: null,
        name: "Pat Person",
        email: null,
        phone: "+44 1632-960777",
        createdAt: at(LATE),
      },
      // The number finds the neighbour too: the people page groups by name and staff choose.
      {
        id: neighbour,
        form: "contact",
        reference: null,
        name: "Nia Neighbour",
        email: "nia@example.org",
        phone: "01632 960 777",
        createdAt: at(LATE),
      },
    ]);
  });

  it("by the address alone: every case of it, nothing one character off", async () => {
    const { contact, quick } = await seed();
    const ids = async (email: string) =>
      (await findPersonRecords(database.db, queryOf(email, ""))).map((record) => record.id);
    expect(await ids("pat.person@example.org")).toEqual([quick, contact]);
    expect(await ids("PAT.PERSON@EXAMPLE.ORG")).toEqual([quick, contact]);
    for (const near of [
      "pat.person@example.or",
      "at.person@example.org.uk",
      "pat.persons@example.org.u",
      "pat_person@example.org",
    ])
      expect(await ids(near), near).toEqual([]);
  });

  it("by the number alone: however written, nothing one digit off", async () => {
    const { contact, callback, neighbour } = await seed();
    const ids = async (phone: string) =>
      (await findPersonRecords(database.db, queryOf("", phone))).map((record) => record.id);
    for (const phone of ["01632960777", "+441632960777", "01632 960 777"])
      expect(await ids(phone), phone).toEqual([contact, callback, neighbour]);
    for (const near of ["01632 960779", "01632 960077", "01632 906777"]) expect(await ids(near), near).toEqual([]);
  });

  it("with the ids staff ticked: only those the search finds, whatever else was posted", async () => {
    const { contact, callback, quick, neighbour, nearMisses } = await seed();
    const query = queryOf("pat.person@example.org", "01632 960777");
    const ids = async (only: number[]) =>
      (await findPersonRecords(database.db, query, only)).map((record) => record.id);
    expect(await ids([callback, ...nearMisses, 999_999])).toEqual([callback]);
    expect(await ids([neighbour, quick, contact])).toEqual([quick, contact, neighbour]);
    expect(await ids([...nearMisses])).toEqual([]);
    // Nothing ticked: nothing (not "no filter").
    expect(await findPersonRecords(database.db, query, [])).toEqual([]);
  });
});
