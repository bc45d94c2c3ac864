import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { sampleVacancy } from "#tests/support/vacancies.ts";
import {
  closeVacancy,
  createVacancy,
  findOpenVacancyBySlug,
  findVacancy,
  listOpenVacancies,
  publishVacancy,
  slugOf,
  updateVacancy,
} from "#app/careers/vacancies.server.ts";

// Vacancies on both databases: a draft is not open; publishing opens it until it is closed or its closing day (UK)
// has passed; the slug is made once and kept; every change has its audit entry naming the admin and the vacancy.

const NOW = new Date("2026-11-27T10:00:00Z");
const actor = { actorId: 7 };

describe("slugOf", () => {
  it("makes lower-case words joined by hyphens", () => {
    expect(slugOf("Home Carer – Bletchley & Fenny (Nights)")).toBe("home-carer-bletchley-fenny-nights");
    expect(slugOf("Café Señor")).toBe("cafe-senor");
    expect(slugOf("!!!")).toBe("vacancy");
  });
});

describe.each(dialects)("vacancies on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const database = () => current().database;
  const auditOf = async (id: number) =>
    (
      await database()
        .db.selectFrom("audit_log")
        .select(["action", "actor_id", "details"])
        .where("action", "like", "vacancy-%")
        .orderBy("id")
        .execute()
    )
      .map((row) => ({
        action: row.action,
        actorId: row.actor_id,
        details: typeof row.details === "string" ? (JSON.parse(row.details) as object) : row.details,
      }))
      .filter((row) => (row.details as { vacancy?: number } | null)?.vacancy === id);

  it("opens a vacancy when published and takes it down when closed, each change audited", async () => {
    const { id, slug } = await createVacancy(database(), actor, sampleVacancy({ title: "Live-in Carer, Olney" }), NOW);
    expect(slug).toBe("live-in-carer-olney");
    expect(await findOpenVacancyBySlug(database().db, slug, NOW)).toBeUndefined();

    expect(await publishVacancy(database(), actor, id, NOW)).toBe("done");
    const open = await findOpenVacancyBySlug(database().db, slug, NOW);
    expect(open).toMatchObject({ slug, title: "Live-in Carer, Olney", state: "published", drivingNeeded: true });
    expect(open?.publishedAt).toBe(NOW.toISOString());
    expect((await listOpenVacancies(database().db, NOW)).map((vacancy) => vacancy.slug)).toContain(slug);

    const later = new Date(NOW.getTime() + 3_600_000);
    expect(await closeVacancy(database(), actor, id, later)).toBe("done");
    expect(await findOpenVacancyBySlug(database().db, slug, later)).toBeUndefined();
    expect((await listOpenVacancies(database().db, later)).map((vacancy) => vacancy.slug)).not.toContain(slug);

    // Published again: open again, and its date posted is still the first publication.
    await publishVacancy(database(), actor, id, new Date(later.getTime() + 1000));
    expect((await findVacancy(database().db, id))?.publishedAt).toBe(NOW.toISOString());
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actorId])).toEqual([
      ["vacancy-created", 7],
      ["vacancy-published", 7],
      ["vacancy-closed", 7],
      ["vacancy-published", 7],
    ]);
  });

  it("keeps the slug through a change of title, and makes a new title's slug unique", async () => {
    const first = await createVacancy(database(), actor, sampleVacancy({ title: "Support Worker" }), NOW);
    const second = await createVacancy(database(), actor, sampleVacancy({ title: "Support Worker" }), NOW);
    expect([first.slug, second.slug]).toEqual(["support-worker", "support-worker-2"]);
    // /careers/apply and /careers/equality are pages of their own: a vacancy never takes their address.
    const apply = await createVacancy(database(), actor, sampleVacancy({ title: "Apply" }), NOW);
    const equality = await createVacancy(database(), actor, sampleVacancy({ title: "Equality!" }), NOW);
    expect([apply.slug, equality.slug]).toEqual(["apply-2", "equality-2"]);
    const changed = sampleVacancy({ title: "Senior Support Worker", payToPence: 1500 });
    expect(await updateVacancy(database(), actor, first.id, changed, NOW)).toBe("done");
    expect(await findVacancy(database().db, first.id)).toMatchObject({ ...changed, slug: "support-worker" });
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual(["vacancy-created", "vacancy-changed"]);
    expect(await updateVacancy(database(), actor, 999_999, changed, NOW)).toBe("not-found");
    expect(await publishVacancy(database(), actor, 999_999, NOW)).toBe("not-found");
  });

  it("leaves the site by itself after its closing day, in UK time", async () => {
    const { id, slug } = await createVacancy(
      database(),
      actor,
      sampleVacancy({ title: "Office Coordinator", closesOn: "2027-06-30" }),
      NOW,
    );
    await publishVacancy(database(), actor, id, NOW);
    // 23:30 BST on 30 June is still the closing day; 00:30 BST on 1 July (23:30 UTC on 30 June) is not.
    expect(await findOpenVacancyBySlug(database().db, slug, new Date("2027-06-30T22:30:00Z"))).toBeDefined();
    expect(await findOpenVacancyBySlug(database().db, slug, new Date("2027-06-30T23:30:00Z"))).toBeUndefined();
    expect(
      (await listOpenVacancies(database().db, new Date("2027-06-30T23:30:00Z"))).map((vacancy) => vacancy.slug),
    ).not.toContain(slug);
  });

  it("refuses pay to below pay from in the database itself", async () => {
    await expect(
      createVacancy(database(), actor, sampleVacancy({ title: "Bad Pay", payFromPence: 1500, payToPence: 1400 }), NOW),
    ).rejects.toThrow();
  });
});
