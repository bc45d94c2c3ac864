import { expect, test } from "@playwright/test";
import { runScript } from "#tests/support/script-process.ts";
import { browserTestDatabase, fakeCqcUrl } from "#tests/browser/support/test-server.ts";

// The CQC rating without a rebuild and without JavaScript (issue #26): `npm run cqc -- sync` reads the fake CQC API
// into the server's database, and the prerendered home page shows it on the next request; a new rating at CQC and a
// second sync change the page again.

/** Serves another fixture from the fake CQC API. */
async function cqcServes(fixture: string): Promise<void> {
  const answer = await fetch(`${fakeCqcUrl}/fake/fixture/${fixture}`, { method: "PUT" });
  expect(answer.ok).toBe(true);
}

async function sync(): Promise<void> {
  const run = await runScript("cqc.ts", ["sync"], {
    env: {
      ...process.env,
      DATABASE_URL: browserTestDatabase,
      CQC_API_KEY: "browser-test-key",
      CQC_API_URL: fakeCqcUrl,
      NODE_ENV: "production",
    },
  });
  expect(run.stderr).toBe("");
  expect(run.code).toBe(0);
}

test.describe.configure({ mode: "serial" });

test("the home page shows the rating read from CQC, and the next one after another read @no-js-only", async ({
  page,
}) => {
  await cqcServes("new-framework");
  await sync();
  await page.goto("/");
  const box = page.getByTestId("cqc-rating");
  await expect(box.getByText("Overall rating")).toBeVisible();
  await expect(box.locator("[data-cqc-overall]")).toHaveText("Outstanding");
  await expect(box.getByRole("definition")).toHaveText([
    "Good",
    "Outstanding",
    "Outstanding",
    "Outstanding",
    "Outstanding",
  ]);
  await expect(box).toContainText("Published 2 June 2025");
  await expect(box.getByRole("link", { name: /Read the report on the CQC website/ })).toHaveAttribute(
    "href",
    "https://www.cqc.org.uk/location/1-000000002",
  );
  await expect(page.locator("script[type=module]")).toHaveCount(0);

  await cqcServes("inherited");
  await sync();
  await page.goto("/about");
  await expect(page.getByTestId("cqc-rating").locator("[data-cqc-overall]")).toHaveText("Good");
  await expect(page.getByTestId("cqc-rating")).toContainText(
    "This is the rating of the previous provider of this service.",
  );
  await page.goto("/");
  await expect(page.getByTestId("cqc-rating")).toContainText("Published 5 September 2023");
});
