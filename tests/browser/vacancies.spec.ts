import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { createVacancy, publishVacancy } from "#app/careers/vacancies.server.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import { sampleVacancy } from "#tests/support/vacancies.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { uniqueWord } from "#tests/browser/support/forms.ts";
import { overflowProblems } from "#tests/browser/support/overflow.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { expect, signedInByDatabase, test, withDatabase } from "#tests/browser/support/staff.ts";

// Issue #27, point 1, with JavaScript on and off: an admin adds a vacancy and publishes it; it appears on /careers
// (still a page with no script), on its own page with JobPosting JSON-LD as Google's job search reads it, and in both
// sitemaps; closing it takes it off all of them (its page is a 404), each change audited. Then axe, 320 px and
// screenshots of the three pages.

/** A year from now, as the date field takes it: open for the whole test whatever today is. */
const nextYear = () => `${Number(ukToday().slice(0, 4)) + 1}-06-30`;

async function addVacancy(page: Page, title: string) {
  await open(page, "/admin/vacancies");
  const form = page.locator("[data-form=vacancy]");
  await form.getByLabel("Job title").fill(title);
  await form.getByRole("radio", { name: "Home carer" }).check();
  await form.getByLabel("Town").fill("Bletchley");
  await form.getByLabel("County").fill("Buckinghamshire");
  await form.getByLabel("Postcode").fill("mk2 2ab");
  await form.getByRole("radio", { name: "Part-time", exact: true }).check();
  await form.getByLabel("Hours and pattern").fill("16 to 30 hours a week, mornings");
  await form.getByLabel("Pay from").fill("£12.60");
  await form.getByLabel("Pay to").fill("14");
  await form.getByRole("radio", { name: "per hour" }).check();
  await form.getByRole("radio", { name: "Yes" }).check();
  await form.getByLabel("Closing date").fill(nextYear());
  await form
    .getByLabel("Description")
    .fill("You visit people at home <b>in</b> Bletchley.\n\nYou will:\n- help people wash\n- cook meals");
  await form.getByRole("button", { name: "Add vacancy" }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("Vacancy added as a draft");
}

/** The JobPosting's properties the test reads, as JSON gives them. */
interface Posting {
  "@context": string;
  title: string;
  description: string;
  datePosted: string;
  validThrough: string;
  employmentType: string[];
  hiringOrganization: { "@type": string; name: string; sameAs: string };
  jobLocation: unknown;
  baseSalary: unknown;
}

const vacancyCard = (page: Page, title: string) => page.locator("[data-vacancy-list] li", { hasText: title });

async function sitemapXml(page: Page) {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  return response.text();
}

test("an admin publishes a vacancy, it is listed with its JobPosting, and closing it takes it down", async ({
  page,
}) => {
  test.slow();
  const admin = await signedInByDatabase(page);
  const title = `Home Carer ${uniqueWord()}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await addVacancy(page, title);

  // A draft is not on the website.
  await open(page, "/careers");
  await expect(vacancyCard(page, title)).toHaveCount(0);
  await open(page, `/careers/${slug}`, 404);

  await open(page, "/admin/vacancies");
  const row = page.locator(`[data-staff-vacancy="${slug}"]`);
  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("Vacancy published");
  await expect(row.locator("[data-vacancy-state]")).toHaveText("Published: on the website");

  // /careers lists it, rendered per request, and still ships no script.
  await open(page, "/careers");
  await expect(page.getByRole("heading", { level: 1, name: "Careers in Home Care" })).toBeVisible();
  await expect(vacancyCard(page, title)).toContainText("£12.60 to £14.00 per hour");
  await expect(page.locator('script[type="module"], script[src], link[rel="modulepreload"]')).toHaveCount(0);
  await vacancyCard(page, title).getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // What staff typed is text: the <b> is shown, not made bold.
  await expect(page.locator("[data-vacancy-page]")).toContainText("You visit people at home <b>in</b> Bletchley.");
  await expect(page.locator("[data-vacancy-page] li")).toHaveText(["help people wash", "cook meals"]);
  await expect(page.getByRole("link", { name: "Apply for this job" }).first()).toHaveAttribute(
    "href",
    `/careers/apply?vacancy=${slug}`,
  );

  // The JobPosting: every property Google requires, with the types its rules read.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const postings = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const posting = postings.find((data) => data["@type"] === "JobPosting") as unknown as Posting;
  expect(posting, "a JobPosting on the page").toBeDefined();
  expect(posting["@context"]).toBe("https://schema.org");
  expect(posting.title).toBe(title);
  expect(posting.description).toBe(
    "<p>You visit people at home &lt;b&gt;in&lt;/b&gt; Bletchley.</p><p>You will:</p><ul><li>help people wash</li><li>cook meals</li></ul>",
  );
  expect(Number.isNaN(Date.parse(posting.datePosted))).toBe(false);
  expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
  expect(posting.employmentType).toEqual(["PART_TIME"]);
  expect(posting.hiringOrganization).toMatchObject({ "@type": "Organization", name: expect.any(String) });
  expect(posting.hiringOrganization.sameAs).toMatch(/^https?:\/\//);
  expect(posting.jobLocation).toEqual({
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: "Bletchley",
      addressRegion: "Buckinghamshire",
      postalCode: "MK2 2AB",
      addressCountry: "GB",
    },
  });
  expect(posting.baseSalary).toEqual({
    "@type": "MonetaryAmount",
    currency: "GBP",
    value: { "@type": "QuantitativeValue", minValue: 12.6, maxValue: 14, unitText: "HOUR" },
  });

  // Both sitemaps list it.
  expect(await sitemapXml(page)).toContain(`/careers/${slug}</loc>`);
  await open(page, "/sitemap");
  await expect(page.locator("#vacancies").getByRole("link", { name: title })).toHaveAttribute(
    "href",
    `/careers/${slug}`,
  );

  // Closed: off /careers, its page and the sitemaps at once.
  await open(page, "/admin/vacancies");
  await row.getByRole("button", { name: `Close ${title}` }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("Vacancy closed");
  await open(page, "/careers");
  await expect(vacancyCard(page, title)).toHaveCount(0);
  await open(page, `/careers/${slug}`, 404);
  expect(await sitemapXml(page)).not.toContain(`/careers/${slug}<`);
  await open(page, "/sitemap");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  // Every change in the audit log, by the admin.
  const actions = await withDatabase(async (database) =>
    (
      await database.db
        .selectFrom("audit_log")
        .select("action")
        .where("actor_id", "=", admin.id)
        .where("action", "like", "vacancy-%")
        .orderBy("id")
        .execute()
    ).map((entry) => entry.action),
  );
  expect(actions).toEqual(["vacancy-created", "vacancy-published", "vacancy-closed"]);
});

test("a vacancy form with mistakes is refused with the error summary, and what was typed is kept", async ({ page }) => {
  await signedInByDatabase(page);
  await open(page, "/admin/vacancies");
  const form = page.locator("[data-form=vacancy]");
  await form.getByLabel("Job title").fill("Support Worker");
  await form.getByLabel("Pay from").fill("14");
  await form.getByLabel("Pay to").fill("12");
  await form.getByRole("button", { name: "Add vacancy" }).click();
  const summary = form.locator("[data-error-summary]");
  await expect(summary).toBeVisible();
  await expect(summary).toContainText("Choose the kind of role");
  await expect(summary).toContainText("Pay to must be the same as or more than pay from");
  await expect(page).toHaveTitle(/^Error: Vacancies/);
  await expect(form.getByLabel("Job title")).toHaveValue("Support Worker");
  if (jsDisabled()) await expect(summary).toBeFocused();
});

test.describe("the careers pages and the vacancies page", () => {
  for (const width of [320, 390, 1280]) {
    test(`axe, nothing sideways and screenshots at ${width} px`, { tag: "@js-only" }, async ({ page }) => {
      // Three pages, each with axe, on a shared 2-core machine: 1280 px took over 3 minutes there.
      test.setTimeout(360_000);
      await page.setViewportSize({ width, height: 900 });
      const title = `Senior Carer with a long title ${uniqueWord()}`;
      const slug = await withDatabase(async (database) => {
        const made = await createVacancy(
          database,
          { actorId: 1 },
          sampleVacancy({ title, closesOn: nextYear() }),
          new Date(),
        );
        await publishVacancy(database, { actorId: 1 }, made.id, new Date());
        return made.slug;
      });
      await signedInByDatabase(page);
      mkdirSync(".tmp/screenshots", { recursive: true });
      for (const [name, path] of [
        ["careers", "/careers"],
        ["vacancy", `/careers/${slug}`],
        ["admin-vacancies", "/admin/vacancies"],
      ] as const) {
        await open(page, path);
        expect(await overflowProblems(page), `${path} at ${width} px`).toEqual([]);
        if (width !== 390) await expectNoAxeViolations(page);
        await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: true });
      }
    });
  }
});
