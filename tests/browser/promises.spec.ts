import { mkdirSync, rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { formCases } from "#tests/browser/support/form-cases.ts";
import { fill, formNamed, uniqueWord } from "#tests/browser/support/forms.ts";
import { browserTestFolder } from "#tests/browser/support/test-server.ts";
import { jsDisabled } from "#tests/browser/support/pages.ts";

// The confirmation at 01:00 on Saturday 28 November 2026, by the built server's own clock: a server of its own started
// with TEST_CLOCK (accepted only under NODE_ENV=test) beside the suite's. It names Monday's opening, never "within 1
// hour", with JavaScript (the panel and the toast) and without it (the page the action renders, the booking's
// /thank-you). The browser's clock is left alone: the words are the server's.

const MONDAY = "We'll call you after 8am on Monday 30 November.";
let server: RunningServer;
// A server of its own to start, and the assessment form's many fields, on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 20_000 };

test.beforeAll(async () => {
  const folder = `${browserTestFolder}/promises-${jsDisabled() ? "no-js" : "js"}`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  server = await startServer({
    NODE_ENV: "test",
    TEST_CLOCK: "2026-11-28T01:00:00Z",
    DATABASE_URL: `${folder}/site.db`,
    FORM_MIN_FILL_MS: "0",
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const caseOf = (form: string) => formCases.find((formCase) => formCase.form === form)!;

test("a contact enquiry at 01:00 on a Saturday is told Monday's time, not 'within 2 hours'", async ({ page }) => {
  const formCase = caseOf("contact");
  await page.goto(`${server.url}${formCase.page}`);
  const form = formNamed(page, formCase.name);
  if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1, SLOW); // hydrated
  await fill(form, formCase.fields(uniqueWord()));
  await form.locator('button[type="submit"]').click();
  const panel = page.locator("[data-confirmation]");
  await expect(panel).toContainText("Enquiry Received!");
  await expect(panel).toContainText(MONDAY);
  await expect(panel).not.toContainText("within 2 hours");
  if (!jsDisabled()) await expect(page.locator("[data-toast]")).toContainText(MONDAY);
});

test("an urgent contact enquiry at night is given the 24/7 line", async ({ page }) => {
  const formCase = caseOf("contact");
  await page.goto(`${server.url}${formCase.page}`);
  const form = formNamed(page, formCase.name);
  if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1, SLOW);
  await fill(form, { ...formCase.fields(uniqueWord()), urgency: "immediate" });
  await form.locator('button[type="submit"]').click();
  await expect(page.locator("[data-confirmation]")).toContainText(
    `We'll call you within 2 hours, day or night. If it cannot wait, call our 24/7 line on ${defaultBusinessDetails().emergencyPhone}.`,
  );
});

test("a booking at 01:00 on a Saturday is told Monday's time, not 'within 1 hour'", async ({ page }) => {
  const formCase = caseOf("assessment");
  await page.goto(`${server.url}${formCase.page}`);
  const form = formNamed(page, formCase.name);
  if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1, SLOW);
  await fill(form, formCase.fields(uniqueWord()));
  await form.locator('button[type="submit"]').click();
  if (!jsDisabled()) await expect(page.locator("[data-confirmation]")).toContainText(MONDAY);
  await expect(page).toHaveURL(/\/thank-you\?reference=/, SLOW);
  const main = page.locator("main");
  await expect(main).toContainText(MONDAY);
  await expect(main).not.toContainText("We'll contact you within 1 hour to confirm");
});
