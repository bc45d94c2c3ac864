import { expect, test } from "@playwright/test";
import type { SupportAnswers } from "#app/family-tools/support-level.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";

const path = "/explore-supported-living-options";

const answerSets: { level: RegExp; answers: SupportAnswers }[] = [
  {
    level: /Low support \(2-10 hours a week\)/,
    answers: {
      personalCare: "independent",
      meals: "simple",
      medication: "reminders",
      household: "prompts",
      money: "some-help",
      travel: "independent",
      nightSupport: "none",
    },
  },
  {
    level: /Moderate support \(10-35 hours a week\)/,
    answers: {
      personalCare: "reminders",
      meals: "supervision",
      medication: "reminders",
      household: "some-help",
      money: "budgeting",
      travel: "familiar-routes",
      nightSupport: "on-call",
    },
  },
  {
    level: /High support \(35\+ hours a week\)/,
    answers: {
      personalCare: "full",
      meals: "full-support",
      medication: "full",
      household: "full",
      money: "budgeting",
      travel: "some-journeys",
      nightSupport: "none",
    },
  },
  {
    level: /24\/7 support \(Round the clock\)/,
    answers: {
      personalCare: "some-help",
      meals: "simple",
      medication: "reminders",
      household: "prompts",
      money: "some-help",
      travel: "familiar-routes",
      nightSupport: "waking",
    },
  },
];

// One test per project: with JavaScript the calculator, without it the table of levels that stands in its place.
test("the support calculator suggests each level and sends nothing; without JavaScript the levels table shows", async ({
  page,
}) => {
  await open(page, path);
  if (jsDisabled()) {
    const table = page.getByTestId("support-levels").getByRole("table");
    await expect(table).toBeVisible();
    for (const hours of ["2-10 hours a week", "10-35 hours a week", "35+ hours a week", "Round the clock"]) {
      await expect(table).toContainText(hours);
    }
    await expect(page.getByRole("form", { name: "Support Level Calculator" })).toHaveCount(0);
    return;
  }

  const form = page.getByRole("form", { name: "Support Level Calculator" });
  await expect(form).toBeVisible();
  await expect(page.getByTestId("support-levels")).toHaveCount(0);
  await page.waitForLoadState("networkidle");

  const requests: string[] = [];
  // Pictures further down load as the page scrolls to each question; anything else would be the answers going out.
  page.on("request", (request) => {
    if (request.resourceType() !== "image") requests.push(`${request.method()} ${request.url()}`);
  });

  for (const { level, answers } of answerSets) {
    for (const [question, answer] of Object.entries(answers)) {
      await form.locator(`input[name="${question}"][value="${answer}"]`).check();
    }
    await form.getByRole("button", { name: "Show my suggested level" }).click();
    await expect(page.getByTestId("support-result")).toContainText(level);
  }
  // Pressing Enter in the form does not submit it anywhere either.
  await form.locator('input[name="travel"][value="always"]').press("Enter");
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(requests, "network requests while answering and calculating").toEqual([]);
});

// At the edge (issue #14, point 6): no answer is no suggestion but the error summary; one answer is enough.
test(
  "with no answer the calculator asks for one (error summary); with one answer it suggests a level",
  { tag: "@js-only" },
  async ({ page }) => {
    await open(page, path);
    const form = page.getByRole("form", { name: "Support Level Calculator" });
    const button = form.getByRole("button", { name: "Show my suggested level" });
    await button.click();
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    const link = summary.getByRole("link", { name: "Answer at least one question to see a suggested level" });
    await expect(page.getByTestId("support-result")).toHaveText("");
    expect(await page.title()).toMatch(/^Error: /);
    const first = form.locator('input[name="personalCare"]').first();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("fieldset").first()).toContainText("Error: Answer at least one question");
    await link.click();
    await expect(first).toBeFocused();

    // One answer, to the last question: a suggestion, and the error is gone.
    await form.locator('input[name="nightSupport"][value="none"]').check();
    await button.click();
    await expect(page.getByTestId("support-result")).toContainText(/Low support \(2-10 hours a week\)/);
    await expect(summary).toHaveCount(0);
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    expect(await page.title()).not.toMatch(/^Error: /);
  },
);
