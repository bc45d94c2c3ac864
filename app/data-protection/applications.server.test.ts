import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { storeApplication } from "#tests/support/applications.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { readEnv, resetEnvForTests } from "#app/config/env.server.ts";
import type { ApplicationStage } from "#app/db.server/schema.ts";
import { changeApplicant } from "#app/careers/applicants.server.ts";
import { eraseEnquiries } from "#app/data-protection/erasure.server.ts";
import { findPeople } from "#app/data-protection/people.server.ts";
import { personQueryOf, type PersonQuery } from "#app/data-protection/person.server.ts";
import { cutoffsAt, retentionPolicy } from "#app/data-protection/policy.server.ts";
import { purge } from "#app/data-protection/purge.server.ts";
import { accessExportHtml, gatherAccessExport } from "#app/data-protection/subject-access.server.ts";

// Job applications (issue 27) under data protection: unsuccessful ones are purged after RETENTION_APPLICANTS_MONTHS
// with their CVs and notes (and counted by the dry run); a subject access export and an erasure include the person's.

const NOW = new Date(Date.UTC(2026, 10, 23, 3, 0));
const policy = retentionPolicy(readEnv({}));

describe("the applicants' retention period", () => {
  it("is 6 months by default and RETENTION_APPLICANTS_MONTHS sets it; the privacy notice states it", async () => {
    expect(policy.applicantMonths).toBe(6);
    expect(retentionPolicy(readEnv({ RETENTION_APPLICANTS_MONTHS: "9" })).applicantMonths).toBe(9);
    const { privacyPage } = await import("#app/content/privacy.ts");
    const text = JSON.stringify(privacyPage(defaultBusinessDetails(), policy).sections);
    expect(text).toContain("If You Apply for a Job");
    expect(text).toContain("deleted, with your CV and our notes, 6 months after we last worked on it");
  });
});

describe.each(dialects)("job applications under data protection on %s", (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    vi.stubEnv("SITE_SECRET", "applications-test-secret-0123456");
    resetEnvForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await test?.dispose();
  });
  beforeEach(async () => {
    await test.database.db.deleteFrom("applications").execute();
  });
  const db = () => test.database.db;

  /** An application with a CV and a note, at `stage`, last changed at `activeAt`. */
  async function application(name: string, stage: ApplicationStage, activeAt: Date, email = `${randomUUID()}@x.org`) {
    const id = await storeApplication(test.database, { name, email });
    await changeApplicant(test.database, id, { kind: "note", body: `Note on ${name}` }, 1);
    await db()
      .updateTable("applications")
      .set({ stage, last_activity_at: activeAt.toISOString() })
      .where("id", "=", id)
      .execute();
    return id;
  }
  const count = async (table: "applications" | "application_cvs" | "application_notes") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("the purge removes applicants not progressed past the period, CVs and notes with them, as the dry run counted", async () => {
    const cutoff = cutoffsAt(policy, NOW).applicants;
    const past = new Date(cutoff.getTime() - 1);
    const gone = await application("Gone Past", "not-progressed", past);
    await application("Kept At", "not-progressed", cutoff);
    await application("Kept Hired", "hired", past);
    await application("Kept Interview", "interview", past);
    expect((await purge(test.database, policy, NOW, { dryRun: true })).applicants).toBe(1);
    expect(await count("applications")).toBe(4);
    expect((await purge(test.database, policy, NOW, { dryRun: false })).applicants).toBe(1);
    const left = await db().selectFrom("applications").select(["id", "name"]).orderBy("id").execute();
    expect(left.map((row) => row.name)).toEqual(["Kept At", "Kept Hired", "Kept Interview"]);
    expect(left.map((row) => Number(row.id))).not.toContain(gone);
    expect(await count("application_cvs")).toBe(3);
    expect(await count("application_notes")).toBe(3);
  });

  const queryOf = (email: string): PersonQuery => {
    const made = personQueryOf(email, "");
    if (!("query" in made)) throw new Error("no query");
    return made.query;
  };

  it("a subject access export includes the person's applications, their answers and notes; no one else's", async () => {
    const mine = await application("Mia Mine", "interview", NOW, "mia@example.org");
    await application("Otto Other", "new", NOW, "otto@example.org");
    const query = queryOf("mia@example.org");
    const found = await findPeople(db(), query);
    expect(found.applications.map((row) => row.id)).toEqual([mine]);
    expect(found.tickedApplications).toEqual([mine]);
    const { exported, applicationIds } = await gatherAccessExport(
      test.database,
      query,
      [],
      defaultBusinessDetails(),
      NOW,
      found.tickedApplications,
    );
    expect(applicationIds).toEqual([mine]);
    expect(exported.applications).toHaveLength(1);
    expect(exported.applications[0]).toMatchObject({ stage: "Interview", cv: "cv.pdf" });
    expect(exported.applications[0]!.fields).toContainEqual({ label: "Full name", value: "Mia Mine" });
    expect(exported.applications[0]!.notes[0]!.text).toBe("Note on Mia Mine");
    const html = accessExportHtml(exported);
    expect(html).toContain("Job application 1: General application");
    expect(html).toContain("About Mia Mine");
    expect(html).not.toContain("Otto");
  });

  it("erasure removes the person's ticked applications with their CVs and notes, audited by id; others stay", async () => {
    const mine = await application("Eve Erase", "new", NOW, "eve@example.org");
    const other = await application("Olly Other", "new", NOW, "olly@example.org");
    const query = queryOf("eve@example.org");
    // An id the search does not find is never erased.
    expect(await eraseEnquiries(test.database, null, query, [], "Asked by phone", NOW, [mine, other])).toBe(1);
    const left = await db().selectFrom("applications").select("id").execute();
    expect(left.map((row) => Number(row.id))).toEqual([other]);
    expect(await count("application_cvs")).toBe(1);
    expect(await count("application_notes")).toBe(1);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["details"])
      .where("action", "=", "applications-erased")
      .executeTakeFirstOrThrow();
    const details = jsonObjectOf(audit.details);
    expect(details).toEqual({ count: 1, ids: String(mine) });
  });
});
