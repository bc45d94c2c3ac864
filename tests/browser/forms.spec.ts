import { expect, test, type Page } from "@playwright/test";
import { REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import { asSqliteRow } from "#tests/support/sample-submissions.ts";
import { formCases, type FormCase } from "#tests/browser/support/form-cases.ts";
import {
  beOwnClient,
  expectErrorPattern,
  fill,
  formNamed,
  rowsWhere,
  uniqueWord,
  waitPastMinimumFillTime,
} from "#tests/browser/support/forms.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { promiseTextNow } from "#tests/browser/support/promises.ts";

// Each form with JavaScript on and off (the two Playwright projects): stored with every field, errors in the GOV.UK
// pattern with values kept, honeypot, rate limit and the duplicate guard.

const PHONE_MESSAGE = "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192";

async function openForm(page: Page, formCase: FormCase) {
  await open(page, formCase.page);
  const shownAt = Date.now();
  const form = formNamed(page, formCase.name);
  await expect(form).toBeVisible();
  if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1); // hydrated
  return { form, shownAt };
}

async function submit(page: Page, formCase: FormCase, form: ReturnType<typeof formNamed>) {
  await form.locator('button[type="submit"]').click();
}

async function expectConfirmation(page: Page, formCase: FormCase) {
  if (formCase.form === "assessment") {
    // Out of office hours the server says when we will call instead (tests/browser/support/promises.ts).
    if (!jsDisabled())
      await expect(page.locator("[data-confirmation]")).toContainText(
        promiseTextNow("assessment", formCase.fields("")) ??
          "Assessment booking received! We'll contact you within 1 hour to confirm.",
      );
    await expect(page).toHaveURL(new RegExp(`/thank-you\\?reference=${REFERENCE_PATTERN.source.slice(1)}`));
    return;
  }
  await expect(page.locator("[data-confirmation]")).toContainText(formCase.confirmation);
  if (!jsDisabled()) await expect(page.locator("[data-toast]")).toContainText(formCase.confirmation);
}

for (const formCase of formCases) {
  test.describe(`${formCase.form} form`, () => {
    test.beforeEach(async ({ page }) => {
      await beOwnClient(page);
    });

    test("a valid submission is stored with every field and confirmed", async ({ page }) => {
      const word = uniqueWord();
      const { form, shownAt } = await openForm(page, formCase);
      await fill(form, formCase.fields(word));
      await waitPastMinimumFillTime(page, shownAt);
      const keyBefore = jsDisabled() ? null : await form.locator('[name="idempotencyKey"]').getAttribute("value");
      await submit(page, formCase, form);
      await expectConfirmation(page, formCase);
      const rows = rowsWhere(formCase.table, formCase.nameColumn, word);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...asSqliteRow(formCase.row(word)),
        read: 0,
        is_spam: 0,
        origin_page: formCase.page,
      });
      if (!jsDisabled()) expect(rows[0]!.idempotency_key, "the key the browser sent is stored").toBe(keyBefore);
      if (formCase.form === "assessment") expect(page.url()).toContain(String(rows[0]!.reference));
      if (!jsDisabled() && formCase.form !== "assessment") {
        // The confirmation stands in the form's place; asked for, the form comes back empty for the next enquiry,
        // with a new idempotency key.
        await expect(form).toHaveCount(0);
        await page.locator("[data-send-another]").click();
        await expect(form.locator(`[name="${formCase.nameField}"]`)).toHaveValue("");
        await expect(form.locator('[name="idempotencyKey"]')).not.toHaveAttribute("value", keyBefore ?? "");
      }
    });

    test("an invalid submission shows the error summary and keeps the values", async ({ page }) => {
      const word = uniqueWord();
      const { form, shownAt } = await openForm(page, formCase);
      const values = { ...formCase.fields(word), [formCase.nameField]: "A", phone: "123" };
      await fill(form, values);
      await waitPastMinimumFillTime(page, shownAt);
      await submit(page, formCase, form);
      const after = formNamed(page, formCase.name);
      // The toast first: it shows for 5 s, less than reading every kept value back takes on a busy machine.
      if (!jsDisabled()) await expect(page.locator("[data-toast]")).toContainText("Validation Error");
      await expectErrorPattern(page, after, {
        [formCase.nameField]: "Name must be at least 2 characters",
        phone: PHONE_MESSAGE,
      });
      await expect(after.locator(`[name="${formCase.nameField}"]`)).toHaveValue("A");
      await expect(after.locator('[name="phone"]')).toHaveValue("123");
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === "string" && !["A", "123"].includes(value)) {
          const field = after.locator(`[name="${name}"]`);
          if ((await field.first().getAttribute("type")) === "radio")
            await expect(after.locator(`[name="${name}"][value="${value}"]`)).toBeChecked();
          else await expect(field).toHaveValue(value);
        }
      }
      // The summary's links go to the fields.
      await page.locator("[data-error-summary]").getByRole("link", { name: PHONE_MESSAGE }).click();
      await expect(after.locator('[name="phone"]')).toBeFocused();
      expect(rowsWhere(formCase.table, formCase.nameColumn, "A").filter((row) => row.phone === "123")).toHaveLength(0);
    });

    test("a filled honeypot gets the normal confirmation and is stored flagged as spam", async ({ page }) => {
      const word = uniqueWord();
      const { form, shownAt } = await openForm(page, formCase);
      await fill(form, formCase.fields(word));
      await form.locator('[name="website"]').fill("http://spam.example", { force: true });
      await waitPastMinimumFillTime(page, shownAt);
      await submit(page, formCase, form);
      await expectConfirmation(page, formCase);
      const rows = rowsWhere(formCase.table, formCase.nameColumn, word);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ is_spam: 1, spam_reason: "honeypot" });
    });

    test("past the rate limit the visitor is told to call, with the phone number, and keeps the values", async ({
      page,
    }) => {
      // The limit counts in fixed windows (RATE_LIMIT_WINDOW_SECONDS, 600 s here): a test that began just before a
      // window's end would see its count start again in the next one. Such a test waits for the next window first.
      test.setTimeout(90_000);
      const windowMs = 600_000;
      const leftMs = windowMs - (Date.now() % windowMs);
      if (leftMs < 45_000) await page.waitForTimeout(leftMs + 1_000);
      const address = await beOwnClient(page);
      for (let i = 0; i < 20; i++) {
        const response = await page.request.post(formCase.apiPath, {
          data: formCase.fields(uniqueWord()),
          headers: { "X-Forwarded-For": address },
        });
        expect(response.status()).toBe(201);
      }
      const word = uniqueWord();
      const { form, shownAt } = await openForm(page, formCase);
      await fill(form, formCase.fields(word));
      await waitPastMinimumFillTime(page, shownAt);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await submit(page, formCase, form);
      const response = await answer;
      expect(response.status()).toBe(429);
      // The seconds until the window ends, passed on by the page's `headers` (React Router drops an action's own).
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toContainText("There is a problem");
      await expect(summary).toContainText("07700 900123");
      await expect(formNamed(page, formCase.name).locator(`[name="${formCase.nameField}"]`)).toHaveValue(word);
      expect(rowsWhere(formCase.table, formCase.nameColumn, word)).toHaveLength(0);
    });

    test("sending the same enquiry twice stores one row", async ({ page }) => {
      const word = uniqueWord();
      const values = formCase.fields(word);
      const { form, shownAt } = await openForm(page, formCase);
      await fill(form, values);
      await waitPastMinimumFillTime(page, shownAt);
      if (jsDisabled()) {
        await submit(page, formCase, form);
        await expectConfirmation(page, formCase);
        // The visitor goes back and sends the same again.
        const again = await openForm(page, formCase);
        await fill(again.form, values);
        await waitPastMinimumFillTime(page, again.shownAt);
        await submit(page, formCase, again.form);
      } else {
        await form.locator('button[type="submit"]').dblclick();
      }
      await expectConfirmation(page, formCase);
      expect(rowsWhere(formCase.table, formCase.nameColumn, word)).toHaveLength(1);
    });
  });
}

test("an empty quick-contact form sent at once gets its errors, not a confirmation; nothing is stored", async ({
  page,
}) => {
  await beOwnClient(page);
  const quick = formCases.find((each) => each.form === "quick-contact")!;
  // Its own page is rendered per request: the server's start time says how soon it was sent, with JavaScript or not.
  await open(page, "/quick-contact");
  const form = formNamed(page, quick.name);
  // At once: before the page's script has loaded the validator (it loads when the form is first used).
  await form.locator('button[type="submit"]').click();
  await expectErrorPattern(page, formNamed(page, quick.name), {
    name: "Name must be at least 2 characters",
    phone: PHONE_MESSAGE,
    email: "Please enter a valid email address",
  });
  await expect(page.locator("[data-confirmation]")).toHaveCount(0);
});

test("nine digits are no phone number: the callback form says what one looks like", async ({ page }) => {
  await beOwnClient(page);
  const callback = formCases.find((each) => each.form === "callback")!;
  const word = uniqueWord();
  const { form, shownAt } = await openForm(page, callback);
  await fill(form, { ...callback.fields(word), phone: "07700 9001" });
  await waitPastMinimumFillTime(page, shownAt);
  await submit(page, callback, form);
  await expectErrorPattern(page, formNamed(page, callback.name), { phone: PHONE_MESSAGE });
  expect(rowsWhere(callback.table, callback.nameColumn, word)).toHaveLength(0);
});

test("the callback form takes its topic from ?topic=", async ({ page }) => {
  await open(page, "/request-a-callback?topic=Video%20consultation");
  await expect(formNamed(page, "Request a callback").locator('[name="topic"]')).toHaveValue("Video consultation");
});

test("the contact message stops at 2000 characters and counts them", async ({ page }) => {
  await open(page, "/contact");
  const message = formNamed(page, "Contact enquiry").locator('[name="message"]');
  await message.fill("x".repeat(2100));
  await expect(message).toHaveValue("x".repeat(2000));
  if (!jsDisabled()) await expect(page.locator("[data-counter]").first()).toHaveText("2000 / 2000 characters");
});
