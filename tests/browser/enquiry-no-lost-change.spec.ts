import type { Page } from "@playwright/test";
import { stageChoiceOf } from "#app/inbox/stages.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import {
  enquiryRow,
  expect,
  follow,
  followUpForm,
  insertEnquiries,
  listSettled,
  rowOf,
  saveFollowUp,
  searchFor,
  test,
  uniqueName,
} from "#tests/browser/support/inbox.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { makeAccount, signedInByDatabase } from "#tests/browser/support/staff.ts";

// Issue 25, point 1 and the enquiry page of point 4: every control of the follow-up panel shows what is stored after
// any save (with JavaScript each applies at once, with an Undo; without it one Save saves them all); "Back to the
// list" lands on the same row of the same list; the work is within the first screen of a phone.

const stage = (page: Page) => followUpForm(page).getByLabel("Stage");
const assignee = (page: Page) => followUpForm(page).getByLabel("Assigned to");

test("a new stage, then an assignee: both are stored, and the page shows what is stored", async ({ page, staff }) => {
  void staff;
  const colleague = await makeAccount({ role: "staff" });
  const [id] = await insertEnquiries([{ form: "contact", name: `${uniqueName()} Journey` }]);
  await open(page, `/admin/enquiries/${id}`);

  await stage(page).selectOption("assessment-booked");
  await assignee(page).selectOption({ label: colleague.email });
  await saveFollowUp(page, `Assigned to ${colleague.email}.`);

  const row = await enquiryRow(id!);
  expect([row.status, row.assigned_to]).toEqual(["assessment-booked", colleague.id]);
  await expect(stage(page)).toHaveValue(stageChoiceOf(row.status, row.stage_reason));
  await expect(assignee(page)).toHaveValue(String(colleague.id));
  // Read again from the server, the same.
  await open(page, `/admin/enquiries/${id}`);
  await expect(stage(page)).toHaveValue("assessment-booked");
  await expect(assignee(page)).toHaveValue(String(colleague.id));
});

test("a change applies at once, and Undo (by keyboard) puts it back; Undo goes after a few seconds @js-only", async ({
  page,
  staff,
}) => {
  void staff;
  await page.clock.install();
  await page.setViewportSize({ width: 390, height: 844 });
  const [id] = await insertEnquiries([{ form: "callback", name: `${uniqueName()} Undo` }]);
  await open(page, `/admin/enquiries/${id}`);
  const notice = page.locator("[data-at-once-notice]");
  await expect(notice).toHaveRole("status");

  await stage(page).selectOption("contacted");
  await expect(notice).toContainText("Stage changed to Contacted.");
  expect((await enquiryRow(id!)).status).toBe("contacted");
  await expect(stage(page)).toHaveValue("contacted");
  // Undo is held while the pointer is on it (axe takes a few seconds).
  await notice.hover();
  await expectNoAxeViolations(page);

  // Tab from the controls reaches Undo; Enter undoes, and focus goes back to the control.
  await followUpForm(page).getByLabel("Spam").focus();
  await page.keyboard.press("Tab");
  const undo = notice.getByRole("button", { name: "Undo" });
  await expect(undo).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notice).toContainText("Undone. Stage changed to New.");
  await expect(stage(page)).toBeFocused();
  await expect(stage(page)).toHaveValue("new");
  expect((await enquiryRow(id!)).status).toBe("new");

  // Another change: its Undo is there for a few seconds, then gone (the message stays).
  await followUpForm(page).getByLabel("Spam").check();
  await expect(notice).toContainText("Marked as spam");
  await expect(undo).toBeVisible();
  await page.clock.fastForward(11_000);
  await expect(undo).toHaveCount(0);
  await expect(notice).toContainText("Marked as spam");
  expect(Number((await enquiryRow(id!)).is_spam)).toBe(1);
});

test("leaving with a typed, unsent note asks first: a link in the app, and closing the tab @js-only", async ({
  page,
  staff,
}) => {
  void staff;
  const [id] = await insertEnquiries([{ form: "callback", name: `${uniqueName()} Leave` }]);
  await open(page, `/admin/enquiries/${id}`);
  const note = page.locator("[data-form=note]").getByLabel("Add a note");
  await note.fill("Rang the daughter: call back on Friday.");

  // Staying: the page and the note are as they were.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect.poll(() => asked).toEqual(["confirm: Your note has not been sent. Leave this page and lose it?"]);
  expect(new URL(page.url()).pathname).toBe(`/admin/enquiries/${id}`);
  await expect(note).toHaveValue("Rang the daughter: call back on Friday.");

  // Closing the tab: the browser's own question.
  const unload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe("beforeunload");
  // Leaving: the tab closes (a tab kept open by a dismissed question can hold up the test's end).
  const closed = page.waitForEvent("close");
  await dialog.accept();
  await closed;
});

test("'Back to the list' lands on the same row of the same page, with the same filter and search", async ({
  page,
  staff,
}) => {
  void staff;
  await page.setViewportSize({ width: 390, height: 844 });
  const word = uniqueName();
  // 55 callbacks: the list's second page holds the oldest five.
  const start = Date.now() - 60 * 60_000;
  await insertEnquiries(
    Array.from({ length: 55 }, (_, index) => ({
      form: "callback" as const,
      name: `${word} Row${String(index).padStart(2, "0")}`,
      createdAt: new Date(start + index * 1_000),
    })),
  );
  await open(page, "/admin?form=callback");
  await searchFor(page, word);
  await follow(
    page,
    page.getByRole("navigation", { name: "Pages of the list" }).getByRole("link", { name: /Next page/ }),
  );
  const list = new URL(page.url());
  expect(list.searchParams.get("after")).toBeTruthy();
  const name = `${word} Row00`; // the last row of the second page
  await follow(page, rowOf(page, name).getByRole("link", { name, exact: true }));
  await expect(page.locator("[data-enquiry-name]")).toHaveText(name);

  await page.getByRole("link", { name: "Back to the list" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await listSettled(page);
  const back = new URL(page.url());
  for (const parameter of ["form", "q", "after"])
    expect(back.searchParams.get(parameter), parameter).toBe(list.searchParams.get(parameter));
  const link = rowOf(page, name).getByRole("link", { name, exact: true });
  expect(back.hash).toBe(`#${await link.getAttribute("id")}`);
  await expect(link).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("on a 390 × 844 phone a coordinator has the call button, the stage and the assignee on the first screen", async ({
  page,
}) => {
  test.setTimeout(120_000); // a sign-in of its own: a coordinator's frame (an admin's has more links and notices)
  await signedInByDatabase(page, { role: "staff" });
  await page.setViewportSize({ width: 390, height: 844 });
  const [id] = await insertEnquiries([{ form: "callback", name: `${uniqueName()} Thompson`, phone: "07700 900461" }]);
  await open(page, `/admin/enquiries/${id}`);
  const call = page.locator("[data-call-button]");
  await expect(call).toHaveAttribute("href", "tel:+447700900461");
  const callBox = (await call.boundingBox())!;
  expect(callBox.height).toBeGreaterThanOrEqual(48);
  // The stage wholly on the first screen, the assignee starting on it (the page is at its top).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const stageBox = (await stage(page).boundingBox())!;
  expect(stageBox.y + stageBox.height).toBeLessThan(844);
  expect((await assignee(page).boundingBox())!.y).toBeLessThan(844);
  if (jsDisabled()) return;
  // From 1024 px the panel is beside the details.
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = (await page.locator("[data-work-panel]").boundingBox())!;
  const details = (await page.locator("#about-heading").boundingBox())!;
  expect(panel.x).toBeGreaterThan(details.x + details.width - 1);
  expect(Math.abs(panel.y - details.y)).toBeLessThan(100);
});
