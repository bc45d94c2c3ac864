import { expect, test, type Page } from "@playwright/test";
import { beOwnClient, expectErrorPattern, formNamed, rowsWhere } from "#tests/browser/support/forms.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { open } from "#tests/browser/support/pages.ts";

// "What will it cost?" with JavaScript on (live, nothing sent) and off (the form posts, the page shows the estimate).

const ESTIMATOR = "Estimate the cost of visiting care";
const result = (page: Page) => page.getByTestId("care-cost-result");

async function choose(page: Page, labels: readonly string[]) {
  const form = formNamed(page, ESTIMATOR);
  for (const label of labels) await form.getByLabel(label, { exact: true }).check();
  return form;
}

const showEstimate = (page: Page) =>
  formNamed(page, ESTIMATOR).getByRole("button", { name: "Show my estimate" }).click();

test.beforeEach(async ({ page }) => {
  await beOwnClient(page);
});

test("two short visits a day, every day: the hours, the week and the month, focused, the address bare", async ({
  page,
}) => {
  await open(page, "/care-costs");
  await choose(page, ["Short visit (30-60 minutes)", "2 visits", "7 days (every day)"]);
  await showEstimate(page);
  const panel = result(page).locator('[aria-labelledby="care-cost-result-title"]');
  await expect(panel).toBeFocused();
  await expect(panel).toContainText("2 visits a day of 30-60 minutes, 7 days a week");
  await expect(panel).toContainText("7 to 14 hours a week");
  await expect(panel).toContainText("£140 to £280 a week");
  await expect(panel).toContainText("About £607 to £1,213 a month");
  await expect(panel).not.toContainText("live-in care");
  expect(new URL(page.url()).search).toBe("");
  await expect(page).toHaveURL(/\/care-costs$/);
});

test("with JavaScript the estimate follows each choice, and nothing is sent", { tag: "@js-only" }, async ({ page }) => {
  await open(page, "/care-costs");
  await page.waitForLoadState("networkidle");
  const requests: string[] = [];
  // React Router asks for the routes of links as they scroll into view (/__manifest): the router's, not the estimate's.
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/__manifest") requests.push(`${request.method()} ${request.url()}`);
  });
  await choose(page, ["Standard visit (1-2 hours)", "1 visit", "1 day"]);
  await expect(result(page)).toContainText("1 to 2 hours a week");
  await choose(page, ["4 visits"]);
  await expect(result(page)).toContainText("4 to 8 hours a week");
  await choose(page, ["7 days (every day)"]);
  await expect(result(page)).toContainText("28 to 56 hours a week");
  await expect(result(page)).toContainText("£560 to £1,120 a week");
  await expect(result(page)).toHaveAttribute("aria-live", "polite");
  expect(requests).toEqual([]);
});

test(
  "without JavaScript the form posts and the page answers with the estimate (200), or the errors (400)",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await open(page, "/care-costs");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await showEstimate(page);
    expect((await refused).status()).toBe(400);
    await choose(page, ["Extended visit (2-4 hours)", "1 visit", "1 day"]);
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await showEstimate(page);
    expect((await answered).status()).toBe(200);
    await expect(result(page)).toContainText("2 to 4 hours a week");
    // The choices are shown again, ticked.
    await expect(formNamed(page, ESTIMATOR).getByLabel("Extended visit (2-4 hours)")).toBeChecked();
  },
);

test("missing answers get the error summary; overnight care needs no visits a day, and live-in care may cost less", async ({
  page,
}) => {
  await open(page, "/care-costs");
  const form = formNamed(page, ESTIMATOR);
  await showEstimate(page);
  await expectErrorPattern(page, form, {
    visitLength: "Select how long each visit is",
    visitsPerDay: "Select how many visits a day",
    daysPerWeek: "Select how many days a week",
  });
  await choose(page, ["Overnight (a sleeping or waking night)"]);
  await showEstimate(page);
  await expectErrorPattern(page, form, { daysPerWeek: "Select how many days a week" });
  await expect(page.locator("[data-error-summary]")).not.toContainText("visits a day");
  await choose(page, ["7 days (every day)"]);
  await showEstimate(page);
  await expect(page.locator("[data-error-summary]")).toHaveCount(0);
  await expect(result(page)).toContainText("overnight care, 7 nights a week");
  await expect(result(page)).toContainText("70 hours a week");
  await expect(result(page)).toContainText("£1,400 a week");
  await expect(result(page)).toContainText("live-in care, from £900 per week, may cost less");
  await expect(page).toHaveTitle(/^What Will Care Cost\?/);
});

test("one visit a week, the smallest estimate", async ({ page }) => {
  await open(page, "/care-costs");
  await choose(page, ["Short visit (30-60 minutes)", "1 visit", "1 day"]);
  await showEstimate(page);
  await expect(result(page)).toContainText("30 minutes to 1 hour a week");
  await expect(result(page)).toContainText("£10 to £20 a week");
  await expect(result(page)).toContainText("About £43 to £87 a month");
});

test('the choices go into the free assessment\'s "anything else" field, by a post; nothing is stored', async ({
  page,
}) => {
  await open(page, "/care-costs");
  await choose(page, ["Short visit (30-60 minutes)", "2 visits", "7 days (every day)"]);
  await showEstimate(page);
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  await result(page).getByRole("button", { name: "Book a free assessment with these choices" }).click();
  await expect(page).toHaveURL(/\/free-assessment#booking-form$/);
  const summary =
    "From the cost estimator: visiting care, 2 visits a day of 30-60 minutes, 7 days a week (7 to 14 hours a week, estimated £140 to £280 a week).";
  await expect(formNamed(page, "Book your free care assessment").locator('[name="additionalInfo"]')).toHaveValue(
    summary,
  );
  expect(urls.filter((url) => /estimat|visits/i.test(url))).toEqual([]);
  expect(
    rowsWhere("submissions", "form", "assessment").filter((row) => String(row.details).includes("cost estimator")),
  ).toEqual([]);
});

test("live-in and supported-living prices, what shapes the price, and the funding pointers to their official pages", async ({
  page,
}) => {
  await open(page, "/care-costs");
  await expect(page.locator("#live-in-care")).toContainText("From £900 per week");
  await expect(page.locator("#supported-living-rent")).toContainText("£800-1,500");
  // The support hours are in the rent section's note since the pages were made calmer (#14).
  await expect(page.locator("#supported-living-rent")).toContainText("2-10 hours a week");
  for (const words of ["Weekends and bank holidays", "two carers", "free assessment"])
    await expect(page.locator("#what-shapes-the-price")).toContainText(words);
  const funding = page.locator("#funding");
  for (const [name, href] of [
    [/needs assessment/, "https://www.gov.uk/apply-needs-assessment-social-services"],
    [
      /NHS Continuing Healthcare/,
      "https://www.nhs.uk/social-care-and-support/money-work-and-benefits/nhs-continuing-healthcare/",
    ],
    [/Attendance Allowance/, "https://www.gov.uk/attendance-allowance"],
    [/Direct payments/, "https://www.gov.uk/apply-direct-payments"],
  ] as const) {
    await expect(funding.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await expect(funding).not.toContainText("£");
});

test("the cost questions on the home page and the live-in page give one live-in price and link to the estimator", async ({
  page,
}) => {
  await open(page, "/");
  const question = page.locator("details", { hasText: "How much does home care cost?" });
  await question.locator("summary").click();
  await expect(question).toContainText("live-in care from £900 per week");
  await expect(question.getByRole("link", { name: "Estimate your care costs" })).toHaveAttribute("href", "/care-costs");
  expect(await page.content()).not.toContain("£1,200");
  await open(page, "/live-in-care");
  expect(await page.content()).not.toContain("£1,200");
  await expect(page.locator("details", { hasText: "How much does live-in care cost?" })).toContainText("£900 per week");
});

test("the estimate prints without the page's frame and buttons", async ({ page }) => {
  await open(page, "/care-costs");
  await choose(page, ["Standard visit (1-2 hours)", "1 visit", "5 days"]);
  await showEstimate(page);
  await expect(result(page)).toContainText("5 to 10 hours a week");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.locator("#quick-contact")).toBeHidden();
  await expect(formNamed(page, ESTIMATOR).getByRole("button", { name: "Show my estimate" })).toBeHidden();
  await expect(result(page).getByRole("button")).toBeHidden();
  await expect(result(page)).toContainText("5 to 10 hours a week");
});

test("the estimate and the error summary have no WCAG 2.2 A/AA violations", { tag: "@js-only" }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page, "/care-costs");
  await showEstimate(page);
  await expect(page.locator("[data-error-summary]")).toBeVisible();
  await expectNoAxeViolations(page);
  await choose(page, ["Extended visit (2-4 hours)", "4 visits", "7 days (every day)"]);
  await showEstimate(page);
  await expect(result(page)).toContainText("may cost less");
  await expectNoAxeViolations(page);
});
