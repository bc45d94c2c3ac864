import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialects, useFormsDatabase } from "#tests/support/databases.ts";
import { storeApplication } from "#tests/support/applications.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { submitForm } from "#app/forms/submit.server.ts";
import { findPeople, groupByPerson, preselected, type PersonGroup } from "#app/data-protection/people.server.ts";
import { personQueryOf, type PersonQuery, type PersonRecord } from "#app/data-protection/person.server.ts";

// Who a data-protection search finds, grouped by the name each enquiry gives, and what is ticked to begin with. A
// copy or an erasure goes to what is ticked, so a wrong tick hands one person's health details to another or erases
// the wrong family's enquiry: staff must choose whenever the search cannot tell who asked (ADR 0013).

const queryOf = (email: string, phone: string): PersonQuery => {
  const made = personQueryOf(email, phone);
  if ("errors" in made) throw new Error(`bad query: ${JSON.stringify(made.errors)}`);
  return made.query;
};

const record = (id: number, name: string, email: string | null, phone: string, form = "contact" as const) =>
  ({
    id,
    form,
    reference: null,
    name,
    email,
    phone,
    createdAt: `2026-11-${10 + id}T09:30:00.000Z`,
  }) satisfies PersonRecord;

describe("grouping what a search found by person", () => {
  it("puts one name however it is typed in one group (case, spaces, punctuation), and keeps close but different names apart", () => {
    const groups = groupByPerson([
      record(1, "  Sunita Exampleford ", "Sunita@Example.org", "01632 960950"),
      { ...record(2, "sunita-EXAMPLEFORD", null, "01632960950"), form: "callback", reference: "AB-CDE-FGH" },
      record(3, "Anna Belle", "anna@example.org", "01632 960950"),
      record(4, "SUNITA  exampleford.", "sunita@EXAMPLE.org", "+44 1632 960 951"),
      // One letter run together: another person, though only a space tells them apart.
      record(5, "Annabelle", " annabelle@example.org ", "01632 960950"),
    ]);
    expect(groups).toEqual<PersonGroup[]>([
      {
        // The name as first given, without its outer spaces.
        name: "Sunita Exampleford",
        // One address in any case is one address; the numbers by their digits.
        emails: ["Sunita@Example.org"],
        phones: ["01632 960950", "+44 1632 960 951"],
        enquiries: [
          {
            id: 1,
            form: "Contact form enquiry",
            reference: null,
            receivedAt: "11 Nov 2026, 09:30",
            email: "Sunita@Example.org",
            phone: "01632 960950",
          },
          {
            id: 2,
            form: "Callback request",
            reference: "AB-CDE-FGH",
            receivedAt: "12 Nov 2026, 09:30",
            email: null,
            phone: "01632960950",
          },
          {
            id: 4,
            form: "Contact form enquiry",
            reference: null,
            receivedAt: "14 Nov 2026, 09:30",
            email: "sunita@EXAMPLE.org",
            phone: "+44 1632 960 951",
          },
        ],
      },
      {
        name: "Anna Belle",
        emails: ["anna@example.org"],
        phones: ["01632 960950"],
        enquiries: [
          {
            id: 3,
            form: "Contact form enquiry",
            reference: null,
            receivedAt: "13 Nov 2026, 09:30",
            email: "anna@example.org",
            phone: "01632 960950",
          },
        ],
      },
      {
        name: "Annabelle",
        emails: ["annabelle@example.org"],
        phones: ["01632 960950"],
        enquiries: [
          {
            id: 5,
            form: "Contact form enquiry",
            reference: null,
            receivedAt: "15 Nov 2026, 09:30",
            email: " annabelle@example.org ",
            phone: "01632 960950",
          },
        ],
      },
    ]);
  });

  it("lists each address and number once, in the order first seen, leaving out blank ones", () => {
    const [group, ...rest] = groupByPerson([
      record(1, "Pat", null, "01632 960100"),
      record(2, "Pat", "   ", "01632-960100"),
      record(3, "Pat", "pat@example.org", "   "),
      record(4, "Pat", "PAT@example.org", "07700 900 100"),
      record(5, "Pat", "pat.work@example.org", "0 7700 900100"),
      // Compared in lower case only: "ß" upper-cases to "SS", which would make these two addresses one.
      record(6, "Pat", "straße@example.org", "01632 960100"),
      record(7, "Pat", "strasse@example.org", "01632 960100"),
    ]);
    expect(rest).toEqual([]);
    expect(group!.emails).toEqual([
      "pat@example.org",
      "pat.work@example.org",
      "straße@example.org",
      "strasse@example.org",
    ]);
    expect(group!.phones).toEqual(["01632 960100", "07700 900 100"]);
    expect(group!.enquiries.map((enquiry) => enquiry.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("finds no group in no records", () => {
    expect(groupByPerson([])).toEqual([]);
  });
});

describe("what is ticked to begin with", () => {
  const sunita = [
    record(1, "Sunita Exampleford", "sunita@example.org", "01632 960950"),
    record(2, "Sunita Exampleford", null, "01632 960950"),
    record(3, "Sunita Exampleford", "sunita.work@example.org", "01632 960950"),
  ];
  const stanley = record(4, "Stanley Sharer", "stanley@example.org", "01632 960950");
  // The same family address on the enquiries of two people.
  const family = record(5, "Stanley Sharer", "family@example.org", "01632 960950");
  const familyToo = record(6, "Sunita Exampleford", "family@example.org", "01632 960950");
  const ticked = (records: PersonRecord[], email: string | null) =>
    preselected(groupByPerson(records), { email, phones: ["1632960950"] });

  it("one name found: all of that person's enquiries", () => {
    expect(ticked(sunita, null)).toEqual([1, 2, 3]);
    // An address no enquiry has (the phone found them): still the one person.
    expect(ticked(sunita, "nobody@example.org")).toEqual([1, 2, 3]);
  });

  it("several names found by a shared number and no address: nothing", () => {
    expect(ticked([...sunita, stanley], null)).toEqual([]);
    expect(ticked([...sunita, stanley], "nobody@example.org")).toEqual([]);
  });

  it("an address only one of them gave: that person's enquiries, those without an address and under another address too", () => {
    expect(ticked([...sunita, stanley], "sunita.work@example.org")).toEqual([1, 2, 3]);
    expect(ticked([...sunita, stanley], "stanley@example.org")).toEqual([4]);
  });

  it("an address two people gave: nothing, staff choose", () => {
    expect(ticked([...sunita, family, familyToo], "family@example.org")).toEqual([]);
  });

  it("nothing found: nothing", () => {
    expect(ticked([], "sunita@example.org")).toEqual([]);
    expect(ticked([], null)).toEqual([]);
  });
});

describe.each(dialects)("finding people on %s", (dialect) => {
  const current = useFormsDatabase(dialect);
  let database: SiteDatabase;
  beforeAll(() => {
    database = current();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("submissions").execute();
    await database.db.deleteFrom("applications").execute();
  });

  const SHARED = "01632 960950";
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9, 30));

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

  async function application(name: string, email: string, phone: string, at: Date) {
    return storeApplication(database, { name, email, phone, about: "Caring", now: at.getTime() });
  }

  /**
   * A couple sharing a landline: Sunita (a contact enquiry; a callback by phone alone, her name typed otherwise; a job
   * application under her address and a mobile) and Stanley (an assessment; an application by the landline). Beside
   * them, near misses that must never be found: a number one digit off, an address with one more label, Olive.
   */
  async function household() {
    const sunita = [
      await submit(
        "contact",
        { ...samples.contact.fields("Sunita Exampleford"), email: "Sunita@Example.org", phone: SHARED },
        day(10),
      ),
      await submit("callback", { ...samples.callback.fields(" sunita  EXAMPLEFORD"), phone: "01632-960950" }, day(12)),
    ];
    const stanley = await submit(
      "assessment",
      { ...samples.assessment.fields("Stanley Sharer"), email: "stanley@example.org", phone: "+44 1632 960950" },
      day(11),
    );
    await submit(
      "contact",
      { ...samples.contact.fields("Sunita Exampleford"), email: "sunita@example.org.uk", phone: "01632 960951" },
      day(13),
    );
    const olive = await submit(
      "contact",
      { ...samples.contact.fields("Olive Other"), email: "olive@example.org", phone: "01632 960888" },
      day(13),
    );
    const sunitaJob = await application("Sunita Exampleford", "SUNITA@example.org", "07700 900 950", day(14));
    const stanleyJob = await application("Stanley Sharer", "stan@example.org", SHARED, day(15));
    const oliveJob = await application("Olive Other", "olive@example.org", "01632 960888", day(15));
    const stanleyReference = (
      await database.db
        .selectFrom("submissions")
        .select("reference")
        .where("id", "=", stanley)
        .executeTakeFirstOrThrow()
    ).reference;
    return { sunita, stanley, olive, sunitaJob, stanleyJob, oliveJob, stanleyReference };
  }

  it("a shared number finds both people, grouped, and ticks nothing; near misses are not found", async () => {
    const { sunita, stanley, stanleyJob, stanleyReference } = await household();
    expect(await findPeople(database.db, queryOf("", SHARED))).toEqual({
      groups: [
        {
          name: "Sunita Exampleford",
          emails: ["Sunita@Example.org"],
          phones: [SHARED],
          enquiries: [
            {
              id: sunita[0],
              form: "Contact form enquiry",
              reference: null,
              receivedAt: "10 Nov 2026, 09:30",
              email: "Sunita@Example.org",
              phone: SHARED,
            },
            {
              id: sunita[1],
              form: "Callback request",
              reference: null,
              receivedAt: "12 Nov 2026, 09:30",
              email: null,
              phone: "01632-960950",
            },
          ],
        },
        {
          name: "Stanley Sharer",
          emails: ["stanley@example.org"],
          phones: ["+44 1632 960950"],
          enquiries: [
            {
              id: stanley,
              form: "Free assessment request",
              reference: stanleyReference,
              receivedAt: "11 Nov 2026, 09:30",
              email: "stanley@example.org",
              phone: "+44 1632 960950",
            },
          ],
        },
      ],
      ticked: [],
      applications: [{ id: stanleyJob, name: "Stanley Sharer", vacancyTitle: null, receivedAt: "15 Nov 2026, 09:30" }],
      // The search points at two people: Stanley's application is not ticked either.
      tickedApplications: [],
    });
  });

  it("her address with the shared number ticks her enquiries and her application, not his", async () => {
    const { sunita, stanley, sunitaJob, stanleyJob } = await household();
    const found = await findPeople(database.db, queryOf("sunita@EXAMPLE.org", SHARED));
    expect(found.groups.map((group) => group.enquiries.map((enquiry) => enquiry.id))).toEqual([sunita, [stanley]]);
    expect(found.ticked).toEqual(sunita);
    expect(found.applications.map((row) => [row.id, row.name])).toEqual([
      [sunitaJob, "Sunita Exampleford"],
      [stanleyJob, "Stanley Sharer"],
    ]);
    expect(found.tickedApplications).toEqual([sunitaJob]);
    // Her address alone: one person, every enquiry and application under it ticked.
    expect(await findPeople(database.db, queryOf("Sunita@example.org", ""))).toEqual({
      groups: [
        {
          name: "Sunita Exampleford",
          emails: ["Sunita@Example.org"],
          phones: [SHARED],
          enquiries: [
            {
              id: sunita[0],
              form: "Contact form enquiry",
              reference: null,
              receivedAt: "10 Nov 2026, 09:30",
              email: "Sunita@Example.org",
              phone: SHARED,
            },
          ],
        },
      ],
      ticked: [sunita[0]],
      applications: [
        { id: sunitaJob, name: "Sunita Exampleford", vacancyTitle: null, receivedAt: "14 Nov 2026, 09:30" },
      ],
      tickedApplications: [sunitaJob],
    });
  });

  it("keeps what staff ticked, less anything the search did not find", async () => {
    const { sunita, stanley, olive, sunitaJob, stanleyJob, oliveJob } = await household();
    const kept = await findPeople(
      database.db,
      queryOf("", SHARED),
      [sunita[1]!, olive, 999_999],
      [stanleyJob, oliveJob, 999_999],
    );
    expect([kept.ticked, kept.tickedApplications]).toEqual([[sunita[1]], [stanleyJob]]);
    const none = await findPeople(database.db, queryOf("", SHARED), [], []);
    expect([none.ticked, none.tickedApplications]).toEqual([[], []]);
    // Staff's ticks on enquiries, none given on applications: the applications of the people ticked, even when only
    // one of a person's enquiries is.
    const partly = await findPeople(database.db, queryOf("sunita@example.org", SHARED), [sunita[1]!]);
    expect([partly.ticked, partly.tickedApplications]).toEqual([[sunita[1]], [sunitaJob]]);
    const his = await findPeople(database.db, queryOf("sunita@example.org", SHARED), [stanley]);
    expect([his.ticked, his.tickedApplications]).toEqual([[stanley], [stanleyJob]]);
  });

  it("with applications only: ticked when they all name one person, however typed; nothing when two people", async () => {
    const mine = await application("Mia Mine", "mia@example.org", "07700 900 555", day(1));
    const mineAgain = await application(" mia  MINE", "mia.m@example.org", "07700900555", day(2));
    expect(await findPeople(database.db, queryOf("", "07700 900555"))).toEqual({
      groups: [],
      ticked: [],
      applications: [
        { id: mine, name: "Mia Mine", vacancyTitle: null, receivedAt: "1 Nov 2026, 09:30" },
        { id: mineAgain, name: "mia  MINE", vacancyTitle: null, receivedAt: "2 Nov 2026, 09:30" },
      ],
      tickedApplications: [mine, mineAgain],
    });
    await application("Max Mine", "max@example.org", "07700 900 555", day(3));
    const two = await findPeople(database.db, queryOf("", "07700 900555"));
    expect([two.applications.length, two.tickedApplications]).toEqual([3, []]);
  });

  it("finds nothing for a number or address nobody gave", async () => {
    await household();
    for (const [email, phone] of [
      ["", "01632 960959"],
      ["sunita@example.co", ""],
    ] as const)
      expect(await findPeople(database.db, queryOf(email, phone))).toEqual({
        groups: [],
        ticked: [],
        applications: [],
        tickedApplications: [],
      });
  });
});
