import { expect, test } from "@playwright/test";
import { NEXT_BUSINESS_DAY, WITHIN_TWO_HOURS } from "#app/enquiries/expected-call-time.ts";
import { REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import { open } from "#tests/browser/support/pages.ts";
import { rawHtml, renderedBody } from "#tests/browser/support/content.ts";

// A legacy reference (the spec's format, kept by bookings made before ADR 0014) and one in today's format.
for (const reference of ["1795250000000-4821", "7K-3QF-X94"]) {
  test(`/thank-you shows a valid booking reference from the address (${reference})`, async ({ page }) => {
    await open(page, `/thank-you?reference=${reference}`);
    await expect(page.getByTestId("reference")).toHaveText(`Your reference: ${reference}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    for (const [name, href] of [
      ["Return to Home", "/"],
      ["About us", "/about"],
      ["Domiciliary care", "/domiciliary-care"],
    ] as const) {
      await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    expect(renderedBody(await rawHtml(page, `/thank-you?reference=${reference}`))).toContain(reference);
  });
}

test("/thank-you ignores a reference that is not one of ours", async ({ page }) => {
  for (const value of [
    "",
    "12345",
    "1795250000000-4821x",
    "7k-3qf-x94",
    "OK-3QF-X94",
    "<script>alert(1)</script>",
    "1795250000000-0999",
  ]) {
    await open(page, `/thank-you?reference=${encodeURIComponent(value)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("reference")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("Your reference");
  }
});

test("/assessment-thank-you shows a fresh reference and the expected call time, and is not indexed", async ({
  page,
}) => {
  await open(page, "/assessment-thank-you");
  const details = page.getByTestId("booking-details");
  const shown = (await details.locator("dd").first().textContent()) ?? "";
  expect(shown).toMatch(REFERENCE_PATTERN);
  await expect(details.locator("dd").nth(1)).toHaveText(new RegExp(`^(${WITHIN_TWO_HOURS}|${NEXT_BUSINESS_DAY})$`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  await open(page, "/assessment-thank-you");
  expect(await details.locator("dd").first().textContent(), "a new reference on each visit").not.toBe(shown);
});
