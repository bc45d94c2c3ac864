import { readFile } from "node:fs/promises";
import { baseURL } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { expectErrorPattern } from "./support/forms";
import { open } from "./support/pages";
import { signedInMember, withDatabase } from "./support/staff";
import { dramaPhone, enquiryAudit, expect, insertEnquiries, test, uniqueName, unusedDramaPhone } from "./support/inbox";

// /admin/data-protection (ADR 0009), JavaScript on and off: an admin finds a person by e-mail address or phone number,
// downloads everything held about them (a printable page, and JSON), and erases it with a reason; what stays is a
// record without personal data. The search posts: nothing about the person lands in a URL. Staff members are refused.

/** Three enquiries of one person (two by e-mail, one callback by phone), and someone else's. */
async function aPerson() {
  const word = uniqueName();
  const email = `${word.toLowerCase()}@example.org`;
  const phone = await unusedDramaPhone();
  const ids = await insertEnquiries([
    { form: "contact", name: `${word} Ames`, email, phone, details: { message: `Mum needs help; ${word} message` } },
    { form: "assessment", name: `${word} Ames`, email, phone: dramaPhone(), details: { specific_requirements: "Uses a frame" } },
    { form: "callback", name: `${word} Ames`, phone, email: null },
    { form: "contact", name: `${uniqueName()} Other`, email: "other.person@example.org" },
  ]);
  return { word, email, phone, ids: ids.slice(0, 3), other: ids[3]! };
}

const findForm = (page: import("@playwright/test").Page) => page.locator("[data-form=find]");

test("find a person, download what is held about them, erase it with a reason", async ({ page, staff }) => {
  const person = await aPerson();
  await open(page, "/admin/data-protection");
  await expect(page.getByRole("heading", { level: 1, name: "Data protection" })).toBeVisible();

  // Neither field: the GOV.UK error pattern.
  await findForm(page).getByRole("button", { name: "Find" }).click();
  await expectErrorPattern(page, findForm(page), { email: "Enter an e-mail address or a phone number" });

  await findForm(page).getByLabel("Their e-mail address").fill(person.email.toUpperCase());
  await findForm(page).getByLabel("Their phone number").fill(person.phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  const results = page.locator("[data-results]");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(`3 enquiries for ${person.email.toUpperCase()} or ${person.phone}`);
  await expect(results.locator("[data-found] li")).toHaveCount(3);
  expect(new URL(page.url()).search).toBe("");

  // The printable page: every enquiry of the person, no one else's; audited.
  const [download] = await Promise.all([page.waitForEvent("download"), results.getByRole("button", { name: "Download as a page (HTML)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^information-held-\d{4}-\d{2}-\d{2}\.html$/);
  const html = await readFile((await download.path())!, "utf8");
  expect(html).toContain("3 enquiries");
  expect(html).toContain(`Mum needs help; ${person.word} message`);
  expect(html).toContain("Uses a frame");
  expect(html).not.toContain("other.person@example.org");
  const [json] = await Promise.all([page.waitForEvent("download"), results.getByRole("button", { name: "Download as data (JSON)" }).click()]);
  const data = JSON.parse(await readFile((await json.path())!, "utf8"));
  expect(data.records).toHaveLength(3);
  expect((await enquiryAudit({ actorId: staff.id, action: "subject-access-exported" })).slice(-2).map((entry) => entry.details)).toEqual([
    { count: 3, format: "html" },
    { count: 3, format: "json" },
  ]);

  // Erasing needs a reason and the box ticked.
  await open(page, "/admin/data-protection");
  await findForm(page).getByLabel("Their e-mail address").fill(person.email);
  await findForm(page).getByLabel("Their phone number").fill(person.phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  const eraseForm = page.locator("[data-form=erase]");
  await eraseForm.getByRole("button", { name: "Erase everything listed" }).click();
  await expectErrorPattern(page, eraseForm, { reason: "Enter why you are erasing it", confirm: "Tick the box to confirm that this cannot be undone" });
  await withDatabase(async (database) => expect(await database.db.selectFrom("submissions").select("id").where("id", "in", person.ids).execute()).toHaveLength(3));

  await eraseForm.getByLabel("Why are you erasing it?").fill("Asked by e-mail on 20 November");
  await eraseForm.getByLabel("I understand that this cannot be undone").check();
  await eraseForm.getByRole("button", { name: "Erase everything listed" }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("3 enquiries were erased");
  const latest = page.locator("[data-erasures] li").first();
  await expect(latest).toContainText(`erased`);
  await expect(latest).toContainText(staff.email);
  await expect(latest).toContainText("Why: Asked by e-mail on 20 November");
  await withDatabase(async (database) => {
    expect(await database.db.selectFrom("submissions").select("id").where("id", "in", [...person.ids, person.other]).execute()).toEqual([{ id: person.other }]);
  });
  expect((await enquiryAudit({ actorId: staff.id, action: "enquiries-erased" })).at(-1)!.details).toEqual({ count: 3 });
  // Their enquiry pages are gone.
  await open(page, `/admin/enquiries/${person.ids[0]}`, 404);
});

test("the page and its export are for admins only", async ({ page }) => {
  await signedInMember(page, { role: "staff" });
  await open(page, "/admin/data-protection", 403);
  await expect(page.getByRole("link", { name: "Data protection" })).toHaveCount(0);
  const exported = await page.request.post("/admin/data-protection/export", { form: { email: "someone@example.org", phone: "", format: "json" }, headers: { Origin: baseURL } });
  expect(exported.status()).toBe(403);
  expect(await exported.text()).not.toContain("records");
});

test("axe finds nothing on the page, its results and its errors @js-only", async ({ page, staff }) => {
  void staff;
  const person = await aPerson();
  await open(page, "/admin/data-protection");
  await expectNoAxeViolations(page);
  await findForm(page).getByLabel("Their e-mail address").fill(person.email);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  await expect(page.locator("[data-results]")).toBeVisible();
  await page.locator("[data-form=erase]").getByRole("button", { name: "Erase everything listed" }).click();
  await expect(page.locator("[data-error-summary]")).toBeVisible();
  await expectNoAxeViolations(page);
});
