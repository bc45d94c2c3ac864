import { expect, test, type Page } from "@playwright/test";

/** True in the project that runs with JavaScript off (see playwright.config.ts). */
export function jsDisabled(): boolean {
  return test.info().project.name === "no-js";
}

/**
 * Opens a path and checks it answered with the status expected. With JavaScript on, it also waits until React has
 * hydrated the page (app/root.tsx marks the document), so scripted behaviour is in place when the test acts. A page
 * that does not hydrate (issue #28) says so in its HTML and is ready once loaded.
 */
export async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  if (!jsDisabled())
    await page.locator("html[data-hydrated], html[data-no-hydration]").waitFor({ state: "attached", timeout: 15_000 });
  return response;
}
