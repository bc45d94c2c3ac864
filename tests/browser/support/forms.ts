import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import { expect, type Locator, type Page } from "@playwright/test";
import { browserTestDatabase } from "#tests/browser/support/test-server.ts";

/** Values to put in a form: text for inputs, selects and radios (by value), a list for checkboxes, true to tick. */
export type FormValues = Record<string, string | string[] | boolean>;

/** A form on the page by its accessible name (the quick-contact form is on every page: never look outside it). */
export function formNamed(page: Page, name: string): Locator {
  return page.getByRole("form", { name });
}

export async function fill(form: Locator, values: FormValues) {
  for (const [name, value] of Object.entries(values)) {
    const fields = form.locator(`[name="${name}"]`);
    const first = fields.first();
    const type = await first.getAttribute("type");
    const tag = await first.evaluate((element) => element.tagName.toLowerCase()).catch(() => "input");
    if (Array.isArray(value)) {
      for (const item of value) await form.locator(`[name="${name}"][value="${item}"]`).check();
    } else if (value === true) {
      await first.check();
    } else if (type === "radio") {
      await form.locator(`[name="${name}"][value="${value}"]`).check();
    } else if (tag === "select") {
      await first.selectOption(value as string);
    } else {
      await first.fill(value as string);
    }
  }
}

/** Forms sent sooner than FORM_MIN_FILL_MS (1 s in the tests) after they were shown are marked as sent very fast. */
export async function waitPastMinimumFillTime(page: Page, since: number) {
  const wait = 1_300 - (Date.now() - since);
  if (wait > 0) await page.waitForTimeout(wait);
}

/** A word no other test uses, to find this test's row. */
export function uniqueWord(): string {
  return `T${randomBytes(4).toString("hex")}`;
}

/**
 * A fake client address for this test, its own rate limits: the test server trusts one proxy hop (TRUST_PROXY=1) and
 * the browser connects directly, so the one X-Forwarded-For entry sent here is taken as the address a proxy saw.
 */
export async function beOwnClient(page: Page): Promise<string> {
  const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** Rows of a table whose column holds the value, read from the test server's database. */
export function rowsWhere(
  table: string,
  column: string,
  value: string,
  file = browserTestDatabase,
): Record<string, unknown>[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT * FROM ${table} WHERE ${column} = ? ORDER BY id`).all(value) as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** The GOV.UK error pattern: summary with focus and links, inline messages, aria-invalid, "Error:" title. */
export async function expectErrorPattern(page: Page, form: Locator, errors: Record<string, string>) {
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await expect(summary).toBeFocused();
  for (const [name, message] of Object.entries(errors)) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
    const field = form.locator(`[name="${name}"]`).first();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const fieldId = await field.getAttribute("id");
    const errorId = fieldId?.replace(/-0$/, "") + "-error";
    await expect(page.locator(`[id="${errorId}"]`)).toContainText(message);
  }
  expect(await page.title()).toMatch(/^Error: /);
}
