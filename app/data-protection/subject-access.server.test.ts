import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dialects, useFormsDatabase } from "#tests/support/databases.ts";
import { storeApplication } from "#tests/support/applications.ts";
import { samples, ukDateInDays } from "#tests/support/sample-submissions.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { submitForm } from "#app/forms/submit.server.ts";
import { changeEnquiry } from "#app/inbox/inbox.server.ts";
import { changeApplicant } from "#app/careers/applicants.server.ts";
import { personQueryOf, type PersonQuery } from "#app/data-protection/person.server.ts";
import {
  accessExportHtml,
  auditAccessExport,
  gatherAccessExport,
  type AccessExport,
} from "#app/data-protection/subject-access.server.ts";

// A subject access answer (UK GDPR Art. 15) holds health data, and an earlier bug let one answer mix two people. These
// tests pin down the whole answer for one person, field by field, and that nobody else's enquiry or application is in
// it: not a neighbour sharing the landline, not a namesake whose number differs by one digit, not an id staff ticked
// that the search does not find.

/**
 * An enquiry that is erased while the export is being gathered (between the search and reading it back): the hook,
 * when set, runs just before the export reads an enquiry, as a concurrent erasure would.
 */
const erasing = vi.hoisted(() => ({ before: null as null | ((id: number) => Promise<void>) }));
vi.mock("#app/inbox/inbox.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("#app/inbox/inbox.server.ts")>();
  return {
    ...original,
    getEnquiry: async (...args: Parameters<typeof original.getEnquiry>) => {
      await erasing.before?.(args[1]);
      return original.getEnquiry(...args);
    },
  };
});

const NOW = new Date("2026-11-23T03:00:00.000Z");
const RECEIVED = new Date("2026-11-20T09:30:00.000Z");
const NOTED = new Date("2026-11-21T10:15:00.000Z");
const CALLED = new Date("2026-11-22T14:45:00.000Z");
const EMAIL = "Pat.Quinceworth@Example.org";
const PHONE = "01632 960777";
/** The callback's and the assessment's preferred date: the forms refuse one in the past. */
const DATE = ukDateInDays(7);
const HEALTH = "Vascular dementia, insulin twice daily";

const queryOf = (email: string, phone: string): PersonQuery => {
  const made = personQueryOf(email, phone);
  if ("errors" in made) throw new Error(`bad query: ${JSON.stringify(made.errors)}`);
  return made.query;
};

describe.each(dialects)("a subject access export on %s", (dialect) => {
  const current = useFormsDatabase(dialect);
  let database: SiteDatabase;
  beforeAll(() => {
    database = current();
  });
  beforeEach(async () => {
    erasing.before = null;
    // The audit log cannot be emptied (PostgreSQL refuses): the audit test reads only the entries it made.
    for (const table of ["submissions", "applications", "outbox", "staff_accounts"] as const)
      await database.db.deleteFrom(table).execute();
  });

  async function submit(form: FormName, fields: Record<string, unknown>, originPage = "/contact") {
    const outcome = await submitForm(form, fields, {
      request: { method: "POST", path: "/x", requestId: null, clientAddress: randomUUID() },
      signals: { elapsedMs: "10000" },
      idempotencyKey: null,
      onKeyReuse: "store",
      originPage,
      database,
      now: RECEIVED.getTime(),
    });
    if (outcome.kind !== "stored") throw new Error(`not stored: ${JSON.stringify(outcome)}`);
    return outcome.id;
  }

  async function application(name: string, email: string, phone: string) {
    return storeApplication(database, { name, email, phone, cvFileName: "pat-cv.pdf", now: RECEIVED.getTime() });
  }

  /**
   * Pat's contact enquiry (notes and calls by a member of staff and by one who has since left; the staff e-mail and an
   * acknowledgement to Pat), an assessment with health details that is not going ahead, and a callback by phone alone
   * (the number typed otherwise); a job application. Beside them: Stanley, who shares the landline; a namesake whose
   * number and address each differ by one character; Olive, someone else entirely.
   */
  async function seed() {
    const staff = await insertStaffAccount(
      database.db,
      { totp: randomBytes(32) },
      { email: "sam.staff@example.com", passwordHash: null },
    );
    const FORMER = 999_999; // an account since removed: notes and calls keep no author
    const contact = await submit("contact", {
      ...samples.contact.fields("Pat Quinceworth"),
      email: EMAIL,
      phone: PHONE,
      message: "Mum <Edith> needs help & company",
    });
    await changeEnquiry(database, contact, staff.id, { kind: "note", body: "Rang Pat about Edith" }, NOTED);
    await changeEnquiry(database, contact, FORMER, { kind: "note", body: "Sent the brochure" }, CALLED);
    await changeEnquiry(database, contact, staff.id, { kind: "call", outcome: "reached", note: "Spoke to Pat" }, NOTED);
    await changeEnquiry(database, contact, FORMER, { kind: "call", outcome: "no-answer", note: null }, CALLED);
    await database.db
      .insertInto("outbox")
      .values({
        kind: "acknowledgement",
        submission_id: contact,
        message_id: `<${randomUUID()}@example.org>`,
        state: "sent",
        next_attempt_ms: RECEIVED.getTime(),
        created_ms: RECEIVED.getTime(),
        finished_ms: NOTED.getTime(),
      })
      .execute();
    const assessment = await submit(
      "assessment",
      {
        ...samples.assessment.fields("Pat Quinceworth"),
        email: EMAIL.toLowerCase(),
        phone: PHONE,
        preferredDate: DATE,
        specificRequirements: HEALTH,
      },
      "/free-assessment",
    );
    await database.db
      .updateTable("submissions")
      .set({ status: "not-going-ahead", stage_reason: "funding" })
      .where("id", "=", assessment)
      .execute();
    const callback = await submit(
      "callback",
      { ...samples.callback.fields("Pat Quinceworth"), phone: "+44 1632-960777", preferredDate: DATE },
      "/request-a-callback",
    );
    const stanley = await submit("contact", {
      ...samples.contact.fields("Stanley Sharer"),
      email: "stanley@example.org",
      phone: PHONE,
    });
    const namesake = await submit("contact", {
      ...samples.contact.fields("Pat Quinceworth"),
      email: "pat.quinceworth@example.org.uk",
      phone: "01632 960778",
    });
    const olive = await submit("contact", {
      ...samples.contact.fields("Olive Other"),
      email: "olive@example.org",
      phone: "01632 960888",
    });
    const job = await application("Pat Quinceworth", EMAIL.toUpperCase(), "07700 900 123");
    await changeApplicant(database, job, { kind: "note", body: "Good on the phone" }, staff.id, NOTED);
    const namesakeJob = await application("Pat Quinceworth", "pat.q@example.org", "01632 960778");
    const reference = async (id: number) =>
      (await database.db.selectFrom("submissions").select("reference").where("id", "=", id).executeTakeFirstOrThrow())
        .reference;
    return {
      pat: { contact, assessment, callback, job },
      others: { stanley, namesake, olive, namesakeJob },
      assessmentReference: await reference(assessment),
    };
  }

  it("holds every field, note, call and e-mail of each ticked enquiry of the person, and their application; no one else's", async () => {
    const { pat, others, assessmentReference } = await seed();
    expect(assessmentReference).toMatch(/^[A-Z0-9]{2}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    const answer = await gatherAccessExport(
      database,
      queryOf(EMAIL, PHONE),
      // Staff ticked Pat's three and, by mistake, everyone else's: only ids the search finds count.
      [pat.contact, pat.assessment, pat.callback, others.namesake, others.olive],
      { ...defaultBusinessDetails(), tradingName: "Willow & Oak Care" },
      NOW,
      [pat.job, others.namesakeJob],
    );
    const contactConsent = "I agree to be contacted about my enquiry.";
    expect(answer).toEqual({
      ids: [pat.contact, pat.assessment, pat.callback],
      applicationIds: [pat.job],
      exported: {
        provider: "Willow & Oak Care",
        generatedAt: "2026-11-23T03:00:00.000Z",
        records: [
          {
            form: "Contact form enquiry",
            reference: null,
            received: "2026-11-20T09:30:00.000Z",
            // A call that reached Pat moved the enquiry on.
            status: "Contacted",
            fields: [
              { label: "Name", value: "Pat Quinceworth" },
              { label: "Phone number", value: PHONE },
              { label: "Email address", value: EMAIL },
              { label: "Postcode", value: "MK9 3AB" },
              { label: "What the enquiry is about", value: "Care for a relative or friend" },
              { label: "Kinds of care of interest", value: "Live-in care; Dementia care" },
              { label: "When care is needed", value: "Within a week" },
              { label: "How to contact them", value: "Video call" },
              { label: "Message", value: "Mum <Edith> needs help & company" },
            ],
            consent: { given: true, at: "2026-11-20T09:30:00.000Z", words: contactConsent },
            sentFrom: "/contact",
            notes: [
              { at: "2026-11-21T10:15:00.000Z", by: "sam.staff@example.com", text: "Rang Pat about Edith" },
              { at: "2026-11-22T14:45:00.000Z", by: "a former member of staff", text: "Sent the brochure" },
            ],
            // Newest first, as the enquiry page lists them.
            calls: [
              { at: "2026-11-22T14:45:00.000Z", by: "a former member of staff", outcome: "No answer", note: null },
              { at: "2026-11-21T10:15:00.000Z", by: "sam.staff@example.com", outcome: "Reached", note: "Spoke to Pat" },
            ],
            emails: [
              { to: "staff", state: "pending", at: "2026-11-20T09:30:00.000Z" },
              { to: "you", state: "sent", at: "2026-11-21T10:15:00.000Z" },
            ],
          },
          {
            form: "Free assessment request",
            reference: assessmentReference,
            received: "2026-11-20T09:30:00.000Z",
            status: "Not going ahead (funding)",
            fields: [
              { label: "Name", value: "Pat Quinceworth" },
              { label: "Phone number", value: PHONE },
              { label: "Email address", value: EMAIL.toLowerCase() },
              { label: "Postcode", value: "MK40 1AA" },
              { label: "Who the assessment is for", value: "My husband, wife or partner" },
              { label: "Name of the person who needs care", value: "Grace Patel" },
              { label: "Preferred date", value: DATE },
              { label: "Preferred time", value: "Late afternoon (3pm-6pm)" },
              { label: "How urgent", value: "Within the next two weeks" },
              { label: "Support needed", value: "Personal care; Mobility support" },
              { label: "Current situation", value: "Being cared for by family" },
              { label: "Specific requirements", value: HEALTH },
              { label: "Anything else", value: "Has a dog" },
              { label: "How they heard about us", value: "A recommendation from someone" },
              { label: "Address", value: "" },
              { label: "Mobility requirements", value: "" },
            ],
            consent: {
              given: true,
              at: "2026-11-20T09:30:00.000Z",
              words: "I agree to be contacted to arrange my free care assessment.",
            },
            sentFrom: "/free-assessment",
            notes: [],
            calls: [],
            emails: [{ to: "staff", state: "pending", at: "2026-11-20T09:30:00.000Z" }],
          },
          {
            form: "Callback request",
            reference: null,
            received: "2026-11-20T09:30:00.000Z",
            status: "New",
            fields: [
              { label: "Name", value: "Pat Quinceworth" },
              { label: "Phone number", value: "+44 1632-960777" },
              { label: "Preferred date", value: DATE },
              { label: "Preferred time", value: "Evening (5pm-8pm)" },
              { label: "What they would like to talk about", value: "Video consultation" },
            ],
            consent: {
              given: true,
              at: "2026-11-20T09:30:00.000Z",
              words:
                "By sending this form you agree that we may contact you about your enquiry using the details you have given.",
            },
            sentFrom: "/request-a-callback",
            notes: [],
            calls: [],
            emails: [{ to: "staff", state: "pending", at: "2026-11-20T09:30:00.000Z" }],
          },
        ],
        applications: [
          {
            vacancy: "General application",
            received: "2026-11-20T09:30:00.000Z",
            stage: "New",
            fields: [
              { label: "Full name", value: "Pat Quinceworth" },
              { label: "Phone number", value: "07700 900 123" },
              { label: "Email address", value: EMAIL.toUpperCase() },
              { label: "Postcode", value: "MK9 1AA" },
              { label: "Do you have the right to work in the UK?", value: "Yes" },
              { label: "Driving licence and car", value: "I don't drive" },
              { label: "When can you work?", value: "Evenings" },
              { label: "Care experience", value: "1 to 3 years" },
              { label: "A few lines about yourself", value: "About Pat Quinceworth" },
            ],
            cv: "pat-cv.pdf",
            notes: [{ at: "2026-11-21T10:15:00.000Z", by: "sam.staff@example.com", text: "Good on the phone" }],
          },
        ],
      },
    });
    // Nobody else's words anywhere in the answer, as data or as the page.
    for (const text of [JSON.stringify(answer), accessExportHtml(answer.exported)])
      expect(text).not.toMatch(/Stanley|Olive|960778|example\.org\.uk|pat\.q@/);
  });

  it("leaves out what staff did not tick, and gives nothing when nothing is ticked", async () => {
    const { pat } = await seed();
    const business = defaultBusinessDetails();
    const only = await gatherAccessExport(database, queryOf(EMAIL, ""), [pat.callback, pat.assessment], business, NOW);
    // The callback was sent by phone alone: an e-mail search does not find it, ticked or not.
    expect(only.ids).toEqual([pat.assessment]);
    expect(only.exported.records.map((record) => record.form)).toEqual(["Free assessment request"]);
    expect(only.applicationIds).toEqual([]);
    expect(only.exported.applications).toEqual([]);
    expect(await gatherAccessExport(database, queryOf(EMAIL, PHONE), [], business, NOW)).toEqual({
      exported: {
        provider: "Willowbrook Care",
        generatedAt: "2026-11-23T03:00:00.000Z",
        records: [],
        applications: [],
      },
      ids: [],
      applicationIds: [],
    });
  });

  it("skips an enquiry erased while the export is gathered, and still gives the rest", async () => {
    const { pat } = await seed();
    erasing.before = async (id) => {
      if (id === pat.contact) await database.db.deleteFrom("submissions").where("id", "=", id).execute();
    };
    const { exported, ids } = await gatherAccessExport(
      database,
      queryOf(EMAIL, PHONE),
      [pat.contact, pat.assessment],
      defaultBusinessDetails(),
      NOW,
    );
    expect(ids).toEqual([pat.assessment]);
    expect(exported.records.map((record) => record.form)).toEqual(["Free assessment request"]);
  });

  /** The audit entries made after the entry `after` (the log cannot be emptied between tests). */
  const auditEntries = async (after: number) =>
    (
      await database.db
        .selectFrom("audit_log")
        .select(["id", "action", "actor_id", "submission_id", "account_id", "at", "details"])
        .orderBy("id")
        .execute()
    )
      .filter((row) => Number(row.id) > after)
      .map(({ id: _id, ...row }) => ({
        ...row,
        at: new Date(row.at).toISOString(),
        details: jsonObjectOf(row.details),
      }));

  it("is audited by count, format and ids, applications only when there are any; never the person", async () => {
    const last = await database.db
      .selectFrom("audit_log")
      .select((eb) => eb.fn.max("id").as("id"))
      .executeTakeFirstOrThrow();
    await auditAccessExport(database, 7, [12, 3, 40], "html", NOW);
    await auditAccessExport(database, null, [5], "json", NOW, [8, 9]);
    await auditAccessExport(database, 7, [], "json", NOW, []);
    const entry = { action: "subject-access-exported", submission_id: null, account_id: null, at: NOW.toISOString() };
    expect(await auditEntries(Number(last.id ?? 0))).toEqual([
      { ...entry, actor_id: 7, details: { count: 3, format: "html", ids: "12, 3, 40" } },
      { ...entry, actor_id: null, details: { count: 1, format: "json", ids: "5", applications: "8, 9" } },
      { ...entry, actor_id: 7, details: { count: 0, format: "json", ids: "" } },
    ]);
  });
});

/** The page's fixed head and style, as the export writes them, around `body` (everything inside <body>). */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body { font-family: Arial, sans-serif; font-size: 18px; line-height: 1.5; color: #1b1f24; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 2rem; } h2 { font-size: 1.5rem; margin-top: 2.5rem; border-top: 4px solid #0b5548; padding-top: 1rem; } h3 { font-size: 1.2rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; padding: 0.4rem 0.6rem 0.4rem 0; border-bottom: 1px solid #999; }
th { width: 35%; } td { white-space: pre-wrap; overflow-wrap: anywhere; } .none { color: #4a5562; }
@media print { body { margin: 0; font-size: 12pt; } section { break-before: page; } h2 { border-top: none; } }
</style>
</head>
<body>
${body}
</body>
</html>
`;

const tr = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
const NOT_GIVEN = "<span class=none>Not given</span>";

describe("the export as a page", () => {
  // Two enquiries (one with a reference, notes, calls with and without words, an e-mail to each side; one with
  // nothing added) and two applications (one with a CV and a note, one without either). Every text a person typed
  // carries characters HTML would read, so each must come out escaped.
  const full: AccessExport = {
    provider: "Willow & Oak Care",
    generatedAt: "2026-11-23T03:00:00.000Z",
    records: [
      {
        form: "Contact form enquiry",
        reference: "AB-CDE-FGH",
        received: "2026-11-20T09:30:00.000Z",
        status: "Contacted",
        fields: [
          { label: "Name", value: "Pat <Quinceworth>" },
          { label: "Postcode", value: "" },
          { label: "Message", value: `Mum's "bad" days & nights` },
        ],
        consent: { given: true, at: "2026-11-20T09:31:00.000Z", words: "I agree to be contacted." },
        sentFrom: "/contact",
        notes: [
          { at: "2026-11-21T10:15:00.000Z", by: "sam@example.com", text: "Rang <Pat>" },
          { at: "2026-11-22T14:45:00.000Z", by: "a former member of staff", text: "Sent the brochure" },
        ],
        calls: [
          { at: "2026-11-22T14:45:00.000Z", by: "a former member of staff", outcome: "No answer", note: null },
          { at: "2026-11-21T10:15:00.000Z", by: "sam@example.com", outcome: "Reached", note: "Spoke to Pat & Edith" },
        ],
        emails: [
          { to: "staff", state: "sent", at: "2026-11-20T09:32:00.000Z" },
          { to: "you", state: "failed", at: "2026-11-20T09:33:00.000Z" },
        ],
      },
      {
        form: "Callback request",
        reference: null,
        received: "2026-11-19T08:05:00.000Z",
        status: "Not going ahead (funding)",
        fields: [{ label: "Name", value: "Pat" }],
        consent: { given: true, at: null, words: "" },
        sentFrom: "/request-a-callback",
        notes: [],
        calls: [],
        emails: [],
      },
    ],
    applications: [
      {
        vacancy: "Home Carer in Bletchley",
        received: "2026-11-18T12:00:00.000Z",
        stage: "Interview",
        fields: [
          { label: "Full name", value: "Pat <Q>" },
          { label: "Postcode", value: "" },
        ],
        cv: "pat's cv.pdf",
        notes: [
          { at: "2026-11-19T16:20:00.000Z", by: "sam@example.com", text: "Strong & kind" },
          { at: "2026-11-20T08:00:00.000Z", by: "a former member of staff", text: "Interview <booked>" },
        ],
      },
      {
        vacancy: "General application",
        received: "2026-11-17T07:00:00.000Z",
        stage: "New",
        fields: [{ label: "Full name", value: "Pat" }],
        cv: null,
        notes: [],
      },
    ],
  };

  it("has every section, row and list of each enquiry and application, escaped, in order", () => {
    expect(accessExportHtml(full)).toEqual(
      page(
        "Your information held by Willow &#38; Oak Care",
        `<h1>Your information held by Willow &#38; Oak Care</h1>
<p>This is everything Willow &#38; Oak Care holds about you from this website&#39;s forms: 2 enquiries and 2 job applications, each as you sent it, with what our staff added. Made on 23 Nov 2026, 03:00 (UK time).</p>
<section>
<h2>1. Contact form enquiry, reference AB-CDE-FGH, received 20 Nov 2026, 09:30</h2>
<table>
${tr("Status", "Contacted")}
${tr("Name", "Pat &#60;Quinceworth&#62;")}
${tr("Postcode", NOT_GIVEN)}
${tr("Message", "Mum&#39;s &#34;bad&#34; days &#38; nights")}
${tr("Agreed to be contacted", "Yes, 20 Nov 2026, 09:31")}
${tr("What you agreed to", "I agree to be contacted.")}
${tr("Sent from our page", "/contact")}
</table>
<h3>Notes our staff made</h3>
<ul><li><strong>21 Nov 2026, 10:15, sam@example.com:</strong> Rang &#60;Pat&#62;</li><li><strong>22 Nov 2026, 14:45, a former member of staff:</strong> Sent the brochure</li></ul>
<h3>Calls our staff made to you</h3>
<ul><li><strong>22 Nov 2026, 14:45, a former member of staff:</strong> No answer</li><li><strong>21 Nov 2026, 10:15, sam@example.com:</strong> Reached. Spoke to Pat &#38; Edith</li></ul>
<h3>E-mails about it</h3>
<ul><li>To our staff (saying only that an enquiry arrived): sent, 20 Nov 2026, 09:32</li><li>To you: failed, 20 Nov 2026, 09:33</li></ul>
</section>
<section>
<h2>2. Callback request, received 19 Nov 2026, 08:05</h2>
<table>
${tr("Status", "Not going ahead (funding)")}
${tr("Name", "Pat")}
${tr("Agreed to be contacted", "Yes")}
${tr("What you agreed to", NOT_GIVEN)}
${tr("Sent from our page", "/request-a-callback")}
</table>
<h3>Notes our staff made</h3>
<p>None.</p>
<h3>Calls our staff made to you</h3>
<p>None.</p>
<h3>E-mails about it</h3>
<p>None.</p>
</section>
<section>
<h2>Job application 1: Home Carer in Bletchley, received 18 Nov 2026, 12:00</h2>
<table>
${tr("Stage", "Interview")}
${tr("Full name", "Pat &#60;Q&#62;")}
${tr("Postcode", NOT_GIVEN)}
${tr("CV", "pat&#39;s cv.pdf")}
</table>
<h3>Notes our staff made</h3>
<ul><li><strong>19 Nov 2026, 16:20, sam@example.com:</strong> Strong &#38; kind</li><li><strong>20 Nov 2026, 08:00, a former member of staff:</strong> Interview &#60;booked&#62;</li></ul>
</section>
<section>
<h2>Job application 2: General application, received 17 Nov 2026, 07:00</h2>
<table>
${tr("Stage", "New")}
${tr("Full name", "Pat")}
${tr("CV", NOT_GIVEN)}
</table>
<h3>Notes our staff made</h3>
<p>None.</p>
</section>`,
      ),
    );
  });

  it("counts one enquiry and one application in the singular, none in the plural, and says No when consent was not given", () => {
    const [first] = full.records;
    const one: AccessExport = {
      provider: "Willowbrook Care",
      generatedAt: "2026-06-01T11:00:00.000Z",
      records: [
        {
          ...first!,
          reference: null,
          fields: [],
          consent: { given: false, at: "2026-06-01T10:00:00.000Z", words: "I agree." },
          notes: [],
          calls: [{ at: "2026-06-01T10:30:00.000Z", by: "sam@example.com", outcome: "Wrong number", note: "" }],
          emails: [{ to: "you", state: "pending", at: "2026-06-01T10:01:00.000Z" }],
        },
      ],
      applications: [],
    };
    // British Summer Time in June: an hour ahead of UTC.
    expect(accessExportHtml(one)).toEqual(
      page(
        "Your information held by Willowbrook Care",
        `<h1>Your information held by Willowbrook Care</h1>
<p>This is everything Willowbrook Care holds about you from this website&#39;s forms: 1 enquiry, each as you sent it, with what our staff added. Made on 1 Jun 2026, 12:00 (UK time).</p>
<section>
<h2>1. Contact form enquiry, received 20 Nov 2026, 09:30</h2>
<table>
${tr("Status", "Contacted")}

${tr("Agreed to be contacted", "No")}
${tr("What you agreed to", "I agree.")}
${tr("Sent from our page", "/contact")}
</table>
<h3>Notes our staff made</h3>
<p>None.</p>
<h3>Calls our staff made to you</h3>
<ul><li><strong>1 Jun 2026, 11:30, sam@example.com:</strong> Wrong number</li></ul>
<h3>E-mails about it</h3>
<ul><li>To you: pending, 1 Jun 2026, 11:01</li></ul>
</section>
`,
      ),
    );
    const jobOnly: AccessExport = { ...one, records: [], applications: [full.applications[1]!] };
    expect(accessExportHtml(jobOnly)).toEqual(
      page(
        "Your information held by Willowbrook Care",
        `<h1>Your information held by Willowbrook Care</h1>
<p>This is everything Willowbrook Care holds about you from this website&#39;s forms: 0 enquiries and 1 job application, each as you sent it, with what our staff added. Made on 1 Jun 2026, 12:00 (UK time).</p>

<section>
<h2>Job application 1: General application, received 17 Nov 2026, 07:00</h2>
<table>
${tr("Stage", "New")}
${tr("Full name", "Pat")}
${tr("CV", NOT_GIVEN)}
</table>
<h3>Notes our staff made</h3>
<p>None.</p>
</section>`,
      ),
    );
  });
});
