import { expect, test } from "@playwright/test";
import { open } from "./support/pages";

test("home page answers 200 with its heading and title", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compassionate Care In The Comfort Of Your Home");
  await expect(page).toHaveTitle(/Home Care in Milton Keynes and Buckinghamshire/);
});
