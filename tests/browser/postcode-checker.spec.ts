import { expect, test, type Page } from "@playwright/test";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { areaLabel, visitingAreas } from "#app/config/coverage.ts";
import { beOwnClient, expectErrorPattern, formNamed, rowsWhere } from "#tests/browser/support/forms.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { open } from "#tests/browser/support/pages.ts";

// "Do we cover my area?" with JavaScript on and off: the answers, the error summary, the checker on content pages,
// and the postcode carried into the forms; never in an address.

const business = defaultBusinessDetails();
const CHECKER = "Check whether we cover your area";

/** Every address the page asked for from now on (the postcode must be in none of them). */
function addressesRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

async function check(page: Page, postcode: string) {
  const form = formNamed(page, CHECKER);
  await form.getByLabel("Your postcode").fill(postcode);
  await form.getByRole("button", { name: "Check postcode" }).click();
}

const answer = (page: Page) => page.locator("[data-coverage-answer]");

test.beforeEach(async ({ page }) => {
  await beOwnClient(page);
});

test("a postcode in lower case without a space: yes for visiting care, the answer takes focus, the address stays bare", async ({
  page,
}) => {
  await open(page, "/do-we-cover-my-area");
  const urls = addressesRequested(page);
  await check(page, "mk25ab");
  await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText("Yes, our carers visit MK2 5AB");
  await expect(answer(page)).toHaveAttribute("data-coverage-answer", "yes");
  await expect(answer(page)).toContainText("Milton Keynes, Bletchley");
  await expect(answer(page)).toBeFocused();
  await expect(answer(page).getByRole("link", { name: `Call ${business.mainPhone}` })).toHaveAttribute(
    "href",
    telHref(business.mainPhone),
  );
  await expect(formNamed(page, CHECKER).getByLabel("Your postcode")).toHaveValue("MK2 5AB");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/do-we-cover-my-area");
  expect(
    urls.filter((url) => /mk2/i.test(url)),
    "addresses with the postcode in them",
  ).toEqual([]);
  expect(await page.title()).not.toMatch(/^Error/);
});

test("a district alone outside the visiting area: live-in care yes, with the phone number and the council's directory", async ({
  page,
}) => {
  await open(page, "/do-we-cover-my-area");
  await check(page, "sw1a");
  await expect(answer(page)).toHaveAttribute("data-coverage-answer", "live-in");
  await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText(
    "Our carers do not visit SW1A, but live-in care is available there",
  );
  await expect(answer(page).getByRole("link", { name: `Call ${business.mainPhone}` })).toBeVisible();
  await expect(answer(page).getByRole("link", { name: /Find your local council/ })).toHaveAttribute(
    "href",
    "https://www.gov.uk/find-local-council",
  );
  await expect(answer(page).getByRole("link", { name: "Read about live-in care" })).toHaveAttribute(
    "href",
    "/live-in-care",
  );
});

test("a neighbouring district, typed with a space inside, is not visited", async ({ page }) => {
  await open(page, "/do-we-cover-my-area");
  await check(page, "LU 6");
  await expect(answer(page)).toHaveAttribute("data-coverage-answer", "live-in");
  await expect(answer(page)).toContainText("Our carers do not visit LU6");
});

test("neither visiting nor live-in care: sorry, the phone number and the council's directory", async ({ page }) => {
  await open(page, "/do-we-cover-my-area");
  await check(page, "JE2 3AB");
  await expect(answer(page)).toHaveAttribute("data-coverage-answer", "no");
  await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText("Sorry, we cannot arrange care in JE2 3AB");
  await expect(answer(page).getByRole("link", { name: `Call ${business.mainPhone}` })).toBeVisible();
  await expect(answer(page).getByRole("link", { name: /Find your local council/ })).toBeVisible();
  await expect(answer(page).getByRole("button")).toHaveCount(0);
});

test("nonsense and nothing get the error summary in the GOV.UK pattern", async ({ page }) => {
  await open(page, "/do-we-cover-my-area");
  const form = formNamed(page, CHECKER);
  await check(page, "not a postcode");
  await expectErrorPattern(page, form, {
    postcode: "Enter a full postcode, like MK9 3AB, or the first part of one, like MK9",
  });
  await expect(form.getByLabel("Your postcode")).toHaveValue("not a postcode");
  await expect(answer(page)).toHaveCount(0);
  await check(page, "");
  await expectErrorPattern(page, form, { postcode: "Enter a postcode, like MK9 3AB" });
  // Corrected: the answer, and the title without "Error: ".
  await check(page, "MK9 3AB");
  await expect(answer(page)).toHaveAttribute("data-coverage-answer", "yes");
  await expect(page.locator("[data-error-summary]")).toHaveCount(0);
  await expect(page).toHaveTitle(/^Do We Cover Your Area\?/);
});

test(
  "without JavaScript a refused postcode is answered 400 and a good one 200",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await open(page, "/do-we-cover-my-area");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await check(page, "hello");
    expect((await refused).status()).toBe(400);
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await check(page, "MK9 3AB");
    expect((await answered).status()).toBe(200);
  },
);

for (const path of [
  "/",
  "/contact",
  "/domiciliary-care",
  "/live-in-care",
  "/supported-living",
  "/respite-care",
  "/elderly-care",
  "/dementia-care",
]) {
  test(`the checker on ${path} posts to /do-we-cover-my-area, whose page gives the answer`, async ({ page }) => {
    await open(page, path);
    const urls = addressesRequested(page);
    await expect(page.getByRole("link", { name: "Estimate your care costs" }).first()).toHaveAttribute(
      "href",
      "/care-costs",
    );
    await check(page, "mk46 4aa");
    await expect(page).toHaveURL(/\/do-we-cover-my-area$/);
    await expect(answer(page)).toContainText("Yes, our carers visit MK46 4AA");
    await expect(answer(page)).toBeFocused();
    expect(urls.filter((url) => /mk46/i.test(url))).toEqual([]);
  });
}

test("/contact lists exactly the places of the coverage configuration the checker answers from", async ({ page }) => {
  await open(page, "/contact");
  const listed = page.locator("#areas-covered li");
  await expect(listed).toHaveText(visitingAreas.map(areaLabel));
  expect(visitingAreas.length).toBeGreaterThan(5);
});

test("the answer carries the postcode into the assessment form, by a post: nothing is sent or stored until the visitor books", async ({
  page,
}) => {
  await open(page, "/do-we-cover-my-area");
  await check(page, "mk19 6yx"); // a postcode no other test sends
  const urls = addressesRequested(page);
  await answer(page).getByRole("button", { name: "Book a free assessment" }).click();
  await expect(page).toHaveURL(/\/free-assessment#booking-form$/);
  const booking = formNamed(page, "Book your free care assessment");
  await expect(booking.locator('[name="postcode"]')).toHaveValue("MK19 6YX");
  await expect(booking.locator('[name="fullName"]')).toHaveValue("");
  await expect(page.locator("[data-error-summary], [data-confirmation]")).toHaveCount(0);
  expect(await page.title()).not.toMatch(/^Error/);
  expect(urls.filter((url) => /mk19/i.test(url))).toEqual([]);
  expect(rowsWhere("submissions", "postcode", "MK19 6YX")).toEqual([]);
});

test("the answer carries the postcode into the callback form's topic", async ({ page }) => {
  await open(page, "/do-we-cover-my-area");
  await check(page, "HP20 1AA");
  await answer(page).getByRole("button", { name: "Ask us to call you back" }).click();
  await expect(page).toHaveURL(/\/request-a-callback#callback-form$/);
  await expect(formNamed(page, "Request a callback").locator('[name="topic"]')).toHaveValue("Care at home in HP20 1AA");
});

test("content pages with the checker load no script of the tools", { tag: "@js-only" }, async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/", "/domiciliary-care", "/contact"]) {
    await open(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /do-we-cover-my-area|care-costs|care-cost-estimator|postcode/.test(url))).toEqual([]);
});

test("each answer and the error summary have no WCAG 2.2 A/AA violations", { tag: "@js-only" }, async ({ page }) => {
  // Four runs of axe: about 20 s on a quiet machine, past the default 30 s on a busy one.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page, "/do-we-cover-my-area");
  for (const [postcode, tone] of [
    ["MK9 3AB", "yes"],
    ["SW1A 2AA", "live-in"],
    ["JE2 3AB", "no"],
  ] as const) {
    await check(page, postcode);
    await expect(answer(page)).toHaveAttribute("data-coverage-answer", tone);
    await expectNoAxeViolations(page);
  }
  await check(page, "hello");
  await expect(page.locator("[data-error-summary]")).toBeVisible();
  await expectNoAxeViolations(page);
});
