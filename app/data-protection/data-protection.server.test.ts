import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "../../tests/support/databases.ts";
import { samples } from "../../tests/support/sample-submissions.ts";
import { defaultBusinessDetails } from "../config/business.ts";
import { privacyPage } from "../content/privacy.ts";
import { readEnv, resetEnvForTests } from "../config/env.server.ts";
import type { SiteDatabase } from "../db.server/db.server.ts";
import type { StoredFormName, SubmissionStatus } from "../db.server/schema.ts";
import { formNames, type FormName } from "../forms/definitions.ts";
import { fieldLists } from "../forms/stored-fields.ts";
import { submitForm } from "../forms/submit.server.ts";
import { changeEnquiry, saveSearch } from "../inbox/inbox.server.ts";
import { displayValue } from "../inbox/field-values.ts";
import { claimDailyRun } from "./daily-purge.server.ts";
import { erasePerson } from "./erasure.server.ts";
import { findPersonRecords, personQueryOf, type PersonQuery } from "./person.server.ts";
import { cutoffsAt, monthsBefore, retentionPolicy, type RetentionPolicy } from "./policy.server.ts";
import { purge, totalOf } from "./purge.server.ts";
import { accessExportHtml, gatherAccessExport } from "./subject-access.server.ts";

// Retention, erasure and subject access on SQLite and PostgreSQL: the dry run counts what the purge then removes,
// nothing younger than its period goes (a row exactly at its cut-off stays), an erased person leaves no trace in any
// text column of any table, and an export holds every field of every enquiry of the person.

const NOW = new Date(Date.UTC(2026, 10, 23, 3, 0));
const DAY = 86_400_000;

const policy: RetentionPolicy = {
  spamDays: 30,
  closedMonths: { "quick-contact": 6, contact: 12, callback: 12, assessment: 12 },
  openMonths: { "quick-contact": 24, contact: 24, callback: 24, assessment: 36 },
  auditYears: 6,
};

describe("the policy from the configuration", () => {
  it("has the defaults of ADR 0009 and takes a period per form", () => {
    expect(retentionPolicy(readEnv({}))).toEqual({
      spamDays: 30,
      closedMonths: { "quick-contact": 12, contact: 12, callback: 12, assessment: 12 },
      openMonths: { "quick-contact": 24, contact: 24, callback: 24, assessment: 24 },
      auditYears: 6,
    });
    const custom = retentionPolicy(readEnv({ RETENTION_CLOSED_MONTHS: "18", RETENTION_OPEN_MONTHS_ASSESSMENT: "36", RETENTION_SPAM_DAYS: "7" }));
    expect(custom.closedMonths.callback).toBe(18);
    expect(custom.openMonths).toMatchObject({ assessment: 36, contact: 24 });
    expect(custom.spamDays).toBe(7);
  });

  it("is what the privacy notice states: one line for all forms, or one per form when they differ", () => {
    const notice = (source: Record<string, string>) => JSON.stringify(privacyPage(defaultBusinessDetails(), retentionPolicy(readEnv(source))).sections.find((section) => "id" in section && section.id === "how-long"));
    const usual = notice({});
    expect(usual).toContain("Enquiries, callback requests and assessment bookings: deleted 12 months after we last worked on them once they are closed");
    expect(usual).toContain("deleted 30 days after they arrive");
    expect(usual).toContain("kept 6 years");
    const custom = notice({ RETENTION_SPAM_DAYS: "7", RETENTION_OPEN_MONTHS_CALLBACK: "18", AUDIT_RETENTION_YEARS: "1" });
    expect(custom).toContain("Callback requests: deleted 12 months after we last worked on them once they are closed (answered, with no care to arrange), or 18 months");
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
  async function enquiry(form: StoredFormName, at: Date, options: { status?: SubmissionStatus; spam?: boolean; activeAt?: Date } = {}) {
    const name = `Row ${randomUUID().slice(0, 8)}`;
    const id = await submit(form, samples[form].fields(name), at);
    await database.db
      .updateTable("submissions")
      .set({ status: options.status ?? "new", is_spam: options.spam ?? false, last_activity_at: (options.activeAt ?? at).toISOString() })
      .where("id", "=", id)
      .execute();
    return id;
  }
  const ids = async () => (await database.db.selectFrom("submissions").select("id").orderBy("id").execute()).map((row) => Number(row.id));

  it("the purge removes exactly what the dry run counted: each group one millisecond past its cut-off; at the cut-off it stays", async () => {
    const cutoffs = cutoffsAt(policy, NOW);
    const justOld = (cutoff: Date) => new Date(cutoff.getTime() - 1);
    const due: number[] = [];
    const kept: number[] = [];
    due.push(await enquiry("callback", justOld(cutoffs.spam), { spam: true }));
    kept.push(await enquiry("callback", cutoffs.spam, { spam: true }));
    for (const form of formNames) {
      due.push(await enquiry(form, justOld(cutoffs.closed[form]), { status: "closed" }));
      kept.push(await enquiry(form, cutoffs.closed[form], { status: "closed" }));
      due.push(await enquiry(form, justOld(cutoffs.open[form]), { status: "in-progress" }));
      kept.push(await enquiry(form, cutoffs.open[form], { status: "contacted" }));
      // Old, but staff worked on it within its period.
      kept.push(await enquiry(form, new Date(cutoffs.open[form].getTime() - 400 * DAY), { status: "new", activeAt: cutoffs.open[form] }));
    }
    // A closed quick contact of 7 months: past its own 6 months, though 12 months is the general period.
    due.push(await enquiry("quick-contact", monthsBefore(NOW, 7), { status: "closed" }));
    // A spam row is removed by its own period whatever its status.
    kept.push(await enquiry("assessment", new Date(NOW.getTime() - 29 * DAY), { spam: true, status: "closed" }));
    // Its notes and e-mails go with it.
    await changeEnquiry(database, due[1]!, 1, { kind: "note", body: "Called back" }, justOld(cutoffs.closed["quick-contact"]));
    await database.db.updateTable("submissions").set({ last_activity_at: justOld(cutoffs.closed["quick-contact"]).toISOString() }).where("id", "=", due[1]!).execute();

    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect(totalOf(dry)).toBe(due.length);
    expect(dry).toMatchObject({ spam: 1, closed: { "quick-contact": 2, contact: 1, callback: 1, assessment: 1 }, open: { "quick-contact": 1, contact: 1, callback: 1, assessment: 1 } });
    expect((await ids()).length).toBe(due.length + kept.length);

    const real = await purge(database, policy, NOW, { dryRun: false });
    expect(real).toEqual(dry);
    expect(await ids()).toEqual(kept.sort((a, b) => a - b));
    for (const table of ["submission_notes", "outbox"] as const) {
      const left = await database.db.selectFrom(table).select("submission_id").execute();
      expect(left.every((row) => kept.includes(Number(row.submission_id))), table).toBe(true);
    }
    const [entry] = await database.db.selectFrom("audit_log").select(["action", "details"]).where("action", "=", "retention-purge").orderBy("id", "desc").limit(1).execute();
    const details = typeof entry!.details === "string" ? JSON.parse(entry!.details) : entry!.details;
    expect(details).toMatchObject({ spam: 1, "closed quick-contact": 2, "open assessment": 1 });
    expect(totalOf(await purge(database, policy, NOW, { dryRun: true }))).toBe(0);
  });

  it("removes audit entries and records of erasures older than the audit period, and finished staff e-mails after 30 days", async () => {
    const auditCutoff = monthsBefore(NOW, 72);
    await database.db
      .insertInto("audit_log")
      .values([
        { at: new Date(auditCutoff.getTime() - 1).toISOString(), action: "sign-in", actor_id: 1, account_id: 1, submission_id: null, client_hash: null, details: null },
        { at: auditCutoff.toISOString(), action: "sign-in", actor_id: 2, account_id: 2, submission_id: null, client_hash: null, details: null },
      ])
      .execute();
    const sixYears = monthsBefore(NOW, 72);
    await database.db
      .insertInto("erased_enquiries")
      .values([
        { form: "contact", received_at: sixYears.toISOString(), erased_at: new Date(sixYears.getTime() - 1).toISOString(), erased_by: null, reason: "old" },
        { form: "contact", received_at: sixYears.toISOString(), erased_at: sixYears.toISOString(), erased_by: null, reason: "kept" },
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
      .values([staffEmail(NOW.getTime() - 30 * DAY - 1, "sent"), staffEmail(NOW.getTime() - 30 * DAY, "failed"), staffEmail(null, "pending")])
      .execute();
    const dry = await purge(database, policy, NOW, { dryRun: true });
    expect([dry.erasureRecords, dry.staffEmails, dry.auditEntries]).toEqual([1, 1, 1]);
    expect(await purge(database, policy, NOW, { dryRun: false })).toEqual(dry);
    expect((await database.db.selectFrom("audit_log").select("actor_id").where("action", "=", "sign-in").execute()).map((row) => row.actor_id)).toEqual([2]);
    expect((await database.db.selectFrom("erased_enquiries").select("reason").execute()).map((row) => row.reason)).toEqual(["kept"]);
    expect(await database.db.selectFrom("outbox").select("state").orderBy("id").execute()).toEqual([{ state: "failed" }, { state: "pending" }]);
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
    const person = (form: FormName) => ({ ...samples[form].fields("Pat Quinceworth"), phone: PHONE, ...(form === "callback" ? {} : { email: EMAIL }) });
    const ids = [];
    for (const form of formNames) ids.push(await submit(form, person(form), at));
    await changeEnquiry(database, ids[0]!, 1, { kind: "note", body: `Rang ${PHONE}, wrote to ${EMAIL.toLowerCase()}` }, at);
    await saveSearch(database.db, 1, EMAIL.toUpperCase(), NOW);
    await saveSearch(database.db, 1, "01632-960777", NOW);
    const other = await submit("contact", { ...samples.contact.fields("Olive Other"), email: "olive@example.org", phone: "01632 960888" }, at);
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
    expect((await findPersonRecords(database.db, byEmail.query)).map((record) => record.id)).toEqual(ids.filter((_, index) => formNames[index] !== "callback"));
    expect(personQueryOf("", "")).toEqual({ errors: { email: "Enter an e-mail address or a phone number" } });
    expect(personQueryOf("pat", "12")).toEqual({ errors: { email: "Enter an e-mail address in the correct format, like name@example.com", phone: "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192" } });
  });

  it("erasure leaves no e-mail address or phone number of the person in any text column of any table; a tombstone says what went", async () => {
    const { ids, other } = await personWithEverything();
    expect(await erasePerson(database, 7, query(), "The person asked us to (e-mail of 20 Nov)", NOW)).toBe(ids.length);

    const texts = await everyTextValue(database);
    for (const needle of [EMAIL.toLowerCase(), "01632 960777", "01632960777", "1632960777", "quinceworth"]) {
      const found = texts.filter((value) => value.toLowerCase().replace(/[\s-]/g, "").includes(needle.replace(/[\s-]/g, "")));
      expect(found, needle).toEqual([]);
    }
    expect(await ids_()).toEqual([other]);
    if (dialect === "sqlite") {
      // Not even in the search index's segments (they are merged after an erasure).
      const blocks = await sql<{ block: Buffer | null }>`select block from submissions_words_data`.execute(database.db);
      expect(blocks.rows.some((row) => row.block && Buffer.from(row.block).includes(Buffer.from("quinceworth")))).toBe(false);
    }
    const tombstones = await database.db.selectFrom("erased_enquiries").selectAll().orderBy("id").execute();
    expect(tombstones.map((row) => [row.form, row.erased_by, row.reason])).toEqual(formNames.map((form) => [form, 7, "The person asked us to (e-mail of 20 Nov)"]));
    const audit = await database.db.selectFrom("audit_log").select(["actor_id", "details"]).where("action", "=", "enquiries-erased").execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/pat|960777/i);
    expect(await erasePerson(database, 7, query(), "again", NOW)).toBe(0);
  });
  const ids_ = ids;

  it("a subject access export holds every field of every enquiry of the person, their notes and e-mails; no one else's", async () => {
    const { ids } = await personWithEverything();
    const exported = await gatherAccessExport(database, query(), defaultBusinessDetails(), NOW);
    expect(exported.records).toHaveLength(ids.length);
    const json = JSON.stringify(exported);
    const html = accessExportHtml(exported);
    for (const [index, form] of formNames.entries()) {
      const record = exported.records[index]!;
      const stored = await database.db.selectFrom("submissions").selectAll().where("id", "=", ids[index]!).executeTakeFirstOrThrow();
      const details = typeof stored.details === "string" ? JSON.parse(stored.details) : stored.details;
      const values = { name: stored.name, phone: stored.phone, email: stored.email, postcode: stored.postcode, urgency: stored.urgency, consentGiven: true, details };
      for (const field of fieldLists[form].filter((candidate) => candidate.kind !== "consent")) {
        const shown = displayValue(field, values);
        expect(record.fields.find((entry) => entry.label === field.label)?.value, `${form} ${field.label}`).toBe(shown);
        if (shown) expect(html, `${form} ${field.label}`).toContain(shown.replace(/&/g, "&#38;").replace(/'/g, "&#39;"));
      }
      expect(record.consent.words).toBe(stored.consent_text);
    }
    expect(exported.records[0]!.notes.map((note) => note.text)).toEqual([`Rang ${PHONE}, wrote to ${EMAIL.toLowerCase()}`]);
    expect(exported.records.every((record) => record.emails.length === 1 && record.emails[0]!.to === "staff")).toBe(true);
    expect(json).not.toContain("Olive");
    expect(html).toContain("<title>Your information held by Willowbrook Care</title>");
    expect(html).toContain("@media print");
  });
});

/** Every value of every text-like column of every table (SQLite: TEXT columns; PostgreSQL: text, varchar, jsonb). */
async function everyTextValue(database: SiteDatabase): Promise<string[]> {
  const values: string[] = [];
  if (database.dialect === "sqlite") {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(database.db);
    for (const { name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
      for (const row of rows.rows) for (const value of Object.values(row)) if (typeof value === "string") values.push(value);
    }
    return values;
  }
  const columns = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'tsvector')`.execute(database.db);
  for (const { table_name, column_name } of columns.rows) {
    const rows = await sql<{ value: string | null }>`select ${sql.ref(column_name)}::text as value from ${sql.table(table_name)}`.execute(database.db);
    for (const row of rows.rows) if (row.value) values.push(row.value);
  }
  return values;
}
