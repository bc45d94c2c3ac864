import { expect, test, type Page } from "@playwright/test";

/** True in the project that runs with JavaScript off (see playwright.config.ts). */
export function jsDisabled(): boolean {
  return test.info().project.name === "no-js";
}

/** Opens a path and checks it answered with the status expected. */
export async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
  return response;
}
