import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { open } from "#tests/browser/support/pages.ts";
import {
  chooseTab,
  continueFromCodes,
  enrol,
  errorSummaryOf,
  expect,
  login,
  loginForm,
  logout,
  makeAccount,
  sendCode,
  signUpForm,
  test,
  verifyForm,
  waitForPath,
} from "#tests/browser/support/staff.ts";

// The sign-in and staff pages with the keyboard and under axe (WCAG 2.2 A and AA), with JavaScript on: the ARIA tabs
// are scripted, and axe hangs without JavaScript.

test("the /auth tabs work with the keyboard: Tab reaches the chosen tab, the arrow keys, Home and End move @js-only", async ({
  page,
}) => {
  await open(page, "/auth");
  const loginTab = page.getByRole("tab", { name: "Login", exact: true });
  const signUpTab = page.getByRole("tab", { name: "Sign Up", exact: true });
  await expect(loginTab).toHaveAttribute("aria-selected", "true");
  await expect(signUpTab).toHaveAttribute("aria-selected", "false");

  // From the top of the page, Tab goes through the frame's links to the tablist (only the chosen tab is in the order).
  for (
    let presses = 0;
    presses < 10 && !(await loginTab.evaluate((tab) => tab === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(loginTab).toBeFocused();

  await page.keyboard.press("ArrowRight");
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute("aria-selected", "true");
  await expect(loginTab).toHaveAttribute("aria-selected", "false");
  await expect(signUpForm(page)).toBeVisible();
  await expect(loginForm(page)).toBeHidden();
  await expect(signUpTab).toHaveAttribute("tabindex", "0");
  await expect(loginTab).toHaveAttribute("tabindex", "-1");

  await page.keyboard.press("ArrowRight"); // wraps round
  await expect(loginTab).toBeFocused();
  await expect(loginForm(page)).toBeVisible();
  await expect(signUpForm(page)).toBeHidden();
  await page.keyboard.press("End");
  await expect(signUpTab).toBeFocused();
  await page.keyboard.press("Home");
  await expect(loginTab).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute("aria-selected", "true");

  // Tab leaves the tablist for the chosen panel, then its first field.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(signUpForm(page).getByLabel("Full name")).toBeFocused();
});

test("axe finds no problem on the sign-in and staff pages @js-only", async ({ page }) => {
  // Nine pages, each loaded and checked: on a busy CI machine a minute was not always enough.
  test.setTimeout(180_000);
  // A request waiting, so /admin/staff shows its list with the Approve and Refuse buttons.
  await makeAccount({ role: "staff", state: "pending" });
  await open(page, "/auth");
  await expectNoAxeViolations(page);
  await chooseTab(page, "Sign Up");
  await expectNoAxeViolations(page);
  // The error pattern on the Login form.
  await chooseTab(page, "Login");
  await loginForm(page).getByRole("button", { name: "Sign in" }).click();
  await expect(errorSummaryOf(loginForm(page))).toBeVisible();
  await expectNoAxeViolations(page);

  const member = await makeAccount();
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/set-up");
  await expect(page.locator("[data-totp-key]")).toBeVisible();
  await expectNoAxeViolations(page);
  await enrol(page, member);
  await expectNoAxeViolations(page); // the recovery codes
  await continueFromCodes(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [path, heading] of [
    ["/admin/staff", "Staff accounts"],
    ["/admin/account", "My account"],
  ] as const) {
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await logout(page);
  await expectNoAxeViolations(page); // with the notice
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/verify");
  await expect(verifyForm(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await sendCode(page, "000000");
  await expect(errorSummaryOf(verifyForm(page))).toBeVisible();
  await expectNoAxeViolations(page);
});
