import { expect, test, type Page } from "@playwright/test";
import { REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import { formCases } from "#tests/browser/support/form-cases.ts";
import { beOwnClient, fill, formNamed, uniqueWord, waitPastMinimumFillTime } from "#tests/browser/support/forms.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { business } from "#tests/browser/support/content.ts";

// The GOV.UK confirmation pattern (issue #14, point 3): after a success the form gives way to the panel, in view and
// with focus, with JavaScript on and off; the toast never covers the panel, the error summary or the focused field.

async function sendValid(page: Page, formCase: (typeof formCases)[number]) {
  await beOwnClient(page);
  await open(page, formCase.page);
  const shownAt = Date.now();
  const form = formNamed(page, formCase.name);
  if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1);
  await fill(form, formCase.fields(uniqueWord()));
  await waitPastMinimumFillTime(page, shownAt);
  await form.locator('button[type="submit"]').click();
  return form;
}

/** True when the box lies wholly inside the window. */
async function inViewport(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  const viewport = page.viewportSize()!;
  return Boolean(box && box.y >= 0 && box.y + Math.min(box.height, viewport.height) <= viewport.height);
}

for (const formCase of formCases.filter((each) => each.form !== "assessment")) {
  test(`${formCase.form}: the confirmation replaces the form, in view with focus, and the form comes back empty on request`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = await sendValid(page, formCase);
    const panel = page.locator("[data-confirmation]");
    await expect(panel.getByRole("heading", { name: formCase.confirmation })).toBeFocused();
    await expect(form).toHaveCount(0);
    await expect.poll(() => inViewport(page, "[data-confirmation]")).toBe(true);
    await expect(panel).toContainText("If you need us sooner, call");
    // The number the visitor gave, repeated (and for a callback, when we ring), with the way to put a wrong one right.
    const callBack = panel.locator("[data-call-back]");
    await expect(callBack).toContainText(String(formCase.fields("x").phone));
    await expect(callBack).toContainText(`Wrong number? Call us on ${business.mainPhone}.`);
    await expect(callBack.getByRole("link", { name: business.mainPhone })).toHaveAttribute("href", /^tel:/);
    if (formCase.form === "callback")
      await expect(callBack).toContainText(/We will call you on .+ on \w+day \d{1,2} \w+ \d{4}, evening \(5pm-8pm\)\./);
    const another = panel.locator("[data-send-another]");
    await another.click();
    await expect(formNamed(page, formCase.name).locator(`[name="${formCase.nameField}"]`)).toHaveValue("");
    await expect(panel).toHaveCount(0);
    if (!jsDisabled())
      await expect(formNamed(page, formCase.name).locator(`[name="${formCase.nameField}"]`)).toBeFocused();
  });
}

test("assessment: the confirmation with its reference, then /thank-you with its main content focused", async ({
  page,
}) => {
  const formCase = formCases.find((each) => each.form === "assessment")!;
  await sendValid(page, formCase);
  if (!jsDisabled()) {
    const panel = page.locator("[data-confirmation]");
    await expect(panel.getByRole("heading", { name: "Assessment booking received!" })).toBeFocused();
    await expect(panel.locator("[data-reference]")).toHaveText(
      new RegExp(`^Your reference: ${REFERENCE_PATTERN.source.slice(1)}`),
    );
  }
  await expect(page).toHaveURL(/\/thank-you\?reference=/);
  await expect(page.locator("main")).toBeFocused();
  await expect(page.getByTestId("reference")).toBeVisible();
  // The number given is repeated here too (from the booking's cookie), with how to put it right.
  const callBack = page.locator("main [data-call-back]");
  await expect(callBack).toContainText(`The number you gave us: ${String(formCase.fields("x").phone)}.`);
  await expect(callBack).toContainText(`Wrong number? Call us on ${business.mainPhone}.`);
  // The address alone shows no number: another browser opening it sees the reference only.
  const address = page.url();
  const stranger = await page.context().browser()!.newPage();
  await stranger.goto(address);
  await expect(stranger.getByTestId("reference")).toBeVisible();
  await expect(stranger.locator("[data-call-back]")).toHaveCount(0);
  await stranger.close();
});

test(
  "at 390 px the validation toast covers neither the error summary nor the focused field",
  { tag: "@js-only" },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await beOwnClient(page);
    await open(page, "/contact");
    const form = formNamed(page, "Contact enquiry");
    const contact = formCases.find((each) => each.form === "contact")!;
    // Two problems: a summary short enough for the toast to show beside it.
    await fill(form, { ...contact.fields(uniqueWord()), fullName: "A", phone: "123" });
    await form.locator('button[type="submit"]').click();
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Validation Error");
    // Once scrolling has settled: the toast, where it shows, is clear of the summary.
    await page.waitForTimeout(800);
    const overlap = async (other: string) => {
      const a = await toast.boundingBox();
      const b = await page.locator(other).boundingBox();
      if (!a || !b) return false;
      return a.y < b.y + b.height && b.y < a.y + a.height && a.x < b.x + b.width && b.x < a.x + a.width;
    };
    expect(await page.locator("[data-toast-placement]").getAttribute("data-toast-placement")).not.toBe(
      "announced-only",
    );
    expect(await overlap("[data-error-summary]"), "toast over the error summary").toBe(false);
    // Following the summary's link to a field low on the page: the toast moves off it.
    await summary
      .getByRole("link", { name: "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192" })
      .click();
    await expect(form.locator('[name="phone"]')).toBeFocused();
    await page.waitForTimeout(800);
    if (await toast.count()) expect(await overlap('[name="phone"]'), "toast over the focused field").toBe(false);
  },
);

test("at 390 px the success toast does not cover the confirmation", { tag: "@js-only" }, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await sendValid(
    page,
    formCases.find((each) => each.form === "contact")!,
  );
  await expect(page.locator("[data-toast]")).toContainText("Enquiry Received!");
  await page.waitForTimeout(800);
  const toast = await page.locator("[data-toast]").boundingBox();
  const panel = await page.locator("[data-confirmation]").boundingBox();
  const placement = await page.locator("[data-toast-placement]").getAttribute("data-toast-placement");
  const covers = Boolean(toast && panel && toast.y < panel.y + panel.height && panel.y < toast.y + toast.height);
  expect(placement === "announced-only" || !covers, `toast (${placement}) over the confirmation`).toBe(true);
});

test(
  "at 320 px a summary too long to leave room keeps the toast for screen readers only",
  { tag: "@js-only" },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    // A client of its own: the rate limit counts every post of one client, and a whole run's tests post a lot.
    await beOwnClient(page);
    await open(page, "/contact");
    const shownAt = Date.now();
    // Sent sooner than the minimum fill time, an empty form is taken for a bot's and answered as a person's would be
    // (no errors shown): wait as a person would.
    await waitPastMinimumFillTime(page, shownAt);
    await formNamed(page, "Contact enquiry").locator('button[type="submit"]').click();
    // Sent before the validator has loaded, the form is checked by the server: on a busy machine that takes a while.
    await expect(page.locator("[data-error-summary]")).toBeFocused({ timeout: 15_000 });
    await expect(page.locator("[data-toast-placement]")).toHaveAttribute("data-toast-placement", "announced-only");
    const toast = page.locator("[data-toast]");
    await expect(toast).toContainText("Validation Error");
    // Out of sight (clipped to nothing), with nothing in it to Tab to.
    const clipped = await page
      .locator("[data-toast-placement]")
      .evaluate((region) => getComputedStyle(region).clipPath);
    expect(clipped).toBe("inset(50%)");
    await expect(toast.getByRole("button", { name: "Dismiss" })).toBeHidden();
  },
);
