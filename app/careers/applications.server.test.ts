import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dialects, useSiteDatabase } from "#tests/support/databases.ts";
import { cvFiles } from "#tests/support/cv-files.ts";
import { insertAccount } from "#tests/support/staff-pages.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { submitApplication, type ApplicationContext } from "#app/careers/applications.server.ts";
import { changeApplicant, downloadCv, listApplicants, viewApplicant } from "#app/careers/applicants.server.ts";
import { cvTypeOf } from "#app/careers/cv-file.server.ts";

export const application = (name = "Ada Applicant") => ({
  fullName: name,
  phone: "07700 900 982",
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  postcode: "MK9 1AA",
  rightToWork: "yes",
  driving: "licence-and-car",
  availability: "Weekdays and some weekends",
  experience: "none",
  about: "I cared for my grandmother for two years.",
});

describe.each(dialects)("job applications on %s", (dialect) => {
  const site = useSiteDatabase(dialect, { NOTIFY_TO: "office@example.com,manager@example.com" });

  const context = (more: Partial<ApplicationContext> = {}): ApplicationContext => ({
    request: { method: "POST", path: "/careers/apply", requestId: "req-1", clientAddress: randomUUID() },
    signals: {},
    idempotencyKey: randomUUID(),
    vacancySlug: null,
    cv: null,
    database: site().database,
    ...more,
  });
  const db = () => site().database.db;

  it("stores an application apart from the enquiries, with its CV, and tells the office without personal details", async () => {
    const pdf = cvFiles.pdf();
    const outcome = await submitApplication(
      application(),
      context({ cv: { fileName: "Ada CV.pdf", type: cvTypeOf(pdf)!, bytes: pdf } }),
    );
    expect(outcome).toMatchObject({ kind: "stored", duplicate: false });
    const id = (outcome as { id: number }).id;
    const row = await db().selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Ada Applicant", right_to_work: "yes", experience: "none", stage: "new" });
    expect(await db().selectFrom("submissions").select("id").execute()).toEqual([]);
    const cv = await db().selectFrom("application_cvs").selectAll().where("application_id", "=", id).executeTakeFirst();
    expect(Buffer.from(cv!.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(cv).toMatchObject({ file_name: "Ada CV.pdf", media_type: "application/pdf", size: pdf.byteLength });
    const mails = await db().selectFrom("outbox").select(["kind", "recipient", "sealed_payload"]).execute();
    expect(mails).toEqual([
      { kind: "staff-new-application", recipient: "office@example.com", sealed_payload: null },
      { kind: "staff-new-application", recipient: "manager@example.com", sealed_payload: null },
    ]);
    await db().deleteFrom("outbox").execute();
  });

  it("a retry with the same idempotency key finds the first application; the honeypot stores it flagged, unannounced", async () => {
    const key = randomUUID();
    const first = await submitApplication(application("Ben Twice"), context({ idempotencyKey: key }));
    const again = await submitApplication(application("Ben Twice"), context({ idempotencyKey: key }));
    expect(again).toEqual({
      kind: "stored",
      id: (first as { id: number }).id,
      duplicate: true,
      spam: false,
      roleKind: null,
    });
    await db().deleteFrom("outbox").execute();
    const bot = await submitApplication(application("Bo Bot"), context({ signals: { honeypot: "http://x" } }));
    expect(bot).toMatchObject({ kind: "stored", spam: true });
    expect(await db().selectFrom("outbox").select("id").execute()).toEqual([]);
    expect(await listApplicants(db(), { search: "Bo Bot" })).toEqual([]);
    expect((await listApplicants(db(), { spam: true })).map((row) => row.name)).toEqual(["Bo Bot"]);
  });

  it("refuses an invalid application with each field's message, and stores nothing", async () => {
    const before = await db().selectFrom("applications").select("id").execute();
    const outcome = await submitApplication({ ...application(), rightToWork: "", about: " " }, context());
    expect(outcome).toEqual({
      kind: "invalid",
      errors: {
        rightToWork: "Please tell us whether you have the right to work in the UK",
        about: "Please write a few lines about yourself",
      },
    });
    expect(await db().selectFrom("applications").select("id").execute()).toEqual(before);
  });

  it("names the vacancy applied for, with its title as it was, when it is open; else a general application", async () => {
    const findVacancy = async (_db: unknown, slug: string) =>
      slug === "home-carer-mk"
        ? { slug, title: "Home Carer, Milton Keynes", roleKind: "home-carer" as const }
        : undefined;
    const open = await submitApplication(
      application("Cal Vacancy"),
      context({ vacancySlug: "home-carer-mk", findVacancy }),
    );
    const closed = await submitApplication(
      application("Dee Closed"),
      context({ vacancySlug: "closed-one", findVacancy }),
    );
    // The kind of role goes to the equality questions' pass, never into their answers' row with the application's id.
    expect([open, closed]).toMatchObject([{ roleKind: "home-carer" }, { roleKind: null }]);
    const row = (outcome: unknown) =>
      db()
        .selectFrom("applications")
        .select(["vacancy_slug", "vacancy_title"])
        .where("id", "=", (outcome as { id: number }).id)
        .executeTakeFirstOrThrow();
    expect(await row(open)).toEqual({ vacancy_slug: "home-carer-mk", vacancy_title: "Home Carer, Milton Keynes" });
    expect(await row(closed)).toEqual({ vacancy_slug: null, vacancy_title: null });
  });

  it("the inbox: search, view (read, audited), stage with a reason, interview, notes, CV download: each audited by id", async () => {
    const staff = await insertAccount(db(), `recruiter-${dialect}@example.com`, { recruiter: true });
    const [ada] = await listApplicants(db(), { search: "ada@EXAMPLE" });
    expect(ada).toMatchObject({ name: "Ada Applicant", read: false, stage: "new", vacancyTitle: null });
    expect(await listApplicants(db(), { search: "100%_" })).toEqual([]);
    const view = await viewApplicant(site().database, ada!.id, staff);
    expect(view).toMatchObject({ read: true, cv: { fileName: "Ada CV.pdf" } });
    expect(view!.answers).toContainEqual({ label: "Care experience", value: expect.stringMatching(/^None yet/) });
    expect(
      await changeApplicant(
        site().database,
        ada!.id,
        { kind: "stage", stage: "not-progressed", reason: "No car" },
        staff,
      ),
    ).toBe(true);
    expect(await changeApplicant(site().database, ada!.id, { kind: "interview", at: "2026-12-01T10:30" }, staff)).toBe(
      true,
    );
    expect(await changeApplicant(site().database, ada!.id, { kind: "note", body: "Rang her." }, staff)).toBe(true);
    expect(await changeApplicant(site().database, 999_999, { kind: "note", body: "x" }, staff)).toBe(false);
    const cv = await downloadCv(site().database, ada!.id, staff);
    expect(cv?.mediaType).toBe("application/pdf");
    const after = await viewApplicant(site().database, ada!.id, staff);
    expect(after).toMatchObject({
      stage: "not-progressed",
      notProgressedReason: "No car",
      interviewAt: "2026-12-01T10:30",
      notes: [{ body: "Rang her.", author: `recruiter-${dialect}@example.com` }],
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id", "submission_id", "details"])
      .orderBy("id")
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      "application-viewed",
      "application-stage-changed",
      "application-interview-set",
      "application-note-added",
      "application-cv-downloaded",
      "application-viewed",
    ]);
    for (const entry of audit) {
      expect(entry.submission_id).toBeNull();
      const details = jsonObjectOf(entry.details);
      expect(details.application).toBe(ada!.id);
      expect(JSON.stringify(details)).not.toMatch(/No car|Ada|Rang/);
    }
  });
});
