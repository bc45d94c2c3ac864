import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { privacyPage } from "#app/content/privacy.ts";
import { readEnv, resetEnvForTests } from "#app/config/env.server.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { StoredFormName, SubmissionStatus } from "#app/db.server/schema.ts";
import { formNames, type FormName } from "#app/enquiries/definitions.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { submitForm } from "#app/forms/submit.server.ts";
import { changeEnquiry, saveSearch } from "#app/inbox/inbox.server.ts";
import { displayValue } from "#app/inbox/field-values.ts";
import { claimDailyRun } from "#app/data-protection/daily-purge.server.ts";
import { eraseEnquiries, latestErasures } from "#app/data-protection/erasure.server.ts";
import { checkpointWal } from "#app/data-protection/file-traces.server.ts";
import { findPeople } from "#app/data-protection/people.server.ts";
import { findPersonRecords, personQueryOf, type PersonQuery } from "#app/data-protection/person.server.ts";
import { cutoffsAt, monthsBefore, retentionPolicy, type RetentionPolicy } from "#app/data-protection/policy.server.ts";
import { purge, totalOf } from "#app/data-protection/purge.server.ts";
import { accessExportHtml, gatherAccessExport } from "#app/data-protection/subject-access.server.ts";

// Retention, erasure and subject access on SQLite and PostgreSQL: the dry run counts what the purge then removes,
// nothing younger than its period goes (a row exactly at its cut-off stays), an erased person leaves no trace in any
// text column of any table, and an export holds every field of every enquiry of the person.

const NOW = new Date(Date.UTC(2026, 10, 23, 3, 0));
/** An audit entry's details: JSON text on SQLite, jsonb (already parsed) on PostgreSQL. */
const DAY = 86_400_000;

const policy: RetentionPolicy = {
  spamDays: 30,
  closedMonths: { "quick-contact": 6, contact: 12, callback: 12, assessment: 12 },
  openMonths: { "quick-contact": 24, contact: 24, callback: 24, assessment: 36 },
  auditYears: 6,
  applicantMonths: 6,
};

describe("the policy from the configuration", () => {
  it("has the defaults of ADR 0009 and takes a period per form", () => {
    expect(retentionPolicy(readEnv({}))).toEqual({
      spamDays: 30,
      closedMonths: { "quick-contact": 12, contact: 12, callback: 12, assessment: 12 },
      openMonths: { "quick-contact": 24, contact: 24, callback: 24, assessment: 24 },
      auditYears: 6,
      applicantMonths: 6,
    });
    const custom = retentionPolicy(
      readEnv({ RETENTION_CLOSED_MONTHS: "18", RETENTION_OPEN_MONTHS_ASSESSMENT: "36", RETENTION_SPAM_DAYS: "7" }),
    );
    expect(custom.closedMonths.callback).toBe(18);
    expect(custom.openMonths).toMatchObject({ assessment: 36, contact: 24 });
    expect(custom.spamDays).toBe(7);
  });

  it("is what the privacy notice states: one line for all forms, or one per form when they differ", () => {
    const notice = (source: Record<string, string>) =>
      JSON.stringify(
        privacyPage(defaultBusinessDetails(), retentionPolicy(readEnv(source))).sections.find(
          (section) => "id" in section && section.id === "how-long",
        ),
      );
    const usual = notice({});
    expect(usual).toContain(
      "Enquiries, callback requests and assessment bookings: deleted 12 months after we last worked on them once they are closed",
    );
    expect(usual).toContain("deleted 30 days after they arrive");
    expect(usual).toContain("kept 6 years");
    const custom = notice({
      RETENTION_SPAM_DAYS: "7",
      RETENTION_OPEN_MONTHS_CALLBACK: "18",
      AUDIT_RETENTION_YEARS: "1",
    });
    expect(custom).toContain(
      "Callback requests: deleted 12 months after we last worked on them once they are closed (answered, with no care to arrange), or 18 months",
    );
    expect(custom).toContain("Free assessment bookings: deleted 12 months");
    expect(custom).toContain("deleted 7 days after they arrive");
    expect(custom).toContain("kept 1 year.");
  });

  it("counts calendar months back", () => {
    expect(monthsBefore(new Date("2026-11-23T03:00:00Z"), 12).toISOString()).toBe("2025-11-23T03:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-03-03T00:00:00.000Z");
  });
});

describe.each(dialects)("data protection on %s", (dialect) => {
  let test: TestDatabase;
  let database: SiteDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    database = test.database;
    vi.stubEnv("FORM_MIN_FILL_MS", "0");
    vi.stubEnv("SITE_SECRET", "data-protection-test-secret-0123");
    resetEnvForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await test?.dispose();
  });
  beforeEach(async () => {
    await database.db.deleteFrom("submissions").execute();
    await database.db.deleteFrom("erased_enquiries").execute();
  });

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

  /** An enquiry of `form` that arrived at `at`, in `status`, spam or not, with staff's last work at `activeAt`. */
  async function enquiry(
    form: StoredFormName,
    at: Date,
    options: { status?: SubmissionStatus; spam?: boolean; activeAt?: Date } = {},
  ) {
    const name = `Row ${randomUUID().slice(0, 8)}`;
    const id = await submit(form, samples[form].fields(name), at);
    await database.db
      .updateTable("submissions")
      .set({
        status: options.status ?? "new",
        is_spam: options.spam ?? false,
        last_activity_at: (options.activeAt ?? at).toISOString(),
      })
      .where("id", "=", id)
      .execute();
    return id;
  }
  const ids = async () =>
    (await database.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => Number(row.id));

  it("the purge removes exactly what the dry run counted: each group one millisecond past its cut-off; at the cut-off it stays", async () => {
    const cutoffs = cutoffsAt(policy, NOW);
    const justOld = (cutoff: Date) => new Date(cutoff.getTime() - 1);
    const due: number[] = [];
    const kept: number[] = [];
    due.push(await enquiry("callback", justOld(cutoffs.spam), { spam: true }));
    kept.push(await enquiry("callback", cutoffs.spam, { spam: true }));
    for (const form of formNames) {
      due.push(await enquiry(form, justOld(cutoffs.closed[form]), { status: "not-going-ahead" }));
      kept.push(await enquiry(form, cutoffs.closed[form], { status: "not-going-ahead" }));
      due.push(await enquiry(form, justOld(cutoffs.open[form]), { status: "assessment-booked" }));
      kept.push(await enquiry(form, cutoffs.open[form], { status: "contacted" }));
      // Old, but staff worked on it within its period.
      kept.push(
        await enquiry(form, new Date(cutoffs.open[form].getTime() - 400 * DAY), {
          status: "new",
          activeAt: cutoffs.open[form],
        }),
      );
    }
    // A closed quick contact of 7 months: past its own 6 months, though 12 months is the general period.
    due.push(await enquiry("quick-contact", monthsBefore(NOW, 7), { status: "not-going-ahead" }));
    // A spam row is removed by its own period whatever its status.
    kept.push(
      await enquiry("assessment", new Date(NOW.getTime() - 29 * DAY), { spam: true, status: "not-going-ahead" }),
    );
    // Its notes, calls and e-mails go with it.
    await changeEnquiry(
      database,
      due[1]!,
      1,
      { kind: "note", body: "Called back" },
      justOld(cutoffs.closed["quick-contact"]),
    );
    await changeEnquiry(
      database,
      due[1]!,
      1,
      { kind: "call", outcome: "reached", note: "Spoke to her" },
      justOld(cutoffs.closed["quick-contact"]),
    );
    await database.db
      .updateTable("submissions")
      .set({ last_activity_at: justOld(cutoffs.closed["quick-contact"]).toISOString() })
      .where("id", "=", due[1]!)
      .execute();

    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect(totalOf(dry)).toBe(due.length);
    expect(dry).toMatchObject({
      spam: 1,
      closed: { "quick-contact": 2, contact: 1, callback: 1, assessment: 1 },
      open: { "quick-contact": 1, contact: 1, callback: 1, assessment: 1 },
    });
    expect((await ids()).length).toBe(due.length + kept.length);

    const real = await purge(database, policy, NOW, { dryRun: false });
    expect(real).toEqual(dry);
    expect(await ids()).toEqual(kept.sort((a, b) => a - b));
    expect(await database.db.selectFrom("contact_attempts").select("id").execute()).toEqual([]);
    for (const table of ["submission_notes", "outbox"] as const) {
      const left = await database.db.selectFrom(table).select("submission_id").execute();
      expect(
        left.every((row) => kept.includes(Number(row.submission_id))),
        table,
      ).toBe(true);
    }
    const [entry] = await database.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("action", "=", "retention-purge")
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(jsonObjectOf(entry!.details)).toMatchObject({ spam: 1, "closed quick-contact": 2, "open assessment": 1 });
    expect(totalOf(await purge(database, policy, NOW, { dryRun: true }))).toBe(0);
  });

  it("removes audit entries and records of erasures older than the audit period, and finished staff e-mails after 30 days", async () => {
    const auditCutoff = monthsBefore(NOW, 72);
    await database.db
      .insertInto("audit_log")
      .values([
        {
          at: new Date(auditCutoff.getTime() - 1).toISOString(),
          action: "sign-in",
          actor_id: 1,
          account_id: 1,
          submission_id: null,
          client_hash: null,
          details: null,
        },
        {
          at: auditCutoff.toISOString(),
          action: "sign-in",
          actor_id: 2,
          account_id: 2,
          submission_id: null,
          client_hash: null,
          details: null,
        },
      ])
      .execute();
    const sixYears = monthsBefore(NOW, 72);
    await database.db
      .insertInto("erased_enquiries")
      .values([
        {
          form: "contact",
          received_at: sixYears.toISOString(),
          erased_at: new Date(sixYears.getTime() - 1).toISOString(),
          erased_by: null,
          reason: "old",
        },
        {
          form: "contact",
          received_at: sixYears.toISOString(),
          erased_at: sixYears.toISOString(),
          erased_by: null,
          reason: "kept",
        },
      ])
      .execute();
    const staffEmail = (finished: number | null, state: "sent" | "failed" | "pending") => ({
      kind: "staff-invite" as const,
      recipient: "new@example.org",
      message_id: `<${randomUUID()}@example.org>`,
      state,
      next_attempt_ms: 0,
      created_ms: 0,
      finished_ms: finished,
    });
    await database.db.deleteFrom("outbox").execute();
    await database.db
      .insertInto("outbox")
      .values([
        staffEmail(NOW.getTime() - 30 * DAY - 1, "sent"),
        staffEmail(NOW.getTime() - 30 * DAY, "failed"),
        staffEmail(null, "pending"),
      ])
      .execute();
    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect([dry.erasureRecords, dry.staffEmails, dry.auditEntries]).toEqual([1, 1, 1]);
    expect(await purge(database, policy, NOW, { dryRun: false })).toEqual(dry);
    expect(
      (await database.db.selectFrom("audit_log").select("actor_id").where("action", "=", "sign-in").execute()).map(
        (row) => row.actor_id,
      ),
    ).toEqual([2]);
    expect(
      (await database.db.selectFrom("erased_enquiries").select("reason").execute()).map((row) => row.reason),
    ).toEqual(["kept"]);
    expect(await database.db.selectFrom("outbox").select("state").orderBy("id").execute()).toEqual([
      { state: "failed" },
      { state: "pending" },
    ]);
  });

  it("runs once a day between processes: the first claim wins, the next only 23 hours later", async () => {
    await database.db.deleteFrom("app_settings").where("name", "=", "retention_last_run_ms").execute();
    const start = NOW.getTime();
    const claims = await Promise.all([claimDailyRun(database, start), claimDailyRun(database, start)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimDailyRun(database, start + 23 * 3_600_000 - 1)).toBe(false);
    expect(await claimDailyRun(database, start + 23 * 3_600_000)).toBe(true);
  });

  const EMAIL = "Pat.Person@Example.org";
  const PHONE = "01632 960777";
  /** One enquiry of each form for the person (the callback by phone alone), a note, an e-mail and a saved search; and someone else's. */
  async function personWithEverything(): Promise<{ ids: number[]; other: number }> {
    const at = new Date(NOW.getTime() - DAY);
    const person = (form: FormName) => ({
      ...samples[form].fields("Pat Quinceworth"),
      phone: PHONE,
      ...(form === "callback" ? {} : { email: EMAIL }),
    });
    const ids = [];
    for (const form of formNames) ids.push(await submit(form, person(form), at));
    await changeEnquiry(
      database,
      ids[0]!,
      1,
      { kind: "note", body: `Rang ${PHONE}, wrote to ${EMAIL.toLowerCase()}` },
      at,
    );
    // A call, with staff's words about the person: exported with the enquiry, erased with it.
    await changeEnquiry(
      database,
      ids[1]!,
      1,
      { kind: "call", outcome: "left-message", note: `Left a message for Pat Quinceworth on ${PHONE}` },
      at,
    );
    await saveSearch(database.db, 1, EMAIL.toUpperCase(), NOW);
    await saveSearch(database.db, 1, "01632-960777", NOW);
    const other = await submit(
      "contact",
      { ...samples.contact.fields("Olive Other"), email: "olive@example.org", phone: "01632 960888" },
      at,
    );
    return { ids, other };
  }
  const query = (): PersonQuery => {
    const made = personQueryOf(EMAIL, PHONE);
    if ("errors" in made) throw new Error("bad query");
    return made.query;
  };

  it("finds a person by e-mail or phone, in any case and spacing; refuses a query that is neither", async () => {
    const { ids } = await personWithEverything();
    expect((await findPersonRecords(database.db, query())).map((record) => record.id)).toEqual(ids);
    const byPhone = personQueryOf("", "+44 1632 960777");
    if ("errors" in byPhone) throw new Error("bad");
    expect((await findPersonRecords(database.db, byPhone.query)).map((record) => record.id)).toEqual(ids);
    const byEmail = personQueryOf(" pat.person@example.ORG ", "");
    if ("errors" in byEmail) throw new Error("bad");
    expect((await findPersonRecords(database.db, byEmail.query)).map((record) => record.id)).toEqual(
      ids.filter((_, index) => formNames[index] !== "callback"),
    );
    expect(personQueryOf("", "")).toEqual({ errors: { email: "Enter an e-mail address or a phone number" } });
    expect(personQueryOf("pat", "12")).toEqual({
      errors: {
        email: "Enter an e-mail address in the correct format, like name@example.com",
        phone: "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192",
      },
    });
  });

  it("erasure leaves no e-mail address or phone number of the person in any text column of any table; a tombstone says what went", async () => {
    const { ids, other } = await personWithEverything();
    expect(await eraseEnquiries(database, 7, query(), ids, "The person asked us to (e-mail of 20 Nov)", NOW)).toBe(
      ids.length,
    );

    const texts = await everyTextValue(database);
    for (const needle of [EMAIL.toLowerCase(), "01632 960777", "01632960777", "1632960777", "quinceworth"]) {
      const found = texts.filter((value) =>
        value.toLowerCase().replace(/[\s-]/g, "").includes(needle.replace(/[\s-]/g, "")),
      );
      expect(found, needle).toEqual([]);
    }
    expect(await ids_()).toEqual([other]);
    if (dialect === "sqlite") {
      // Not even in the search index's segments (they are merged after an erasure).
      const blocks = await sql<{ block: Buffer | null }>`select block from submissions_words_data`.execute(database.db);
      expect(blocks.rows.some((row) => row.block && Buffer.from(row.block).includes(Buffer.from("quinceworth")))).toBe(
        false,
      );
    }
    const tombstones = await database.db.selectFrom("erased_enquiries").selectAll().orderBy("id").execute();
    expect(tombstones.map((row) => [row.form, row.erased_by, row.reason])).toEqual(
      formNames.map((form) => [form, 7, "The person asked us to (e-mail of 20 Nov)"]),
    );
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor_id", "details"])
      .where("action", "=", "enquiries-erased")
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/pat|960777/i);
    expect(jsonObjectOf(audit[0]!.details)).toEqual({ count: ids.length, ids: ids.join(", ") });
    expect(await eraseEnquiries(database, 7, query(), ids, "again", NOW)).toBe(0);
  });
  it("lists the latest erasures newest first, as many as asked, with the admin's address or none", async () => {
    const admin = await insertStaffAccount(
      database.db,
      { totp: randomBytes(32) },
      {
        email: `eraser-${randomUUID()}@example.com`,
        passwordHash: null,
        role: "admin",
      },
    );
    const tombstone = (reason: string, by: number | null) => ({
      form: "callback" as const,
      received_at: "2026-11-01T10:00:00.000Z",
      erased_at: "2026-11-20T10:00:00.000Z",
      erased_by: by,
      reason,
    });
    await database.db
      .insertInto("erased_enquiries")
      .values([tombstone("first", admin.id), tombstone("second", null), tombstone("third", admin.id)])
      .execute();
    const latest = await latestErasures(database.db, 2);
    expect(
      latest.map(({ id, ...row }) => [typeof id, { ...row, receivedAt: new Date(row.receivedAt).toISOString() }]),
    ).toEqual([
      [
        "number",
        {
          form: "callback",
          receivedAt: "2026-11-01T10:00:00.000Z",
          erasedAt: expect.anything(),
          by: admin.email,
          reason: "third",
        },
      ],
      [
        "number",
        {
          form: "callback",
          receivedAt: "2026-11-01T10:00:00.000Z",
          erasedAt: expect.anything(),
          by: null,
          reason: "second",
        },
      ],
    ]);
    expect(latest[0]!.id).toBeGreaterThan(latest[1]!.id);
    expect(new Date(latest[0]!.erasedAt).toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(await latestErasures(database.db, 20)).toHaveLength(3);
  });
  const ids_ = ids;

  it("erasure removes every inbox search kept on the server, however it spells the person (an underscore, a name, a postcode)", async () => {
    const at = new Date(NOW.getTime() - DAY);
    const id = await submit(
      "contact",
      {
        ...samples.contact.fields("Bart Wexley"),
        email: "bart_wex@example.org",
        phone: "01632 960555",
        postcode: "MK9 4XY",
      },
      at,
    );
    for (const words of ["bart_wex@example.org", "Wexley", "mk9 4xy", "boiler repair"])
      await saveSearch(database.db, 1, words, NOW);
    const byEmail = personQueryOf("bart_wex@example.org", "");
    if ("errors" in byEmail) throw new Error("bad query");
    expect(await eraseEnquiries(database, 1, byEmail.query, [id], "Asked on the phone", NOW)).toBe(1);
    expect(await database.db.selectFrom("inbox_searches").select("search").execute()).toEqual([]);
  });

  it("the purge removes inbox searches kept past their 12 hours (a search kept exactly 12 hours stays), counted in its dry run", async () => {
    await database.db.deleteFrom("inbox_searches").execute();
    const hours12 = 12 * 3_600_000;
    await saveSearch(database.db, 1, "pat quinceworth", new Date(NOW.getTime() - hours12 - 1));
    await saveSearch(database.db, 1, "mk9 3ab", new Date(NOW.getTime() - hours12));
    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect(dry.savedSearches).toBe(1);
    expect(await purge(database, policy, NOW, { dryRun: false })).toEqual(dry);
    expect(await database.db.selectFrom("inbox_searches").select("search").execute()).toEqual([{ search: "mk9 3ab" }]);
  });

  /** Two people who share a landline, as a couple does: Sunita (two enquiries, the second by phone alone, her name typed otherwise) and Stanley. */
  const SHARED = "01632 960950";
  async function twoPeopleSharingAPhone() {
    const at = (days: number) => new Date(NOW.getTime() - days * DAY);
    const sunita = [
      await submit(
        "contact",
        { ...samples.contact.fields("Sunita Exampleford"), email: "sunita@example.org", phone: SHARED },
        at(3),
      ),
      await submit("callback", { ...samples.callback.fields(" sunita  EXAMPLEFORD"), phone: "01632-960950" }, at(1)),
    ];
    const stanley = await submit(
      "assessment",
      { ...samples.assessment.fields("Stanley Fixturey"), email: "stanley@example.org", phone: SHARED },
      at(2),
    );
    const other = await submit(
      "contact",
      { ...samples.contact.fields("Olive Other"), email: "olive@example.org", phone: "01632 960888" },
      at(1),
    );
    return { sunita, stanley, other };
  }
  const queryOf = (email: string, phone: string): PersonQuery => {
    const made = personQueryOf(email, phone);
    if ("errors" in made) throw new Error("bad query");
    return made.query;
  };

  it("groups what a shared phone number finds by the person each enquiry names, and ticks only the requester's", async () => {
    const { sunita, stanley, other } = await twoPeopleSharingAPhone();
    // By the phone alone the search cannot tell who asked: two groups, nothing ticked.
    const byPhone = await findPeople(database.db, queryOf("", SHARED));
    expect(
      byPhone.groups.map((group) => [
        group.name,
        group.emails,
        group.phones,
        group.enquiries.map((enquiry) => enquiry.id),
      ]),
    ).toEqual([
      ["Sunita Exampleford", ["sunita@example.org"], [SHARED], sunita],
      ["Stanley Fixturey", ["stanley@example.org"], [SHARED], [stanley]],
    ]);
    expect(byPhone.ticked).toEqual([]);
    // Her address points at her: all her enquiries ticked, the one by phone alone too; not his.
    expect((await findPeople(database.db, queryOf("Sunita@Example.org", SHARED))).ticked).toEqual(sunita);
    // One person found: all ticked.
    expect(await findPeople(database.db, queryOf("stanley@example.org", ""))).toMatchObject({
      groups: [{ name: "Stanley Fixturey" }],
      ticked: [stanley],
    });
    // What staff ticked is kept, less any id the search does not find.
    expect((await findPeople(database.db, queryOf("", SHARED), [stanley, other, 999_999])).ticked).toEqual([stanley]);
  });

  it("exports and erases the ticked enquiries only: the other person's stay, and an id the search does not find is never touched", async () => {
    const { sunita, stanley, other } = await twoPeopleSharingAPhone();
    const byPhone = queryOf("", SHARED);
    const { exported, ids: exportedIds } = await gatherAccessExport(
      database,
      byPhone,
      [...sunita, other],
      defaultBusinessDetails(),
      NOW,
    );
    expect(exportedIds).toEqual(sunita);
    expect(JSON.stringify(exported)).not.toMatch(/Stanley|Olive/);
    expect(await eraseEnquiries(database, 3, byPhone, [...sunita, other], "Asked by letter", NOW)).toBe(2);
    expect(await ids_()).toEqual([stanley, other].sort((a, b) => a - b));
    const [entry] = await database.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "enquiries-erased")
      .orderBy("id", "desc")
      .limit(1)
      .execute();
    expect(jsonObjectOf(entry!.details)).toEqual({ count: 2, ids: sunita.join(", ") });
  });

  if (dialect === "sqlite") {
    /** Whether the SQLite file or its -wal holds `text` anywhere, as UTF-8 bytes. */
    const inFiles = (text: string) =>
      [test.url, `${test.url}-wal`].filter(
        (file) => existsSync(file) && readFileSync(file).includes(Buffer.from(text)),
      );
    const health = "Vascular dementia, insulin twice daily";

    it("after an erasure neither the database file nor its -wal holds the person's name, e-mail address, phone number or health details", async () => {
      const at = new Date(NOW.getTime() - DAY);
      const id = await submit(
        "assessment",
        {
          ...samples.assessment.fields("Wilhelmina Traceless"),
          email: "w.traceless@example.org",
          phone: "01632 960321",
          specificRequirements: health,
        },
        at,
      );
      await changeEnquiry(database, id, 1, { kind: "note", body: "Rang Wilhelmina about her insulin" }, at);
      const needles = ["Wilhelmina", "Traceless", "w.traceless@example.org", "01632 960321", health, "insulin"];
      expect(needles.filter((needle) => inFiles(needle).length > 0)).toEqual(needles);
      expect(
        await eraseEnquiries(database, 1, queryOf("w.traceless@example.org", ""), [id], "Asked by e-mail", NOW),
      ).toBe(1);
      expect(Object.fromEntries(needles.map((needle) => [needle, inFiles(needle)]))).toEqual(
        Object.fromEntries(needles.map((needle) => [needle, []])),
      );
    });

    it("after a purge neither the database file nor its -wal holds what it removed", async () => {
      const old = monthsBefore(NOW, 30);
      const id = await submit(
        "contact",
        {
          ...samples.contact.fields("Ebenezer Purgeworthy"),
          email: "e.purgeworthy@example.org",
          phone: "01632 960654",
          message: health,
        },
        old,
      );
      await database.db
        .updateTable("submissions")
        .set({ status: "not-going-ahead", stage_reason: "funding", last_activity_at: old.toISOString() })
        .where("id", "=", id)
        .execute();
      const needles = ["Purgeworthy", "e.purgeworthy@example.org", "01632 960654", health];
      expect(needles.filter((needle) => inFiles(needle).length > 0)).toEqual(needles);
      expect(totalOf(await purge(database, policy, NOW, { dryRun: false }))).toBeGreaterThan(0);
      expect(needles.filter((needle) => inFiles(needle).length > 0)).toEqual([]);
    });

    it("the WAL checkpoint is tried again while another connection reads, and gives up after its tries", async () => {
      await submit("callback", samples.callback.fields("Row for the WAL"), NOW);
      const reader = new SQLite(test.url);
      try {
        // Each try waits 20 ms for the reader here, not the site's 5 s.
        await sql`PRAGMA busy_timeout = 20`.execute(database.db);
        reader.exec("begin");
        reader.prepare("select count(*) from submissions").get();
        expect(await checkpointWal(database, { attempts: 2, pauseMs: 10 })).toBe(false);
        expect(statSync(`${test.url}-wal`).size).toBeGreaterThan(0);
        setTimeout(() => reader.exec("commit"), 150);
        expect(await checkpointWal(database, { attempts: 50, pauseMs: 20 })).toBe(true);
        expect(statSync(`${test.url}-wal`).size).toBe(0);
      } finally {
        if (reader.inTransaction) reader.exec("commit");
        reader.close();
        await sql`PRAGMA busy_timeout = 5000`.execute(database.db);
      }
    });
  }

  it("a subject access export holds every field of every enquiry of the person, their notes and e-mails; no one else's", async () => {
    const { ids } = await personWithEverything();
    const { exported, ids: exportedIds } = await gatherAccessExport(
      database,
      query(),
      ids,
      defaultBusinessDetails(),
      NOW,
    );
    expect(exported.records).toHaveLength(ids.length);
    expect(exportedIds).toEqual(ids);
    const json = JSON.stringify(exported);
    const html = accessExportHtml(exported);
    for (const [index, form] of formNames.entries()) {
      const record = exported.records[index]!;
      const stored = await database.db
        .selectFrom("submissions")
        .selectAll()
        .where("id", "=", ids[index]!)
        .executeTakeFirstOrThrow();
      const details = jsonObjectOf(stored.details);
      const values = {
        name: stored.name,
        phone: stored.phone,
        email: stored.email,
        postcode: stored.postcode,
        urgency: stored.urgency,
        consentGiven: true,
        details,
      };
      for (const field of fieldLists[form].filter((candidate) => candidate.kind !== "consent")) {
        const shown = displayValue(field, values);
        expect(record.fields.find((entry) => entry.label === field.label)?.value, `${form} ${field.label}`).toBe(shown);
        if (shown)
          expect(html, `${form} ${field.label}`).toContain(shown.replace(/&/g, "&#38;").replace(/'/g, "&#39;"));
      }
      expect(record.consent.words).toBe(stored.consent_text);
    }
    expect(exported.records[0]!.notes.map((note) => note.text)).toEqual([
      `Rang ${PHONE}, wrote to ${EMAIL.toLowerCase()}`,
    ]);
    expect(exported.records[1]!.calls).toMatchObject([
      {
        at: new Date(NOW.getTime() - DAY).toISOString(),
        outcome: "Left a message",
        note: `Left a message for Pat Quinceworth on ${PHONE}`,
      },
    ]);
    expect(html).toContain(`Left a message. Left a message for Pat Quinceworth on ${PHONE}`);
    expect(exported.records[0]!.calls).toEqual([]);
    expect(exported.records.every((record) => record.emails.length === 1 && record.emails[0]!.to === "staff")).toBe(
      true,
    );
    expect(json).not.toContain("Olive");
    // The assessment's other person, by name, from the form's field list like every field.
    const assessment = exported.records[formNames.indexOf("assessment")]!;
    expect(assessment.fields).toContainEqual({ label: "Name of the person who needs care", value: "Grace Patel" });
    expect(html).toContain("Grace Patel");
    expect(html).toContain("<title>Your information held by Willowbrook Care</title>");
    expect(html).toContain("@media print");
  });
});

/** Every value of every text-like column of every table (SQLite: TEXT columns; PostgreSQL: text, varchar, jsonb). */
async function everyTextValue(database: SiteDatabase): Promise<string[]> {
  const values: string[] = [];
  if (database.dialect === "sqlite") {
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db);
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
      for (const row of rows.rows)
        for (const value of Object.values(row)) if (typeof value === "string") values.push(value);
    }
    return values;
  }
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'tsvector')`.execute(
    database.db,
  );
  for (const { table_name, column_name } of columns.rows) {
    const rows = await sql<{
      value: string | null;
    }>`select ${sql.ref(column_name)}::text as value from ${sql.table(table_name)}`.execute(database.db);
    for (const row of rows.rows) if (row.value) values.push(row.value);
  }
  return values;
}
