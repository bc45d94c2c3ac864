import { expect, test } from "@playwright/test";
import { beOwnClient, fill, formNamed, waitPastMinimumFillTime } from "#tests/browser/support/forms.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";

// Issue #14: one form per page, the assessment form in headed sections, GOV.UK-sized controls, Clear Form with Undo.

const formPages = [
  ["/contact", "Contact enquiry"],
  ["/request-a-callback", "Request a callback"],
  ["/free-assessment", "Book your free care assessment"],
] as const;

test("the three form pages show their own form only; other pages keep the quick-contact form", async ({ page }) => {
  for (const [path, name] of formPages) {
    await open(page, path);
    await expect(page.locator("form[data-form]"), path).toHaveCount(1);
    await expect(formNamed(page, name)).toBeVisible();
    await expect(page.locator("#quick-contact")).toHaveCount(0);
  }
  for (const path of ["/", "/about", "/care-costs"]) {
    await open(page, path);
    await expect(formNamed(page, "Quick contact"), path).toBeVisible();
  }
});

const sections = {
  "About you": ["Your full name", "Phone number", "Email address"],
  "The person who needs care": [
    "Who is the assessment for?",
    "Their name (optional)",
    "Postcode where care is needed",
    "What support is needed?",
    "What is the current situation?",
    "Specific requirements (optional)",
  ],
  When: ["How soon is care needed?", "Preferred date", "Preferred time"],
  "Anything else": [
    "Anything else we should know? (optional)",
    "How did you hear about us?",
    "I agree to be contacted to arrange my free care assessment.",
  ],
};

test("the assessment form is in four headed sections, every field labelled, errors listed in the order of the fields", async ({
  page,
}) => {
  await beOwnClient(page);
  await open(page, "/free-assessment");
  const shownAt = Date.now();
  const form = formNamed(page, "Book your free care assessment");
  await expect(form.locator("[data-form-section] h3")).toHaveText(Object.keys(sections));
  for (const [title, labels] of Object.entries(sections)) {
    const section = form.getByRole("region", { name: title });
    for (const label of labels) {
      await expect(section.getByText(label, { exact: true }).first(), `${title}: ${label}`).toBeVisible();
    }
  }
  // The spec's fourteen fields by the same names, in the sections' order, and "Their name" (optional) after who it is for.
  const names = await form
    .locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea")
    .evaluateAll((fields) => [...new Set(fields.map((field) => (field as HTMLInputElement).name))]);
  expect(names).toEqual([
    "fullName",
    "phone",
    "email",
    "assessmentFor",
    "personNeedingCare",
    "postcode",
    "supportNeeds",
    "currentSituation",
    "specificRequirements",
    "urgency",
    "preferredDate",
    "preferredTime",
    "additionalInfo",
    "hearAbout",
    "consent",
  ]);
  await waitPastMinimumFillTime(page, shownAt);
  await form.locator('button[type="submit"]').click();
  const links = page.locator("[data-error-summary] a");
  await expect(links.first()).toBeVisible();
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!.slice(1)));
  const order = await form.evaluate((element, ids) => {
    const all = [...element.querySelectorAll("[id]")].map((node) => node.id);
    return ids.map((id) => all.indexOf(id));
  }, targets);
  expect(order.every((position) => position >= 0)).toBe(true);
  expect(order, "error summary in the fields' order").toEqual([...order].sort((a, b) => a - b));
  expect(targets[0]).toContain("fullName");
});

for (const width of [390, 1280]) {
  test(`radios and checkboxes are 40 px targets with 2 px borders; selects as tall as text inputs (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "/contact");
    const form = formNamed(page, "Contact enquiry");
    for (const selector of ['input[type="radio"]', 'input[type="checkbox"]']) {
      const control = form.locator(selector).first();
      const box = await control.boundingBox();
      expect(box?.width, selector).toBe(40);
      expect(box?.height, selector).toBe(40);
      expect(await control.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("2px");
    }
    // Chosen: the dot or the tick shows.
    await form.locator('input[name="enquiryType"]').first().check();
    await expect(form.locator('input[name="enquiryType"]').first().locator("+ span")).toBeVisible();
    await expect(form.locator('input[name="careTypes"]').first().locator("+ span")).toBeHidden();
    const select = await form.locator('select[name="urgency"]').boundingBox();
    const input = await form.locator('input[name="fullName"]').boundingBox();
    expect(Math.round(select!.height)).toBe(Math.round(input!.height));
  });
}

test("Clear Form empties the form and Undo brings back what was typed", { tag: "@js-only" }, async ({ page }) => {
  await open(page, "/contact");
  const form = formNamed(page, "Contact enquiry");
  await fill(form, {
    fullName: "Ann Example",
    phone: "01632 960200",
    enquiryType: "relative",
    careTypes: ["dementia"],
    urgency: "week",
    message: "Mornings",
    agreeToContact: true,
  });
  await form.getByRole("button", { name: "Clear Form" }).click();
  await expect(form.locator('[name="fullName"]')).toHaveValue("");
  await expect(form.locator('[name="message"]')).toHaveValue("");
  await expect(form.locator('[name="agreeToContact"]')).not.toBeChecked();
  const notice = page.locator("[data-cleared-notice]");
  await expect(notice).toHaveAttribute("role", "status");
  await expect(notice).toContainText("The form has been cleared.");
  const undo = notice.getByRole("button", { name: "Undo" });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect(form.locator('[name="fullName"]')).toHaveValue("Ann Example");
  await expect(form.locator('[name="phone"]')).toHaveValue("01632 960200");
  await expect(form.locator('[name="enquiryType"][value="relative"]')).toBeChecked();
  await expect(form.locator('[name="careTypes"][value="dementia"]')).toBeChecked();
  await expect(form.locator('[name="urgency"]')).toHaveValue("week");
  await expect(form.locator('[name="message"]')).toHaveValue("Mornings");
  await expect(form.locator('[name="agreeToContact"]')).toBeChecked();
  await expect(notice).not.toContainText("cleared");
  await expect(form.locator('[name="fullName"]')).toBeFocused();
});

test(
  "without JavaScript there is no Clear Form button to lose what was typed",
  { tag: "@no-js-only" },
  async ({ page }) => {
    await open(page, "/contact");
    const form = formNamed(page, "Contact enquiry");
    await expect(form.locator('button[type="reset"]')).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Clear Form" })).toHaveCount(0);
    expect(jsDisabled()).toBe(true);
  },
);
