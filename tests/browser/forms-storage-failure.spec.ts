import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { browserTestFolder } from "#tests/browser/support/test-server.ts";
import { formCases } from "#tests/browser/support/form-cases.ts";
import { beOwnClient, fill, formNamed, uniqueWord, waitPastMinimumFillTime } from "#tests/browser/support/forms.ts";
import { jsDisabled } from "#tests/browser/support/pages.ts";

// When storage fails the visitor is told so, with the phone number, HTTP 503 and every value kept. A server of its
// own (its own SQLite file, another port) whose submissions table is renamed away for the test: a real failure of the
// database, not a switch in the code.

test.describe.configure({ mode: "serial" });

let server: ChildProcess | undefined;
let baseURL = "";
let dbFile = "";

test.beforeAll(async () => {
  const { workerIndex } = test.info();
  const ownPort = Number(process.env.TEST_PORT ?? 3210) + 50 + workerIndex;
  const dir = `${browserTestFolder}/failure-${workerIndex}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  dbFile = `${dir}/site.db`;
  baseURL = `http://127.0.0.1:${ownPort}`;
  server = spawn(process.execPath, ["server/start.js"], {
    env: {
      ...process.env,
      PORT: String(ownPort),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      DATABASE_URL: dbFile,
      TRUST_PROXY: "1",
      FORM_MIN_FILL_MS: "1000",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const db = new Database(dbFile);
  db.exec("ALTER TABLE submissions RENAME TO submissions_gone");
  db.close();
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
});

for (const formCase of formCases) {
  test(`${formCase.form}: storage failure → 503, 'Submission Failed' with the phone number, values kept`, async ({
    page,
  }) => {
    await beOwnClient(page);
    await page.goto(`${baseURL}${formCase.page}`);
    const shownAt = Date.now();
    const form = formNamed(page, formCase.name);
    if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1);
    const values = formCase.fields(uniqueWord());
    await fill(form, values);
    await waitPastMinimumFillTime(page, shownAt);
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await form.locator('button[type="submit"]').click();
    expect((await answer).status()).toBe(503);
    const summary = page.locator("[data-error-summary]");
    await expect(summary).toContainText(
      formCase.form === "assessment"
        ? "Failed to submit assessment. Please try again or call us directly."
        : "Please try again or call us directly.",
    );
    await expect(summary).toContainText("Submission Failed");
    await expect(summary).toContainText("07700 900123");
    await expect(summary).not.toContainText(/at .*\.(ts|js):|SqliteError|no such table/);
    if (!jsDisabled()) await expect(page.locator("[data-toast]")).toContainText("Submission Failed");
    await expect(formNamed(page, formCase.name).locator(`[name="${formCase.nameField}"]`)).toHaveValue(
      String(values[formCase.nameField]),
    );
  });
}
